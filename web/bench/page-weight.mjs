// Loads a page in Chromium as a first visit (empty cache) and as a repeat visit (the same
// browser, so its HTTP cache is warm), and prints the bytes the browser received for each
// response: body as sent (compressed when the server compressed it) plus headers, with the
// server's real headers. Figures only, never a pass/fail. `node page-weight.mjs URL` prints each
// response; `node page-weight.mjs --brief URL...` one line per page, each in a fresh browser
// context: its totals and its document's bytes beside the same goals.
import { chromium } from 'playwright-core';

const brief = process.argv[2] === '--brief';
const urls = process.argv.slice(brief ? 3 : 2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let page;

async function visit(url) {
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

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (rows) => rows.reduce((total, { bytes }) => total + bytes, 0);
for (const url of urls) {
  page = await browser.newPage();
  const first = await visit(url);
  const app = await gesture();
  const repeat = await visit(url);
  await page.close();
  if (brief) {
    const path = new URL(url).pathname;
    const document = first.find((row) => row.path === path);
    console.log(
      `${path.padEnd(40)} first visit ${kib(sum(first))} (goal <= 64 KiB), its document ` +
        `${document ? `${kib(document.bytes)} (${document.status}, ${document.encoding || 'identity'}; goal <= 14 KiB)` : 'not seen'}, ` +
        `first gesture +${kib(sum(app))} (no goal), repeat visit ${kib(sum(repeat))} (goal <= 2 KiB)`,
    );
    continue;
  }
  for (const [label, rows] of [
    ['first visit (goal <= 64 KiB; its document, the HTML and CSS of the first paint, <= 14 KiB)', first],
    ['then the first gesture: the app takes the page over (no goal)', app],
    ['repeat visit (goal <= 2 KiB)', repeat],
  ]) {
    console.log(`-- ${label}`);
    for (const { path, status, encoding, bytes } of rows) {
      console.log(`${path.padEnd(48)} ${String(status).padStart(3)} ${encoding.padEnd(5)} ${String(bytes).padStart(8)} B`);
    }
    const total = sum(rows);
    console.log(`${'total received'.padEnd(58)} ${String(total).padStart(8)} B (${kib(total)})`);
  }
}
await browser.close();
