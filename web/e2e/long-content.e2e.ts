// Issue 12: every public view holds any content within its bounds on a 390 px phone. Everything
// is filled to the bounds folio-core allows (200-character names with 40-character words, long
// URLs, long tool names and tags, a 5,000-character description): no view scrolls sideways, and a
// long text on a card starts clamped with 'Show more', which expands it in place.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdApp, waitForApp } from './app';
import { browser } from './browser';
import { openPage, screenshots } from './page';
import { addCaseStudy, addEducation, addExperience, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

/** `count` characters of words of 40 letters without a space, then spaces between words. */
function words(count: number, letter = 'w'): string {
  const word = letter.repeat(40);
  return Array.from({ length: Math.ceil(count / 41) }, () => word).join(' ').slice(0, count);
}

const LONG_URL = `https://example.org/${'path-segment-'.repeat(60)}end`;
const SLUG = `long-${'s'.repeat(90)}`;

/** How much wider than the viewport the page is: 0 when nothing scrolls sideways. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('long content on a phone', () => {
  beforeAll(async () => {
    await resetContent({
      name: words(200, 'n'),
      briefIntro: `${words(600, 'i')}\nSee ${LONG_URL}`,
      githubUrl: LONG_URL,
      toolsOrder: [],
    });
    await addExperience({
      jobTitle: words(200, 'j'),
      company: words(200, 'c'),
      industry: words(200, 'd'),
      startDate: '2020-01',
      isCurrentJob: true,
      description: words(5_000, 'x'),
      accomplishments: `Shipped ${LONG_URL}\n${words(300, 'a')}`,
      tools: [
        'T'.repeat(53),
        { name: words(100, 't'), usage: words(500, 'u') },
        ...Array.from({ length: 12 }, (_, n) => `Tool ${n}`),
      ],
    });
    await addEducation({
      name: words(200, 'e'),
      category: words(200, 'g'),
      link: LONG_URL,
      date: words(50, 'y'),
    });
    await addCaseStudy({
      title: words(200, 'h'),
      slug: SLUG,
      description: words(500, 'p'),
      tags: Array.from({ length: 20 }, (_, n) => `${n}`.padEnd(40, 'k')),
      content: editorContent([
        { type: 'header', data: { text: words(200, 'H'), level: 2 } },
        { type: 'paragraph', data: { text: `${words(400, 'P')} ${LONG_URL}` } },
        { type: 'list', data: { style: 'checklist', items: [
          { content: words(120, 'C'), meta: { checked: true }, items: [] },
          { content: 'Open item', meta: { checked: false }, items: [] },
        ] } },
        { type: 'code', data: { code: `const x = "${'z'.repeat(300)}";` } },
        { type: 'quote', data: { text: words(300, 'Q'), caption: words(100, 'Z') } },
      ]),
    });
  });

  for (const [view, path] of [
    ['all', '/'],
    ['tools', '/?filter=tools'],
    ['industries', '/?filter=industries'],
    ['education', '/?tab=education'],
    ['playground', '/?tab=playground'],
    ['case-study', `/case-studies/${SLUG}`],
  ] as const) {
    it(`${path} does not scroll sideways at 390 px, before and after the app runs`, async () => {
      const { page, problems } = await openPage(browser, 390);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(baseURL + path);
      expect(await overflow(page), 'the server\'s page').toBe(0);
      await page.unroute(/\/assets\/.*\.js$/);
      await page.reload();
      await waitForApp(page);
      expect(await overflow(page), 'the app').toBe(0);
      await screenshots(page, `long-${view}`);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("clamps a long description on its card and expands it in place with 'Show more'", async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(baseURL);
    await waitForApp(page);
    const description = page.locator('.experience-description');
    // A disclosure (issue 40): a screen reader hears it collapsed or expanded.
    const toggle = page.locator('details.show-more-toggle').first();
    const summary = toggle.locator('summary');
    expect(await summary.innerText()).toBe('Show more');
    expect(await toggle.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    const clamped = (await description.boundingBox())!.height;
    expect(clamped).toBeLessThan(150);
    // Where the text starts on the page (not on the screen, which scrolls to the button).
    const pageTop = () => description.evaluate((p) => p.getBoundingClientRect().top + window.scrollY);
    const top = await pageTop();

    await summary.click();
    expect(await summary.innerText()).toBe('Show less');
    expect(await toggle.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    const open = (await description.boundingBox())!;
    expect(open.height).toBeGreaterThan(clamped * 10);
    expect(await pageTop()).toBe(top);
    expect(await description.evaluate((p) => p.scrollHeight <= p.clientHeight)).toBe(true);

    await summary.click();
    expect(await summary.innerText()).toBe('Show more');
    expect((await description.boundingBox())!.height).toBe(clamped);
    // The accomplishments (a long URL and more) are long too, with a button of their own.
    expect(await page.locator('.experience-accomplishments.is-clamped').count()).toBe(1);
    expect(await page.locator('details.show-more-toggle:not([open]) summary').count()).toBe(2);
    await page.close();
  });

  it("a 'Show more' pressed before the app ran opens its text, and it stays open once the app has", async () => {
    const { page } = await openPage(browser, 390);
    const release = await holdApp(page);
    await page.goto(baseURL);
    const description = page.locator('.experience-description');
    const clamped = (await description.boundingBox())!.height;
    // The press is the visitor's first gesture: it asks for the app, which is held back; the
    // disclosure opens at once all the same.
    const summary = page.locator('details.show-more-toggle summary').first();
    await summary.click();
    expect(await summary.innerText()).toBe('Show less');
    release();
    await waitForApp(page);
    expect(await summary.innerText()).toBe('Show less');
    expect(await page.locator('details.show-more-toggle[open]').count()).toBe(1);
    expect((await description.boundingBox())!.height).toBeGreaterThan(clamped * 10);
    await page.close();
  });

  it('draws ticked and open checklist items unlike each other', async () => {
    const { page } = await openPage(browser, 390);
    await page.goto(`${baseURL}/case-studies/${SLUG}`);
    const boxes = page.locator('.checklist input');
    const fill = (n: number) =>
      boxes.nth(n).evaluate((box) => getComputedStyle(box).backgroundColor);
    expect(await boxes.nth(0).isChecked()).toBe(true);
    expect(await fill(0)).not.toBe(await fill(1));
    await page.close();
  });
});
