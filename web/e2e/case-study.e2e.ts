// The case study page (spec §2 "Case study page", §8): loading, not found, both back buttons,
// every block type rendered read-only, and hostile content that must not execute.
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForApp } from './app';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots, withoutInitialData } from './page';
import { addCaseStudy, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

const EVERY_BLOCK = editorContent([
  { type: 'header', data: { text: 'The problem', level: 2 } },
  {
    type: 'paragraph',
    data: {
      text:
        'A ledger with <b>bold</b>, <i>italic</i>, <mark class="cdx-marker">marked</mark> and ' +
        '<code class="inline-code">inline code</code> text. Read [the write-up](https://example.org/write-up).',
    },
  },
  { type: 'header', data: { text: 'What we tried', level: 3 } },
  {
    type: 'list',
    data: {
      style: 'unordered',
      meta: {},
      items: [
        { content: 'Measure first', meta: {}, items: [{ content: 'Nested detail', meta: {}, items: [] }] },
        { content: 'Then change', meta: {}, items: [] },
      ],
    },
  },
  {
    type: 'list',
    data: {
      style: 'ordered',
      meta: { start: 3, counterType: 'lower-roman' },
      items: [
        { content: 'Third step', meta: {}, items: [] },
        { content: 'Fourth step', meta: {}, items: [] },
      ],
    },
  },
  {
    type: 'list',
    data: {
      style: 'checklist',
      meta: {},
      items: [
        { content: 'Shipped', meta: { checked: true }, items: [] },
        { content: 'Celebrated', meta: { checked: false }, items: [] },
      ],
    },
  },
  { type: 'quote', data: { text: 'Make it work, then make it fast.', caption: 'Kent Beck', alignment: 'left' } },
  { type: 'quote', data: { text: 'A quote with the placeholder caption.', caption: 'Enter a caption', alignment: 'center' } },
  { type: 'quote', data: { text: 'A quote with an empty caption.', caption: '', alignment: 'left' } },
  { type: 'code', data: { code: 'fn main() {\n  println!("<b>not bold</b>");\n}' } },
  { type: 'delimiter', data: {} },
  {
    type: 'image',
    data: { file: { url: `${baseURL}/favicon.svg` }, caption: 'The logo', alt: 'The Folio logo: a folded page', withBorder: true, withBackground: false, stretched: false },
  },
  {
    type: 'linkTool',
    data: { link: 'https://example.org/post', meta: { title: 'A linked post', description: 'What the post says.' } },
  },
]);

const HOSTILE = editorContent([
  { type: 'paragraph', data: { text: 'Before<script>alert("script")</script>after' } },
  { type: 'paragraph', data: { text: '<img src="x" onerror="alert(\'onerror\')">An image that fails' } },
  { type: 'paragraph', data: { text: '<a href="javascript:alert(\'href\')">a javascript link</a> and [md](javascript:alert(1))' } },
  { type: 'paragraph', data: { text: '<a href="JaVaScRiPt:alert(2)" onclick="alert(3)">mixed case</a>' } },
  { type: 'header', data: { text: '<svg onload="alert(4)"></svg>Heading', level: 2 } },
  { type: 'quote', data: { text: '<iframe src="javascript:alert(5)"></iframe>Quoted', caption: '<b onmouseover="alert(6)">cap</b>' } },
  { type: 'code', data: { code: '<script>alert("code")</script>' } },
]);

beforeAll(async () => {
  await resetContent();
  await addCaseStudy({
    title: 'Payments Platform Rewrite',
    slug: 'every-block',
    description: 'Moving a ledger to Rust without downtime.',
    content: EVERY_BLOCK,
    featuredImage: `${baseURL}/favicon.svg`,
    tags: ['rust', 'payments'],
    isFeatured: true,
  });
  await addCaseStudy({ title: 'Hostile Content', slug: 'hostile', description: 'Tries to run script.', content: HOSTILE });
  await addCaseStudy({
    title: 'Unpublished',
    slug: 'unpublished',
    description: 'A draft.',
    content: editorContent([{ type: 'paragraph', data: { text: 'Draft' } }]),
    isPublished: false,
  });
});

describe('case study page', () => {
  it('shows the header, tags, locale date and every block type', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseURL}/case-studies/every-block`);
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    // The date in the visitor's locale is the app's: wait until it has taken the page over.
    await waitForApp(page);
    expect(await title.innerText()).toBe('PAYMENTS PLATFORM REWRITE');
    expect(await page.locator('.article-description').innerText()).toBe('Moving a ledger to Rust without downtime.');
    expect(await page.locator('.article-meta .badge').allInnerTexts()).toEqual(['rust', 'payments']);
    const time = page.locator('.article-meta time');
    const expected = await time.evaluate((el) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(el.getAttribute('datetime')!)),
    );
    expect(await time.innerText()).toBe(expected);
    const featured = page.locator('.article-image');
    expect(await featured.getAttribute('width')).toBe('1200');
    expect(await featured.getAttribute('height')).toBe('630');

    const prose = page.locator('.prose');
    expect(await prose.locator('h2').first().innerText()).toBe('The problem');
    expect(await prose.locator('h3').innerText()).toBe('What we tried');
    expect(await prose.locator('b').first().innerText()).toBe('bold');
    expect(await prose.locator('mark.cdx-marker').innerText()).toBe('marked');
    expect(await prose.locator('code.inline-code').innerText()).toBe('inline code');
    const writeUp = prose.getByRole('link', { name: 'the write-up' });
    expect(await writeUp.getAttribute('href')).toBe('https://example.org/write-up');
    expect(await writeUp.getAttribute('target')).toBe('_blank');
    expect(await writeUp.getAttribute('rel')).toContain('noopener');
    expect(await prose.locator('ul:not(.checklist) > li').first().innerText()).toContain('Nested detail');
    expect(await prose.locator('ol').getAttribute('start')).toBe('3');
    expect(await prose.locator('ol > li').allInnerTexts()).toEqual(['Third step', 'Fourth step']);
    expect(await prose.locator('.checklist input:checked').count()).toBe(1);
    expect(await prose.locator('.checklist input:disabled').count()).toBe(2);
    // Quotes: a caption shows; the placeholder and an empty caption are hidden.
    expect(await prose.locator('.quote').count()).toBe(3);
    expect(await prose.locator('.quote figcaption').allInnerTexts()).toEqual(['Kent Beck']);
    expect(await prose.innerText()).not.toContain('Enter a caption');
    expect(await prose.locator('pre code').innerText()).toBe('fn main() {\n  println!("<b>not bold</b>");\n}');
    expect(await prose.locator('hr.delimiter').count()).toBe(1);
    expect(await prose.locator('.image img').getAttribute('alt')).toBe('The Folio logo: a folded page');
    expect(await prose.locator('.image figcaption').innerText()).toBe('The logo');
    const card = prose.locator('a.link-card');
    expect(await card.getAttribute('href')).toBe('https://example.org/post');
    expect(await card.locator('.link-card__title').innerText()).toBe('A linked post');
    // Read-only: nothing in the body is editable.
    expect(await prose.locator('[contenteditable]').count()).toBe(0);

    await screenshots(page, 'case-study');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has Back to Portfolio at the top and the bottom, both going home', async () => {
    for (const which of ['first', 'last'] as const) {
      const { page } = await openPage(browser);
      await page.goto(`${baseURL}/case-studies/every-block`);
      const back = page.getByRole('link', { name: 'Back to Portfolio' });
      await back.first().waitFor();
      expect(await back.count()).toBe(2);
      expect(await back.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['/', '/']);
      await back[which]().click();
      await page.waitForURL(`${baseURL}/`);
      await page.getByRole('tab', { name: 'Work Experience' }).waitFor();
      await page.close();
    }
  });

  it("shows 'Loading case study...' while it loads", async () => {
    const { page } = await openPage(browser);
    await withoutInitialData(page);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/case-studies/every-block', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL}/case-studies/every-block`);
    await page.getByText('Loading case study...', { exact: true }).waitFor();
    release();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  });

  it('shows Case Study Not Found for an unknown or unpublished slug, with Go Back to /', async () => {
    for (const slug of ['no-such-study', 'unpublished']) {
      const { page, problems } = await openPage(browser);
      await page.goto(`${baseURL}/case-studies/${slug}`);
      const heading = page.getByRole('heading', { level: 1, name: 'Case Study Not Found' });
      await heading.waitFor({ timeout: 5_000 });
      await page.getByText("The case study you're looking for doesn't exist.", { exact: true }).waitFor();
      if (slug === 'no-such-study') {
        await screenshots(page, 'case-study-not-found');
        await expectNoAxeViolations(page);
      }
      const back = page.getByRole('link', { name: 'Go Back' });
      expect(await back.getAttribute('href')).toBe('/');
      await back.click();
      await page.waitForURL(`${baseURL}/`);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('shows Case Study Not Found on a server error too', async () => {
    const { page } = await openPage(browser);
    await withoutInitialData(page);
    await page.route('**/api/case-studies/every-block', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${baseURL}/case-studies/every-block`);
    await page.getByRole('heading', { name: 'Case Study Not Found' }).waitFor({ timeout: 40_000 });
    await page.close();
  }, 60_000);

  it('runs nothing from hostile content and leaves nothing dangerous in the DOM', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseURL}/case-studies/hostile`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const prose = page.locator('.prose');
    // Hover and click everything that could carry a handler, then wait for any timers.
    for (const el of await prose.locator('a, b, img').all()) {
      await el.hover().catch(() => undefined);
    }
    for (const link of await prose.locator('a').all()) {
      await link.click({ modifiers: ['Alt'] }).catch(() => undefined);
    }
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);

    const dangerous = await prose.evaluate((root) => {
      const found: string[] = [];
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'svg', 'style'].includes(tag)) found.push(`<${tag}>`);
        for (const attr of el.attributes) {
          if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
          if (['href', 'src'].includes(attr.name) && /^\s*(javascript|data|vbscript):/i.test(attr.value)) {
            found.push(`${tag}[${attr.name}=${attr.value}]`);
          }
        }
      }
      return found;
    });
    expect(dangerous).toEqual([]);
    // The text survives as text: the code block shows the markup verbatim.
    expect(await prose.locator('pre code').innerText()).toBe('<script>alert("code")</script>');
    expect(await prose.innerText()).toContain('a javascript link');
    await page.close();
  });

  it('has no axe-core violations in light and dark', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL}/case-studies/every-block`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('unknown paths', () => {
  it('shows a not-found page with Go Back to /', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseURL}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});
