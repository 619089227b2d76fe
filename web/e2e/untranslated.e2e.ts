// Issue 40 point 3, "a visitor can see what is not translated": on a site in English and German,
// the German home shows a quiet mark, named in German, on each text still in English, and the
// owner's location in German once the profile dialog's German tab has it; a case study never
// translated says "Diese Fallstudie gibt es nur auf Englisch." above its English body; and a
// German title makes a transliterated slug (ü → ue, ß → ss) by folio-core's rule. At 390 and
// 1280 px, light and dark, axe clean.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, visitorPage } from './page';
import { addCaseStudy, addEducation, addExperience, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent({ languages: ['en', 'de'], location: 'Berlin, Germany', translations: { de: {} } });
});

const dialog = (page: Page) => page.getByRole('dialog');

/** The owner writes the German location on the profile dialog's German tab and saves it. */
async function translateLocation() {
  const { page, problems } = await adminPage(browser, 'profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await dialog(page).getByRole('tab', { name: 'de', exact: true }).click();
  const location = dialog(page).getByLabel('Location (de)');
  expect(await location.getAttribute('lang')).toBe('de');
  await dialog(page).locator('.translation-source[lang="en"]', { hasText: 'Berlin, Germany' }).waitFor();
  await location.fill('Berlin, Deutschland');
  await expectNoAxeViolations(page);
  await screenshots(page, 'untranslated-profile-location-de');
  await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
  expect(await toastText(page)).toContain('Success!');
  expect(problems).toEqual([]);
  await page.close();
}

describe('what is not translated, on a site in English and German', () => {
  it('the German home marks English texts quietly and shows the German location', async () => {
    await addExperience({
      jobTitle: 'Product Designer',
      company: 'Northwind',
      industry: 'Fintech',
      startDate: '2022-03',
      isCurrentJob: true,
      description: 'Designed the payments app.',
      accomplishments: 'Shipped the new checkout.',
      tools: [{ name: 'Figma', usage: 'Prototyped the checkout.' }],
    });
    await addEducation({ name: 'B.Sc. Software Development', category: 'Degrees' });
    await translateLocation();

    for (const width of [1280, 390]) {
      const { page, problems } = await visitorPage(browser, width, 'de-DE');
      await page.goto(`${baseURL}/de/`);
      // The location is German's own: no mark, no other language.
      const location = page.locator('.hero-location');
      expect(await location.innerText()).toBe('Berlin, Deutschland');
      expect(await location.getAttribute('lang')).toBeNull();
      expect(await location.locator('.untranslated-mark').count()).toBe(0);
      // The job title is English: it says so, visibly and quietly, named in German.
      const title = page.locator('.experience-card .card-title');
      expect(await title.getAttribute('lang')).toBe('en');
      const mark = title.locator('.untranslated-mark');
      expect(await mark.isVisible()).toBe(true);
      expect(await mark.getAttribute('lang')).toBe('de');
      expect(await mark.getAttribute('title')).toBe('Nicht übersetzt: Englisch');
      expect(await mark.locator('[aria-hidden="true"]').innerText()).toBe('EN');
      // Read out as the title, then what the mark says of it.
      await page.getByRole('heading', { name: 'Product Designer Nicht übersetzt: Englisch', level: 2 }).waitFor();
      // Each English text of the card carries one, and so does the English description.
      expect(await page.locator('.experience-card .untranslated-mark').count()).toBe(3);
      expect(await page.locator('.experience-description .untranslated-mark').isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'untranslated-home-de');
      // So do a group's English name (By Industries) and an education heading.
      await page.goto(`${baseURL}/de/?filter=industries`);
      expect(await page.locator('.group-title .untranslated-mark').innerText()).toContain('EN');
      expect(await page.locator('.entry-job .untranslated-mark').count()).toBe(1);
      // By Tools marks the English job title and the English usage note; the tool's name is its own.
      await page.goto(`${baseURL}/de/?filter=tools`);
      expect(await page.locator('.tool-entry-job .untranslated-mark').count()).toBe(1);
      expect(await page.locator('.entry-usage .untranslated-mark').count()).toBe(1);
      expect(await page.locator('.tool-group-title .untranslated-mark').count()).toBe(0);
      await page.goto(`${baseURL}/de/?tab=education`);
      expect(await page.locator('.section-heading .untranslated-mark').count()).toBe(1);
      // A school's name is a proper name (folio-core's `is_proper_name`): it keeps its `lang`, unmarked.
      expect(await page.locator('.education-name').getAttribute('lang')).toBe('en');
      expect(await page.locator('.education-name .untranslated-mark').count()).toBe(0);
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'untranslated-education-de');
      // The English home marks nothing.
      await page.goto(`${baseURL}/`);
      expect(await page.locator('.untranslated-mark').count()).toBe(0);
      expect(await page.locator('.hero-location').innerText()).toBe('Berlin, Germany');
      expect(problems).toEqual([]);
    }
  });

  it('a case study never translated says so in German above its English body', async () => {
    await addCaseStudy({
      title: 'Payments',
      slug: 'payments',
      description: 'How we rebuilt the ledger.',
      content: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'The old ledger was slow.' } }] }),
    });
    for (const width of [1280, 390]) {
      const { page, problems } = await visitorPage(browser, width, 'de-DE');
      await page.goto(`${baseURL}/de/case-studies/payments`);
      const note = page.getByRole('note');
      expect(await note.innerText()).toBe('Diese Fallstudie gibt es nur auf Englisch.');
      expect(await note.isVisible()).toBe(true);
      expect(await page.locator('.article-title .untranslated-mark').getAttribute('title'))
        .toBe('Nicht übersetzt: Englisch');
      expect(await page.locator('.prose').getAttribute('lang')).toBe('en');
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'untranslated-case-study-de');
      // Reached from the German home, the app's own page says the same.
      await page.goto(`${baseURL}/de/?tab=playground`);
      await page.locator('.case-card').first().click();
      await page.waitForURL(`${baseURL}/de/case-studies/payments`);
      await page.getByRole('note').filter({ hasText: 'Diese Fallstudie gibt es nur auf Englisch.' }).waitFor();
      // The English page has no note.
      await page.goto(`${baseURL}/case-studies/payments`);
      expect(await page.getByRole('note').count()).toBe(0);
      expect(problems).toEqual([]);
    }
  });

  it('a German title makes a transliterated slug', async () => {
    await resetContent({ languages: ['de', 'en'] });
    const { page, problems } = await adminPage(browser, 'case-studies', 1280);
    page.setDefaultTimeout(8_000);
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    const view = page.getByRole('dialog', { name: /Case Study$/ });
    await view.getByRole('heading', { name: 'Add Case Study' }).waitFor();
    await view.getByLabel('Title *', { exact: true }).fill('Größere Straßen für Übermorgen');
    const settings = view.getByRole('button', { name: 'Settings', exact: true });
    if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
    const panel = view.getByRole('complementary', { name: 'Settings' });
    expect(await panel.getByLabel('Slug *').inputValue()).toBe('groessere-strassen-fuer-uebermorgen');
    // The English tab's title makes an English slug: the diacritics dropped.
    await view.getByRole('tablist', { name: 'Language' }).getByRole('tab', { name: 'en', exact: true }).click();
    await view.getByLabel('Title (en)').fill('Café Müller');
    expect(await panel.getByLabel('Slug (en)').inputValue()).toBe('cafe-muller');
    await expectNoAxeViolations(page);
    await screenshots(page, 'untranslated-slug-de');
    expect(problems).toEqual([]);
  });
});
