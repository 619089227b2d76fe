// Importing a JSON Resume file in the admin (issue 14, item 4): the file is read by folio-core in
// the browser and previewed; Confirm sends it to the server, which creates the same things; the
// public page shows them. A file that cannot be imported says why and sends nothing. Entries the
// site already holds are marked and skipped unless the owner chooses Update or Add anyway
// (issue 23, point 4).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Education, Profile, StoredExperience } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, texts } from './page';
import { addExperience, admin, CREDENTIALS, PROFILE, resetContent } from './seed';
import { addLeadProgrammerAndSchool } from './resume-seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent();
});

const RESUME = {
  basics: {
    name: 'Ada Lovelace',
    label: 'Engineer',
    // A long address without spaces: the preview must still fit a phone's width.
    summary: `I write programs for analytical engines: https://example.org/${'notes'.repeat(30)}`,
    email: 'ada@example.com',
    profiles: [
      { network: 'GitHub', url: 'https://github.com/ada' },
      { network: 'Twitter', url: 'https://twitter.com/ada' },
    ],
  },
  work: [
    {
      name: 'Analytical Engines',
      position: 'Lead Programmer',
      description: 'A Fintech company',
      startDate: '2021-03-15',
      summary: 'Wrote the first programs.',
      highlights: ['Computed Bernoulli numbers', 'Published notes'],
    },
    {
      name: 'Babbage & Co',
      position: 'Analyst',
      startDate: '2018',
      endDate: '2021-02',
      summary: 'Checked tables.',
      highlights: ['Found errors in tables'],
    },
  ],
  education: [
    { institution: 'University of London', area: 'Mathematics', url: 'https://london.ac.uk', endDate: '2018' },
  ],
  skills: [{ name: 'Analysis' }],
};

const file = (content: string, name = 'resume.json') => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(content),
});

/** The admin's Data tab, where the import lives. */
async function openImport(width = 1280) {
  const watched = await adminPage(browser, 'data', width);
  await watched.page.getByRole('heading', { name: 'Import a JSON Resume' }).waitFor();
  return watched;
}

const preview = (page: Page) => page.getByRole('region', { name: 'Import preview' });

describe('JSON Resume import', () => {
  it('previews a file, creates what the preview said on Confirm, and the public page shows it', async () => {
    await addExperience({
      jobTitle: 'Existing Role',
      company: 'Kept Co',
      industry: 'Technology',
      startDate: '2023-01',
      description: 'Kept.',
      accomplishments: 'Kept.',
      isCurrentJob: true,
    });
    const { page, problems } = await openImport();
    await page.getByLabel('JSON Resume file').setInputFiles(file(JSON.stringify(RESUME)));
    const shown = preview(page);
    await shown.waitFor();
    expect(await shown.locator('.resume-import-summary').innerText()).toBe(
      'resume.json will import your profile, 2 experiences and 1 education entry.',
    );
    // What the profile holds now is named beside what replaces it.
    const profile = shown.locator('.resume-import-profile');
    expect(await profile.innerText()).toContain('Ada Lovelace');
    expect(await profile.innerText()).toContain(`Replaces: ${PROFILE.name}`);
    // The label, email and other networks fill the profile's own fields (issue 23).
    expect(await texts(page, '.resume-import-profile dt')).toEqual([
      'Name',
      'Brief Introduction',
      'Headline',
      'Contact',
      'GitHub',
      'Other links',
    ]);
    expect(await profile.innerText()).toContain('Twitter: https://twitter.com/ada');
    expect(await texts(page, '.resume-import-list li strong')).toEqual([
      'Lead Programmer',
      'Analyst',
      'University of London',
    ]);
    const notes = await shown.locator('.resume-import-warnings li').allInnerTexts();
    expect(notes).toContain(
      'Work 2 (Analyst at Babbage & Co): its start date gives only the year 2018, so January 2018 is used.',
    );
    expect(notes.join('\n')).not.toContain('Twitter');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-resume-import-preview');
    // On a phone the preview fits the screen's width.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toBe(
      'Success!\nImported your profile, 2 experiences and 1 education entry.',
    );
    await preview(page).waitFor({ state: 'detached' });
    // The Profile tab shows the new name at once.
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.locator('.profile-fields').getByText('Ada Lovelace', { exact: true }).waitFor();

    const stored = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored.map((e) => e.jobTitle)).toEqual(['Existing Role', 'Lead Programmer', 'Analyst']);
    expect(stored[1]).toMatchObject({ company: 'Analytical Engines', industry: 'Fintech', startDate: '2021-03', isCurrentJob: true });
    expect(stored[2]).toMatchObject({ startDate: '2018-01', endDate: '2021-02', isCurrentJob: false });
    const education = await admin<Education[]>('GET', '/api/admin/education');
    expect(education.map((e) => [e.name, e.category, e.date])).toEqual([['University of London', 'Mathematics', '2018']]);
    expect(await admin<Profile>('GET', '/api/profile')).toMatchObject({
      githubUrl: 'https://github.com/ada',
      headline: 'Engineer',
      contact: 'ada@example.com',
      links: [{ label: 'Twitter', url: 'https://twitter.com/ada' }],
    });

    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'ADA LOVELACE' }).waitFor();
    await page.locator('.experience-card').first().waitFor();
    expect(await texts(page, '.experience-card .card-title')).toEqual([
      'EXISTING ROLE',
      'LEAD PROGRAMMER',
      'ANALYST',
    ]);
    await page.getByRole('tab', { name: 'Education' }).click();
    await page.locator('.education-group').first().waitFor();
    expect(await texts(page, '.education-group h2')).toEqual(['MATHEMATICS']);
    expect(await page.getByRole('link', { name: 'University of London' }).getAttribute('href')).toBe(
      'https://london.ac.uk',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('marks the entries already there, skips them by default, and updates or adds them as the owner chooses', async () => {
    await addLeadProgrammerAndSchool(
      { description: 'My own words.', accomplishments: 'My own list.' },
      { category: 'Degrees', date: 'June 2018' },
    );
    const { page, problems } = await openImport(390);
    await page.getByLabel('JSON Resume file').setInputFiles(file(JSON.stringify(RESUME)));
    const shown = preview(page);
    await shown.waitFor();
    const summary = shown.locator('.resume-import-summary');
    expect(await summary.innerText()).toBe(
      'resume.json will import your profile and 1 experience, and skip 2 entries.',
    );
    const job = shown.getByRole('group', { name: /Lead Programmer at Analytical Engines, from 2021-03/ });
    const degree = shown.getByRole('group', { name: /University of London · Degrees · June 2018/ });
    expect(await shown.getByRole('group').count()).toBe(2);
    for (const group of [job, degree]) {
      expect(await group.getByRole('radio', { name: 'Skip' }).isChecked()).toBe(true);
      expect(await group.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.parentElement!.textContent))).toEqual([
        'Skip',
        'Update',
        'Add anyway',
      ]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-resume-import-matches');

    // Update the job (by keyboard: Skip, then the arrow to Update), add the degree anyway.
    await job.getByRole('radio', { name: 'Skip' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await job.getByRole('radio', { name: 'Update' }).isChecked()).toBe(true);
    await degree.getByText('Add anyway').click();
    expect(await summary.innerText()).toBe(
      'resume.json will import your profile, 1 experience and 1 education entry, and update 1 experience.',
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshots(page, 'admin-resume-import-matches-chosen');

    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toBe(
      'Success!\nImported your profile, 1 experience and 1 education entry, and updated 1 experience.',
    );
    const stored = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored.map((e) => e.jobTitle)).toEqual(['Lead Programmer', 'Analyst']);
    // The file's words replace the owner's; the industry JSON Resume cannot give stays.
    expect(stored[0]).toMatchObject({
      description: 'Wrote the first programs.',
      accomplishments: 'Computed Bernoulli numbers\nPublished notes',
      industry: 'Technology',
    });
    const education = await admin<Education[]>('GET', '/api/admin/education');
    expect(education.map((e) => [e.name, e.category])).toEqual([
      ['University of London', 'Degrees'],
      ['University of London', 'Mathematics'],
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says why a file cannot be imported and sends nothing; Cancel leaves everything as it was', async () => {
    const { page, problems } = await openImport(390);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/resume-import')) sent.push(request.method());
    });
    const picker = page.getByLabel('JSON Resume file');
    await picker.setInputFiles(file('{"basics": {"name": "Ada",}', 'broken.json'));
    await page.getByRole('alert').filter({ hasText: 'This file is not valid JSON.' }).waitFor();
    // A 3 MB file: only its first megabyte is read, and folio-core refuses it as too large.
    await picker.setInputFiles(file(JSON.stringify({ basics: { name: 'a'.repeat(3_000_000) } }), 'huge.json'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file is too large for a résumé: at most 1 MB can be imported.' })
      .waitFor();
    await picker.setInputFiles(file(JSON.stringify({ skills: [{ name: 'Rust' }] }), 'skills.json'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file has nothing Folio can import: no name, summary, work or education.' })
      .waitFor();
    expect(await preview(page).count()).toBe(0);
    await screenshots(page, 'admin-resume-import-refused');

    await picker.setInputFiles(file(JSON.stringify(RESUME)));
    await preview(page).waitFor();
    await preview(page).getByRole('button', { name: 'Cancel' }).click();
    await preview(page).waitFor({ state: 'detached' });
    expect(await picker.inputValue()).toBe('');
    expect(sent).toEqual([]);
    expect((await admin<StoredExperience[]>('GET', '/api/admin/experiences')).length).toBe(0);
    expect((await admin<Profile>('GET', '/api/profile')).name).toBe(PROFILE.name);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fetches its WASM module only once a file is chosen, and says so when it cannot be loaded', async () => {
    const { page, problems } = await openImport(390);
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop()!));
    // The dashboard's own module is there; the résumé import's is not fetched with it.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/folio_wasm_bg-')),
    );
    expect((await loaded()).filter((name) => name.startsWith('folio_resume_import'))).toEqual([]);

    await page.route('**/folio_resume_import_bg-*.wasm', (route) => route.abort());
    const picker = page.getByLabel('JSON Resume file');
    await picker.setInputFiles(file(JSON.stringify(RESUME)));
    await page
      .getByRole('alert')
      .filter({
        hasText: 'The résumé reader could not be loaded. Check your connection and choose the file again.',
      })
      .waitFor();
    expect(await preview(page).count()).toBe(0);
    await screenshots(page, 'admin-resume-import-unavailable');

    // Once the network is back, choosing the file again loads it and shows the preview.
    await page.unroute('**/folio_resume_import_bg-*.wasm');
    await picker.setInputFiles([]);
    await picker.setInputFiles(file(JSON.stringify(RESUME)));
    await preview(page).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the preview when the session ended before Confirm, and imports once signed in again', async () => {
    const { page } = await openImport();
    await page.getByLabel('JSON Resume file').setInputFiles(file(JSON.stringify(RESUME)));
    await preview(page).waitFor();
    await expireSession(page);
    await preview(page).getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toBe(
      'Session Expired\nSign in again in another tab, then try again here.',
    );
    // Nothing was stored, and the preview stays so the owner can confirm again.
    expect(await preview(page).isVisible()).toBe(true);
    expect((await admin<StoredExperience[]>('GET', '/api/admin/experiences')).length).toBe(0);
    await signIn(page);
    await preview(page).getByRole('button', { name: 'Confirm Import' }).click();
    await page.locator('.toast').filter({ hasText: 'Imported your profile' }).waitFor();
    expect((await admin<StoredExperience[]>('GET', '/api/admin/experiences')).length).toBe(2);
    await page.close();
  });
});

/** Gives `page` a fresh session, then signs that session out: the page's next write gets 401. */
async function expireSession(page: Page) {
  await signIn(page);
  const cookie = (await page.context().cookies(baseURL)).find((c) => c.name === 'folio_session')!;
  const logout = await fetch(`${baseURL}/api/admin/logout`, {
    method: 'POST',
    headers: { cookie: `${cookie.name}=${cookie.value}` },
  });
  expect(logout.ok).toBe(true);
}

/** Signs `page` in with a session of its own (the way the login screen would). */
async function signIn(page: Page) {
  const login = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  expect(login.status).toBe(200);
  const pair = login.headers.getSetCookie().find((c) => c.startsWith('folio_session='))!.split(';')[0]!;
  const at = pair.indexOf('=');
  await page.context().addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL }]);
}
