// Issue 25, "writing a case study in two languages": on a site in English and German the owner
// writes a case study in English, then on its German tab its own title (the slug following it by
// folio-core's rule), description and content, each beside the English; saved and published, a
// visitor reads it in English at /case-studies/{slug} and in German at /de/case-studies/{German
// slug}, where what was not translated (the tags) shows in English inside an element that says
// so. At 390 and 1280 px, light and dark, with axe clean. Then what works per language besides:
// a refused German slug shown on the German tab, a share link of the German page, a German edit
// kept in the autosaved draft, and a restored revision bringing its German back.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseStudy } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, screenshots, visitorPage } from './page';
import { admin, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent({ languages: ['en', 'de'] });
});

const view = (page: Page) => page.getByRole('dialog', { name: /Case Study$/ });
const languageTabs = (page: Page) => view(page).getByRole('tablist', { name: 'Language' });
const panel = (page: Page) => view(page).getByRole('complementary', { name: 'Settings' });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Types `text` as the first paragraph of the editor in the tab shown. */
async function write(page: Page, text: string) {
  const editor = view(page).locator('.translation-panel[data-state="active"] .cs-editor');
  await editor.locator('.ce-paragraph').first().click();
  await page.keyboard.type(text);
}

/** The editors' paragraph holding `text`. */
const paragraph = (page: Page, text: string) =>
  view(page).locator('.cs-editor .ce-paragraph', { hasText: text });

/** The settings panel in sight (at 390 px it covers the writing until closed). */
async function openSettings(page: Page) {
  const toggle = view(page).getByRole('button', { name: 'Settings', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function closeSettingsIfCovering(page: Page) {
  if (page.viewportSize()!.width >= 1024) return;
  const close = panel(page).getByRole('button', { name: 'Close settings' });
  if (await close.isVisible()) await close.click();
}

const visitor = (width: number) => visitorPage(browser, width);

describe('a site in English and German', () => {
  it('writing a case study in two languages', async () => {
    const { page, problems } = await adminPage(browser, 'case-studies', 1280);
    page.setDefaultTimeout(8_000);
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    await view(page).getByRole('heading', { name: 'Add Case Study' }).waitFor();
    expect(await languageTabs(page).getByRole('tab').allInnerTexts()).toEqual(['en (default)', 'de']);

    // The English, as on a one-language site.
    await view(page).getByLabel('Title *', { exact: true }).fill('Rebuilding the ledger');
    await write(page, 'The old ledger was slow.');
    await openSettings(page);
    await panel(page).getByLabel('Description *', { exact: true }).fill('How we rebuilt it.');
    await panel(page).getByLabel('Tags', { exact: true }).fill('Accounting');
    await panel(page).getByRole('button', { name: 'Add', exact: true }).click();
    await panel(page).getByRole('switch', { name: 'Published' }).click();
    await expectNoAxeViolations(page);

    // The German tab: its own fields, each with the English beside it.
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    expect(await view(page).getByLabel('Title *', { exact: true }).isVisible()).toBe(false);
    const title = view(page).getByLabel('Title (de)');
    expect(await title.getAttribute('lang')).toBe('de');
    await view(page)
      .locator('.translation-source[lang="en"]', { hasText: 'Rebuilding the ledger' })
      .waitFor();
    await title.fill('Das Hauptbuch, neu gebaut');
    // The slug follows the German title by folio-core's rule, as the default's does.
    expect(await panel(page).getByLabel('Slug (de)').inputValue()).toBe('das-hauptbuch-neu-gebaut');
    await panel(page).locator('.translation-source', { hasText: 'rebuilding-the-ledger' }).waitFor();
    await panel(page).getByLabel('Description (de)').fill('Wie wir es neu gebaut haben.');
    await panel(page).locator('.translation-source', { hasText: 'How we rebuilt it.' }).waitFor();
    // Published as English is, unless chosen otherwise.
    const asDefault = panel(page).getByRole('radio', { name: 'As the default language (published)' });
    expect(await asDefault.isChecked()).toBe(true);
    await view(page).locator('.translation-panel[data-state="active"] .cs-editor .ce-block').first().waitFor();
    await write(page, 'Das alte Hauptbuch war langsam.');
    // The English document, to read beside one's own.
    await view(page).getByText('Show the en content').click();
    await view(page).locator('.translation-document-body[lang="en"]', { hasText: 'The old ledger was slow.' }).waitFor();

    // Back and forth: neither language loses what was typed in it.
    await languageTabs(page).getByRole('tab', { name: 'en (default)' }).click();
    expect(await view(page).getByLabel('Title *', { exact: true }).inputValue()).toBe('Rebuilding the ledger');
    expect(await paragraph(page, 'The old ledger was slow.').isVisible()).toBe(true);
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    expect(await title.inputValue()).toBe('Das Hauptbuch, neu gebaut');
    expect(await paragraph(page, 'Das alte Hauptbuch war langsam.').isVisible()).toBe(true);

    // The German tab, as the owner sees it, at both widths, light and dark.
    await expectNoAxeViolations(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await screenshot(page, `case-study-languages-de-settings-1280-${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 390, height: 900 });
    await closeSettingsIfCovering(page);
    await expectNoAxeViolations(page);
    await screenshots(page, 'case-study-languages-de');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The preview shows the language shown, unsaved texts and all.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      view(page).getByRole('button', { name: 'Preview' }).click(),
    ]);
    await preview.getByRole('heading', { name: 'Das Hauptbuch, neu gebaut', level: 1 }).waitFor();
    expect(await htmlLang(preview)).toBe('de');
    await preview.close();

    await view(page).getByRole('button', { name: 'Create Case Study' }).click();
    expect(await toastText(page)).toContain('Success!');
    const [stored] = await admin<CaseStudy[]>('GET', '/api/admin/case-studies');
    const { translations } = stored as CaseStudy & { translations?: Record<string, Record<string, unknown>> };
    expect(translations?.de).toMatchObject({
      title: 'Das Hauptbuch, neu gebaut',
      slug: 'das-hauptbuch-neu-gebaut',
      description: 'Wie wir es neu gebaut haben.',
    });
    expect(translations?.de?.content).toContain('Das alte Hauptbuch war langsam.');
    expect(translations?.de?.tags).toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();

    // A visitor reads it in each language at its own address.
    for (const width of [1280, 390]) {
      const { page: english, problems: englishProblems } = await visitor(width);
      await english.goto(`${baseURL}/case-studies/rebuilding-the-ledger`);
      await english.getByRole('heading', { name: 'Rebuilding the ledger', level: 1 }).waitFor();
      expect(await htmlLang(english)).toBe('en');
      await english.getByText('The old ledger was slow.').waitFor();
      expect(englishProblems).toEqual([]);
      await english.close();

      const { page: german, problems: germanProblems } = await visitor(width);
      await german.goto(`${baseURL}/de/case-studies/das-hauptbuch-neu-gebaut`);
      await german.getByRole('heading', { name: 'Das Hauptbuch, neu gebaut', level: 1 }).waitFor();
      expect(await htmlLang(german)).toBe('de');
      await german.getByText('Das alte Hauptbuch war langsam.').waitFor();
      expect(await german.getByText('The old ledger was slow.').count()).toBe(0);
      // The tags were not translated: shown in English, marked as English.
      const tag = german.getByText('Accounting', { exact: true }).first();
      expect(await tag.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en');
      await expectNoAxeViolations(german);
      if (width === 1280) await screenshots(german, 'case-study-languages-visitor-de');
      expect(germanProblems).toEqual([]);
      await german.close();
    }
  }, 120_000);

  it('shows a refused German slug on its tab, shares the German page and keeps German drafts', async () => {
    const content = editorContent([{ type: 'paragraph', data: { text: 'What happened.' } }]);
    await admin('POST', '/api/admin/case-studies', {
      title: 'Ledger', slug: 'ledger', description: 'A ledger.', content, isPublished: true,
      translations: { de: { title: 'Hauptbuch', slug: 'hauptbuch' } },
    });
    await admin('POST', '/api/admin/case-studies', {
      title: 'Atlas', slug: 'atlas', description: 'A map.', content, isPublished: true,
    });
    const { page, problems } = await adminPage(browser, 'case-studies', 390);
    page.setDefaultTimeout(8_000);
    await page.getByRole('button', { name: 'Edit Atlas' }).click();
    await view(page).getByRole('heading', { name: 'Edit Case Study' }).waitFor();
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    // Nothing written in German yet: the slug follows the German title.
    await view(page).getByLabel('Title (de)').fill('Hauptbuch');
    await languageTabs(page).getByRole('tab', { name: 'en (default)' }).click();
    await view(page).getByRole('button', { name: 'Update Case Study' }).click();

    // The German slug is taken in German: its message under Slug (de), on the German tab, in the
    // settings (opened over the writing on a phone).
    const slug = panel(page).getByLabel('Slug (de)');
    await slug.waitFor();
    // (The writing behind the settings is inert on a phone: read the tab by its attribute.)
    expect(await view(page).locator('[role="tab"][aria-selected="true"]').innerText()).toBe('de');
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    expect(await panel(page).locator('.field-error').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'case-study-languages-refused-slug-390');
    await slug.fill('atlas-de');
    await view(page).getByRole('button', { name: 'Update Case Study' }).click();
    // The refused save's 'Save Failed' toast may still be showing (5 s) beside the new one.
    await expect.poll(() => toastText(page), { timeout: 8_000 }).toContain('Success!');
    const atlas = (await admin<CaseStudy[]>('GET', '/api/admin/case-studies')).find(
      (item) => item.slug === 'atlas',
    ) as CaseStudy & { translations?: Record<string, Record<string, unknown>> };
    expect(atlas.translations).toEqual({ de: { title: 'Hauptbuch', slug: 'atlas-de' } });

    // A share link for the German page, listed with its language.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Edit Atlas' }).click();
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    await openSettings(page);
    await panel(page).getByRole('button', { name: 'Create a share link (de)' }).click();
    const link = panel(page).getByRole('textbox', { name: 'Share link' });
    await link.waitFor();
    await panel(page).locator('.share-item', { hasText: 'de · Expires' }).waitFor();
    const { page: reviewer } = await visitor(1280);
    await reviewer.goto(await link.inputValue());
    await reviewer.getByRole('heading', { name: 'Hauptbuch', level: 1 }).waitFor();
    expect(await htmlLang(reviewer)).toBe('de');
    await reviewer.close();

    // A German edit is autosaved, and offered back with the rest of the draft.
    await view(page).getByLabel('Title (de)').fill('Atlas der Welt');
    await view(page).locator('.autosave-status', { hasText: /^Saved as draft \d/ }).waitFor();
    await page.close();
    const again = await adminPage(browser, 'case-studies', 1280);
    await again.page.getByRole('region', { name: 'Unsaved drafts' }).getByRole('button', { name: 'Open' }).click();
    await again.page.getByRole('button', { name: 'Restore draft' }).click();
    await languageTabs(again.page).getByRole('tab', { name: 'de', exact: true }).click();
    expect(await view(again.page).getByLabel('Title (de)').inputValue()).toBe('Atlas der Welt');
    expect(problems).toEqual([]);
    expect(again.problems).toEqual([]);
    await again.page.close();
  }, 90_000);

  it('restores a revision with its German', async () => {
    const content = editorContent([{ type: 'paragraph', data: { text: 'What happened.' } }]);
    const story = await admin<CaseStudy>('POST', '/api/admin/case-studies', {
      title: 'Ledger', slug: 'ledger', description: 'A ledger.', content, isPublished: true,
      translations: { de: { title: 'Das alte Hauptbuch' } },
    });
    await admin('PUT', `/api/admin/case-studies/${story.id}`, {
      ...story,
      title: 'Ledger, revised',
      translations: { de: { title: 'Das neue Hauptbuch', isPublished: false } },
    });
    const { page, problems } = await adminPage(browser, 'case-studies', 1280);
    page.setDefaultTimeout(8_000);
    await page.getByRole('button', { name: 'Edit Ledger, revised' }).click();
    await view(page).locator('.cs-editor .ce-block').first().waitFor();
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    expect(await view(page).getByLabel('Title (de)').inputValue()).toBe('Das neue Hauptbuch');
    expect(await panel(page).getByRole('radio', { name: 'Not published' }).isChecked()).toBe(true);

    await view(page).getByText('Revisions (2)').click();
    const revisions = view(page).getByRole('listitem').filter({ has: page.locator('time') });
    await revisions.nth(1).getByRole('button', { name: /^Restore the version of / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    expect(await toastText(page)).toMatch(/^Success!\nRestored the version of /);
    await expect.poll(() => view(page).getByLabel('Title *', { exact: true }).inputValue()).toBe('Ledger');
    await languageTabs(page).getByRole('tab', { name: 'de', exact: true }).click();
    expect(await view(page).getByLabel('Title (de)').inputValue()).toBe('Das alte Hauptbuch');
    // Whether it is published, in each language, stays as it is unless the restore asks (issue 23).
    expect(await panel(page).getByRole('radio', { name: 'Not published' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
