// Issue 23 points 5 and 9: case studies in the owner's order with featured ones first, the date
// each card and page shows set by the owner, and a case study that ends with the next one.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPage, moveDownByKeyboard, toastText } from './admin';
import { waitForApp } from './app';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots, texts } from './page';
import { addCaseStudy, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

const BODY = editorContent([{ type: 'paragraph', data: { text: 'What we built, and why.' } }]);

/** A 2021 project added today, a 2025 one, a featured 2019 one, and a draft. */
async function seed() {
  await addCaseStudy({
    title: 'Old Project',
    slug: 'old-project',
    description: 'A ledger rewrite from 2021.',
    content: BODY,
    date: '2021-03-05',
  });
  await addCaseStudy({
    title: 'New Project',
    slug: 'new-project',
    description: 'A design system from 2025.',
    content: BODY,
    date: '2025-06-01',
  });
  await addCaseStudy({
    title: 'Best Work',
    slug: 'best-work',
    description: 'The one to read first.',
    content: BODY,
    date: '2019-11-20',
    isFeatured: true,
  });
  await addCaseStudy({
    title: 'Unfinished',
    slug: 'unfinished',
    description: 'Not published yet.',
    content: BODY,
    isPublished: false,
  });
}

beforeEach(async () => {
  await resetContent();
  await seed();
});

/** A calendar day as the visitor's browser shows it (the app formats days in UTC). */
const shownDay = (page: Page, day: string) =>
  page.evaluate(
    (day) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day)),
    day,
  );

describe('playground order and dates', () => {
  for (const width of [390, 1280]) {
    it(`shows featured studies first, then the newest by the owner's date, at ${width} px`, async () => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseURL}/?tab=playground`);
      await page.locator('.case-card').first().waitFor();
      await waitForApp(page);
      expect(await texts(page, '.case-card-title')).toEqual(['Best Work', 'New Project', 'Old Project']);
      expect(await page.locator('.case-card').first().locator('.badge').allInnerTexts()).toEqual([
        'Case Study',
        'Featured',
      ]);
      // The owner's date, not the day the record was made.
      const meta = await page.locator('.case-card').nth(2).locator('.case-card-meta span').allInnerTexts();
      expect(meta).toEqual([await shownDay(page, '2021-03-05'), '·', '5 min read']);
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'playground-order');
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`ends a case study with the next one, round to the first after the last, at ${width} px`, async () => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseURL}/case-studies/new-project`);
      await waitForApp(page);
      const time = page.locator('.article-meta time');
      expect(await time.getAttribute('datetime')).toBe('2025-06-01');
      expect(await time.innerText()).toBe(await shownDay(page, '2025-06-01'));
      const next = page.getByRole('navigation', { name: 'Next case study' });
      expect(await next.innerText()).toContain('Old Project');
      // The block ends the article, after the body.
      expect(await page.locator('article > :last-child').getAttribute('class')).toBe('next-study');
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'case-study-next');
      await next.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: 'Old Project' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/case-studies/old-project');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The last published study leads back to the first (featured) one; the draft is skipped.
      const round = page.getByRole('navigation', { name: 'Next case study' }).getByRole('link');
      expect(await round.getAttribute('href')).toBe('/case-studies/best-work');
      expect(await round.innerText()).toContain('Best Work');
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('has no next study when the study is the only one published', async () => {
    await resetContent();
    await addCaseStudy({ title: 'Alone', slug: 'alone', description: 'Only one.', content: BODY });
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${baseURL}/case-studies/alone`);
    await waitForApp(page);
    expect(await page.getByRole('navigation', { name: 'Next case study' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('case studies tab order and date', () => {
  const titles = (page: Page) => page.locator('.cs-card-open').allTextContents();

  for (const width of [390, 1280]) {
    it(`lists case studies in the Playground's order and moves one by keyboard, at ${width} px`, async () => {
      const { page, problems } = await adminPage(browser, 'case-studies', width);
      await page.locator('.cs-card').first().waitFor();
      expect(await titles(page)).toEqual(['Best Work', 'Unfinished', 'New Project', 'Old Project']);
      await page.getByText('The Playground shows case studies in this order, featured ones first.', { exact: false }).waitFor();
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'admin-case-studies-order');
      await page.route('**/api/admin/case-studies/reorder', async (route) => {
        await new Promise((done) => setTimeout(done, 400));
        await route.continue();
      });
      await moveDownByKeyboard(page, 'New Project');
      await page.getByText('Saving new order...', { exact: true }).waitFor();
      expect(await titles(page)).toEqual(['Best Work', 'Unfinished', 'Old Project', 'New Project']);
      await page.getByText('Saving new order...', { exact: true }).waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('.cs-card').first().waitFor();
      expect(await titles(page)).toEqual(['Best Work', 'Unfinished', 'Old Project', 'New Project']);
      // The Playground follows at once (the server's snapshot was emptied by the reorder).
      await page.goto(`${baseURL}/?tab=playground`);
      await page.locator('.case-card').first().waitFor();
      expect(await texts(page, '.case-card-title')).toEqual(['Best Work', 'Old Project', 'New Project']);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('sets the date a card and page show in the dialog', async () => {
    const { page, problems } = await adminPage(browser, 'case-studies');
    await page.getByRole('button', { name: 'Old Project', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Case Study' }).waitFor();
    const date = dialog.getByLabel('Date', { exact: true });
    expect(await date.inputValue()).toBe('2021-03-05');
    expect(await date.getAttribute('type')).toBe('date');
    await date.fill('2020-12-24');
    await expectNoAxeViolations(page);
    await date.scrollIntoViewIfNeeded();
    await screenshots(page, 'admin-case-study-date');
    await dialog.getByRole('button', { name: 'Update Case Study' }).click();
    expect(await toastText(page)).toBe('Success!\nCase study updated successfully.');
    await dialog.waitFor({ state: 'detached' });
    const card = page.locator('.cs-card', { hasText: 'Old Project' });
    expect(await card.locator('time').getAttribute('datetime')).toBe('2020-12-24');

    // The public page and its card show the new date at once.
    await page.goto(`${baseURL}/case-studies/old-project`);
    await waitForApp(page);
    expect(await page.locator('.article-meta time').innerText()).toBe(await shownDay(page, '2020-12-24'));
    await page.goto(`${baseURL}/?tab=playground`);
    await page.locator('.case-card').first().waitFor();
    await waitForApp(page);
    expect(await page.locator('.case-card', { hasText: 'Old Project' }).locator('.case-card-meta span').first().innerText()).toBe(
      await shownDay(page, '2020-12-24'),
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers an empty date for a new case study and says what empty means', async () => {
    const { page, problems } = await adminPage(browser, 'case-studies');
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Case Study' }).waitFor();
    expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe('');
    await dialog.getByText('Leave empty for the day it is created.', { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
