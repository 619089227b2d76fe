// The server-rendered pages as a visitor without JavaScript sees them, and the first load with
// JavaScript: the app starts from the embedded data, with no loading state and no API call.
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForApp } from './app';
import { browser } from './browser';
import { addCaseStudy, addExperience, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeAll(async () => {
  await resetContent();
  await addExperience({
    jobTitle: 'Staff Engineer',
    company: 'Northwind',
    industry: 'Technology',
    startDate: '2021-04',
    isCurrentJob: true,
    description: 'Led the platform team.',
    accomplishments: 'Cut build times in half.',
  });
  await addCaseStudy({
    title: 'Rebuilding Search',
    slug: 'rebuilding-search',
    description: 'How we made search fast.',
    content: editorContent([
      { type: 'header', data: { text: 'The problem', level: 2 } },
      { type: 'paragraph', data: { text: 'Queries took seconds.' } },
    ]),
  });
});

describe('without JavaScript', () => {
  it('shows the experiences, the case studies by their tab link, and a case study body', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseURL);
    // textContent: the words as written (innerText would apply the capitals of the design); of
    // `#root` only, not of the data the page embeds for the app.
    const home = (await page.locator('#root').textContent()) ?? '';
    expect(home).toContain('Staff Engineer');
    expect(home).toContain('Northwind');
    expect(home).toContain('Apr 2021 - Present');
    // Only the view the URL names is drawn; the Playground tab is a link to its own view.
    expect(home).not.toContain('Rebuilding Search');
    await page.getByRole('tab', { name: 'Playground' }).click();
    await page.waitForURL(`${baseURL}/?tab=playground`);
    expect(await page.locator('.case-card-title').allTextContents()).toEqual(['Rebuilding Search']);

    await page.locator('.case-card').click();
    await page.waitForURL(`${baseURL}/case-studies/rebuilding-search`);
    expect(await page.locator('h1').first().textContent()).toBe('Rebuilding Search');
    expect(await page.locator('h2', { hasText: 'The problem' }).count()).toBe(1);
    expect(await page.locator('body').innerText()).toContain('Queries took seconds.');
    await context.close();
  });
});

describe('with JavaScript', () => {
  it('draws the header, tabs and first card where the server put them', async () => {
    const boxes = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(baseURL);
      if (javaScriptEnabled) await page.locator('[role="tablist"]').waitFor();
      const found = [];
      for (const selector of ['.hero-name', '.hero-intro', '.hero-links', '.tab-list', '.filters', '.experience-card']) {
        found.push([selector, await page.locator(selector).first().boundingBox()] as const);
      }
      await context.close();
      return found;
    };
    const server = await boxes(false);
    const app = await boxes(true);
    for (const [index, [selector, box]] of server.entries()) {
      const drawn = app[index]![1];
      expect(box, selector).not.toBeNull();
      expect(Math.abs(box!.y - drawn!.y), `${selector} moved`).toBeLessThanOrEqual(1);
      expect(Math.abs(box!.height - drawn!.height), `${selector} resized`).toBeLessThanOrEqual(1);
    }
  });

  it("starts from the embedded data: no 'Loading...' and no API call on a first load of / or a case study", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Record every text the page ever shows while loading, before any script of the page runs.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    for (const path of ['/', '/case-studies/rebuilding-search']) {
      await page.goto(baseURL + path);
      await page.locator('#root > main').waitFor();
      await waitForApp(page);
      const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
      expect(seen.length, path).toBeGreaterThan(0);
      expect(seen.filter((text) => text.includes('Loading')), path).toEqual([]);
    }
    // The case study's title names the author, from the profile the page embeds.
    expect(await page.title()).toBe('Rebuilding Search · Ada Example');
    expect(apiCalls).toEqual([]);
    await context.close();
  });
});
