// A long view of the home, a page at a time (issue 46): the page draws its view's first page with
// a link to the next, which a visitor without scripts follows from page to page; with scripts the
// app moves between pages and views in place, fetching only the part it opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForApp } from './app';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import { addCaseStudy, addExperience, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

const pad = (n: number) => String(n).padStart(2, '0');

describe('a home with long views', () => {
  beforeAll(async () => {
    await resetContent();
    for (let n = 1; n <= 22; n += 1) {
      await addExperience({ jobTitle: `Job ${pad(n)}`, startDate: `20${pad(n)}-01` });
    }
    for (let n = 1; n <= 14; n += 1) {
      await addCaseStudy({
        title: `Study ${pad(n)}`,
        slug: `study-${pad(n)}`,
        description: 'What we did.',
        content: editorContent([{ type: 'paragraph', data: { text: 'Hello' } }]),
      });
    }
  });
  afterAll(() => resetContent());

  it('reads every page of the Playground without scripts, through plain links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/?tab=playground`);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      expect(await page.locator('.case-card').count()).toBe(12);
      expect(await pager.innerText()).toContain('Page 1 of 2');
      expect(await pager.getByRole('link', { name: 'Previous' }).count()).toBe(0);
      await pager.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(`${baseURL}/?tab=playground&page=2`);
      expect(await page.locator('.case-card').count()).toBe(2);
      expect(await pager.innerText()).toContain('Page 2 of 2');
      expect(await pager.getByRole('link', { name: 'Next' }).count()).toBe(0);
      await pager.getByRole('link', { name: 'Previous' }).click();
      await page.waitForURL(`${baseURL}/?tab=playground`);
      expect(await page.locator('.case-card').count()).toBe(12);
    } finally {
      await context.close();
    }
  });

  it('moves between pages and views in place, fetching only the part it opens', async () => {
    const { page, problems } = await openPage(browser);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/home')) fetched.push(url.pathname + url.search);
    });
    await page.goto(baseURL);
    await waitForApp(page);
    expect(await page.locator('.experience-card').count()).toBe(20);
    // A mark the page keeps only while it is not loaded again.
    await page.evaluate(() => ((window as { kept?: boolean }).kept = true));

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${baseURL}/?page=2`);
    await expect.poll(() => page.locator('.experience-card').count()).toBe(2);
    expect(await pager.innerText()).toContain('Page 2 of 2');
    await screenshots(page, 'home-second-page');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Playground', exact: true }).click();
    await expect.poll(() => page.locator('.case-card').count()).toBe(12);
    // The header stayed through both.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true);
    expect(fetched).toEqual([
      '/api/home/view?tab=experiences&filter=all&page=2',
      '/api/home/view?tab=playground&filter=all&page=1',
    ]);
    // Back: the first page, as it was, without a fetch.
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${baseURL}/`);
    await expect.poll(() => page.locator('.experience-card').count()).toBe(20);
    expect(fetched).toHaveLength(2);
    expect(problems).toEqual([]);
    await page.close();
  });
});
