// Issue 25 goal 5 in the admin, "The owner can override any string from the admin": the Profile
// tab's Site Wording has a tab per language; an override shows at once on the public page in its
// language; a counted text has a field per plural category; a field goes back to the default. At
// 390 and 1280 px, light and dark.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileSection } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import { addExperience, admin, resetContent } from './seed';
import { baseURL } from './shared-server';

/** Every language's wording back to the catalogues', so no other test sees it. */
async function resetWording() {
  for (const language of ['en', 'de']) {
    await admin('PUT', `/api/admin/wording/${language}`, {});
  }
}

beforeEach(async () => {
  await resetContent({ languages: ['en', 'de'] });
  await resetWording();
  await addExperience({
    jobTitle: 'Engineer', company: 'Acme', industry: 'Finance', startDate: '2021-03',
    isCurrentJob: true, description: 'Built the ledger.', accomplishments: 'Shipped v2.',
    tools: [{ name: 'Rust', usage: 'The API' }],
  });
});

afterEach(resetWording);

const section = (page: Page) => page.getByRole('region', { name: 'Site Wording' });
const germanForm = (page: Page) => section(page).getByRole('form', { name: 'Wording in de' });

/** Saves `language`'s form, once the server has answered. */
async function save(page: Page, language: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/wording/${language}`) &&
      response.request().method() === 'PUT',
  );
  await section(page)
    .getByRole('button', { name: `Save ${language} wording` })
    .click();
  expect((await answered).status()).toBe(200);
}

async function publicText(path: string, width = 1280): Promise<{ page: Page; text: string }> {
  const { page } = await openPage(browser, width);
  await page.goto(`${baseURL}${path}`);
  return { page, text: await page.locator('#root').innerText() };
}

describe('the site wording', () => {
  it('overrides a German tab and a counted text, shown at once on /de/, and resets one', async () => {
    const { page, problems } = await profileSection(browser, 'languages');
    await section(page).getByRole('heading', { name: 'Site Wording' }).waitFor();
    const tabs = section(page).getByRole('tablist', { name: 'Wording language' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['en (default)', 'de']);
    await tabs.getByRole('tab', { name: 'de', exact: true }).click();
    const form = germanForm(page);
    // Named by what it shows, in a group named by where it appears (issue 40 point 5).
    await form.getByText('Home page tabs and filters', { exact: true }).click();
    const tab = form.getByLabel('Work Experience', { exact: true });
    // The catalogue's text is the field's placeholder; the field is the owner's.
    expect(await tab.getAttribute('placeholder')).toBe('Berufserfahrung');
    expect(await tab.inputValue()).toBe('');
    await tab.fill('Werdegang');
    await form.getByLabel('one', { exact: true }).fill('{n} Job');
    await form.getByLabel('other', { exact: true }).fill('{n} Jobs');
    await expectNoAxeViolations(page);
    await save(page, 'de');
    await page.locator('.toast', { hasText: 'The de wording is saved.' }).waitFor();

    const german = await publicText('/de/');
    expect(german.text).toContain('Werdegang');
    expect(german.text).not.toContain('Work Experience');
    await german.page.close();
    const tools = await publicText('/de/?filter=tools');
    expect(tools.text).toContain('1 Job');
    await tools.page.close();
    const english = await publicText('/');
    expect(english.text).toContain('Work Experience');
    await english.page.close();

    // Back to the default: the field empties, and /de/ says the catalogue's again.
    await form.getByRole('button', { name: 'Use the default for Work Experience' }).click();
    expect(await tab.inputValue()).toBe('');
    await save(page, 'de');
    const again = await publicText('/de/');
    expect(again.text).toContain('Berufserfahrung');
    expect(again.text).not.toContain('Werdegang');
    await again.page.close();
    const counted = await publicText('/de/?filter=tools');
    expect(counted.text).toContain('1 Job');
    await counted.page.close();
    await screenshots(page, 'admin-wording');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the server's message under a field that loses its placeholder, on a phone", async () => {
    const { page, problems } = await profileSection(browser, 'languages', 390);
    const form = section(page).getByRole('form', { name: 'Wording in en' });
    await form.getByText('Case study pages', { exact: true }).click();
    const contact = form.getByLabel('Contact {author}', { exact: true });
    await contact.fill('Write to me');
    await form.getByLabel('one', { exact: true }).fill('{n} job');
    await form.getByRole('button', { name: 'Save en wording' }).click();
    await form.getByText('Must keep {author}', { exact: true }).waitFor();
    await form.getByText('Required when the other forms are given', { exact: true }).waitFor();
    expect(await contact.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-wording-refused');
    // Nothing was stored.
    const [en] = await admin<{ texts: { key: string; custom?: string | null }[] }[]>(
      'GET',
      '/api/admin/wording',
    );
    expect(en!.texts.every((text) => text.custom == null)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
