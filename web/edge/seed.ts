// What a real portfolio holds, created through the admin API as the owner would.
import { must, type Target } from './api.ts';

/** An experience body with every required field; `n` tells them apart. */
export function experienceDraft(n: number) {
  return {
    jobTitle: `Role ${n}`,
    company: `Company ${n}`,
    industry: 'Technology',
    startDate: '2020-01',
    endDate: '2021-06',
    description: 'What the role was about, in a few sentences.',
    accomplishments: `Shipped things; see https://example.org/${n} for details.`,
    tools: ['Rust', { name: 'SQL', usage: 'Reporting' }],
  };
}

/** An education body without `sortOrder`; `n` tells them apart. */
export function educationDraft(n: number) {
  return { name: `Course ${n}`, category: 'Courses', date: '2021' };
}

/** A published case study at `slug` with a few kinds of block. */
export function caseStudyDraft(slug: string) {
  const blocks = [
    { type: 'header', data: { text: 'The problem', level: 2 } },
    { type: 'paragraph', data: { text: 'A ledger with <b>bold</b> text.' } },
    { type: 'quote', data: { text: 'Make it work, then make it fast.', caption: 'Kent Beck' } },
  ];
  return {
    title: `Case study ${slug}`,
    slug,
    description: 'Moving a ledger to Rust without downtime.',
    content: JSON.stringify({ time: 1_700_000_000_000, version: '2.30.0', blocks }),
    tags: ['rust'],
    isPublished: true,
    isFeatured: false,
  };
}

/** The case studies `seedPortfolio` publishes. */
export const CASE_STUDY_SLUGS = ['payments-platform', 'search-rewrite-2024'];

/** A profile, three experiences and two published case studies. */
export async function seedPortfolio(server: Target, cookie: string): Promise<void> {
  await must(server, 'PUT', '/api/admin/profile', {
    cookie,
    body: {
      name: 'Ada Example',
      briefIntro: 'Product-minded engineer.',
      githubUrl: 'https://github.com/ada-example',
      toolsOrder: [],
      industriesOrder: [],
    },
  });
  for (const n of [1, 2, 3]) {
    await must(server, 'POST', '/api/admin/experiences', { cookie, body: experienceDraft(n) });
  }
  for (const slug of CASE_STUDY_SLUGS) {
    await must(server, 'POST', '/api/admin/case-studies', { cookie, body: caseStudyDraft(slug) });
  }
}
