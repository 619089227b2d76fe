// Loads a page in Chromium as a first visit (empty cache) and as a repeat visit (the same
// browser, so its HTTP cache is warm), and prints the bytes the browser received for each
// response: body as sent (compressed when the server compressed it) plus headers, with the
// server's real headers. Figures only, never a pass/fail.
import { chromium } from 'playwright-core';

const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();

async function visit() {
  const rows = [];
  const done = [];
  const onFinished = (request) => {
    done.push(
      request.sizes().then(async (sizes) => {
        const response = await request.response();
        rows.push({
          path: new URL(request.url()).pathname,
          status: response?.status() ?? 0,
          encoding: (await response?.headerValue('content-encoding')) ?? '',
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(done);
  page.off('requestfinished', onFinished);
  return rows;
}

/** What arrives once the visitor reaches for the page (a key press): the app's code. */
async function gesture() {
  const rows = [];
  const onFinished = async (request) => {
    const sizes = await request.sizes();
    rows.push({
      path: new URL(request.url()).pathname,
      status: (await request.response())?.status() ?? 0,
      encoding: (await (await request.response())?.headerValue('content-encoding')) ?? '',
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  };
  page.on('requestfinished', onFinished);
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  page.off('requestfinished', onFinished);
  return rows;
}

const first = await visit();
const app = await gesture();
for (const [label, rows] of [
  ['first visit (goal <= 64 KiB; its document, the HTML and CSS of the first paint, <= 14 KiB)', first],
  ['then the first gesture: the app takes the page over (no goal)', app],
  ['repeat visit (goal <= 2 KiB)', await visit()],
]) {
  console.log(`-- ${label}`);
  let total = 0;
  for (const { path, status, encoding, bytes } of rows) {
    total += bytes;
    console.log(`${path.padEnd(48)} ${String(status).padStart(3)} ${encoding.padEnd(5)} ${String(bytes).padStart(8)} B`);
  }
  console.log(`${'total received'.padEnd(58)} ${String(total).padStart(8)} B (${(total / 1024).toFixed(1)} KiB)`);
}
await browser.close();
