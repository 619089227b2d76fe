// The dashboard's Résumé tab (issue 43): a variant's choices show what they include at once
// (folio-core's rule through WASM), the preview is the PDF itself made from the unsaved choices,
// and a saved variant answers at its address; the whole résumé, shown in the header, is linked
// from the home in the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, visitorPage } from './page';
import { addCaseStudy, addEducation, addExperience, admin, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

interface Variant {
  id: number;
  isDefault: boolean;
  address?: string | null;
}

const whole = async () =>
  (await admin<Variant[]>('GET', '/api/admin/resume-variants')).find((v) => v.isDefault)!;

beforeAll(async () => {
  await resetContent();
  for (const variant of await admin<Variant[]>('GET', '/api/admin/resume-variants')) {
    if (!variant.isDefault) await admin('DELETE', `/api/admin/resume-variants/${variant.id}`);
  }
  await addExperience({ jobTitle: 'Rust lead', startDate: '2021-01', isCurrentJob: true, tools: ['Rust'] });
  await addExperience({ jobTitle: 'Go engineer', startDate: '2019-01', endDate: '2020-12', tools: ['Go'] });
  await addExperience({ jobTitle: 'Rust intern', startDate: '2015-01', endDate: '2016-06', tools: ['Rust'] });
  await addEducation({ name: 'Mathematics', category: 'Degrees' });
  await addCaseStudy({
    title: 'Ledger',
    slug: 'ledger',
    description: 'A ledger in Rust.',
    content: editorContent([{ type: 'paragraph', data: { text: 'Hi' } }]),
    isFeatured: true,
  });
});

afterAll(async () => {
  const { id } = await whole();
  await admin('PUT', `/api/admin/resume-variants/${id}`, {
    name: 'Whole résumé',
    settings: {},
    public: true,
    listed: false,
  });
});

describe('résumé tab', () => {
  it('shows what a variant includes as it is edited, previews it and saves it', async () => {
    const { page, problems } = await adminPage(browser, 'resume');
    await page.getByRole('heading', { name: 'Résumé', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Experiences (3)' }).waitFor();
    await page.getByTitle('Résumé preview (PDF)').waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'New variant' }).click();
    await page.getByLabel('Name').fill('Rust roles since 2018');
    await page.getByLabel('Using these tools (comma-separated)').fill('Rust');
    await page.getByRole('heading', { name: 'Experiences (2)' }).waitFor();
    await page.getByLabel('Since the year').fill('2018');
    await page.getByRole('heading', { name: 'Experiences (1)' }).waitFor();
    const included = await page.locator('.resume-inclusion li').allTextContents();
    expect(included[0]).toContain('Rust lead');
    expect(included.join(' ')).not.toContain('Go engineer');

    await page.getByRole('switch', { name: 'Listed (linked from the site)' }).click();
    await page.getByRole('button', { name: 'Save variant' }).click();
    expect(await toastText(page)).toContain('Saved');
    const saved = await admin<{ name: string }[]>('GET', '/api/admin/resume-variants');
    expect(saved.map((v) => v.name)).toEqual(['Whole résumé', 'Rust roles since 2018']);
    await page.getByRole('link', { name: 'Download PDF (en)' }).waitFor();
    await page.getByTitle('Résumé preview (PDF)').waitFor({ timeout: 20_000 });
    await screenshots(page, 'admin-resume-tab');
    await expectNoAxeViolations(page);

    const pdf = await fetch(`${baseURL}/resume/rust-roles-since-2018.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(problems).toEqual([]);
  }, 60_000);

  it('links the whole résumé from the home header once shown there', async () => {
    const { id } = await whole();
    await admin('PUT', `/api/admin/resume-variants/${id}`, {
      name: 'Whole résumé',
      settings: {},
      public: true,
      listed: true,
    });
    const { page } = await visitorPage(browser, 390);
    await page.goto(`${baseURL}/`);
    const link = page.getByRole('link', { name: 'Résumé (PDF)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/resume.pdf');
    await screenshots(page, 'home-resume-link');
    await expectNoAxeViolations(page);
    const pdf = await fetch(`${baseURL}/resume.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  }, 60_000);
});
