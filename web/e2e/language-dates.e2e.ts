// A case study's date in the page's language (issue 25): on a German page the card and the case
// study show `27. Nov. 2026` from the server's first paint, and nothing switches once the app
// takes the page over, nor after a client-side visit; each page's footer links its language's
// feed. The English page keeps the spec's locale formatted date (case-study.e2e.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForApp, watchConsole } from './app';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import { addCaseStudy, resetContent } from './seed';
import { baseURL } from './shared-server';

describe('dates and feeds in the page’s language', () => {
  beforeAll(async () => {
    await resetContent({ languages: ['en', 'de'] });
    await addCaseStudy({
      title: 'Ledger',
      slug: 'ledger',
      description: 'How the ledger was rebuilt.',
      content: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Body.' } }] }),
      date: '2026-11-27',
    });
  });
  afterAll(async () => {
    await resetContent();
  });

  for (const width of [390, 1280]) {
    it(`shows the German date from the first paint and keeps it (${width} px)`, async () => {
      const { page, problems } = await openPage(browser, width);
      const consoleMessages = watchConsole(page);
      await page.goto(`${baseURL}/de/?tab=playground`);
      const card = page.locator('.case-card-meta span').first();
      expect(await card.innerText()).toBe('27. Nov. 2026');
      expect(await page.locator('.site-footer a[type="application/rss+xml"]').getAttribute('href')).toBe('/de/feed.xml');
      await waitForApp(page);
      expect(await card.innerText()).toBe('27. Nov. 2026');
      // A client-side visit reads the case study in German too.
      await page.locator('.case-card').first().click();
      const time = page.locator('.article-meta time');
      await time.waitFor();
      expect(await time.innerText()).toBe('27. Nov. 2026');
      expect(page.url()).toBe(`${baseURL}/de/case-studies/ledger`);

      await page.goto(`${baseURL}/de/case-studies/ledger`);
      expect(await page.locator('.article-meta time').innerText()).toBe('27. Nov. 2026');
      await waitForApp(page);
      expect(await page.locator('.article-meta time').innerText()).toBe('27. Nov. 2026');
      expect(await page.locator('.site-footer a[type="application/rss+xml"]').getAttribute('href')).toBe('/de/feed.xml');
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'german-case-study-date');
      expect(consoleMessages).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
