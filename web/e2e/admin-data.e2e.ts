// The dashboard's Data tab (issue 14): an export through the UI is a ZIP of the site, and that
// ZIP imported through the UI into a new install brings the site back, case studies included.
// Before the owner confirms, the confirmation says what the ZIP holds (issue 23, point 10).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { type OwnServer, SETUP_CODE, startServer } from './own-server';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import {
  addCaseStudy,
  addEducation,
  addExperience,
  admin,
  CREDENTIALS,
  editorContent,
  png,
  PROFILE,
  resetContent,
  sendMessage,
  uploadImage,
} from './seed';

let fresh: OwnServer;
let archive: string;

beforeAll(async () => {
  await resetContent();
  const image = await uploadImage(png(640, 400));
  await addCaseStudy({
    title: 'Moved Ledger',
    slug: 'moved-ledger',
    description: 'A ledger that moved hosts.',
    content: editorContent([{ type: 'paragraph', data: { text: 'Everything came along.' } }]),
    featuredImage: image.file!.url,
    featuredImageAlt: 'The ledger',
  });
  await addExperience({
    jobTitle: 'Engineer',
    company: 'Acme',
    industry: 'Technology',
    startDate: '2020-01',
    description: 'Built things.',
    accomplishments: 'Shipped.',
    isCurrentJob: true,
  });
  await addEducation({ name: 'MIT', category: 'Degrees', sortOrder: 0 });
  await addEducation({ name: 'Coursera', category: 'Courses', sortOrder: 1 });
  await admin('PUT', '/api/admin/contact-form', { on: true });
  await sendMessage('Grace Hopper', 'A compiler', 'grace');
  await admin('PUT', '/api/admin/contact-form', { on: false });
  fresh = await startServer();
});

afterAll(async () => {
  await fresh?.stop();
});

/** A page of `server` signed in as a new owner there, on the Data tab. */
async function dataTabOf(server: string, width = 1280): Promise<Page> {
  const setup = await fetch(`${server}/api/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CREDENTIALS, setupCode: SETUP_CODE }),
  });
  expect(setup.status).toBe(200);
  const pair = setup.headers.getSetCookie().find((c) => c.startsWith('folio_session='))!;
  const [name, value] = pair.split(';')[0]!.split(/=(.*)/s);
  const { page } = await openPage(browser, width);
  await page.context().addCookies([{ name: name!, value: value!, url: server }]);
  await page.goto(`${server}/admin?tab=data`);
  await page.getByRole('heading', { name: 'Import', exact: true }).waitFor();
  return page;
}

describe('data tab', () => {
  it('exports the site as a ZIP through the UI', async () => {
    const { page, problems } = await adminPage(browser, 'data');
    await page.getByRole('tab', { name: 'Data', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Export' }).waitFor();
    await screenshots(page, 'admin-data-tab');
    await expectNoAxeViolations(page);

    // A download that takes more than a moment shows its progress.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/admin/export', async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('button', { name: 'Exporting...' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Downloading...' }).waitFor();
    await screenshots(page, 'admin-data-exporting');
    release();
    const file = await download;
    const today = new Date().toISOString().slice(0, 10);
    expect(file.suggestedFilename()).toBe(`folio-export-${today}.zip`);
    archive = join(mkdtempSync(join(tmpdir(), 'folio-export-')), file.suggestedFilename());
    await file.saveAs(archive);
    const bytes = readFileSync(archive);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(bytes.includes('folio.json')).toBe(true);
    expect(await toastText(page)).toBe('Success!\nExport downloaded successfully.');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('imports that ZIP into a new install through the UI; the case study is public there', async () => {
    const page = await dataTabOf(fresh.baseURL);
    await page.getByLabel('Choose an export to import').setInputFiles(archive);
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/^Import folio-export-.*\.zip into this site\?$/).waitFor();
    // What the ZIP holds, read in the browser: one upload however many sizes it is stored at.
    await confirm.getByText('This export holds:').waitFor();
    expect(await confirm.locator('.archive-contents li').allInnerTexts()).toEqual([
      `the profile of ${PROFILE.name}`,
      '1 experience',
      '2 education entries',
      '1 case study',
      '1 message',
      '1 upload',
    ]);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-data-import-confirm');
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/admin/import', async (route) => {
      await held;
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('button', { name: 'Importing...' }).waitFor();
    await page.getByRole('status').filter({ hasText: /^Uploading\.\.\./ }).waitFor();
    release();
    expect(await toastText(page)).toBe('Success!\nSite imported successfully.');
    await page.getByRole('button', { name: 'Choose a ZIP' }).waitFor();

    await page.goto(`${fresh.baseURL}/case-studies/moved-ledger`);
    await page.getByRole('heading', { name: 'Moved Ledger', level: 1 }).waitFor();
    await page.getByText('Everything came along.').waitFor();
    const image = page.getByRole('img', { name: 'The ledger' });
    await image.waitFor();
    // The upload came along: the browser loaded it (or a copy of it) from the new install.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.article-image');
      return img?.complete && img.naturalWidth > 0;
    });
    const source = await image.evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(source.startsWith(`${fresh.baseURL}/uploads/`)).toBe(true);

    // The visitor's message came along, into the new install's inbox.
    await page.goto(`${fresh.baseURL}/admin?tab=messages`);
    await page.locator('.message-line', { hasText: 'Grace Hopper' }).waitFor();
    await page.close();
  });

  it('says when what a file holds cannot be listed, and still lets the server judge it', async () => {
    // The install has its admin (and its site) from the test before.
    const page = await signedIn(fresh.baseURL, 390);
    await page.getByLabel('Choose an export to import').setInputFiles({
      name: 'notes.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not a zip at all'),
    });
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('What it holds cannot be listed here; the server checks the file when you import it.')
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-data-import-unreadable');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.close();
  });

  it("refuses a second import with the server's reason, and keeps the site", async () => {
    const { page } = await openPage(browser);
    const login = await fetch(`${fresh.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CREDENTIALS),
    });
    const pair = login.headers.getSetCookie().find((c) => c.startsWith('folio_session='))!;
    const [name, value] = pair.split(';')[0]!.split(/=(.*)/s);
    await page.context().addCookies([{ name: name!, value: value!, url: fresh.baseURL }]);
    await page.goto(`${fresh.baseURL}/admin?tab=data`);
    await page.getByLabel('Choose an export to import').setInputFiles(archive);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click();
    expect(await toastText(page)).toBe(
      'Import Failed\n' +
        'This site already has content (1 experience, 2 education entries, 1 case study, 1 message, ' +
        'a saved profile). An import restores a ' +
        'whole site into a new install only, and never merges: import into an install with an ' +
        'admin and nothing else.',
    );
    await page.goto(`${fresh.baseURL}/admin?tab=case-studies`);
    await page.getByRole('heading', { name: 'Moved Ledger' }).waitFor();
    await page.close();
  });
});

/** A page of `server` signed in as its owner, on the Data tab. */
async function signedIn(server: string, width = 1280): Promise<Page> {
  const login = await fetch(`${server}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  expect(login.status).toBe(200);
  const pair = login.headers.getSetCookie().find((c) => c.startsWith('folio_session='))!;
  const [name, value] = pair.split(';')[0]!.split(/=(.*)/s);
  const { page } = await openPage(browser, width);
  await page.context().addCookies([{ name: name!, value: value!, url: server }]);
  await page.goto(`${server}/admin?tab=data`);
  await page.getByRole('heading', { name: 'Import', exact: true }).waitFor();
  return page;
}
