// The public home (spec §2 "Public home", §4, §7, §8): every string a visitor reads, each tab and
// filter, grouping and ordering from folio-core, links, loading, empty and error states.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ErrorBody } from '../src/lib/api-schema';
import { waitForApp } from './app';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots, texts, withoutInitialData } from './page';
import {
  addCaseStudy,
  addEducation,
  addExperience,
  admin,
  editorContent,
  PROFILE,
  resetContent,
  setProfile,
} from './seed';
import { baseURL } from './shared-server';

/** Opens `/` + `search` and waits until the app has taken over the server's page. */
async function home(search = '', width = 1280) {
  const watched = await openPage(browser, width);
  await watched.page.goto(`${baseURL}/${search}`);
  await watched.page.getByRole('heading', { level: 1 }).waitFor();
  await waitForApp(watched.page);
  return watched;
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

/** A filter of Work Experience: a link to its view. */
function filter(page: Page, name: string) {
  return page.getByRole('group', { name: 'Filter experiences' }).getByRole('link', { name, exact: true });
}

describe('with no content yet', () => {
  beforeAll(async () => {
    await resetContent();
  });

  it('shows the empty states of Work Experience and Playground', async () => {
    const { page, problems } = await home();
    await page.getByText('No experiences added yet.', { exact: true }).waitFor();
    await tab(page, 'Playground').click();
    await page.getByText('No case studies available yet.', { exact: true }).waitFor();
    await screenshots(page, 'home-empty');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('with content', () => {
  beforeAll(async () => {
    await resetContent();
    const staff = await addExperience({
      jobTitle: 'Staff Engineer',
      company: 'Northwind',
      industry: 'Fintech',
      startDate: '2022-03',
      isCurrentJob: true,
      description: 'Led the platform team.\nSecond line of the description.',
      accomplishments:
        'Cut cloud costs by 30%. Report: https://example.org/report.\n' +
        'Mirror at ftp://files.example.org/report and www.example.com, never javascript:alert(1)',
      tools: ['Rust', { name: 'SQL', usage: 'Reporting pipelines' }, 'Kubernetes'],
    });
    const analyst = await addExperience({
      jobTitle: 'Data Analyst',
      company: 'Contoso Bank',
      industry: 'Banking',
      startDate: '2019-01',
      endDate: '2021-06',
      description: 'Analysed lending risk.',
      accomplishments: 'Built the risk dashboard used by 200 people.',
      tools: [{ name: 'SQL', usage: 'Risk dashboards' }, 'Python'],
    });
    const intern = await addExperience({
      jobTitle: 'Research Intern',
      company: 'Fabrikam Health',
      industry: 'Healthcare',
      startDate: '2018-06',
      description: 'Summer research placement.',
      accomplishments: 'Published one internal paper.',
      tools: ['Python', 'Rust', 'SQL'],
    });
    // The owner's order, as the admin's drag and drop would save it.
    await admin('PATCH', '/api/admin/experiences/reorder', {
      experienceIds: [staff.id, analyst.id, intern.id],
    });
    await addEducation({
      name: 'Deep Learning Specialization',
      category: 'Machine Learning',
      link: 'https://example.org/deep-learning',
      date: '2021',
      sortOrder: 2,
    });
    await addEducation({ name: 'Intro to ML', category: 'Machine Learning', date: 'Mar 2020', sortOrder: 1 });
    await addEducation({ name: 'SQL for Analysts', category: 'Data Analytics', link: 'https://example.org/sql' });
    await addEducation({ name: 'Pottery Basics', category: 'Ceramics', date: '2015' });
    await addCaseStudy({
      title: 'Payments Platform Rewrite',
      slug: 'payments-platform',
      description: 'Moving a ledger to Rust without downtime.',
      content: editorContent([{ type: 'paragraph', data: { text: 'Body' } }]),
      featuredImage: `${baseURL}/favicon.svg`,
      tags: ['rust'],
      isFeatured: true,
    });
    await addCaseStudy({
      title: 'Design System',
      slug: 'design-system',
      description: 'One component library for four products.',
      content: editorContent([{ type: 'paragraph', data: { text: 'Body' } }]),
    });
    await addCaseStudy({
      title: 'Secret Draft',
      slug: 'secret-draft',
      description: 'Not published.',
      content: editorContent([{ type: 'paragraph', data: { text: 'Body' } }]),
      isPublished: false,
    });
  });

  it('shows the profile header: name in capitals, intro with line breaks, profile links', async () => {
    const { page, problems } = await home();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('ADA EXAMPLE');
    expect(await page.locator('.hero-intro').innerText()).toBe(PROFILE.briefIntro);
    for (const [name, href] of [
      ['GitHub', PROFILE.githubUrl],
      ['LinkedIn', PROFILE.linkedinUrl],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      // `me`: the owner's own profiles (issue 23), which sites such as Mastodon verify.
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer me');
    }
    expect(await page.title()).toBe('Ada Example');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hides a profile link the owner cleared', async () => {
    await setProfile({ githubUrl: '' });
    try {
      const { page } = await home();
      expect(await page.getByRole('link', { name: 'GitHub', exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'LinkedIn', exact: true }).count()).toBe(1);
      await page.close();
    } finally {
      await setProfile();
    }
  });

  it('opens on Work Experience with the All filter: one card per experience, in order', async () => {
    const { page, problems } = await home();
    expect(await tab(page, 'Work Experience').getAttribute('aria-selected')).toBe('true');
    expect(await texts(page, '[role="tab"]')).toEqual(['Work Experience', 'Education', 'Playground']);
    expect(await texts(page, '.filter')).toEqual(['All', 'By Tools', 'By Industries']);
    expect(await filter(page, 'All').getAttribute('aria-current')).toBe('page');
    expect(await filter(page, 'By Tools').getAttribute('aria-current')).toBeNull();
    await page.locator('.experience-card').first().waitFor();

    expect(await texts(page, '.experience-card .card-title')).toEqual([
      'STAFF ENGINEER',
      'DATA ANALYST',
      'RESEARCH INTERN',
    ]);
    expect(await texts(page, '.experience-card .card-subtitle')).toEqual([
      'Northwind',
      'Contoso Bank',
      'Fabrikam Health',
    ]);
    // Current job, finished job, and a start without an end.
    expect(await texts(page, '.experience-card .card-meta')).toEqual([
      'Mar 2022 - Present',
      'Jan 2019 - Jun 2021',
      'Jun 2018',
    ]);
    await screenshots(page, 'home-experience');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps line breaks and makes only http(s) links clickable, other URL-like text grey', async () => {
    const { page } = await home();
    const first = page.locator('.experience-card').first();
    await first.waitFor();
    expect(await first.locator('.experience-description').innerText()).toBe(
      'Led the platform team.\nSecond line of the description.',
    );
    const accomplishments = first.locator('.experience-accomplishments');
    expect(await accomplishments.locator('br').count()).toBe(1);
    const links = accomplishments.locator('a');
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute('href')).toBe('https://example.org/report');
    expect(await links.innerText()).toBe('https://example.org/report');
    expect(await links.getAttribute('target')).toBe('_blank');
    expect(await links.getAttribute('rel')).toBe('noopener noreferrer');
    // No other anchor anywhere carries a non-http(s) URL.
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.filter((href) => /^(javascript|ftp|data):/i.test(href))).toEqual([]);
    const grey = await accomplishments.locator('.plain-url').allInnerTexts();
    expect(grey).toContain('ftp://files.example.org/report');
    expect(grey).toContain('www.example.com');
    const [greyColor, textColor] = await Promise.all([
      accomplishments.locator('.plain-url').first().evaluate((el) => getComputedStyle(el).color),
      accomplishments.evaluate((el) => getComputedStyle(el).color),
    ]);
    expect(greyColor).not.toBe(textColor);
    expect(await accomplishments.innerText()).toContain('javascript:alert(1)');
    await page.close();
  });

  it('groups By Tools alphabetically with counts and usage notes, keeping the filter in the URL', async () => {
    const { page, problems } = await home();
    await filter(page, 'By Tools').click();
    await page.locator('.group').first().waitFor();
    expect(new URL(page.url()).search).toBe('?filter=tools');
    expect(await filter(page, 'By Tools').getAttribute('aria-current')).toBe('page');
    expect(await texts(page, '.group-title')).toEqual(['Kubernetes', 'Python', 'Rust', 'SQL']);
    expect(await texts(page, '.group-count')).toEqual([
      '1 experience',
      '2 experiences',
      '2 experiences',
      '3 experiences',
    ]);
    const sql = page.getByRole('region', { name: 'SQL' });
    expect(await sql.locator('.entry-job').allInnerTexts()).toEqual([
      'STAFF ENGINEER',
      'DATA ANALYST',
      'RESEARCH INTERN',
    ]);
    expect(await sql.locator('.entry-company').allTextContents()).toEqual([
      'Northwind',
      'Contoso Bank',
      'Fabrikam Health',
    ]);
    expect(await sql.locator('.entry-usage').allInnerTexts()).toEqual([
      'Reporting pipelines',
      'Risk dashboards',
      'No specific usage details',
    ]);
    await screenshots(page, 'home-by-tools');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('groups By Industries alphabetically with accomplishments', async () => {
    const { page } = await home();
    await filter(page, 'By Industries').click();
    await page.locator('.group').first().waitFor();
    expect(new URL(page.url()).search).toBe('?filter=industries');
    expect(await texts(page, '.group-title')).toEqual(['Banking', 'Fintech', 'Healthcare']);
    // Counted as tool groups are (issue 23).
    expect(await texts(page, '.group-count')).toEqual(['1 experience', '1 experience', '1 experience']);
    expect(await texts(page, '.entry-accomplishments')).toEqual([
      'Built the risk dashboard used by 200 people.',
      'Cut cloud costs by 30%. Report: https://example.org/report.\n' +
        'Mirror at ftp://files.example.org/report and www.example.com, never javascript:alert(1)',
      'Published one internal paper.',
    ]);
    await screenshots(page, 'home-by-industries');
    // Back to All.
    await filter(page, 'All').click();
    await page.locator('.experience-card').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it("orders tools and industries by the profile's custom lists first, then alphabetically", async () => {
    await setProfile({ toolsOrder: ['SQL', 'Rust'], industriesOrder: ['Healthcare'] });
    try {
      const { page } = await home('?filter=tools');
      await page.locator('.group').first().waitFor();
      expect(await texts(page, '.group-title')).toEqual(['SQL', 'Rust', 'Kubernetes', 'Python']);
      await filter(page, 'By Industries').click();
      await page.waitForURL(`${baseURL}/?filter=industries`);
      await page.locator('.group-title').first().waitFor();
      expect(await texts(page, '.group-title')).toEqual(['Healthcare', 'Banking', 'Fintech']);
      await page.close();
    } finally {
      await setProfile();
    }
  });

  it('shows Education grouped by category with capital headings, by sortOrder, names linked', async () => {
    const { page, problems } = await home();
    await tab(page, 'Education').click();
    await page.locator('.education-group').first().waitFor();
    expect(new URL(page.url()).search).toBe('?tab=education');
    expect(await tab(page, 'Education').getAttribute('aria-selected')).toBe('true');
    // The profile's category list first (Data Analytics before Machine Learning), then the rest.
    expect(await texts(page, '.education-group h2')).toEqual([
      'DATA ANALYTICS',
      'MACHINE LEARNING',
      'CERAMICS',
    ]);
    const ml = page.getByRole('region', { name: 'Machine Learning' });
    expect(await ml.locator('.education-name').allInnerTexts()).toEqual([
      'Intro to ML',
      'Deep Learning Specialization',
    ]);
    expect(await ml.locator('.card-meta').allInnerTexts()).toEqual(['Mar 2020', '2021']);
    const link = page.getByRole('link', { name: 'Deep Learning Specialization' });
    expect(await link.getAttribute('href')).toBe('https://example.org/deep-learning');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Intro to ML' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'SQL for Analysts' }).getAttribute('href')).toBe(
      'https://example.org/sql',
    );
    await screenshots(page, 'home-education');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows Playground cards of published case studies, featured first, as real links', async () => {
    const { page, problems } = await home('?tab=playground');
    expect(await tab(page, 'Playground').getAttribute('aria-selected')).toBe('true');
    await page.locator('.case-card').first().waitFor();
    // Issue 23: the featured study leads, though the other is newer.
    expect(await texts(page, '.case-card-title')).toEqual(['Payments Platform Rewrite', 'Design System']);
    const cards = page.locator('.case-card');
    expect(await cards.evaluateAll((els) => els.map((el) => el.tagName))).toEqual(['A', 'A']);
    expect(await cards.nth(0).getAttribute('href')).toBe('/case-studies/payments-platform');
    expect(await cards.nth(1).getAttribute('href')).toBe('/case-studies/design-system');
    expect(await cards.nth(0).locator('.badge').allInnerTexts()).toEqual(['Case Study', 'Featured']);
    expect(await cards.nth(1).locator('.badge').allInnerTexts()).toEqual(['Case Study']);
    expect(await cards.nth(0).locator('.case-card-description').innerText()).toBe(
      'Moving a ledger to Rust without downtime.',
    );
    const image = cards.nth(0).locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('width')).toBe('640');
    expect(await image.getAttribute('height')).toBe('360');
    // The case study's date (by default the day it was created) in the visitor's locale, and the
    // fixed read time.
    const shown = await page.evaluate(async () => {
      const list = (await (await fetch('/api/case-studies')).json()) as { date: string }[];
      return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(list[1]!.date));
    });
    const meta = await cards.nth(1).locator('.case-card-meta span').allInnerTexts();
    expect(meta).toEqual([shown, '·', '5 min read']);
    await screenshots(page, 'home-playground');

    await cards.nth(0).click();
    await page.getByRole('heading', { level: 1, name: 'Payments Platform Rewrite' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/case-studies/payments-platform');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows 'Recently' when a case study has no created date", async () => {
    const { page } = await openPage(browser);
    await withoutInitialData(page);
    await page.route(/\/api\/home\/view\?/, async (route) => {
      const response = await route.fetch();
      const home = (await response.json()) as Record<string, unknown>;
      home.caseStudies = [{ id: 1, title: 'Undated', slug: 'undated', description: 'No date.', isFeatured: false, createdAt: '' }];
      await route.fulfill({ response, json: home });
    });
    await page.goto(`${baseURL}/?tab=playground`);
    // The server drew the real list; the app draws the list the API (held here) answers.
    await page.locator('.case-card', { hasText: 'Undated' }).waitFor();
    expect(await page.locator('.case-card-meta span').allInnerTexts()).toEqual(['Recently', '·', '5 min read']);
    await page.close();
  });

  it('keeps the tab in the URL and moves between tabs with the arrow keys', async () => {
    const { page } = await home('?tab=education');
    expect(await tab(page, 'Education').getAttribute('aria-selected')).toBe('true');
    await page.reload();
    await tab(page, 'Education').waitFor();
    expect(await tab(page, 'Education').getAttribute('aria-selected')).toBe('true');
    await waitForApp(page);
    await tab(page, 'Education').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab(page, 'Playground').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=playground');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab(page, 'Work Experience').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('has no axe-core violations on any tab or filter, in light and dark', async () => {
    const { page } = await home();
    await page.locator('.experience-card').first().waitFor();
    await expectNoAxeViolations(page);
    await filter(page, 'By Tools').click();
    await page.locator('.group').first().waitFor();
    await expectNoAxeViolations(page);
    await filter(page, 'By Industries').click();
    await page.waitForURL(`${baseURL}/?filter=industries`);
    await expectNoAxeViolations(page);
    await tab(page, 'Education').click();
    await page.locator('.education-group').first().waitFor();
    await expectNoAxeViolations(page);
    await tab(page, 'Playground').click();
    await page.locator('.case-card').first().waitFor();
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('loading and failures', () => {
  it("shows 'Loading...' while experiences load and four skeleton cards while education loads", async () => {
    const { page } = await openPage(browser);
    await withoutInitialData(page);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/api\/home\/view\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseURL);
    await page.getByText('Loading...', { exact: true }).waitFor();
    await tab(page, 'Education').click();
    await page.locator('.skeleton-card').first().waitFor();
    expect(await page.locator('.skeleton-card').count()).toBe(4);
    await screenshots(page, 'home-education-loading');
    release();
    await page.locator('.education-group').first().waitFor();
    await page.close();
  });

  it("shows 'Failed to fetch experiences' with Try again, which recovers", async () => {
    const { page } = await openPage(browser);
    await withoutInitialData(page);
    let fail = true;
    await page.route(/\/api\/home\/view\?/, (route) =>
      fail ? route.fulfill({ status: 500, json: { code: ErrorCode.internal, message: 'boom' } satisfies ErrorBody }) : route.continue(),
    );
    await page.goto(baseURL);
    await page.getByText('Failed to fetch experiences', { exact: true }).waitFor({ timeout: 20_000 });
    await screenshots(page, 'home-experience-error');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.experience-card').first().waitFor();
    await page.close();
  });

  it("shows 'Failed to fetch education' after its retries", async () => {
    const { page } = await openPage(browser);
    await withoutInitialData(page);
    await page.route(/\/api\/home\/view\?/, (route) => route.abort());
    await page.goto(`${baseURL}/?tab=education`);
    await page.getByText('Failed to fetch education', { exact: true }).waitFor({ timeout: 40_000 });
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await page.close();
  }, 60_000);

  it("shows 'Failed to fetch case studies' after its retries", async () => {
    const { page } = await openPage(browser);
    await withoutInitialData(page);
    await page.route(/\/api\/home\/view\?/, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${baseURL}/?tab=playground`);
    await page.getByText('Failed to fetch case studies', { exact: true }).waitFor({ timeout: 40_000 });
    await page.close();
  }, 60_000);
});
