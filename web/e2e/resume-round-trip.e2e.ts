// Issue 40 point 2: importing the site's own /resume.json changes nothing a visitor sees. On
// 8e2a8d7 the round trip added a "Website" link to the site itself, made the photo this host's
// absolute address, brought the job back with industry 'Other' and no tools, and warned of it.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile, StoredExperience } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, visitorPage } from './page';
import { addEducation, addExperience, admin, png, resetContent, uploadImage } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  const photo = (await uploadImage(png(32))).file!.url;
  await resetContent({ photo, location: 'Berlin, Germany', headline: 'Engineer' });
  await addExperience({
    jobTitle: 'Staff Engineer',
    company: 'Northwind',
    industry: 'Fintech',
    startDate: '2022-03',
    isCurrentJob: true,
    description: 'Payments platform.',
    accomplishments: '- Shipped the ledger',
    tools: [{ name: 'Rust', usage: 'The ledger' }, { name: 'Figma' }],
  });
  await addEducation({ name: 'BSc Computing', category: 'Software Development', date: 'May 2023', sortOrder: 0 });
});

/** What a visitor sees of the home: its text, the photo's address and every link. */
async function home(page: Page) {
  await page.goto(`${baseURL}/`);
  await page.locator('.experience-card').first().waitFor();
  return {
    text: await page.locator('main').innerText(),
    photo: await page.locator('header img').first().getAttribute('src'),
    links: await page.locator('header a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  };
}

describe('importing your own /resume.json (issue 40 point 2)', () => {
  it('changes nothing: no link to the site itself, the photo its upload, the jobs with their industry and tools', async () => {
    const visitor = await visitorPage(browser, 1280);
    const before = await home(visitor.page);
    // The profile's fields, without when it was last saved (the import saves the same fields).
    const profile = async () => ({ ...(await admin<Profile>('GET', '/api/profile')), updatedAt: undefined });
    const profileBefore = await profile();
    const jobsBefore = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    const exported = await (await fetch(`${baseURL}/resume.json`)).text();

    const { page, problems } = await adminPage(browser, 'data', 1280);
    await page.getByRole('heading', { name: 'Import a JSON Resume' }).waitFor();
    await page
      .getByLabel('JSON Resume file')
      .setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    const shown = page.getByRole('region', { name: 'Import preview' });
    await shown.waitFor();
    // The preview says so before anything is stored: no field of the profile, no entry to skip.
    expect(await shown.locator('.resume-import-summary').innerText()).toBe('resume.json will change nothing.');
    await shown.getByText('Your profile stays as it is.').waitFor();
    expect(await shown.locator('.resume-import-profile').count()).toBe(0);
    expect(await shown.getByText('Already in your portfolio, the same as in the file.').count()).toBe(2);
    expect(await shown.getByRole('radio').count()).toBe(0);
    // Nothing guessed or left out.
    expect(await shown.locator('.resume-import-warnings li').count()).toBe(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await screenshots(page, 'resume-round-trip-preview');
    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toContain('Success!');

    expect(await profile()).toEqual(profileBefore);
    expect(await admin<StoredExperience[]>('GET', '/api/admin/experiences')).toEqual(jobsBefore);
    const after = await home(visitor.page);
    expect(after).toEqual(before);
    expect(after.photo).toMatch(/^\/uploads\//);
    for (const width of [390, 1280]) {
      await visitor.page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(visitor.page);
    }
    await screenshots(visitor.page, 'resume-round-trip-home');
    expect(problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await page.close();
    await visitor.page.close();
  });

  it('names what changed since the export, and only that', async () => {
    const exported = await (await fetch(`${baseURL}/resume.json`)).text();
    const [job] = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    await admin('PUT', `/api/admin/experiences/${job.id}`, { ...job, description: 'Payments platform, rewritten.' });
    await admin('PUT', '/api/admin/profile', { headline: 'Principal Engineer' });

    const { page, problems } = await adminPage(browser, 'data', 390);
    await page
      .getByLabel('JSON Resume file')
      .setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    const shown = page.getByRole('region', { name: 'Import preview' });
    expect(await shown.locator('.resume-import-summary').innerText()).toBe(
      'resume.json will import your profile, and skip 1 entry.',
    );
    expect(await shown.locator('.resume-import-profile dt').allInnerTexts()).toEqual(['Headline']);
    // The changed job offers its choices; the education entry is the same as in the file.
    expect(await shown.getByRole('radio').count()).toBe(3);
    expect(await shown.getByText('Already in your portfolio, the same as in the file.').count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});
