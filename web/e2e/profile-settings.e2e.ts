// Issue 40 point 5: Profile Settings is split into sections the owner reaches directly, each at
// its own address and by keyboard, each far shorter than the one 6,500 px page it was; the site's
// wording is labelled by what it shows, never by its key; "Save tools order" waits for a tool.
// At 390 and 1280 px, light and dark.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { profileSection } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots } from './page';
import { addExperience, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent({ languages: ['en', 'de'] });
});

/** Each section: its tab's name, its address, and a heading only it shows. */
const SECTIONS = [
  ['Profile', 'profile', 'Profile'],
  ['Order', 'order', 'Display order'],
  ['Languages and wording', 'languages', 'Site Wording'],
  ['Security', 'security', 'Signed-in sessions'],
  ['Site', 'site', 'Site address'],
] as const;

const sections = (page: Page) => page.getByRole('tablist', { name: 'Profile Settings sections' });
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

describe('Profile Settings sections', () => {
  for (const width of [1280, 390]) {
    it(`reaches each section at its own address, each far shorter than 6,500 px (${width} px)`, async () => {
      await addExperience({
        jobTitle: 'Designer', company: 'Lumen', industry: 'Design', startDate: '2021-03',
        isCurrentJob: true, description: 'Work.', accomplishments: 'Results.', tools: ['Figma', 'Sketch'],
      });
      const { page, problems } = await profileSection(browser, 'profile', width);
      expect(await sections(page).getByRole('tab').allInnerTexts()).toEqual(SECTIONS.map(([tab]) => tab));
      for (const [tab, address, heading] of SECTIONS) {
        await page.goto(`${baseURL}/admin?tab=profile&section=${address}`);
        await sections(page).getByRole('tab', { name: tab, selected: true }).waitFor();
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        // Only this section is drawn: the others' headings are not on the page.
        for (const [, other, otherHeading] of SECTIONS) {
          if (other === address || otherHeading === 'Profile') continue;
          expect(await page.getByRole('heading', { name: otherHeading, exact: true }).count()).toBe(0);
        }
        expect(await pageHeight(page)).toBeLessThan(3000);
        await expectNoAxeViolations(page);
        await screenshots(page, `admin-profile-section-${address}`);
      }

      // By keyboard: the arrows move between sections, and the address follows.
      await sections(page).getByRole('tab', { name: 'Site' }).focus();
      await page.keyboard.press('ArrowLeft');
      await sections(page).getByRole('tab', { name: 'Security', selected: true }).waitFor();
      await expect.poll(() => page.url()).toContain('section=security');
      await page.keyboard.press('Home');
      await sections(page).getByRole('tab', { name: 'Profile', selected: true }).waitFor();
      await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('labels the wording by what it shows and where, never by its key', async () => {
    const { page, problems } = await profileSection(browser, 'languages', 390);
    await page.getByRole('tab', { name: 'de', exact: true }).click();
    const form = page.getByRole('form', { name: 'Wording in de' });
    for (const summary of await form.locator('summary').all()) await summary.click();
    const labels = await form.locator('label.field-label').allInnerTexts();
    expect(labels.length).toBeGreaterThan(45);
    // No key, in brackets or alone (`tabExperiences`, `(contactAuthor)`).
    expect(labels.filter((label) => /\(\w+\)|\b[a-z]+[A-Z]\w*\b/.test(label))).toEqual([]);
    const tab = form.getByLabel('Work Experience', { exact: true });
    expect(await tab.getAttribute('placeholder')).toBe('Berufserfahrung');
    const hint = await tab.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hint!.split(' ')[0]}"]`).innerText()).toBe('The first tab of your home page.');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-wording-labels');
    // The languages themselves are the profile's: the section links to its dialog.
    await page.getByRole('link', { name: 'Change languages' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await sections(page).getByRole('tab', { name: 'Profile', selected: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  for (const width of [1280, 390]) {
    it(`shows no "Save tools order" until a tool exists (${width} px)`, async () => {
      const { page, problems } = await profileSection(browser, 'order', width);
      const tools = page.getByRole('region', { name: 'Tools order' });
      await tools.getByText('Tools appear here once your experiences name some.').waitFor();
      expect(await page.getByRole('button', { name: 'Save tools order' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Save industries order' }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await screenshots(page, 'admin-order-empty');

      await addExperience({
        jobTitle: 'Designer', company: 'Lumen', industry: 'Design', startDate: '2021-03',
        isCurrentJob: true, description: 'Work.', accomplishments: 'Results.', tools: ['Figma'],
      });
      await page.reload();
      await tools.getByText('Figma', { exact: true }).waitFor();
      await tools.getByRole('button', { name: 'Save tools order' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
