// Loads a page in Chromium and prints the gzip size of every response it loaded, and the total.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const responses = [];
page.on('response', (response) => responses.push(response));
await page.goto(url, { waitUntil: 'networkidle' });

let total = 0;
const rows = [];
for (const response of responses) {
  const body = await response.body().catch(() => Buffer.alloc(0));
  const gzip = gzipSync(body, { level: 9 }).length;
  total += gzip;
  rows.push([new URL(response.url()).pathname, body.length, gzip]);
}
for (const [path, raw, gzip] of rows) {
  console.log(`${path.padEnd(48)} ${String(raw).padStart(9)} B  ${String(gzip).padStart(8)} B gzip`);
}
console.log(`${'total'.padEnd(48)} ${''.padStart(11)}  ${String(total).padStart(8)} B gzip (${(total / 1024).toFixed(1)} KiB)`);
await browser.close();
