// Shared browser set-up for the e2e tests: Debian's Chromium driven by playwright-core, as its
// headless shell (the `chromium-headless-shell` package, the same Chromium build without the
// desktop browser around it): a fresh context there costs a third of the CPU it costs in
// `chromium --headless`, and a page load about half.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell',
    args: CHROMIUM_ARGS,
  });
}

/**
 * The headless shell starts a page with its pointer resting at (0, 0), and the first document the
 * page draws gets a `pointerover` from it, as under a visitor's resting mouse: a public page loads
 * its app on that. A test of what a page does before the visitor reaches for it calls this first,
 * and a blank document takes that event (`openPage` does it for every page it opens).
 */
export async function restPointer(page: Page): Promise<void> {
  await page.setContent('');
}

/** Where screenshots go for a person to look at. */
export const SCREENSHOT_DIR = new URL('../test-results/screenshots/', import.meta.url).pathname;

/**
 * Whether this run saves screenshots (`SCREENSHOTS=1`, as `make screenshots` sets): encoding the
 * 411 PNGs, most of them full pages, took a tenth of the browser tests' CPU (615 core-seconds
 * against 554), so `make test` runs the same tests and assertions without them.
 */
export const SCREENSHOTS = Boolean(process.env.SCREENSHOTS);

/**
 * Saves what `target` (a page, or one element of it) shows as `{name}.png` in `SCREENSHOT_DIR`,
 * in a run that keeps screenshots.
 */
export async function screenshot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS) return;
  const options = { path: `${SCREENSHOT_DIR}${name}.png`, animations: 'disabled' } as const;
  await ('goto' in target ? target.screenshot({ ...options, fullPage }) : target.screenshot(options));
}

/**
 * The Chromium of the running test file, started before its tests and closed after them by
 * `setup-browser.ts` (the e2e project's setup file).
 */
export let browser: Browser;

export async function startBrowser(): Promise<void> {
  browser = await launchBrowser();
}

export async function stopBrowser(): Promise<void> {
  await browser?.close();
}
