// Issues 11 and 22: the server renders the app's own components for exactly the view the URL
// names, its tabs and filters are links that work before the app runs (and with scripts off),
// and the app then takes the page over as it is (hydration): nothing on screen changes, React
// reports no mismatch, the DOM stays the server's markup, and from then on the same links change
// the view without a reload. A page the server cannot render is still served, for the app to
// draw.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appRuns,
  holdApp,
  looks,
  rootMarkup,
  serverPainted,
  waitForApp,
  watchConsole,
} from './app';
import { browser } from './browser';
import { startServer } from './own-server';
import { expectNoAxeViolations, screenshots, texts } from './page';
import { addCaseStudy, addEducation, addExperience, admin, editorContent, resetContent } from './seed';
import { baseURL, databaseURL } from './shared-server';

beforeAll(async () => {
  await resetContent();
  const lead = await addExperience({
    jobTitle: 'Staff Engineer',
    company: 'Northwind',
    industry: 'Fintech',
    startDate: '2022-03',
    isCurrentJob: true,
    description: 'Led the platform team.\nSecond line.',
    accomplishments: 'Cut costs by 30%. Report: https://example.org/report and www.example.com',
    tools: ['Rust', { name: 'SQL', usage: 'Reporting pipelines' }],
  });
  const analyst = await addExperience({
    jobTitle: 'Data Analyst',
    company: 'Contoso Bank',
    industry: 'Banking',
    startDate: '2019-01',
    endDate: '2021-06',
    description: 'Analysed lending risk.',
    accomplishments: 'Built the risk dashboard.',
    tools: [{ name: 'SQL', usage: 'Risk dashboards' }, 'Python'],
  });
  await admin('PATCH', '/api/admin/experiences/reorder', { experienceIds: [lead.id, analyst.id] });
  await addEducation({ name: 'Deep Learning', category: 'Machine Learning', link: 'https://example.org/dl', date: '2021' });
  await addEducation({ name: 'SQL for Analysts', category: 'Data Analytics' });
  await addCaseStudy({
    title: 'Payments Platform Rewrite',
    slug: 'payments-platform',
    description: 'Moving a ledger to Rust without downtime.',
    content: editorContent([
      { type: 'header', data: { text: 'The problem', level: 2 } },
      { type: 'paragraph', data: { text: 'Read [the write-up](https://example.org/w).' } },
    ]),
    featuredImage: `${baseURL}/favicon.svg`,
    tags: ['rust', 'payments'],
    isFeatured: true,
  });
  await addCaseStudy({
    title: 'Design System',
    slug: 'design-system',
    description: 'One component library.',
    content: editorContent([{ type: 'paragraph', data: { text: 'Body' } }]),
  });
});

/** A page in a fixed locale and time zone, so the app's locale dates equal the server's. */
async function open(width = 1280, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    javaScriptEnabled,
  });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  return { page, console: watchConsole(page) };
}

const EXPERIENCE_TITLES = ['STAFF ENGINEER', 'DATA ANALYST'];
const TOOLS = ['Python', 'Rust', 'SQL'];
const INDUSTRIES = ['Banking', 'Fintech'];
const CATEGORIES = ['DATA ANALYTICS', 'MACHINE LEARNING'];
// Issue 23: the featured study leads the Playground.
const CASE_STUDIES = ['Payments Platform Rewrite', 'Design System'];

/** Every view: its address, its tab and filter, and what only it shows. */
const VIEWS = [
  { path: '/', tab: 'Work Experience', filter: 'All', shows: '.experience-card .card-title', expected: EXPERIENCE_TITLES },
  { path: '/?filter=tools', tab: 'Work Experience', filter: 'By Tools', shows: '.group-title', expected: TOOLS },
  { path: '/?filter=industries', tab: 'Work Experience', filter: 'By Industries', shows: '.group-title', expected: INDUSTRIES },
  { path: '/?tab=education', tab: 'Education', filter: undefined, shows: '.education-group h2', expected: CATEGORIES },
  { path: '/?tab=playground', tab: 'Playground', filter: undefined, shows: '.case-card-title', expected: CASE_STUDIES },
] as const;

/** Checks that `page` shows exactly `view`, and only it. */
async function expectView(page: Page, view: (typeof VIEWS)[number]) {
  await page.locator(view.shows).first().waitFor();
  expect(await texts(page, view.shows), view.path).toEqual(view.expected);
  const selected = page.locator('[role="tab"][aria-selected="true"]');
  expect(await selected.allInnerTexts(), view.path).toEqual([view.tab]);
  expect(await page.locator('[role="tabpanel"]').getAttribute('aria-labelledby')).toBe(
    await selected.getAttribute('id'),
  );
  const current = page.locator('.filter[aria-current="page"]');
  expect(await current.allInnerTexts(), view.path).toEqual(view.filter ? [view.filter] : []);
  // The other views are not drawn at all.
  const others = ['.experience-card', '.group', '.education-group', '.case-card'].filter(
    (selector) => !view.shows.startsWith(selector),
  );
  for (const selector of others) {
    if (view.shows.startsWith('.group-title') && selector === '.group') continue;
    expect(await page.locator(selector).count(), `${view.path} draws ${selector}`).toBe(0);
  }
}

type Step = readonly ['link' | 'tab', string, string];

/** Taps each step's tab or filter by its name and checks the view of its address. */
async function follow(page: Page, steps: readonly Step[], waitUntil: 'commit' | 'load' = 'load') {
  for (const [role, name, path] of steps) {
    await page.getByRole(role, { name, exact: true }).click();
    await page.waitForURL(`${baseURL}${path}`, { waitUntil });
    await expectView(page, VIEWS.find((v) => v.path === path)!);
  }
}

describe('before the app runs', () => {
  it('every tab and filter is a link that loads its view', async () => {
    const { page } = await open();
    await holdApp(page);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(new URL(request.url()).search);
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'commit' });
    await expectView(page, VIEWS[0]);

    const steps = [
      ['link', 'By Tools', '/?filter=tools'],
      ['link', 'By Industries', '/?filter=industries'],
      ['tab', 'Work Experience', '/?filter=industries'],
      ['link', 'All', '/'],
      ['tab', 'Education', '/?tab=education'],
      ['tab', 'Playground', '/?tab=playground'],
      ['tab', 'Education', '/?tab=education'],
      ['tab', 'Work Experience', '/'],
    ] as const;
    await follow(page, steps, 'commit');
    // Each tap was a page load of its own, and the app never ran.
    expect(loads).toEqual(['', ...steps.map(([, , path]) => path.slice(1))]);
    expect(await appRuns(page)).toBe(false);
    await page.close();
  });

  it('draws the view a URL names, with defaults for unknown values', async () => {
    const { page } = await open();
    await holdApp(page);
    for (const [path, shown] of [
      ['/?tab=experiences&filter=tools', '/?filter=tools'],
      ['/?tab=education&filter=tools', '/?tab=education'],
      ['/?tab=somewhere&filter=else', '/'],
      ['/?filter=TOOLS', '/'],
    ] as const) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
      await expectView(page, VIEWS.find((v) => v.path === shown)!);
    }
    await page.close();
  });

  it('is what a visitor sees first, in light and dark, at 390 and 1280 px (screenshots)', async () => {
    const { page } = await open();
    await holdApp(page);
    for (const [path, name] of [
      ['/', 'first-draw-home'],
      ['/?tab=education', 'first-draw-education'],
      ['/?tab=playground', 'first-draw-playground'],
      ['/?filter=tools', 'first-draw-by-tools'],
      ['/?filter=industries', 'first-draw-by-industries'],
      ['/case-studies/payments-platform', 'first-draw-case-study'],
    ] as const) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
      await serverPainted(page);
      await screenshots(page, name);
    }
    expect(await appRuns(page)).toBe(false);
    await page.close();
  });
});

describe('with scripts off', () => {
  it('every tab and filter is a link to its view, and a case study reads in full', async () => {
    const { page } = await open(390, false);
    await page.goto(`${baseURL}/`);
    await expectView(page, VIEWS[0]);
    await follow(page, [
      ['link', 'By Tools', '/?filter=tools'],
      ['link', 'By Industries', '/?filter=industries'],
      ['tab', 'Education', '/?tab=education'],
      ['tab', 'Playground', '/?tab=playground'],
      ['tab', 'Work Experience', '/'],
    ]);
    await page.getByRole('tab', { name: 'Playground', exact: true }).click();
    await page.getByRole('link', { name: /Payments Platform Rewrite/ }).click();
    await page.waitForURL(`${baseURL}/case-studies/payments-platform`);
    expect(await texts(page, '.article-title')).toEqual(['PAYMENTS PLATFORM REWRITE']);
    expect(await texts(page, '.prose h2')).toEqual(['The problem']);
    expect(await page.locator('.prose a[href="https://example.org/w"]').count()).toBe(1);
    expect(await texts(page, '.article-meta .badge')).toEqual(['rust', 'payments']);
    await page.getByRole('link', { name: 'Back to Portfolio' }).first().click();
    await page.waitForURL(`${baseURL}/`);
    await expectView(page, VIEWS[0]);
    for (const [path, title] of [
      ['/case-studies/no-such-study', 'Case Study Not Found'],
      ['/no-such-page', 'Page Not Found'],
    ]) {
      await page.goto(`${baseURL}${path}`);
      expect(await texts(page, 'h1')).toEqual([title]);
      await page.getByRole('link', { name: 'Go Back' }).click();
      await page.waitForURL(`${baseURL}/`);
    }
    await page.close();
  });
});

describe('when the server cannot render', () => {
  it('the page is still served, and the app draws it from its data', async () => {
    // A second instance of the same site, whose render module throws on every page.
    const web = mkdtempSync(join(tmpdir(), 'folio-broken-render-'));
    cpSync(resolve(import.meta.dirname, '..', 'dist'), web, { recursive: true });
    writeFileSync(join(web, 'server/render.js'), "export function render() { throw new Error('broken'); }");
    const server = await startServer({ webDir: web, databaseURL });
    try {
      const { page, console } = await open();
      await page.goto(`${server.baseURL}/`);
      await expectView(page, VIEWS[0]);
      await page.getByRole('tab', { name: 'Education', exact: true }).click();
      await expectView(page, VIEWS[3]);
      await page.goto(`${server.baseURL}/case-studies/payments-platform`);
      await page.locator('.prose h2').waitFor();
      expect(await texts(page, '.article-title')).toEqual(['PAYMENTS PLATFORM REWRITE']);
      expect(await texts(page, '.prose h2')).toEqual(['The problem']);
      expect(console).toEqual([]);
      await page.close();
    } finally {
      await server.stop();
      rmSync(web, { recursive: true, force: true });
    }
  });
});

/** What the tests compare before and after the app takes a page over. */
const SEEN = [
  '.hero-name',
  '.hero-intro',
  '.hero-links a',
  '.tab-list',
  '[role="tab"]',
  '.filters',
  '.filter',
  '[role="tabpanel"]',
  '.card',
  '.card-meta',
  '.case-card-meta span',
  '.article-title',
  '.article-meta time',
  '.article-image',
  '.prose',
  '.button',
  '.not-found-code',
  '.not-found-title',
  '.not-found-message',
];

describe('when the app takes the page over', () => {
  const pages = [
    ...VIEWS.map((view) => view.path),
    // Other spellings of a view share its page: the app shows the view the server drew.
    '/?tab=education&utm_source=x',
    '/?tab=%65ducation',
    '/case-studies/payments-platform',
    '/case-studies/no-such-study',
    '/no-such-page',
  ];

  for (const path of pages) {
    it(`${path}: nothing on screen changes, React reports no mismatch, and its own render is the same markup`, async () => {
      for (const width of [390, 1280]) {
        const { page, console } = await open(width);
        const release = await holdApp(page);
        await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
        await serverPainted(page);
        const server = await rootMarkup(page);
        const before = await looks(page, SEEN);
        expect(before.length).toBeGreaterThan(3);
        // Record every change to the page and every new largest paint from here on.
        await page.evaluate(() => {
          const w = window as unknown as { changes: number; paints: string[] };
          w.changes = 0;
          w.paints = [];
          new MutationObserver((records) => (w.changes += records.length)).observe(
            document.getElementById('root')!,
            { subtree: true, childList: true, attributes: true, characterData: true },
          );
          const since = performance.now();
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.startTime > since) w.paints.push(entry.name || 'largest-contentful-paint');
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });

        release();
        await waitForApp(page);
        expect(await looks(page, SEEN), `${path} at ${width} px`).toEqual(before);
        expect(await rootMarkup(page)).toBe(server);
        expect(
          await page.evaluate(() => (window as unknown as { changes: number }).changes),
          'DOM changes while the app took over',
        ).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { paints: string[] }).paints)).toEqual([]);

        // The app's own render of the same address (after going elsewhere and back without a
        // reload) is the server's markup too: every attribute, not only the text React checks.
        await page.evaluate(() => history.pushState(null, '', '/somewhere-else'));
        await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
        await page.evaluate((path) => history.pushState(null, '', path), path);
        await page
          .locator('#root > main:not(:has(.not-found-title))')
          .or(page.getByRole('heading', { name: 'Case Study Not Found' }))
          .or(page.getByRole('heading', { name: 'Page Not Found' }))
          .first()
          .waitFor();
        expect(await rootMarkup(page)).toBe(server);
        // The page of an unknown slug is answered with its 404 status, which Chromium logs.
        const unexpected = console.filter(
          (message) => !(path.includes('no-such') && message.includes('status of 404')),
        );
        expect(unexpected, 'console errors and warnings').toEqual([]);
        await page.close();
      }
    });
  }
});

describe('after the app runs', () => {
  it('the same links change the view without a reload and keep the URL', async () => {
    const { page, console } = await open();
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url());
    });
    await page.goto(`${baseURL}/`);
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    const view = (path: string) => VIEWS.find((v) => v.path === path)!;
    await follow(page, [
      ['link', 'By Tools', '/?filter=tools'],
      ['link', 'By Industries', '/?filter=industries'],
      ['tab', 'Education', '/?tab=education'],
      ['tab', 'Playground', '/?tab=playground'],
      ['tab', 'Work Experience', '/'],
      ['link', 'By Tools', '/?filter=tools'],
      ['link', 'All', '/'],
    ]);
    // Back and forward move between the views the visitor saw.
    await page.goBack({ waitUntil: 'commit' });
    await expectView(page, view('/?filter=tools'));
    await page.goBack({ waitUntil: 'commit' });
    await expectView(page, view('/'));
    await page.goForward({ waitUntil: 'commit' });
    await expectView(page, view('/?filter=tools'));

    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    expect(loads).toEqual([`${baseURL}/`]);
    expect(console).toEqual([]);
    await page.close();
  });

  it("'Back to Portfolio' returns to the tab and filter the visitor came from", async () => {
    const { page, console } = await open();
    await page.goto(`${baseURL}/?tab=playground`);
    await waitForApp(page);
    await page.getByRole('link', { name: /Payments Platform Rewrite/ }).click();
    await page.waitForURL(`${baseURL}/case-studies/payments-platform`);
    await page.getByRole('link', { name: 'Back to Portfolio' }).last().click();
    await page.waitForURL(`${baseURL}/?tab=playground`);
    await expectView(page, VIEWS[4]);
    // A case study opened on its own goes back to the portfolio's first view.
    await page.goto(`${baseURL}/case-studies/payments-platform`);
    await waitForApp(page);
    await page.getByRole('link', { name: 'Back to Portfolio' }).first().click();
    await page.waitForURL(`${baseURL}/`);
    await expectView(page, VIEWS[0]);
    expect(console).toEqual([]);
    await page.close();
  });

  it('a tap before the app runs is not lost, and the app takes over the page it loaded', async () => {
    const { page, console } = await open();
    const release = await holdApp(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Education', exact: true }).click();
    await page.waitForURL(`${baseURL}/?tab=education`, { waitUntil: 'commit' });
    await expectView(page, VIEWS[3]);
    release();
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Playground', exact: true }).click();
    await page.waitForURL(`${baseURL}/?tab=playground`);
    await expectView(page, VIEWS[4]);
    expect(console).toEqual([]);
    await page.close();
  });

  it('has no axe-core violations before and after the app runs, at 390 and 1280 px', async () => {
    for (const path of [...VIEWS.map((view) => view.path), '/case-studies/payments-platform', '/no-such-page']) {
      for (const width of [390, 1280]) {
        const { page } = await open(width);
        const release = await holdApp(page);
        await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
        await serverPainted(page);
        await expectNoAxeViolations(page);
        if (width === 1280) {
          release();
          await waitForApp(page);
          await expectNoAxeViolations(page);
        }
        await page.close();
      }
    }
  }, 240_000);

  it('works from the keyboard alone, before and after the app runs', async () => {
    for (const appRunning of [false, true]) {
      const { page } = await open(390);
      const release = await holdApp(page);
      await page.goto(`${baseURL}/`);
      if (appRunning) {
        release();
        await waitForApp(page);
      }
      /** Presses Tab until the element `selector` names has the focus. */
      const tabTo = async (selector: string) => {
        for (let presses = 0; presses < 40; presses += 1) {
          await page.keyboard.press('Tab');
          if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        }
        throw new Error(`Tab never reached ${selector}`);
      };
      await tabTo('#tab-playground');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseURL}/?tab=playground`);
      await expectView(page, VIEWS[4]);
      await tabTo('a.case-card[href="/case-studies/payments-platform"]');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseURL}/case-studies/payments-platform`);
      await page.locator('.prose h2').waitFor();
      await tabTo('a.button');
      await page.keyboard.press('Enter');
      // The app brings the visitor back to the view they came from; the server's page, to `/`.
      const back = appRunning ? VIEWS[4] : VIEWS[0];
      await page.waitForURL(`${baseURL}${back.path}`);
      await expectView(page, back);
      await page.close();
    }
  });
});
