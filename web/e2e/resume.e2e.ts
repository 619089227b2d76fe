// Issue 14: `/resume.json` is the public portfolio as a JSON Resume 1.0 document, valid against
// the schema's own validator (@jsonresume/schema), with what a visitor sees on the home page.
import resumeSchema from '@jsonresume/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { addEducation, addExperience, resetContent } from './seed';
import { baseURL } from './shared-server';

function validate(document: unknown): Promise<unknown[]> {
  return new Promise((done) =>
    resumeSchema.validate(document, (errors: unknown[] | null) => done(errors ?? [])),
  );
}

describe('/resume.json', () => {
  beforeAll(async () => {
    await resetContent({ name: 'Ada Example', briefIntro: 'Engineer.\nWriter.' });
    await addExperience({
      jobTitle: 'Staff Engineer',
      company: 'Northwind',
      industry: 'Fintech',
      startDate: '2022-03',
      isCurrentJob: true,
      description: 'Payments platform.',
      accomplishments: '- Shipped the ledger\n- Cut costs by 30%',
      tools: ['Rust'],
    });
    await addExperience({
      jobTitle: 'Engineer',
      company: 'Acme',
      industry: 'Retail',
      startDate: '2019-01',
      endDate: '2022-02',
      description: 'Storefront.',
      accomplishments: 'Rebuilt checkout.',
    });
    await addEducation({ name: 'BSc Computing', category: 'Software Development', date: '2015' });
    await addEducation({ name: 'ML course', category: 'Machine Learning', date: 'May 2023' });
  });

  it('is a JSON Resume document the schema accepts, with the portfolio in it', async () => {
    const response = await fetch(`${baseURL}/resume.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const resume = (await response.json()) as {
      basics: { name: string; summary: string; profiles: { network: string }[] };
      work: { name: string; position: string; startDate?: string; endDate?: string; highlights: string[] }[];
      education: { institution: string; endDate?: string }[];
    };
    expect(await validate(resume)).toEqual([]);

    expect(resume.basics.name).toBe('Ada Example');
    expect(resume.basics.summary).toBe('Engineer.\nWriter.');
    expect(resume.basics.profiles.map((p) => p.network)).toEqual(['GitHub', 'LinkedIn']);
    // In the order of the home page: by date while the owner has not dragged, the current job
    // first (issue 23).
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Staff Engineer', 'Northwind', '2022-03', undefined],
      ['Engineer', 'Acme', '2019-01', '2022-02'],
    ]);
    expect(resume.work[0]!.highlights).toEqual(['Shipped the ledger', 'Cut costs by 30%']);
    // A date the schema cannot hold ('May 2023') is left out rather than making it invalid.
    expect(resume.education.map((e) => [e.institution, e.endDate])).toEqual([
      ['BSc Computing', '2015'],
      ['ML course', undefined],
    ]);
  });

  it('each other language has its own, with its translations, that the schema accepts too', async () => {
    await resetContent({
      name: 'Ada Example',
      briefIntro: 'Engineer.',
      languages: ['en', 'de'],
      translations: { de: { name: 'Ada Beispiel', briefIntro: 'Ingenieurin.' } },
    });
    await addExperience({
      jobTitle: 'Engineer',
      company: 'Acme',
      industry: 'Retail',
      startDate: '2019-01',
      endDate: '2022-02',
      description: 'Storefront.',
      accomplishments: 'Rebuilt checkout.',
      translations: { de: { jobTitle: 'Ingenieurin' } },
    });
    const response = await fetch(`${baseURL}/de/resume.json`);
    expect(response.status).toBe(200);
    const resume = (await response.json()) as {
      basics: { name: string; summary: string; url: string };
      work: { name: string; position: string }[];
    };
    expect(await validate(resume)).toEqual([]);
    expect(resume.basics).toMatchObject({ name: 'Ada Beispiel', summary: 'Ingenieurin.', url: `${baseURL}/de/` });
    // Translated where translated, the default's text where not.
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([['Ingenieurin', 'Acme']]);
    expect((await fetch(`${baseURL}/en/resume.json`)).status).toBe(404);
  });

  it('the schema refuses what the server never sends', async () => {
    expect(await validate({ work: [{ startDate: 'May 2023' }] })).not.toEqual([]);
  });
});
