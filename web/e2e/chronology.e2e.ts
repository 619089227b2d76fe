// Issue 23: experiences in date order until the owner drags them, and "Sort by date" to go back
// (point 3); toasts that hide nothing a dialog needs (point 7); By Tools and By Industries entries
// without an orphan '·', and industry groups with their counts (point 9).
import type { Page } from 'playwright-core';
import type { StoredExperience } from '../src/lib/api-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPage, moveDownByKeyboard, toastText } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, openPage, screenshots, texts } from './page';
import { addExperience, admin, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent();
});

const dialog = (page: Page) => page.getByRole('dialog');
const adminTitles = (page: Page) => page.locator('.admin-card h3').allInnerTexts();
const storedTitles = async () =>
  (await admin<StoredExperience[]>('GET', '/api/admin/experiences')).map((e) => e.jobTitle);

/** Stored in no date order: as they would be after adding old jobs last, or an import. */
async function seedOutOfOrder() {
  const job = (jobTitle: string, startDate: string, endDate?: string) =>
    addExperience({
      jobTitle,
      company: 'Acme',
      industry: 'Technology',
      startDate,
      ...(endDate ? { endDate } : { isCurrentJob: true }),
      description: 'Work.',
      accomplishments: 'Results.',
    });
  await job('Engineer 2021', '2021-01', '2023-06');
  await job('Analyst 2012', '2012-01', '2014-06');
  await job('Lead Now', '2023-07');
  await job('Developer 2016', '2016-01', '2020-12');
}
const BY_DATE = ['LEAD NOW', 'ENGINEER 2021', 'DEVELOPER 2016', 'ANALYST 2012'];

/** The public All view's job titles, as a visitor sees them. */
async function publicTitles(page: Page): Promise<string[]> {
  await page.goto(`${baseURL}/`);
  return texts(page, '.experience-card .card-title');
}

describe('chronology (issue 23, point 3)', () => {
  it('lists experiences by date, keeps a drag, and "Sort by date" brings the dates back', async () => {
    await seedOutOfOrder();
    const { page, problems } = await adminPage(browser);
    expect(await adminTitles(page)).toEqual(BY_DATE);
    const visitor = (await openPage(browser)).page;
    expect((await publicTitles(visitor)).map((t) => t.toUpperCase())).toEqual(BY_DATE);

    await moveDownByKeyboard(page, 'Lead Now');
    const dragged = ['ENGINEER 2021', 'LEAD NOW', 'DEVELOPER 2016', 'ANALYST 2012'];
    await expect.poll(() => adminTitles(page)).toEqual(dragged);
    await expect
      .poll(storedTitles)
      .toEqual(['Engineer 2021', 'Lead Now', 'Developer 2016', 'Analyst 2012']);
    expect((await publicTitles(visitor)).map((t) => t.toUpperCase())).toEqual(dragged);

    await expectNoAxeViolations(page);
    await screenshots(page, 'chronology-admin-dragged');

    // Held a moment, so the tab's 'Saving new order...' can be seen.
    await page.route('**/api/admin/experiences/sort-by-date', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    const sort = page.getByRole('button', { name: 'Sort by date', exact: true });
    await sort.click();
    await page.getByRole('status').filter({ hasText: 'Saving new order...' }).waitFor();
    expect(await sort.isDisabled()).toBe(true);
    await expect.poll(() => adminTitles(page)).toEqual(BY_DATE);
    const stored = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored.map((e) => e.sortOrder)).toEqual([0, 0, 0, 0]);
    expect((await publicTitles(visitor)).map((t) => t.toUpperCase())).toEqual(BY_DATE);

    // A new experience lands where its dates put it, at sortOrder 0.
    await page.getByRole('button', { name: 'Add Experience' }).click();
    const fields: Record<string, string> = {
      'Job Title *': 'Consultant 2018',
      'Company *': 'Contoso',
      'Industry *': 'Consulting',
      'Start Date *': '2018-01',
      'End Date': '2020-12',
      'Description *': 'Advised.',
      'Accomplishments *': 'Reports.',
    };
    for (const [label, value] of Object.entries(fields)) {
      await dialog(page).getByLabel(label, { exact: true }).fill(value);
    }
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const withNew = ['LEAD NOW', 'ENGINEER 2021', 'CONSULTANT 2018', 'DEVELOPER 2016', 'ANALYST 2012'];
    await expect.poll(() => adminTitles(page)).toEqual(withNew);
    const created = (await admin<StoredExperience[]>('GET', '/api/admin/experiences'))[2]!;
    expect([created.jobTitle, created.sortOrder]).toEqual(['Consultant 2018', 0]);
    expect((await publicTitles(visitor)).map((t) => t.toUpperCase())).toEqual(withNew);
    await screenshots(visitor, 'chronology-public');
    expect(problems).toEqual([]);
    await visitor.close();
    await page.close();
  });

  it('keeps the order and says so when "Sort by date" is refused', async () => {
    await seedOutOfOrder();
    const { page } = await adminPage(browser);
    await moveDownByKeyboard(page, 'Lead Now');
    const dragged = ['ENGINEER 2021', 'LEAD NOW', 'DEVELOPER 2016', 'ANALYST 2012'];
    await expect.poll(storedTitles).toEqual(['Engineer 2021', 'Lead Now', 'Developer 2016', 'Analyst 2012']);
    await page.route('**/api/admin/experiences/sort-by-date', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.getByRole('button', { name: 'Sort by date', exact: true }).click();
    expect(await toastText(page)).toBe('Error\nFailed to reorder experiences');
    await expect.poll(() => adminTitles(page)).toEqual(dragged);
    await page.close();
  });

  it('offers "Sort by date" for experiences only, once there are two', async () => {
    await addExperience({ jobTitle: 'Only' });
    const { page } = await adminPage(browser);
    await page.locator('.admin-card').first().waitFor();
    expect(await page.getByRole('button', { name: 'Sort by date' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Manage Education' }).click();
    await page.getByRole('button', { name: 'Add Education' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Sort by date' }).count()).toBe(0);
    await page.close();
  });
});

/** Whether two boxes share any point. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('toasts beside dialogs (issue 23, point 7)', () => {
  for (const width of [390, 1280]) {
    it(`hide nothing an open dialog needs at ${width} px`, async () => {
      const { page, problems } = await adminPage(browser, 'experiences', width);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.route('**/api/admin/experiences', async (route) => {
        if (route.request().method() === 'POST') {
          await route.fulfill({ status: 500, body: '{}' });
        } else {
          await route.continue();
        }
      });
      await page.getByRole('button', { name: 'Add Your First Experience' }).click();
      await dialog(page).getByRole('heading', { name: 'Add Experience' }).waitFor();
      const fields: Record<string, string> = {
        'Job Title *': 'Staff Engineer',
        'Company *': 'Acme',
        'Industry *': 'Fintech',
        'Start Date *': '2021-03',
        'Description *': 'Led the payments platform.',
        'Accomplishments *': 'Cut fees by 30%.',
      };
      for (const [label, value] of Object.entries(fields)) {
        await dialog(page).getByLabel(label, { exact: true }).fill(value);
      }
      // A refused save: the toast shows while the dialog stays open with what was typed.
      await dialog(page).getByRole('button', { name: 'Create' }).click();
      expect(await toastText(page)).toBe('Error\nFailed to create experience. Please try again.');
      const toast = (await page.locator('.toast').boundingBox())!;
      await expect
        .poll(async () => overlaps((await dialog(page).boundingBox())!, toast))
        .toBe(false);
      // The Create button, scrolled to, is the element under its own centre: nothing covers it.
      const create = dialog(page).getByRole('button', { name: 'Create' });
      await create.scrollIntoViewIfNeeded();
      const box = (await create.boundingBox())!;
      expect(overlaps(box, toast)).toBe(false);
      expect(
        await create.evaluate((button, [x, y]) => button.contains(document.elementFromPoint(x!, y!)), [
          box.x + box.width / 2,
          box.y + box.height / 2,
        ]),
      ).toBe(true);
      // Every field too.
      for (const label of Object.keys(fields)) {
        const field = dialog(page).getByLabel(label, { exact: true });
        await field.scrollIntoViewIfNeeded();
        expect(overlaps((await field.boundingBox())!, toast), label).toBe(false);
      }
      await expectNoAxeViolations(page);
      await screenshot(page, `toast-over-dialog-${width}-light`);
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await screenshot(page, `toast-over-dialog-${width}-dark`);
      // The toast still goes after 5000 ms, and the dialog takes its room back.
      await page.locator('.toast').waitFor({ state: 'detached', timeout: 7000 });
      const full = (await dialog(page).boundingBox())!;
      expect(full.y + full.height).toBeGreaterThan(toast.y);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('keeps a success toast clear of the next dialog opened', async () => {
    const { page } = await adminPage(browser, 'experiences', 1280);
    await addExperience({
      jobTitle: 'Kept',
      company: 'Acme',
      industry: 'Technology',
      startDate: '2020-01',
      description: 'Work.',
      accomplishments: 'Results.',
    });
    await page.reload();
    await page.getByRole('button', { name: 'Edit Kept' }).click();
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    expect(await toastText(page)).toBe('Success!\nExperience updated successfully.');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Experience' }).click();
    const toast = (await page.locator('.toast').boundingBox())!;
    await expect
      .poll(async () => overlaps((await dialog(page).boundingBox())!, toast))
      .toBe(false);
    await page.close();
  });
});

describe('By Tools and By Industries entries (issue 23, point 9)', () => {
  it('show industry counts and put the company on its own line, with no orphan separator', async () => {
    const long = 'Principal Platform Reliability Engineering Lead';
    const job = (jobTitle: string, company: string, industry: string, startDate: string) =>
      addExperience({
        jobTitle,
        company,
        industry,
        startDate,
        endDate: '2024-01',
        description: 'Work.',
        accomplishments: 'Shipped the thing.',
        tools: ['Rust'],
      });
    await job(long, 'Northwind Traders', 'Fintech', '2022-01');
    await job('Analyst', 'Contoso Bank', 'Fintech', '2019-01');
    await job('Intern', 'Fabrikam Health', 'Healthcare', '2018-01');
    for (const width of [390, 1280]) {
      const { page, problems } = await openPage(browser, width);
      await page.goto(`${baseURL}/?filter=industries`);
      await page.locator('.group').first().waitFor();
      expect(await texts(page, '.group-title')).toEqual(['Fintech', 'Healthcare']);
      expect(await texts(page, '.group-count')).toEqual(['2 experiences', '1 experience']);
      // By Tools is a compact summary (issue 40): each experience one line, its separator glued
      // to the job title (a no-break space), so a wrapped line never starts with it.
      await page.goto(`${baseURL}/?filter=tools`);
      await page.locator('.group').first().waitFor();
      for (const entry of await page.locator('.tool-entry-role').all()) {
        expect(await entry.textContent()).toMatch(/\S\u00a0· \S/);
      }
      for (const filter of ['industries']) {
        await page.goto(`${baseURL}/?filter=${filter}`);
        await page.locator('.group').first().waitFor();
        for (const entry of await page.locator('.entry-title').all()) {
          const company = entry.locator('.entry-company');
          expect(await company.innerText()).not.toMatch(/^\s*·/);
          expect(
            await company.evaluate((el) => getComputedStyle(el, '::before').content),
          ).toBe('none');
          // The company starts its own line, under the job title, whatever the title's length.
          const [job, firm] = [
            (await entry.locator('.entry-job').boundingBox())!,
            (await company.boundingBox())!,
          ];
          expect(firm.x).toBe(job.x);
          expect(firm.y).toBeGreaterThanOrEqual(job.y + job.height - 1);
        }
      }
      expect(await page.locator('.entry-title').first().textContent()).toBe(
        `${long} Northwind Traders`,
      );
      if (width === 1280) {
        await expectNoAxeViolations(page);
        await screenshots(page, 'chronology-by-tools');
        await page.goto(`${baseURL}/?filter=industries`);
        await page.locator('.group').first().waitFor();
        await screenshots(page, 'chronology-by-industries');
        await expectNoAxeViolations(page);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
