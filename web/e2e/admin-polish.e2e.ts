// Issue 12, the admin side: every screen and dialog filled to folio-core's bounds stays within a
// 390 px phone; tools entry that flows; the setup form's password rule; the Draft badge; field
// rows that stay aligned; counters near a bound.
import type { Page } from 'playwright-core';
import type { StoredExperience } from '../src/lib/api-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import limits from '../../core/limits.json';
import { adminPage, toastText } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import {
  addCaseStudy,
  addEducation,
  addExperience,
  admin,
  editorContent,
  resetContent,
} from './seed';
import { baseURL } from './shared-server';

const dialog = (page: Page) => page.getByRole('dialog');

/** `length` characters: words of `word` characters without a space inside, one space apart. */
function text(length: number, word = 40): string {
  const unit = 'W'.repeat(word) + ' ';
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1) + 'x';
}
const url = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;

async function fillToTheBounds() {
  await resetContent({
    name: text(limits.shortText),
    briefIntro: text(limits.longText),
    githubUrl: url(limits.url),
    linkedinUrl: url(limits.url),
  });
  const tools = [
    { name: 'T'.repeat(limits.toolName), usage: text(limits.toolUsage) },
    { name: text(limits.toolName, 30), usage: 'Short' },
  ];
  await addExperience({
    jobTitle: text(limits.shortText),
    company: 'C'.repeat(limits.shortText),
    industry: 'I'.repeat(limits.shortText),
    startDate: '2020-01',
    endDate: '2022-12',
    description: text(limits.longText),
    accomplishments: `${text(limits.longText - 301)} ${url(300)}`,
    tools,
  });
  await addEducation({
    name: 'N'.repeat(limits.shortText),
    category: 'K'.repeat(limits.shortText),
    link: url(limits.url),
    date: 'D'.repeat(limits.educationDate),
  });
  await addCaseStudy({
    title: text(limits.shortText),
    slug: 's'.repeat(limits.slug),
    description: text(limits.caseStudyDescription),
    content: editorContent([{ type: 'paragraph', data: { text: text(2000) } }]),
    featuredImage: url(limits.url),
    tags: Array.from({ length: limits.tags }, (_, i) => `${i}`.padEnd(limits.tag, 'g')),
    isPublished: false,
    isFeatured: true,
  });
}

/** The page is no wider than the phone. */
async function expectFits(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, where).toBeLessThanOrEqual(390);
}

async function shot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`, true);
  }
  await page.setViewportSize({ width: 390, height: 900 });
}

describe('admin at 390 px, filled to the bounds', () => {
  beforeEach(fillToTheBounds);

  it('keeps every tab and every dialog within the screen', async () => {
    const { page, problems } = await adminPage(browser, 'experiences', 390);
    const tabs = [
      ['Manage Experiences', 'experiences', 'Edit '],
      ['Manage Education', 'education', 'Edit '],
      ['Manage Case Studies', 'case-studies', 'Edit '],
      ['Profile Settings', 'profile', 'Edit Profile'],
    ] as const;
    for (const [tab, name, edit] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      const button = page.getByRole('tabpanel').getByRole('button', { name: edit }).first();
      await button.waitFor();
      await expectFits(page, `${name} tab`);
      await shot(page, `admin-${name}-bounds`);
      await button.click();
      await dialog(page).waitFor();
      // The editor draws itself 500 ms after the dialog opens.
      if (name === 'case-studies') await dialog(page).locator('.ce-block').first().waitFor();
      await expectFits(page, `${name} dialog`);
      const sideways = await dialog(page).evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(sideways, `${name} dialog scrolls sideways`).toBe(false);
      await shot(page, `admin-${name}-dialog-bounds`);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the profile card as readable lines on a phone, with the intro clamped', async () => {
    const { page } = await adminPage(browser, 'profile', 390);
    const card = page.locator('.profile-card');
    await card.waitFor();
    // The values take the card's width: the long name wraps into a few lines, not one letter each.
    const name = card.locator('dd').first();
    const box = (await name.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    const intro = card.locator('.clamped-text');
    const clamped = (await intro.boundingBox())!.height;
    expect(clamped).toBeLessThan(200);
    await card.getByRole('button', { name: 'Show more' }).click();
    expect((await intro.boundingBox())!.height).toBeGreaterThan(clamped * 5);
    await card.getByRole('button', { name: 'Show less' }).waitFor();
    await expectFits(page, 'profile expanded');
    await page.close();
  });
});

describe('tools entry', () => {
  beforeEach(async () => {
    await resetContent();
    await addExperience({
      jobTitle: 'Designer',
      company: 'Studio',
      industry: 'Design',
      startDate: '2019-01',
      description: 'Designed.',
      accomplishments: 'Shipped.',
      tools: ['Figma', 'PostgreSQL'],
    });
  });

  async function openAdd(page: Page) {
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await dialog(page).getByRole('heading', { name: 'Add Experience' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Add Tool' }).click();
  }

  it('goes to a new tool row on Enter instead of submitting, splits a list and keeps the typed spelling', async () => {
    const { page, problems } = await adminPage(browser);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/experiences')) posts.push(request.url());
    });
    await openAdd(page);
    const first = dialog(page).getByLabel('Tool 1 name');
    await first.fill('figma');
    // The tools already used are offered.
    const options = await dialog(page).locator('.row-editor datalist option').evaluateAll((all) =>
      all.map((option) => (option as HTMLOptionElement).value),
    );
    expect(options).toEqual(['Figma', 'PostgreSQL']);
    await first.press('Enter');
    // The dialog stays; 'figma' stays as typed and says what saving it does; a second row has the
    // focus.
    await dialog(page).getByLabel('Tool 2 name').waitFor();
    expect(await first.inputValue()).toBe('figma');
    await dialog(page).getByText('Saving spells ‘Figma’ as ‘figma’ in every experience.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Tool 2 name');
    expect(posts).toEqual([]);

    // A list typed in one row becomes one row per tool, each as typed.
    await page.keyboard.type('Sketch, postgresql, Miro');
    await dialog(page).getByText('Becomes 3 tools: Sketch, postgresql, Miro (press Enter, or save)').waitFor();
    await page.keyboard.press('Enter');
    await dialog(page).getByLabel('Tool 5 name').waitFor();
    const names = await dialog(page).locator('.row-editor-name').evaluateAll((all) =>
      all.map((input) => (input as HTMLInputElement).value),
    );
    expect(names).toEqual(['figma', 'Sketch', 'postgresql', 'Miro', '']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Tool 5 name');

    // Pasted into a row (inserted at once, as a paste is): the split is offered, made by Enter.
    await page.keyboard.insertText('Notion; Jira');
    await dialog(page).getByText('Becomes 2 tools: Notion, Jira (press Enter, or save)').waitFor();
    await page.keyboard.press('Enter');
    await dialog(page).getByLabel('Tool 6 name').waitFor();
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-tools-entry');
    await shot(page, 'admin-tools-entry');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('saves the tools as typed rows, in the typed spelling', async () => {
    const { page } = await adminPage(browser);
    await openAdd(page);
    for (const [label, value] of Object.entries({
      'Job Title *': 'Engineer',
      'Company *': 'Acme',
      'Industry *': 'Fintech',
      'Start Date *': '2021-03',
      'Description *': 'Built.',
      'Accomplishments *': 'Shipped.',
    })) {
      await dialog(page).getByLabel(label, { exact: true }).fill(value);
    }
    await dialog(page).getByLabel('Tool 1 name').fill('FIGMA, Rust');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    expect(await toastText(page)).toBe('Success!\nExperience created successfully.');
    const stored = await admin<StoredExperience[]>('GET', '/api/admin/experiences');
    expect(stored.find((e) => e.jobTitle === 'Engineer')!.tools.map((t) => t.name)).toEqual(['FIGMA', 'Rust']);
    await page.close();
  });
});

describe('dialog fields', () => {
  beforeEach(() => resetContent());

  it('keeps a row of fields aligned when one shows an error, and counts near a bound', async () => {
    const { page } = await adminPage(browser, 'experiences', 1280);
    await page.getByRole('button', { name: 'Add Your First Experience' }).click();
    await dialog(page).getByLabel('Company *', { exact: true }).fill('Acme');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).getByText('Job title is required').waitFor();
    const title = (await dialog(page).getByLabel('Job Title *', { exact: true }).boundingBox())!;
    const company = (await dialog(page).getByLabel('Company *', { exact: true }).boundingBox())!;
    expect(Math.abs(title.y - company.y)).toBeLessThan(1);

    // No counter far from the bound; one from 80 % of it; marked past it.
    const jobTitle = dialog(page).getByLabel('Job Title *', { exact: true });
    await jobTitle.fill('x'.repeat(100));
    expect(await dialog(page).locator('.char-count').count()).toBe(0);
    await jobTitle.fill('x'.repeat(190));
    expect(await dialog(page).locator('.char-count').innerText()).toContain(`190 / ${limits.shortText}`);
    await jobTitle.fill('x'.repeat(205));
    await dialog(page).locator('.char-count--over').waitFor();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).getByText(`Job title must be at most ${limits.shortText} characters`).waitFor();
    await shot(page, 'admin-dialog-errors');
    await page.close();
  });
});

describe('case study cards', () => {
  beforeEach(() => resetContent());

  it("shows 'Draft' on an unpublished case study and 'Published' on a published one", async () => {
    const content = editorContent([{ type: 'paragraph', data: { text: 'Body.' } }]);
    await addCaseStudy({ title: 'Out There', slug: 'out-there', description: 'Live.', content });
    await addCaseStudy({ title: 'In Progress', slug: 'in-progress', description: 'Not yet.', content, isPublished: false });
    const { page } = await adminPage(browser, 'case-studies');
    const card = (title: string) => page.locator('.cs-card', { hasText: title });
    await card('In Progress').waitFor();
    expect(await card('In Progress').locator('.badge').allInnerTexts()).toEqual(['Draft']);
    expect(await card('Out There').locator('.badge').allInnerTexts()).toEqual(['Published']);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('featured image description', () => {
  beforeEach(() => resetContent());

  it('asks for the image\'s description once there is an image, and the public page uses it as alt text', async () => {
    const content = editorContent([{ type: 'paragraph', data: { text: 'Body.' } }]);
    await addCaseStudy({ title: 'Pictured', slug: 'pictured', description: 'With a picture.', content });
    const { page } = await adminPage(browser, 'case-studies');
    await page.locator('.cs-card', { hasText: 'Pictured' }).getByRole('button', { name: 'Edit Pictured' }).click();
    await dialog(page).locator('.ce-block').first().waitFor();
    const description = dialog(page).getByLabel('Image description');
    expect(await description.count()).toBe(0);
    await dialog(page).getByLabel('Featured Image', { exact: true }).fill('/uploads/cover.png');
    await description.fill('  The ledger on a desk  ');
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    const visitor = await openPage(browser, 390);
    await visitor.page.goto(`${baseURL}/case-studies/pictured`);
    expect(await visitor.page.locator('.article-image').getAttribute('alt')).toBe('The ledger on a desk');
    await visitor.page.close();
    await page.close();
  });
});

describe('setup form password rule', () => {
  async function setupPage(width = 1280) {
    const watched = await openPage(browser, width);
    const posts: unknown[] = [];
    await watched.page.route('**/api/admin/setup', (route) => {
      if (route.request().method() === 'GET') return route.fulfill({ json: { available: true } });
      posts.push(route.request().postDataJSON());
      return route.continue();
    });
    await watched.page.goto(`${baseURL}/admin/login`);
    await watched.page.getByRole('heading', { name: 'CREATE ADMIN ACCOUNT' }).waitFor();
    return { ...watched, posts };
  }

  it('states the rule, shows the strength as the owner types and refuses a short password under the field', async () => {
    const { page, posts } = await setupPage(390);
    const form = page.locator('form');
    await form.getByText(`At least ${limits.passwordMin} characters`, { exact: false }).waitFor();
    await page.getByLabel('Username').fill('owner');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await form.getByText('Weak: Use at least 12 characters').waitFor();
    await password.fill('lamp otter 42');
    await form.getByText('Fair: A longer passphrase is stronger.').waitFor();
    await password.fill('purple otter lamp');
    await form.getByText('Strong: Good choice.').waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-setup-strength');

    await password.fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await form.getByRole('alert').filter({ hasText: 'Use at least 12 characters' }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill('password1234');
    await form.getByRole('alert').filter({ hasText: 'This password is too common; choose another' }).waitFor();
    expect(posts).toEqual([]);
    await expectFits(page, 'setup form');
    await shot(page, 'admin-setup-refused');
    await page.close();
  });

  it("does not keep 'Please enter both username and password' up beside 'The two passwords differ'", async () => {
    const { page } = await setupPage();
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await toastText(page)).toBe('Error\nPlease enter both username and password');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password', { exact: true }).fill('purple otter lamp');
    await page.getByLabel('Confirm password').fill('purple otter lamp!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('The two passwords differ', { exact: true }).waitFor();
    await page.locator('.toast').waitFor({ state: 'detached' });
    await page.close();
  });
});
