// Managing experiences (spec §2 Experiences tab, §4, §5, §8): the dialog and its validation from
// folio-core, the current-job switch, the tools editor, edit, delete, and drag reordering.
import type { Page } from 'playwright-core';
import type { StoredExperience } from '../src/lib/api-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPage, dragOnto, moveDownByKeyboard, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots } from './page';
import { addExperience, admin, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent();
});

const dialog = (page: Page) => page.getByRole('dialog');

async function fillExperience(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await dialog(page).getByLabel(label, { exact: true }).fill(value);
  }
}

const JOB = {
  'Job Title *': 'Staff Engineer',
  'Company *': 'Acme',
  'Industry *': 'Fintech',
  'Start Date *': '2021-03',
  'End Date': '2023-08',
  'Description *': 'Led the payments platform.',
  'Accomplishments *': 'Cut fees by 30%.\nSee https://acme.example/story',
};

describe('experiences tab', () => {
  it('adds the first experience from the empty state, with tools, and shows it in the list', async () => {
    const { page, problems } = await adminPage(browser);
    await page.getByRole('button', { name: 'Add Your First Experience' }).click();
    await dialog(page).getByRole('heading', { name: 'Add Experience' }).waitFor();
    await fillExperience(page, JOB);
    await dialog(page).getByRole('button', { name: 'Add Tool' }).click();
    await dialog(page).getByLabel('Tool 1 name').fill('Rust');
    await dialog(page).getByLabel('Tool 1 usage').fill('Payment engine');
    await dialog(page).getByRole('button', { name: 'Add Tool' }).click();
    await dialog(page).getByLabel('Tool 2 name').fill('Kafka');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-experience-dialog');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    expect(await toastText(page)).toBe('Success!\nExperience created successfully.');
    await dialog(page).waitFor({ state: 'detached' });
    const card = page.locator('.admin-card').first();
    expect(await card.locator('h3').innerText()).toBe('STAFF ENGINEER');
    expect(await card.innerText()).toContain('Acme · Fintech');
    // The range as the public site shows it (folio-core's publicDateRange, issue 23).
    expect(await card.innerText()).toContain('Mar 2021 - Aug 2023');
    const [stored] = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored!.tools).toEqual([{ name: 'Rust', usage: 'Payment engine' }, { name: 'Kafka' }]);
    // The public By Tools view now has the tools.
    await page.goto(`${baseURL}/?filter=tools`);
    await page.getByText('Payment engine', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows folio-core's message under each required field and sends nothing", async () => {
    const { page } = await adminPage(browser);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') writes.push(request.url());
    });
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    const messages = await dialog(page).locator('.field-error').allInnerTexts();
    expect(messages).toEqual([
      'Job title is required',
      'Company is required',
      'Industry is required',
      'Start date is required',
      'Description is required',
      'Accomplishments are required',
    ]);
    // Each message names its field for screen readers.
    const jobTitle = dialog(page).getByLabel('Job Title *');
    expect(await jobTitle.getAttribute('aria-invalid')).toBe('true');
    await dialog(page).getByText('Job title is required').waitFor();
    await fillExperience(page, { ...JOB, 'End Date': '2019-01' });
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).getByText('End date must not be before the start date').waitFor();
    expect(writes).toEqual([]);
    await page.close();
  });

  it('disables the end date for a current job and saves it without one, shown as Present', async () => {
    const { page } = await adminPage(browser);
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await fillExperience(page, JOB);
    const currentJob = dialog(page).getByRole('switch', { name: 'I currently work here' });
    await currentJob.click();
    expect(await currentJob.getAttribute('aria-checked')).toBe('true');
    expect(await dialog(page).getByLabel('End Date', { exact: true }).isDisabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await toastText(page);
    const [stored] = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored!.isCurrentJob).toBe(true);
    expect(stored!.endDate).toBeUndefined();
    expect(await page.locator('.admin-card').first().innerText()).toContain('Present');
    await page.close();
  });

  it('edits an experience with its values filled in and says it was updated', async () => {
    await addExperience({
      jobTitle: 'Engineer',
      company: 'Initech',
      industry: 'Banking',
      startDate: '2018-01',
      endDate: '2020-12',
      description: 'Built things.',
      accomplishments: 'Shipped.',
      tools: [{ name: 'Go', usage: 'APIs' }],
    });
    const { page } = await adminPage(browser);
    await page.getByRole('button', { name: 'Edit Engineer' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Experience' }).waitFor();
    expect(await dialog(page).getByLabel('Company *').inputValue()).toBe('Initech');
    expect(await dialog(page).getByLabel('End Date', { exact: true }).inputValue()).toBe('2020-12');
    expect(await dialog(page).getByLabel('Tool 1 usage').inputValue()).toBe('APIs');
    await dialog(page).getByLabel('Job Title *').fill('Senior Engineer');
    await page.route('**/api/admin/experiences/*', async (route) => {
      await new Promise((done) => setTimeout(done, 300));
      await route.continue();
    });
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    await dialog(page).getByRole('button', { name: 'Saving...' }).waitFor();
    expect(await toastText(page)).toBe('Success!\nExperience updated successfully.');
    await page.getByRole('heading', { name: 'SENIOR ENGINEER' }).waitFor();
    await page.close();
  });

  it('keeps the dialog and the typed values when saving fails', async () => {
    const { page } = await adminPage(browser);
    await page.route('**/api/admin/experiences', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '{}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Add Your First Experience' }).click();
    await fillExperience(page, JOB);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    expect(await toastText(page)).toBe('Error\nFailed to create experience. Please try again.');
    expect(await dialog(page).getByLabel('Job Title *').inputValue()).toBe('Staff Engineer');
    await page.close();
  });

  it('keeps the dialog and its values when the session ended, and saves once signed in again', async () => {
    const { page } = await adminPage(browser);
    await page.getByRole('button', { name: 'Add Your First Experience' }).click();
    await fillExperience(page, JOB);
    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    expect(await toastText(page)).toBe(
      'Session Expired\nSign in again in another tab, then try again here.',
    );
    expect(await dialog(page).getByLabel('Job Title *').inputValue()).toBe('Staff Engineer');
    // Signed in again (the cookie comes back, as another tab's login would set it).
    await page.context().addCookies(cookies);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(() => toastText(page))
      .toBe('Success!\nExperience created successfully.');
    await dialog(page).waitFor({ state: 'detached' });
    await page.close();
  });

  it('asks before closing a dialog with unsaved changes', async () => {
    const { page } = await adminPage(browser);
    await page.getByRole('button', { name: 'Add Experience' }).click();
    // Untouched, Cancel closes at once.
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await dialog(page).getByLabel('Company *').fill('Acme');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Discard your unsaved changes?').waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog(page).getByLabel('Company *').inputValue()).toBe('Acme');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Opened again, the form starts blank.
    await page.getByRole('button', { name: 'Add Experience' }).click();
    expect(await dialog(page).getByLabel('Company *').inputValue()).toBe('');
    await page.close();
  });

  it('deletes after the confirmation prompt names the job title', async () => {
    await addExperience({
      jobTitle: 'Data "Wrangler"',
      industry: 'Big Data',
      startDate: '2019-01',
      description: 'Pipelines.',
      accomplishments: 'Many.',
    });
    const { page } = await adminPage(browser);
    await page.getByRole('button', { name: 'Delete Data "Wrangler"' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByRole('heading').innerText()).toBe(
      'Are you sure you want to delete "Data "Wrangler"" experience?',
    );
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await admin<unknown[]>('GET', '/api/admin/experiences')).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete Data "Wrangler"' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(await toastText(page)).toBe('Success!\nExperience deleted successfully.');
    await page.getByText('No experiences yet.', { exact: true }).waitFor();
    expect(await admin<unknown[]>('GET', '/api/admin/experiences')).toHaveLength(0);
    await page.close();
  });
});

describe('reordering', () => {
  /** A new experience goes on top, so seeding Third first lists First, Second, Third. */
  async function seedThree() {
    for (const jobTitle of ['Third', 'Second', 'First']) {
      await addExperience({
        jobTitle,
        company: 'Acme',
        industry: 'Technology',
        startDate: '2020-01',
        description: 'Work.',
        accomplishments: 'Results.',
      });
    }
  }
  const titles = (page: Page) => page.locator('.admin-card h3').allInnerTexts();

  it('moves a card with the keyboard, saves the order and keeps it after a reload', async () => {
    await seedThree();
    const { page, problems } = await adminPage(browser);
    expect(await titles(page)).toEqual(['FIRST', 'SECOND', 'THIRD']);
    await page.route('**/api/admin/experiences/reorder', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    await moveDownByKeyboard(page, 'First');
    await page.getByText('Saving new order...', { exact: true }).waitFor();
    expect(await titles(page)).toEqual(['SECOND', 'FIRST', 'THIRD']);
    await page.getByText('Saving new order...', { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.admin-card').first().waitFor();
    expect(await titles(page)).toEqual(['SECOND', 'FIRST', 'THIRD']);
    // The public list follows the new order.
    await page.goto(`${baseURL}/`);
    await page.locator('.experience-card').first().waitFor();
    // The text itself: the capitals are CSS, which innerText reflects only once laid out.
    expect(await page.locator('.experience-card h2').allTextContents()).toEqual([
      'Second',
      'First',
      'Third',
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves a card with the pointer by its drag handle', async () => {
    await seedThree();
    const { page, problems } = await adminPage(browser);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-experiences-list');
    await dragOnto(page, 'First', 'Third');
    await expect.poll(() => titles(page)).toEqual(['SECOND', 'THIRD', 'FIRST']);
    await expect
      .poll(async () =>
        (await admin<StoredExperience[]>('GET', '/api/admin/experiences')).map((e) => e.jobTitle),
      )
      .toEqual(['Second', 'Third', 'First']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('puts the previous order back and says so when the server refuses the new one', async () => {
    await seedThree();
    const { page } = await adminPage(browser);
    await page.route('**/api/admin/experiences/reorder', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await moveDownByKeyboard(page, 'First');
    expect(await toastText(page)).toBe('Error\nFailed to reorder experiences');
    await expect.poll(() => titles(page)).toEqual(['FIRST', 'SECOND', 'THIRD']);
    await page.close();
  });
});
