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
import { addExperience, admin, resetContent } from './seed';
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

async function chooseExport(width: number, chosen = files) {
  const watched = await adminPage(browser, 'data', width);
  const { page } = watched;
  await page.getByRole('heading', { name: 'Import from LinkedIn' }).waitFor();
  await page.getByLabel('LinkedIn export').setInputFiles(chosen);
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
    // The skills ticked as tools show on the experiences that name them.
    const senior = shown.locator('.resume-import-list li', { hasText: 'Senior Data Engineer' });
    expect(await senior.locator('.resume-import-meta').allInnerTexts()).toEqual([
      'Other · 2020-01 – 2022-02',
      'Tools: Python',
    ]);
    expect(await shown.getByText('Tools: Python').count()).toBe(2);
    // The X link with its label, as a visitor reads it.
    expect(await shown.locator('dt', { hasText: 'Other links' }).locator('+ dd').innerText()).toBe(
      'Portfolio: https://mara.example\nX: https://x.com/maraquill',
    );
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-linkedin-import-preview');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
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

  it('updates one entry that differs from the export and adds another anyway, as the owner picks', { timeout: 120_000 }, async () => {
    await addExperience({
      jobTitle: 'Staff Data Engineer',
      company: 'Fernwick Labs',
      startDate: '2022-03',
      isCurrentJob: true,
      description: 'My own words about the platform.',
      accomplishments: 'My own list.',
    });
    await addExperience({
      jobTitle: 'Senior Data Engineer',
      company: 'Fernwick Labs',
      startDate: '2020-01',
      endDate: '2022-02',
      isCurrentJob: false,
      description: 'My own words about the batch jobs.',
      accomplishments: 'My own list.',
    });
    const { page, problems } = await chooseExport(390);
    const shown = preview(page);
    const summary = shown.locator('.resume-import-summary');
    await summary.filter({ hasText: 'skip 2 entries' }).waitFor();
    const staff = shown.getByRole('group', { name: /Staff Data Engineer at Fernwick Labs, from 2022-03/ });
    const senior = shown.getByRole('group', { name: /Senior Data Engineer at Fernwick Labs, from 2020-01/ });
    for (const group of [staff, senior]) {
      expect(await group.getByRole('radio', { name: 'Skip' }).isChecked()).toBe(true);
    }
    await staff.getByRole('radio', { name: 'Update' }).check();
    await senior.getByRole('radio', { name: 'Add anyway' }).check();
    expect(await summary.innerText()).toBe(
      '9 LinkedIn files will import your profile, 7 experiences, 5 education entries and 2 case-study drafts, and update 1 experience.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-linkedin-import-matches-chosen');
    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toBe(
      'Success!\nImported your profile, 7 experiences, 5 education entries and 2 case-study drafts, and updated 1 experience.',
    );

    // The public site: the export's words replace the owner's on the job updated; the job added
    // anyway shows beside the owner's own.
    await page.goto(`${baseURL}/`);
    await page.locator('.experience-card').first().waitFor();
    expect(await page.locator('.experience-card').count()).toBe(9);
    const cards = page.locator('.experience-card');
    const staffCards = cards.filter({ hasText: 'Staff Data Engineer' });
    expect(await staffCards.count()).toBe(1);
    expect(await staffCards.innerText()).toContain('Lead the data platform team.');
    expect(await staffCards.innerText()).not.toContain('My own words about the platform.');
    const seniorCards = cards.filter({ hasText: 'Senior Data Engineer' });
    expect(await seniorCards.count()).toBe(2);
    expect(await seniorCards.allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('My own words about the batch jobs.'),
        expect.stringContaining('Built the batch platform.'),
      ]),
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('asks for the words a position lacks, stores it once they are written, and skips the one chosen', { timeout: 120_000 }, async () => {
    const positions = [
      'Company Name,Title,Description,Location,Started On,Finished On',
      'Quillon Works,Platform Lead,,Lisbon,Jan 2023,',
      'Quillon Works,Data Engineer,Built the event pipeline.,,Mar 2020,Dec 2022',
      'Saltmarsh Analytics,Analyst,"Modelled churn.\n- Cut churn reporting time by half",,Feb 2018,Feb 2020',
    ].join('\n');
    const chosen = [{ name: 'Positions.csv', mimeType: 'text/csv', buffer: Buffer.from(positions) }];
    const { page, problems } = await chooseExport(390, chosen);
    const shown = preview(page);
    await shown.getByRole('heading', { name: '2 experiences need your words' }).waitFor();
    const lead = shown.locator('.resume-import-incomplete', { hasText: 'Platform Lead' });
    const engineer = shown.locator('.resume-import-incomplete', { hasText: 'Data Engineer' });
    expect(await lead.locator('.resume-import-needs').innerText()).toBe('Needs a description and accomplishments');
    expect(await engineer.locator('.resume-import-needs').innerText()).toBe('Needs accomplishments');
    expect(await engineer.getByText('Description from the file: Built the event pipeline.').count()).toBe(1);
    expect(await shown.locator('.resume-import-summary').innerText()).toBe(
      'Positions.csv will import 1 experience, and skip 2 entries.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-linkedin-import-needs-words');

    // Confirm before writing: folio-core's messages, as the experience form's; nothing sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/resume-import')) sent.push(request.method());
    });
    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    await lead.getByText('Description is required').waitFor();
    expect(await lead.getByText('Accomplishments are required').count()).toBe(1);
    expect(await engineer.getByText('Accomplishments are required').count()).toBe(1);
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page);

    await lead.getByLabel('Description *').fill('Lead the platform team.');
    await lead.getByLabel('Accomplishments *').fill('Moved every service to one cluster\nHired two engineers');
    await engineer.getByText('Skip').click();
    expect(await engineer.getByLabel('Accomplishments *').count()).toBe(0);
    await shown
      .locator('.resume-import-summary', { hasText: 'will import 2 experiences, and skip 1 entry' })
      .waitFor();
    await shown.getByRole('button', { name: 'Confirm Import' }).click();
    expect(await toastText(page)).toBe('Success!\nImported 2 experiences, and skipped 1 entry.');
    const stored = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored.map((e) => [e.jobTitle, e.description, e.accomplishments])).toEqual([
      ['Platform Lead', 'Lead the platform team.', 'Moved every service to one cluster\nHired two engineers'],
      ['Analyst', 'Modelled churn.', 'Cut churn reporting time by half'],
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
