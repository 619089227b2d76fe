// Issue 25 goal 1, "Languages are the owner's": the profile dialog's Languages field, the default
// first; add a tag, make one the default, remove one; the server's refusal under the row it names.
// At 390 and 1280 px, light and dark.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, texts } from './page';
import { admin, resetContent } from './seed';

beforeEach(async () => {
  await resetContent();
});

const dialog = (page: Page) => page.getByRole('dialog');
const languages = (page: Page) => dialog(page).getByRole('group', { name: 'Languages' });
const rows = (page: Page) => texts(page, '[role=dialog] .language-tag');
const stored = async () => (await admin<Profile>('GET', '/api/profile')).languages;

/** The text of the row that has the keyboard's focus, or null when no row has it. */
const focusedRow = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.classList.contains('language-row')
      ? document.activeElement.querySelector('.language-tag')!.textContent
      : null,
  );

async function openDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await dialog(page).getByRole('heading', { name: 'Edit Profile' }).waitFor();
}

describe('the profile dialog’s languages', () => {
  it('adds de and pt_br, makes one the default, and shows a refused tag’s message under it', async () => {
    const { page, problems } = await adminPage(browser, 'profile');
    expect(await page.locator('.profile-fields dd').allInnerTexts()).toContain('en (default)');
    await openDialog(page);
    expect(await rows(page)).toEqual(['en']);
    // The only language cannot be removed or made the default: it is both already.
    expect(await languages(page).getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    const newLanguage = languages(page).getByLabel('New language');
    await newLanguage.fill('de');
    await languages(page).getByRole('button', { name: 'Add language' }).click();
    // Enter adds too, and does not save the dialog.
    await newLanguage.fill('pt_br');
    await newLanguage.press('Enter');
    expect(await rows(page)).toEqual(['en', 'de', 'pt_br']);
    expect(await newLanguage.inputValue()).toBe('');
    await languages(page).getByRole('button', { name: 'Make default (pt_br)' }).click();
    expect(await rows(page)).toEqual(['pt_br', 'en', 'de']);
    expect(await focusedRow(page)).toBe('pt_br');

    await newLanguage.fill('x-klingon');
    await newLanguage.press('Enter');
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    const message =
      'Private-use language tags (x-…, qaa to qtz) are not supported; write a registered ' +
      'language code, like de, pt-BR or zh-Hant-TW';
    const refusedRow = dialog(page).locator('.language-row').nth(3);
    await refusedRow.getByText(message, { exact: true }).waitFor();
    expect(await refusedRow.getAttribute('aria-describedby')).toBe(
      await refusedRow.locator('.field-error').getAttribute('id'),
    );
    expect(await stored()).toEqual(['en']);
    await expectNoAxeViolations(page);
    await refusedRow.locator('.field-error').scrollIntoViewIfNeeded();
    await screenshots(page, 'profile-languages-dialog');

    await languages(page).getByRole('button', { name: 'Remove x-klingon' }).click();
    expect(await refusedRow.count()).toBe(0);
    expect(await dialog(page).getByText(message).count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    await page.locator('.toast', { hasText: 'Success!' }).waitFor();
    expect(await toastText(page)).toBe('Success!\nProfile updated successfully.');
    expect(await stored()).toEqual(['pt-BR', 'en', 'de']);
    // In canonical case once saved: on the tab and in the dialog.
    await page.getByText('pt-BR (default), en, de', { exact: true }).waitFor();
    await openDialog(page);
    expect(await rows(page)).toEqual(['pt-BR', 'en', 'de']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works with the keyboard alone and fits a phone', async () => {
    const { page, problems } = await adminPage(browser, 'profile', 390);
    await openDialog(page);
    await languages(page).getByLabel('New language').focus();
    await page.keyboard.type('fr');
    await page.keyboard.press('Enter');
    await page.keyboard.type('de');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.textContent),
    ).toBe('Add language');
    await page.keyboard.press('Enter');
    expect(await rows(page)).toEqual(['en', 'fr', 'de']);
    await languages(page).getByRole('button', { name: 'Make default (de)' }).focus();
    await page.keyboard.press('Enter');
    expect(await rows(page)).toEqual(['de', 'en', 'fr']);
    expect(await focusedRow(page)).toBe('de');
    // From the default's row, Tab reaches its Remove; removing leaves the focus on the list.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await rows(page)).toEqual(['en', 'fr']);
    expect(await focusedRow(page)).toBe('en');
    const dialogBox = await dialog(page).evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(dialogBox[0]).toBeLessThanOrEqual(dialogBox[1]!);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    await page.locator('.toast', { hasText: 'Success!' }).waitFor();
    expect(await stored()).toEqual(['en', 'fr']);
    expect(problems).toEqual([]);
    await page.close();
  });
});
