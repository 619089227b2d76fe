// Issue 44: visitor statistics counted on the server. A visitor reads `/`, `/de/` and a case
// study; the owner's Visitors tab then shows 1 visitor and 3 views today with the case study's
// title in the top pages, and the owner's own reads while signed in are not counted. Public pages
// make no request, set no cookie and load no script for the counting.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './browser';
import { type OwnServer, SETUP_CODE, startServer } from './own-server';
import { expectNoAxeViolations, screenshots } from './page';
import { CREDENTIALS, editorContent, profileBody } from './seed';

/** A reader's Chrome (the headless browser's own User-Agent names it a bot, rightly). */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: OwnServer;
let cookie: string;
const contexts: BrowserContext[] = [];

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(server.baseURL + path, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json().catch(() => undefined);
}

async function context(width: number, signedIn: boolean): Promise<Page> {
  const made = await browser.newContext({ viewport: { width, height: 900 }, userAgent: CHROME });
  contexts.push(made);
  if (signedIn) {
    const at = cookie.indexOf('=');
    await made.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: server.baseURL }]);
  }
  return made.newPage();
}

/** The Visitors tab once its counts show `views` views today (written within a second). */
async function visitorsTab(page: Page, views: number): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    await page.goto(`${server.baseURL}/admin?tab=visitors`);
    const today = page.getByTestId('visits-today');
    await today.waitFor();
    if ((await today.innerText()).includes(`${views} views`)) return;
    await page.waitForTimeout(500);
  }
}

beforeAll(async () => {
  server = await startServer({ env: { VISITS_FLUSH_SECONDS: '1' } });
  cookie = '';
  const setup = await fetch(`${server.baseURL}/api/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CREDENTIALS, setupCode: SETUP_CODE }),
  });
  cookie = setup.headers.getSetCookie()[0]!.split(';')[0]!;
  await call('PUT', '/api/admin/profile', profileBody({ languages: ['en', 'de'] }));
  await call('POST', '/api/admin/case-studies', {
    title: 'Payments at scale',
    slug: 'payments',
    description: 'How we moved money.',
    content: editorContent([{ type: 'paragraph', data: { text: 'We moved the ledger.' } }]),
    tags: [],
    isPublished: true,
    isFeatured: false,
  });
});

afterAll(async () => {
  for (const made of contexts) await made.close().catch(() => undefined);
  await server.stop();
});

describe('the Visitors tab', () => {
  it('counts a reader of three pages as 1 visitor and 3 views, and not the owner', async () => {
    const reader = await context(1280, false);
    const requests: string[] = [];
    reader.on('request', (request) => requests.push(new URL(request.url()).pathname));
    for (const path of ['/', '/de/', '/case-studies/payments']) {
      const response = await reader.goto(server.baseURL + path);
      expect(response?.status()).toBe(200);
      // No cookie set, no counting request or script: only the page and its own files.
      expect(response?.headers()['set-cookie']).toBeUndefined();
    }
    expect(await reader.context().cookies()).toEqual([]);
    expect(requests.filter((path) => /visit|stat|count|collect|beacon/i.test(path))).toEqual([]);
    const scripts = await reader.locator('script[src]').evaluateAll((nodes) =>
      nodes.map((node) => new URL((node as HTMLScriptElement).src).host),
    );
    expect(scripts.every((host) => host === new URL(server.baseURL).host)).toBe(true);

    // The owner reads the site while signed in: not counted.
    const owner = await context(1280, true);
    await owner.goto(server.baseURL + '/');
    await owner.goto(server.baseURL + '/case-studies/payments');

    await visitorsTab(owner, 3);
    const today = owner.getByTestId('visits-today');
    expect(await today.innerText()).toBe('Today: 1 visitor, 3 views');
    const pages = owner.getByRole('region', { name: 'Top pages' });
    await pages.getByText('Payments at scale (en)').waitFor();
    await pages.getByText('Home (de)').waitFor();
    await expectNoAxeViolations(owner);
    await screenshots(owner, 'admin-visitors');

    // Manage Case Studies shows the case study's views beside it.
    await owner.goto(`${server.baseURL}/admin?tab=case-studies`);
    await owner.getByText('1 view', { exact: true }).waitFor();
  });

  it('works at 390 px in dark mode', async () => {
    const owner = await context(390, true);
    await owner.emulateMedia({ colorScheme: 'dark' });
    await visitorsTab(owner, 3);
    const width = await owner.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(owner);
    // A year: the last 90 days day by day, the months before as months.
    await owner.getByRole('button', { name: '365 days' }).click();
    await owner.getByText('Last 365 days: 1 visitor, 3 views', { exact: false }).waitFor();
    await screenshots(owner, 'admin-visitors-year');
  });
});
