// Page helpers shared by the browser tests: a fresh page per test that records page errors and
// dialogs, screenshots in light and dark, and the axe-core check.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchConsole } from './app';
import { restPointer, screenshot, SCREENSHOTS } from './browser';

export interface WatchedPage {
  page: Page;
  /** Uncaught errors and dialogs (alert, confirm…) the page raised. */
  problems: string[];
}

/**
 * The contexts of the pages this module opened, closed after each test (`setup-browser.ts`), not
 * with their page: what a closing page sent as it closed (a `keepalive` request) still lands, as
 * in a browser that stays open.
 */
const contexts = new Set<BrowserContext>();

export async function closeContexts(): Promise<void> {
  await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
  contexts.clear();
}

/** A page `width` wide in a context of its own, so pages share no cookies or storage. */
async function ownPage(browser: Browser, width: number, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  contexts.add(context);
  const page = await context.newPage();
  await restPointer(page);
  return page;
}

export async function openPage(
  browser: Browser,
  width = 1280,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<WatchedPage> {
  const page = await ownPage(browser, width, { colorScheme });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, problems };
}

/**
 * A visitor's page at `width` whose browser prefers `locale`; its `problems` are the console's
 * errors and warnings and the uncaught errors.
 */
export async function visitorPage(browser: Browser, width: number, locale = 'en-US'): Promise<WatchedPage> {
  const page = await ownPage(browser, width, { locale });
  return { page, problems: watchConsole(page) };
}

/** Full-page screenshots at 390 and 1280 px, light and dark, named `{name}-{width}-{scheme}`. */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize()!;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${name}-${width}-${colorScheme}`, true);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport);
}

/** axe-core (WCAG 2.x A and AA rules and best practices) finds nothing, in light and dark. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    // Reduced motion turns transitions off, so axe reads settled colours, not a blend mid-fade.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    // axe.run in the page itself (the builder's legacy mode): the same rules and findings. The
    // default mode opens a second page in the context to merge the frames' results, three times
    // the CPU of the check itself (the pages here have no cross-origin frames to merge).
    const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
    const summary = results.violations.map(
      (v) =>
        `${colorScheme}: ${v.id} (${v.impact}) ` +
        v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | '),
    );
    expect(summary).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

/** The visible text of every element matching `selector`, in document order. */
export function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allInnerTexts();
}

/**
 * Serves pages without the content and the reads' data the server embeds (`#root`'s markup and
 * `#folio-data` but for the home's views, the interface's words and the page's language, which
 * are no read), so the
 * app draws the page itself,
 * fetching from the API, and the test can hold or fail those calls to see loading and error states.
 */
export async function withoutInitialData(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div>(<script type="application\/json" id="folio-data">)([\s\S]*?)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const { views, view, strings, language } = JSON.parse(json) as Record<string, unknown>;
          const kept = { views, view, strings, language };
          return `<div id="root"></div>${open}${JSON.stringify(kept)}${close}`;
        },
      );
      await route.fulfill({ response, body });
    },
  );
}
