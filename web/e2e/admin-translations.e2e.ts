// Issue 25 goal 2 in the admin: each dialog has a language switcher on a site with more than one
// language; while translating, each field shows the default's text beside it; the Profile tab
// lists what is missing in each language. At 390 and 1280 px, light and dark.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Education, StoredExperience } from '../src/lib/api-schema';
import { adminPage, profileSection, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots } from './page';
import {
  addCaseStudy, addEducation, addExperience, admin, editorContent, resetContent, setProfile,
} from './seed';

beforeEach(async () => {
  await resetContent({ languages: ['en', 'de'] });
});

const dialog = (page: Page) => page.getByRole('dialog');
const languageTabs = (page: Page) => dialog(page).getByRole('tablist', { name: 'Language' });

describe('writing the texts in another language', () => {
  it('translates an experience beside its English text, and the missing list follows', async () => {
    await addExperience({
      jobTitle: 'Engineer', company: 'Acme', industry: 'Finance', startDate: '2021-03',
      isCurrentJob: true, description: 'Built the ledger.', accomplishments: 'Shipped v2.',
      tools: [{ name: 'Rust', usage: 'The API' }],
    });
    const { page, problems } = await profileSection(browser, 'languages');
    const missing = page.getByRole('region', { name: 'Missing in de' });
    const job = missing.getByRole('group', { name: 'Experience: Engineer — Acme' });
    const row = (name: string) => job.getByRole('link', { name: `${name} in de`, exact: false });
    await row('Job Title').waitFor();

    await page.getByRole('tab', { name: 'Manage Experiences' }).click();
    await page.getByRole('button', { name: 'Edit Engineer' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Experience' }).waitFor();
    expect(await languageTabs(page).getByRole('tab').allInnerTexts()).toEqual(['en (default)', 'de']);
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    // The default's fields are hidden, not gone; each translation shows the English beside it.
    expect(await dialog(page).getByLabel('Job Title *').isVisible()).toBe(false);
    const jobTitle = dialog(page).getByLabel('Job Title (de)');
    expect(await jobTitle.getAttribute('lang')).toBe('de');
    await dialog(page).locator('.translation-source[lang="en"]', { hasText: 'Engineer' }).waitFor();
    await dialog(page).locator('.translation-source', { hasText: 'The API' }).waitFor();
    await jobTitle.fill('Ingenieurin');
    await dialog(page).getByLabel('Rust usage (de)').fill('Die API');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-translation-dialog');
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    await page.locator('.toast', { hasText: 'Success!' }).waitFor();
    expect(await toastText(page)).toContain('Success!');

    const [stored] = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored!.jobTitle).toBe('Engineer');
    expect(stored!.translations).toEqual({ de: { jobTitle: 'Ingenieurin', tools: { Rust: 'Die API' } } });

    // Reopened, the dialog holds the German; the Profile tab no longer lists those two fields.
    await page.getByRole('button', { name: 'Edit Engineer' }).click();
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    expect(await dialog(page).getByLabel('Job Title (de)').inputValue()).toBe('Ingenieurin');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Profile Settings' }).click();
    await page.getByRole('tab', { name: 'Languages and wording' }).click();
    await row('Industry').waitFor();
    // The list shown while its fresh copy loads may be the one read before the save.
    await row('Job Title').waitFor({ state: 'detached' });
    expect(await row('Job Title').count()).toBe(0);
    expect(await row('Rust usage').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('translates an education entry on a phone, with the keyboard between languages', async () => {
    await addEducation({ name: 'BSc Mathematics', category: 'Degrees' });
    const { page, problems } = await adminPage(browser, 'education', 390);
    await page.getByRole('button', { name: 'Edit BSc Mathematics' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Education' }).waitFor();
    await languageTabs(page).getByRole('tab', { name: 'en (default)' }).focus();
    await page.keyboard.press('ArrowRight');
    await dialog(page).getByLabel('Name (de)').waitFor();
    // An over-long text is refused by the server under its field, on its language's tab.
    await dialog(page).getByLabel('Category (de)').fill('x'.repeat(201));
    await languageTabs(page).getByRole('tab', { name: 'en (default)' }).click();
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    await dialog(page)
      .getByText('Category must be at most 200 characters', { exact: true })
      .waitFor();
    expect(await dialog(page).getByLabel('Category (de)').getAttribute('aria-invalid')).toBe('true');
    expect((await admin<Education[]>('GET', '/api/admin/education'))[0]!.translations).toBeUndefined();
    await dialog(page).getByLabel('Name (de)').fill('BSc Mathematik');
    await dialog(page).getByLabel('Category (de)').fill('Abschlüsse');
    const box = await dialog(page).evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(box[0]).toBeLessThanOrEqual(box[1]!);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    await page.locator('.toast', { hasText: 'Success!' }).waitFor();
    const [stored] = await admin<Education[]>('GET', '/api/admin/education');
    expect(stored!.translations).toEqual({ de: { name: 'BSc Mathematik', category: 'Abschlüsse' } });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows no switcher on a one-language site', async () => {
    await resetContent({ languages: ['en'] });
    await addEducation({ name: 'MBA', category: 'Degrees' });
    const { page, problems } = await adminPage(browser, 'education');
    await page.getByRole('button', { name: 'Edit MBA' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Education' }).waitFor();
    expect(await dialog(page).getByRole('tablist').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('Missing Translations as a to-do list (issue 40 point 4)', () => {
  const PARAGRAPH = editorContent([{ type: 'paragraph', data: { text: 'We rebuilt it.' } }]);

  beforeEach(async () => {
    await resetContent({ languages: ['en', 'de'], headline: 'Designer' });
    await addExperience({
      jobTitle: 'Product Designer', company: 'Lumen', industry: 'Design', startDate: '2021-03',
      isCurrentJob: true, description: 'Led the design system.', accomplishments: 'Shipped v2.',
      tools: [{ name: 'Figma', usage: 'Prototypes' }, { name: 'Sketch' }],
    });
    await addEducation({ name: 'Kunsthochschule Berlin', category: 'Design' });
    await addCaseStudy({
      title: 'Redesigning checkout', slug: 'checkout', description: 'A calmer checkout.',
      content: PARAGRAPH,
    });
  });

  /** The to-do list's groups, each with its rows as the owner reads them. */
  const rows = (missing: ReturnType<Page['getByRole']>) =>
    missing.getByRole('group').evaluateAll((groups) =>
      groups.map((group) => [
        group.querySelector('h4')!.textContent,
        [...group.querySelectorAll('a')].map((link) => link.firstChild!.textContent),
      ]),
    );

  for (const width of [1280, 390]) {
    it(`groups human-labelled rows by item, names left out, each opening its field (${width} px)`, async () => {
      const { page, problems } = await profileSection(browser, 'languages', width);
      const missing = page.getByRole('region', { name: 'Missing in de' });
      await missing.getByRole('group').first().waitFor();
      // One group per item; fields named as their dialogs name them; no name of a person,
      // company or school, and no key.
      expect(await rows(missing)).toEqual([
        ['Profile', ['Brief Introduction', 'Headline']],
        ['Experience: Product Designer — Lumen',
          ['Job Title', 'Industry', 'Description', 'Accomplishments', 'Figma usage']],
        ['Education: Kunsthochschule Berlin', ['Category']],
        ['Case study: Redesigning checkout', ['Title', 'Description', 'Content']],
      ]);
      const heading = missing.getByRole('heading', { level: 3 });
      expect(await heading.textContent()).toBe('de: 11 missing (3 names hidden)');
      const text = await missing.textContent();
      for (const hidden of ['jobTitle', 'tools.', '·', 'Ada Example', 'Company', 'Name']) {
        expect(text).not.toContain(hidden);
      }
      await expectNoAxeViolations(page);
      await screenshots(page, 'admin-missing-translations');

      // The names, when asked for.
      await page.getByLabel(/^Show names too/).check();
      expect((await rows(missing))[1]![1]).toContain('Company');
      expect(await heading.textContent()).toBe('de: 14 missing');
      await page.getByLabel(/^Show names too/).uncheck();

      // A row opens its dialog, on its language, with the field focused; closing it goes back.
      await missing.getByRole('link', { name: 'Job Title in de', exact: false }).click();
      await dialog(page).getByRole('heading', { name: 'Edit Experience' }).waitFor();
      expect(page.url()).toContain('tab=experiences');
      expect(await languageTabs(page).getByRole('tab', { selected: true }).innerText()).toBe('de');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await dialog(page).getByLabel('Job Title (de)').getAttribute('id'));
      await expectNoAxeViolations(page);
      await screenshots(page, 'admin-missing-translations-fix');
      await page.keyboard.type('Produktdesignerin');
      await dialog(page).getByRole('button', { name: 'Update' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(page.url()).not.toContain('edit=');
      const [stored] = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
      expect(stored!.translations).toEqual({ de: { jobTitle: 'Produktdesignerin' } });

      // Back in the list, that row is done; the profile's row opens Edit Profile at its field.
      await page.goBack();
      await page.getByRole('tab', { name: 'Languages and wording', selected: true }).waitFor();
      await missing.getByRole('link', { name: 'Industry in de', exact: false }).waitFor();
      // The list shown on the way back is refreshed from the server: the row goes once it is.
      await expect.poll(() => missing.getByRole('link', { name: 'Job Title in de', exact: false }).count()).toBe(0);
      await missing.getByRole('link', { name: 'Brief Introduction in de', exact: false }).click();
      await dialog(page).getByRole('heading', { name: 'Edit Profile' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await dialog(page).getByLabel('Brief Introduction (de)').getAttribute('id'));
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await dialog(page).waitFor({ state: 'detached' });

      // A case study's title opens its writing view on the German title.
      await page.getByRole('tab', { name: 'Languages and wording' }).click();
      await missing.getByRole('link', { name: 'Title in de', exact: false }).click();
      await dialog(page).getByRole('heading', { name: 'Edit Case Study' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await dialog(page).getByLabel('Title (de)').getAttribute('id'));
      // Its description opens the settings, on the German description; its content, the editor.
      const caseStudyRow = (name: string) =>
        missing.getByRole('group').filter({ hasText: 'Case study:' }).getByRole('link', { name: `${name} in de`, exact: false });
      for (const [name, focused] of [
        ['Description', async () => (await dialog(page).getByLabel('Description (de)').getAttribute('id')) ?? ''],
        ['Content', async () => 'the editor'],
      ] as const) {
        await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
        await dialog(page).waitFor({ state: 'detached' });
        await page.getByRole('tab', { name: 'Profile Settings' }).click();
        await page.getByRole('tab', { name: 'Languages and wording' }).click();
        await caseStudyRow(name).click();
        await dialog(page).getByRole('heading', { name: 'Edit Case Study' }).waitFor();
        await expect
          .poll(() =>
            page.evaluate(() => {
              const active = document.activeElement as HTMLElement | null;
              return active?.isContentEditable && active.closest('[lang="de"]') ? 'the editor' : active?.id;
            }),
          )
          .toBe(await focused());
      }
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('lists the wording of a language Folio has none of, and opens it at its first text', async () => {
    await setProfile({ languages: ['en', 'it'] });
    const { page, problems } = await profileSection(browser, 'languages', 390);
    const missing = page.getByRole('region', { name: 'Missing in it' });
    const wording = missing.getByRole('group', { name: 'Site wording' });
    const link = wording.getByRole('link', { name: /^\d+ texts in Folio's English in it/ });
    await link.waitFor();
    await link.click();
    const form = page.getByRole('form', { name: 'Wording in it' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await form.getByLabel('Work Experience', { exact: true }).getAttribute('id'));
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-missing-wording');
    expect(problems).toEqual([]);
    await page.close();
  });
});
