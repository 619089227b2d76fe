// `node images.mjs URL`: the image bytes a phone receives for a page (issue 11, goal 5). Loads URL
// in Chromium as a 390 × 844 phone at device pixel ratio 3 and then 2, each with an empty cache,
// scrolls to the bottom so lazy images load, and sums the bodies of the image responses as sent
// (encoded bytes, headers not counted), listing each image. Figures only, never a pass/fail.
import { chromium } from 'playwright-core';

const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** The images a phone of this pixel ratio receives: [{path, type, bytes, shown}]. */
async function images(deviceScaleFactor) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  const done = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    done.push(Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => ({
      path: new URL(request.url()).pathname,
      type: (await response?.headerValue('content-type')) ?? '',
      bytes: sizes.responseBodySize,
    })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A screen at a time, as a reader scrolls, until the bottom stays put.
  for (let last = -1; ;) {
    const y = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY;
    });
    await page.waitForTimeout(200);
    if (y === last) break;
    last = y;
  }
  await page.waitForLoadState('networkidle');
  // Which <img> shows each file (its class, or its alt text) and how wide, in device pixels.
  const shown = await page.evaluate(() =>
    [...document.images].map((img) => ({
      path: new URL(img.currentSrc || img.src, location.href).pathname,
      label: img.className ? `.${img.className.split(' ')[0]}` : `alt "${img.alt}"`,
      width: Math.round(img.clientWidth * devicePixelRatio),
    })),
  );
  const rows = (await Promise.all(done)).map((row) => ({
    ...row,
    shown: shown
      .filter((img) => img.path === row.path)
      .map((img) => `${img.label} shown ${img.width} device px wide`)
      .join('; '),
  }));
  await context.close();
  return rows;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (rows) => rows.reduce((sum, row) => sum + row.bytes, 0);
const byRatio = [[3, await images(3)], [2, await images(2)]];
await browser.close();
console.log(
  `Images on the case study at 390 px (DPR 3): ${kib(total(byRatio[0][1]))} (goal <= 80 KiB for a 2 MB photo);` +
    ` DPR 2: ${kib(total(byRatio[1][1]))}`,
);
for (const [ratio, rows] of byRatio) {
  for (const { path, type, bytes, shown } of rows) {
    console.log(`  DPR ${ratio}  ${path.padEnd(64)} ${type.padEnd(10)} ${kib(bytes).padStart(11)}  ${shown}`);
  }
}
