// The server-rendered pages as a visitor without JavaScript sees them, and the first load with
// JavaScript: the app starts from the embedded data, with no loading state and no API call.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browser } from './browser';
import { addCaseStudy, addExperience, editorContent, resetContent } from './seed';

const baseURL = inject('baseURL');

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
  it('shows the experiences and a case study body', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseURL);
    // textContent: the words as written (innerText would apply the capitals of the design).
    const home = (await page.locator('body').textContent()) ?? '';
    expect(home).toContain('Staff Engineer');
    expect(home).toContain('Northwind');
    expect(home).toContain('Apr 2021 - Present');
    expect(home).toContain('Rebuilding Search');

    await page.goto(`${baseURL}/case-studies/rebuilding-search`);
    expect(await page.locator('h1').first().innerText()).toBe('Rebuilding Search');
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

  it("starts from the embedded data: no 'Loading...' and no API call on first load", async () => {
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
    await page.goto(baseURL);
    // The app's own card (the server's plain markup has no such class).
    await page.locator('.experience-card', { hasText: 'Staff Engineer' }).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => text.includes('Loading...'))).toEqual([]);
    expect(apiCalls).toEqual([]);
    await context.close();
  });
});
