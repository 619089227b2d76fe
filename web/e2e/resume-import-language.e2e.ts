// Importing a JSON Resume file into another language of the site (issue 25 goal 6): on a site in
// several languages the Data tab asks which language the file is in; a German file fills the
// German texts of the profile, experiences and education the site has, creates nothing, and the
// preview says which row each entry translates and which entries match nothing before anything
// is written. The German page then shows the texts.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Education, StoredExperience } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, texts } from './page';
import { addLeadProgrammerAndSchool } from './resume-seed';
import { admin, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent({ languages: ['en', 'de'] });
});

const GERMAN = {
  basics: { name: 'Ada Lovelace', label: 'Ingenieurin', summary: 'Ich schreibe Programme für Maschinen.' },
  work: [
    {
      name: 'Analytische Maschinen',
      position: 'Leitende Programmiererin',
      startDate: '2021-03',
      summary: 'Schrieb die ersten Programme.',
      highlights: ['Bernoulli-Zahlen berechnet'],
    },
    {
      name: 'Neugründung',
      position: 'Gründerin',
      startDate: '2025-01',
      summary: 'Gegründet.',
      highlights: ['Begonnen'],
    },
  ],
  education: [{ institution: 'Universität London', area: 'Mathematik', endDate: '2018' }],
};

const file = (content: string) => ({ name: 'lebenslauf.json', mimeType: 'application/json', buffer: Buffer.from(content) });

describe('JSON Resume import into another language', () => {
  it('fills the German texts of what the site has, creates nothing, and the German page shows them', async () => {
    await addLeadProgrammerAndSchool(
      { description: 'Wrote the first programs.', accomplishments: 'Computed Bernoulli numbers.' },
      { category: 'Mathematics', date: '2018' },
    );
    const experiencesBefore = await admin<StoredExperience[]>('GET', '/api/admin/experiences');

    const { page, problems } = await adminPage(browser, 'data', 390);
    await page.getByRole('heading', { name: 'Import a JSON Resume' }).waitFor();
    const language = page.getByRole('region', { name: 'Import a JSON Resume' }).getByLabel('Language of the file');
    expect(await language.inputValue()).toBe('en');
    await language.selectOption('de');
    await page.getByLabel('JSON Resume file').setInputFiles(file(JSON.stringify(GERMAN)));
    const shown = page.getByRole('region', { name: 'Import preview' });
    await shown.waitFor();
    expect(await shown.locator('.resume-import-summary').innerText()).toBe(
      'lebenslauf.json will fill the Deutsch texts of your profile, 1 experience and 1 education entry, and leave out 1 entry that matches nothing. Nothing is created, and the default language\'s texts stay as they are.',
    );
    expect(await texts(page, '.resume-import-list li strong')).toEqual(['Leitende Programmiererin', 'Universität London']);
    expect(await shown.innerText()).toContain('Translates Lead Programmer at Analytical Engines, from 2021-03');
    expect(await shown.locator('.resume-import-warnings li').allInnerTexts()).toEqual([
      'Work 2 (Gründerin at Neugründung, from 2025-01) matches none of your experiences by its dates: it is left out.',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-resume-import-german');

    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toBe(
      'Success!\nFilled the Deutsch texts of your profile, 1 experience and 1 education entry; 1 entry matched nothing and was left out.',
    );
    // Nothing created; the default's texts as they were.
    const experiences = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(experiences.map((e) => [e.id, e.jobTitle, e.company])).toEqual(
      experiencesBefore.map((e) => [e.id, e.jobTitle, e.company]),
    );
    expect((await admin<Education[]>('GET', '/api/admin/education')).map((e) => e.name)).toEqual(['University of London']);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseURL}/de/`);
      await page.getByRole('heading', { name: 'ADA LOVELACE' }).waitFor();
      expect(await texts(page, '.experience-card .card-title')).toEqual(['LEITENDE PROGRAMMIERERIN']);
      await page.getByRole('tab', { name: 'Ausbildung' }).click();
      await page.getByText('Universität London').waitFor();
    }
    await page.goto(`${baseURL}/de/`);
    await page.locator('.experience-card').first().waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'german-home-after-import');
    // The English page keeps the English texts.
    await page.goto(`${baseURL}/`);
    await page.locator('.experience-card').first().waitFor();
    expect(await texts(page, '.experience-card .card-title')).toEqual(['LEAD PROGRAMMER']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a one-language site has no language choice', async () => {
    await resetContent();
    const { page } = await adminPage(browser, 'data', 1280);
    await page.getByRole('heading', { name: 'Import a JSON Resume' }).waitFor();
    expect(await page.getByLabel('Language of the file').count()).toBe(0);
    await page.close();
  });
});
