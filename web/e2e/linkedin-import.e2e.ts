// Importing LinkedIn's data export in the admin (issue 45): the synthetic export's CSV files
// (translated names, one file in Windows-1252) are read by the server, mapped by folio-core in the
// browser and shown in the JSON Resume import's preview; Confirm stores them, and the public
// site shows the experiences, education and certifications, the projects staying drafts. The
// same export again shows everything as already there.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseStudy, Education, StoredExperience } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, texts } from './page';
import { admin, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent();
});

const folder = fileURLToPath(new URL('../../core/tests/vectors/linkedin-export/translated/', import.meta.url));
const files = readdirSync(folder).map((name) => ({
  name,
  mimeType: 'text/csv',
  buffer: readFileSync(folder + name),
}));

const preview = (page: Page) => page.getByRole('region', { name: 'Import preview' });

async function chooseExport(width: number) {
  const watched = await adminPage(browser, 'data', width);
  const { page } = watched;
  await page.getByRole('heading', { name: 'Import from LinkedIn' }).waitFor();
  await page.getByLabel('LinkedIn export').setInputFiles(files);
  await preview(page).waitFor();
  return watched;
}

/** The owner's choices: the schools under Other, Python as a tool; the preview reads them. */
async function choose(page: Page) {
  await page.getByLabel('Category of your schools').selectOption('Other');
  await page.getByRole('checkbox', { name: 'Python' }).check();
  await page.locator('.resume-import-meta', { hasText: /^Other/ }).first().waitFor();
}

describe('LinkedIn import', () => {
  it('previews the export, stores it on Confirm, and a second import finds everything there', { timeout: 120_000 }, async () => {
    const { page, problems } = await chooseExport(1280);
    const shown = preview(page);
    expect(await page.getByText(/^Read from LinkedIn:/).innerText()).toBe(
      'Read from LinkedIn: 8 positions, 3 schools, 2 certifications, 2 projects, 6 skills, 2 languages and 2 e-mail addresses.',
    );
    await choose(page);
    await shown.locator('.resume-import-summary').waitFor();
    expect(await shown.locator('.resume-import-summary').innerText()).toBe(
      '9 LinkedIn files will import your profile, 8 experiences, 5 education entries and 2 case-study drafts.',
    );
    expect((await texts(page, '.resume-import-list li strong')).slice(-4)).toEqual([
      'Certified Stream Engineer',
      'Cloud Data Practitioner',
      'Tidepool',
      'Ledger Lens',
    ]);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-linkedin-import-preview');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toBe(
      'Success!\nImported your profile, 8 experiences, 5 education entries and 2 case-study drafts.',
    );
    const experiences = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(experiences).toHaveLength(8);
    expect(experiences.find((e) => e.jobTitle === 'Senior Data Engineer')?.tools).toEqual([{ name: 'Python' }]);
    const education = await admin<Education[]>('GET', '/api/admin/education');
    expect(education.map((e) => e.category)).toEqual(['Other', 'Other', 'Other', 'Certifications', 'Certifications']);
    const studies = await admin<CaseStudy[]>('GET', '/api/admin/case-studies');
    expect(studies.map((s) => [s.title, s.isPublished])).toEqual(
      expect.arrayContaining([
        ['Tidepool', false],
        ['Ledger Lens', false],
      ]),
    );

    // The public site: the experiences, and the education with its certifications.
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'MARA QUILLFEATHER' }).waitFor();
    await page.locator('.experience-card').first().waitFor();
    expect(await page.locator('.experience-card').count()).toBe(8);
    await page.getByRole('tab', { name: 'Education' }).click();
    await page.locator('.education-group').first().waitFor();
    expect(await texts(page, '.education-group h2')).toEqual(expect.arrayContaining(['CERTIFICATIONS', 'OTHER']));
    expect(await page.getByRole('link', { name: 'Certified Stream Engineer' }).getAttribute('href')).toBe(
      'https://certs.example/stream/123',
    );
    await screenshots(page, 'linkedin-import-public-education');
    await page.getByRole('tab', { name: 'Playground' }).click();
    await page.getByText('No case studies available yet.').waitFor();
    expect(problems).toEqual([]);
    await page.close();

    // The same export again: everything is already there.
    const again = await chooseExport(390);
    const second = preview(again.page);
    await choose(again.page);
    await second.locator('.resume-import-summary', { hasText: 'will change nothing' }).waitFor();
    expect(await second.locator('.resume-import-summary').innerText()).toBe('9 LinkedIn files will change nothing.');
    expect(await second.getByText('Already in your portfolio, the same as in the file.').count()).toBe(15);
    await expectNoAxeViolations(again.page);
    await screenshots(again.page, 'admin-linkedin-import-again');
    expect(again.problems).toEqual([]);
    await again.page.close();
  });
});
