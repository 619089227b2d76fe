// The profile tab (spec §2 Profile tab, §8): the owner's name, introduction and header links, and
// the custom order of tools and industries that the public By Tools / By Industries views follow.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExperienceBody, Profile, StoredExperience } from '../src/lib/api-schema';
import { adminPage, profileSection, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots } from './page';
import { addExperience, admin, PROFILE, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent();
});

/** An experience whose description and accomplishments no test here reads. */
const addJob = (seed: Omit<ExperienceBody, 'description' | 'accomplishments'>) =>
  addExperience({ ...seed, description: 'Work.', accomplishments: 'Results.' });

const dialog = (page: Page) => page.getByRole('dialog');

describe('profile tab', () => {
  it("shows 'Loading profile...' and then the profile", async () => {
    const { page } = await adminPage(browser);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/profile', async (route) => {
      await held;
      await route.continue();
    });
    // A fresh load, so the profile is not cached yet.
    await page.goto(`${baseURL}/admin?tab=profile`);
    await page.getByText('Loading profile...', { exact: true }).waitFor();
    release();
    await page.getByText(PROFILE.name, { exact: true }).waitFor();
    await page.close();
  });

  it('edits the name, introduction and links; the public header follows', async () => {
    const { page, problems } = await adminPage(browser, 'profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Profile' }).waitFor();
    const intro = dialog(page).getByLabel('Brief Introduction *');
    expect(await intro.getAttribute('rows')).toBe('6');
    await dialog(page)
      .getByText('This will appear in the hero section of your portfolio.', { exact: true })
      .waitFor();
    expect(await dialog(page).getByLabel('Name *').inputValue()).toBe(PROFILE.name);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-profile-dialog');
    await dialog(page).getByLabel('Name *').fill('Grace Example');
    await intro.fill('Engineer.\nWriter.');
    await dialog(page).getByLabel('LinkedIn URL').fill('');
    // Pasted without its scheme, as owners do: stored with https (issue 23).
    await dialog(page).getByLabel('GitHub URL').fill('github.com/grace');
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    expect(await toastText(page)).toBe('Success!\nProfile updated successfully.');
    await page.getByText('Grace Example', { exact: true }).waitFor();
    const stored = await admin<Profile>('GET', '/api/profile');
    expect(stored).toMatchObject({ name: 'Grace Example', briefIntro: 'Engineer.\nWriter.' });
    expect(stored.githubUrl).toBe('https://github.com/grace');
    expect(stored.linkedinUrl).toBeUndefined();
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'GRACE EXAMPLE' }).waitFor();
    expect(await page.getByRole('link', { name: /LinkedIn/i }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the validation messages of folio-core and the server message on failure', async () => {
    const { page } = await adminPage(browser, 'profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog(page).getByLabel('Name *').fill('  ');
    await dialog(page).getByLabel('Brief Introduction *').fill('');
    await dialog(page).getByLabel('GitHub URL').fill('my github');
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    expect(await dialog(page).locator('.field-error').allInnerTexts()).toEqual([
      'Name is required',
      'Brief introduction is required',
      'GitHub URL must be a valid URL starting with http:// or https://',
    ]);
    await dialog(page).getByLabel('Name *').fill('Ada');
    await dialog(page).getByLabel('Brief Introduction *').fill('Hello.');
    await dialog(page).getByLabel('GitHub URL').fill('');
    await page.route('**/api/admin/profile', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unavailable', message: 'The database is busy.' }),
      }),
    );
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    expect(await toastText(page)).toBe('Update Failed\nThe database is busy.');
    await page.route('**/api/admin/profile', (route) => route.fulfill({ status: 500, body: '' }));
    await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
    await expect
      .poll(() => toastText(page))
      .toBe('Update Failed\nFailed to update profile. Please try again.');
    await page.close();
  });

  it('orders tools and industries; the public grouped views follow', async () => {
    await addJob({
      jobTitle: 'Engineer',
      company: 'Acme',
      industry: 'Fintech',
      startDate: '2020-01',
      tools: ['Go', 'Rust'],
    });
    await addJob({
      jobTitle: 'Analyst',
      company: 'Initech',
      industry: 'Banking',
      startDate: '2018-01',
      tools: ['Excel'],
    });
    const { page } = await profileSection(browser, 'order');
    const tools = page.getByRole('region', { name: 'Tools order' });
    const names = () => tools.locator('.order-name').allInnerTexts();
    // The tab reads the experiences after it opens.
    await expect.poll(names).toEqual(['Excel', 'Go', 'Rust']);
    await tools.getByRole('button', { name: 'Move Rust up' }).click();
    await tools.getByRole('button', { name: 'Move Rust up' }).click();
    expect(await names()).toEqual(['Rust', 'Excel', 'Go']);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-profile-tab');
    await tools.getByRole('button', { name: 'Save tools order' }).click();
    expect(await toastText(page)).toBe('Success!\nProfile updated successfully.');
    const industries = page.getByRole('region', { name: 'Industries order' });
    await industries.getByRole('button', { name: 'Move Fintech up' }).click();
    await industries.getByRole('button', { name: 'Save industries order' }).click();
    await expect
      .poll(async () => (await admin<Profile>('GET', '/api/profile')).industriesOrder)
      .toEqual(['Fintech', 'Banking']);
    const stored = await admin<Profile>('GET', '/api/profile');
    expect(stored.toolsOrder).toEqual(['Rust', 'Excel', 'Go']);
    // The name and introduction are untouched by an order change.
    expect(stored.name).toBe(PROFILE.name);
    await page.goto(`${baseURL}/?filter=tools`);
    await page.locator('.group-title').first().waitFor();
    expect(await page.locator('.group-title').allInnerTexts()).toEqual(['Rust', 'Excel', 'Go']);
    await page.close();
  });

  it('renames a tool in every experience at once; a bad name is refused under the field', async () => {
    await addJob({
      jobTitle: 'Designer',
      company: 'Acme',
      industry: 'fintech',
      startDate: '2021-03',
      isCurrentJob: true,
      tools: ['figma', 'JS'],
    });
    await addJob({
      jobTitle: 'Engineer',
      company: 'Initech',
      industry: 'Banking',
      startDate: '2018-01',
      tools: [{ name: 'js', usage: 'The UI' }],
    });
    const { page, problems } = await profileSection(browser, 'order');
    const tools = page.getByRole('region', { name: 'Tools order' });
    const names = () => tools.locator('.order-name').allInnerTexts();
    // The tab reads the experiences after it opens.
    await expect.poll(names).toEqual(['figma', 'js']);
    await tools.getByRole('button', { name: 'Rename figma' }).click();
    await dialog(page).getByRole('heading', { name: 'Rename tool' }).waitFor();
    const field = dialog(page).getByLabel('New name for ‘figma’');
    expect(await field.inputValue()).toBe('figma');

    // The server's refusal shows under the field, and nothing changes.
    await field.fill('   ');
    await dialog(page).getByRole('button', { name: 'Rename' }).click();
    await dialog(page).getByText('The new name is required').waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-rename-tool');

    // A new spelling is a rename too.
    await field.fill('Figma');
    await dialog(page).getByRole('button', { name: 'Rename' }).click();
    expect(await toastText(page)).toBe('Success!\n‘figma’ is now ‘Figma’ (1 experience changed).');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(names).toEqual(['Figma', 'js']);

    // A new name merges into every experience, usage notes kept.
    await tools.getByRole('button', { name: 'Rename js' }).click();
    await dialog(page).getByLabel('New name for ‘js’').fill('JavaScript');
    await dialog(page).getByRole('button', { name: 'Rename' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(names).toEqual(['Figma', 'JavaScript']);
    const stored = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    // In date order: the designer's current job first.
    expect(stored.map((e) => e.tools)).toEqual([
      [{ name: 'Figma' }, { name: 'JavaScript' }],
      [{ name: 'JavaScript', usage: 'The UI' }],
    ]);

    // The admin card shows its dates as the public site does.
    await page.getByRole('tab', { name: 'Manage Experiences' }).click();
    const card = page.locator('.admin-card', { hasText: 'Acme' });
    expect(await card.locator('.admin-card-meta').nth(1).innerText()).toBe('Mar 2021 - Present');
    await page.goto(`${baseURL}/?filter=tools`);
    await page.locator('.group-title').first().waitFor();
    expect(await page.locator('.group-title').allInnerTexts()).toEqual(['Figma', 'JavaScript']);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('site address', () => {
  it("shows the site's address, changes it, and every public page names the new one at once", async () => {
    const before = await admin<{ address: string; fromEnvironment: boolean }>('GET', '/api/admin/site');
    expect(before).toEqual({ address: baseURL, fromEnvironment: false });
    for (const width of [390, 1280]) {
      const { page, problems } = await profileSection(browser, 'site', width);
      const section = page.getByRole('region', { name: 'Site address' });
      const field = section.getByLabel('Address');
      expect(await field.inputValue()).toBe(baseURL);
      await section
        .getByText('Every page, share card, feed and sitemap names this address.', { exact: false })
        .waitFor();
      await expectNoAxeViolations(page);
      await screenshots(page, 'admin-site-address');

      await field.fill('jane.example/blog');
      await section.getByRole('button', { name: 'Save address' }).click();
      await section
        .getByText('Enter the address visitors use, such as https://jane.example (no path after it).', { exact: true })
        .waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);

      try {
        await field.fill('HTTPS://Jane.Example/');
        await section.getByRole('button', { name: 'Save address' }).click();
        expect(await toastText(page)).toBe("Success!\nYour site's address is now https://jane.example.");
        expect(await field.inputValue()).toBe('https://jane.example');
        const home = await (await fetch(`${baseURL}/`)).text();
        expect(home).toContain('<link rel="canonical" href="https://jane.example/" />');
      } finally {
        await admin('PUT', '/api/admin/site', { address: baseURL });
      }
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
