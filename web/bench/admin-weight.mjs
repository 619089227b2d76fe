// The bytes Chromium receives for the admin area on top of the public site: `/` is loaded first
// (so the files both use are in the browser's cache), then `/admin/login`, and every response of
// that second load is printed as received (body as sent, compressed when the server compressed
// it, plus headers). The editor, which only an open case study dialog loads, is asked for
// separately with the same Accept-Encoding. Figures only, never a pass/fail. Reads the build's
// manifest in $WEB_DIR (default web/dist) to find the editor's file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2];
const dist = process.env.WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
await page.goto(`${base}/`, { waitUntil: 'networkidle' });

const rows = [];
const done = [];
page.on('requestfinished', (request) => {
  done.push(
    request.sizes().then(async (sizes) => {
      const response = await request.response();
      rows.push({
        path: new URL(request.url()).pathname,
        encoding: (await response?.headerValue('content-encoding')) ?? '',
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    }),
  );
});
await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
await page.locator('form button[type="submit"]').waitFor();
await Promise.all(done);
await browser.close();

let total = 0;
for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
  total += row.bytes;
  console.log(`${row.path.padEnd(48)} ${row.encoding.padEnd(5)} ${String(row.bytes).padStart(9)} B`);
}
console.log(`${'/admin/login after /'.padEnd(48)} ${''.padEnd(5)} ${String(total).padStart(9)} B (${(total / 1024).toFixed(1)} KiB)`);

// The editor: the chunk an open case study dialog imports, with its stylesheet.
const editor = Object.values(manifest).find((chunk) => chunk.file.includes('create-editor'));
for (const file of [editor.file, ...(editor.css ?? [])]) {
  // The body as sent: fetch decodes it, so its length is the header's.
  const response = await fetch(`${base}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const sent = response.headers.get('content-length') ?? '?';
  console.log(`${`/${file} (an open dialog)`.padEnd(48)} ${(response.headers.get('content-encoding') ?? '').padEnd(5)} ${sent.padStart(9)} B`);
}
