// Shared browser set-up for the e2e tests: Debian's Chromium driven by playwright-core.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
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
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Where screenshots go for a person to look at. */
export const SCREENSHOT_DIR = new URL('../test-results/screenshots/', import.meta.url).pathname;

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
