// Managing case studies (spec §2 Case studies tab, §4 Slug and Editor, §5, §8, §9): the list and
// its cards, the dialog with folio-core's validation, slug derivation, tags, the featured image
// upload, the Editor.js content editor with every block type, publishing, unsaved changes and
// deletes, all against the real server.
import type { FileChooser, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseStudy } from '../src/lib/api-schema';
import { adminPage } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, screenshots } from './page';
import {
  addCaseStudy,
  admin,
  CREDENTIALS,
  editorContent,
  png,
  resetContent,
  session,
  uploadImage,
} from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent();
});

/** The admin dashboard on the case studies tab, once its list has loaded. */
async function openTab(width = 1280) {
  const watched = await adminPage(browser, 'case-studies', width);
  // Fail on the step that hangs, well before the test's own time limit.
  watched.page.setDefaultTimeout(8_000);
  // Console errors count as problems too: a CSP refusal or a React warning shows up here.
  watched.page.on('console', (message) => {
    if (message.type() === 'error') watched.problems.push(`console: ${message.text()}`);
  });
  await watched.page.getByRole('heading', { name: 'Case Studies' }).waitFor();
  await watched.page.locator('.admin-list, .empty-state').first().waitFor();
  return watched;
}

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });
const card = (page: Page, title: string) =>
  page.locator('.cs-card').filter({ has: page.getByRole('button', { name: title, exact: true }) });

/** Waits until the dialog's Editor.js is set up (500 ms after opening) and shows its blocks. */
async function editorReady(page: Page): Promise<Locator> {
  const editor = dialog(page).locator('.cs-editor');
  await editor.locator('.ce-block').first().waitFor();
  await dialog(page).getByText('Loading editor...').waitFor({ state: 'detached' });
  return editor;
}

/** The toast with `title`, once shown: its title and description. */
async function toast(page: Page, title: string): Promise<string> {
  const shown = page.locator('.toast').filter({ has: page.getByText(title, { exact: true }) });
  await shown.waitFor();
  return (await shown.innerText()).replace('×', '').trim();
}

/** Inserts a block through the toolbox ('/' in an empty block), picking the item `name`. */
async function insertBlock(page: Page, name: string) {
  // Editor.js finishes moving its toolbar to a new block just after Enter.
  await page.waitForTimeout(150);
  await page.keyboard.type('/');
  const toolbox = dialog(page).locator('.ce-toolbox .ce-popover--opened .ce-popover__container');
  await toolbox.waitFor();
  await page.keyboard.type(name.slice(0, 4));
  await toolbox.locator('.ce-popover-item:not(.ce-popover-item--hidden)', { hasText: name }).click();
}

/**
 * In the current block, selects `count` characters ending `fromEnd` characters before its end and
 * applies an inline tool's shortcut.
 */
async function markText(page: Page, fromEnd: number, count: number, shortcut: string) {
  await page.keyboard.press('End');
  for (let i = 0; i < fromEnd; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < count; i++) await page.keyboard.press('Shift+ArrowLeft');
  // The shortcut works once the inline toolbar has noticed the selection.
  await dialog(page).locator('.ce-inline-toolbar .ce-popover--opened').waitFor({ state: 'attached' });
  await page.keyboard.press(shortcut);
  await page.keyboard.press('End');
}

/** Pastes `text` into the focused element, as the clipboard would. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The editor alone, with whatever menu is open, in light and dark (popovers have own colours). */
async function editorShots(page: Page, name: string) {
  const frame = dialog(page).locator('.cs-editor-frame');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await screenshot(frame, `${name}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Uploads a small PNG as the owner through the API; answers its `/uploads/…` URL. */
async function uploadPng(): Promise<string> {
  const answer = await uploadImage(png(16, 16));
  expect(answer.success).toBe(1);
  return answer.file!.url;
}

const stored = async (slug: string) =>
  (await admin<CaseStudy[]>('GET', '/api/admin/case-studies')).find((c) => c.slug === slug)!;

const blockTypes = (content: string) =>
  (JSON.parse(content) as { blocks: { type: string }[] }).blocks.map((block) => block.type);

/** Opens the public page of the case study `slug` and hands its body to `check`. */
async function publicBody(slug: string, check: (prose: Locator) => Promise<void>) {
  const page = await browser.newPage();
  await page.goto(`${baseURL}/case-studies/${slug}`);
  const prose = page.locator('.prose');
  await prose.waitFor();
  await check(prose);
  await page.close();
}

const PARAGRAPH = editorContent([{ type: 'paragraph', data: { text: 'Saved body.' } }]);

describe('case studies tab', () => {
  it('shows the empty state, and its button opens the Add dialog', async () => {
    const { page, problems } = await openTab();
    await page.getByText('No case studies yet.', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-case-studies-empty');
    await page.getByRole('button', { name: 'Create Your First Case Study' }).click();
    await dialog(page).getByRole('heading', { name: 'Add Case Study' }).waitFor();
    await editorReady(page);
    expect(await dialog(page).getByRole('button', { name: 'Create Case Study' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows cards with the title in capitals, badges only when set, slug and tags', async () => {
    await addCaseStudy({
      title: 'Payments Rewrite',
      slug: 'payments-rewrite',
      description: 'Moving a ledger to Rust.',
      content: PARAGRAPH,
      tags: ['rust', 'payments'],
      isPublished: true,
      isFeatured: true,
    });
    await addCaseStudy({
      title: 'Quiet Draft',
      slug: 'quiet-draft',
      description: 'Not out yet.',
      content: PARAGRAPH,
      isPublished: false,
    });
    const { page, problems } = await openTab();
    const published = card(page, 'Payments Rewrite');
    expect(await published.locator('h3').innerText()).toBe('PAYMENTS REWRITE');
    expect(await published.locator('.badge-row .badge').allInnerTexts()).toEqual(['Published', 'Featured']);
    expect(await published.getByText('Moving a ledger to Rust.', { exact: true }).isVisible()).toBe(true);
    expect(await published.getByText('Slug: /payments-rewrite', { exact: true }).isVisible()).toBe(true);
    expect(await published.locator('.cs-card-tags .badge').allInnerTexts()).toEqual(['rust', 'payments']);
    const open = published.getByRole('link', { name: 'Open the public page of Payments Rewrite in a new tab' });
    expect(await open.getAttribute('href')).toBe('/case-studies/payments-rewrite');
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toBe('noopener noreferrer');

    const draft = card(page, 'Quiet Draft');
    // Issue 12: a draft says so, as a published one does.
    expect(await draft.locator('.badge-row .badge').allInnerTexts()).toEqual(['Draft']);
    // No public page to open; its preview instead (issue 14).
    expect(await draft.getByRole('link').getAttribute('aria-label')).toBe(
      'Preview Quiet Draft in a new tab',
    );
    expect(await draft.getByRole('button', { name: 'Edit Quiet Draft' }).isVisible()).toBe(true);
    expect(await draft.getByRole('button', { name: 'Delete Quiet Draft' }).isVisible()).toBe(true);

    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-case-studies-list');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens edit from anywhere on a card or from its title by keyboard, never from its buttons', async () => {
    await addCaseStudy({ title: 'Clickable', slug: 'clickable', description: 'Click me.', content: PARAGRAPH });
    const { page, problems } = await openTab();
    // A click on the card's body (its description) opens it.
    const box = (await card(page, 'Clickable').getByText('Click me.', { exact: true }).boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + box.height / 2);
    await dialog(page).getByRole('heading', { name: 'Edit Case Study' }).waitFor();
    expect(await field(page, 'Title *').inputValue()).toBe('Clickable');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Clickable', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Edit Case Study' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await card(page, 'Clickable').getByRole('button', { name: 'Delete Clickable' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('case study dialog', () => {
  it("shows folio-core's message under each field and sends nothing while invalid", async () => {
    const { page, problems } = await openTab();
    const writes: string[] = [];
    page.on('request', (request) => {
      // Autosaved drafts go out whatever the fields hold (issue 14); a save must not.
      if (request.method() !== 'GET' && !request.url().endsWith('/autosave')) {
        writes.push(request.url());
      }
    });
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    await editorReady(page);
    await dialog(page).getByRole('button', { name: 'Create Case Study' }).click();
    for (const message of ['Title is required', 'Slug is required', 'Description is required', 'Content is required']) {
      await dialog(page).getByText(message, { exact: true }).waitFor();
    }
    // The first invalid field gets the focus; each message is tied to its field.
    expect(await field(page, 'Title *').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field(page, 'Title *').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-case-study-dialog-errors');

    await field(page, 'Title *').fill('t'.repeat(201));
    await field(page, 'Slug *').fill('My Study');
    await field(page, 'Description *').fill('d'.repeat(501));
    await dialog(page).getByText('Title must be at most 200 characters', { exact: true }).waitFor();
    await dialog(page).getByText('Slug may only contain lowercase letters, digits and single hyphens', { exact: true }).waitFor();
    await dialog(page).getByText('Description must be at most 500 characters', { exact: true }).waitFor();
    await field(page, 'Slug *').fill('s'.repeat(101));
    await dialog(page).getByText('Slug must be at most 100 characters', { exact: true }).waitFor();
    await field(page, 'Featured Image').fill('javascript:alert(1)');
    await dialog(page)
      .getByText('Featured image must be a URL starting with http:// or https://, or an uploaded image', { exact: true })
      .waitFor();
    // An empty editor is no content, however often the owner submits.
    await dialog(page).getByRole('button', { name: 'Create Case Study' }).click();
    const contentRequired = dialog(page).getByText('Content is required', { exact: true });
    await contentRequired.waitFor();
    expect(writes).toEqual([]);
    // After a failed submit the content is checked again as the owner writes.
    await dialog(page).locator('.cs-editor .ce-paragraph').first().click();
    await page.keyboard.type('Now there is content.');
    await contentRequired.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('derives the slug from the title while creating, until the owner types one', async () => {
    const { page } = await openTab();
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    await field(page, 'Title *').fill('Hello, World!  Again');
    expect(await field(page, 'Slug *').inputValue()).toBe('hello-world-again');
    await field(page, 'Title *').fill('Second Thoughts');
    expect(await field(page, 'Slug *').inputValue()).toBe('second-thoughts');
    await field(page, 'Slug *').fill('my-own');
    await field(page, 'Title *').fill('Third Title');
    expect(await field(page, 'Slug *').inputValue()).toBe('my-own');
    // Clearing the slug hands it back to the title.
    await field(page, 'Slug *').fill('');
    await field(page, 'Title *').fill('Fourth Title');
    expect(await field(page, 'Slug *').inputValue()).toBe('fourth-title');
    await page.close();
  });

  it('adds tags with the button and Enter, by folio-core\'s rule, and removes them', async () => {
    const { page, problems } = await openTab();
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    const tags = field(page, 'Tags');
    const added = () => dialog(page).getByRole('list', { name: 'Added tags' }).getByRole('listitem').allInnerTexts();
    await tags.fill('Rust');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await tags.fill(' Rust ');
    await tags.press('Enter');
    await tags.fill('   ');
    await tags.press('Enter');
    await tags.fill('React');
    await tags.press('Enter');
    expect((await added()).map((text) => text.replace('×', '').trim())).toEqual(['Rust', 'React']);
    // Enter added tags without submitting the form.
    expect(await dialog(page).getByText('Title is required').count()).toBe(0);
    expect(await tags.inputValue()).toBe('');
    // One tag whatever its case: typed again in another case, it takes that spelling in its place.
    await tags.fill('REACT');
    await tags.press('Enter');
    expect((await added()).map((text) => text.replace('×', '').trim())).toEqual(['Rust', 'REACT']);
    await dialog(page).getByRole('button', { name: 'Remove tag Rust' }).click();
    expect((await added()).map((text) => text.replace('×', '').trim())).toEqual(['REACT']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('uploads a featured image with progress and a preview', async () => {
    const { page, problems } = await openTab();
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/upload-image', async (route) => {
      await held;
      await route.continue();
    });
    await dialog(page).getByLabel('Featured image file').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: png(),
    });
    await dialog(page).getByRole('progressbar', { name: 'Uploading the featured image' }).waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Uploading...' }).isDisabled()).toBe(true);
    release();
    expect(await toast(page, 'Success!')).toBe('Success!\nImage uploaded successfully.');
    const url = await field(page, 'Featured Image').inputValue();
    expect(url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const preview = dialog(page).getByRole('img', { name: 'Featured image preview' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(8);
    expect(await dialog(page).getByRole('progressbar').count()).toBe(0);
    await preview.scrollIntoViewIfNeeded();
    await screenshots(page, 'admin-case-study-dialog-image');
    expect(await dialog(page).getByRole('button', { name: 'Upload', exact: true }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses a file over 5 MB or of another type before sending it', async () => {
    const { page, problems } = await openTab();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload-image')) uploads.push(request.url());
    });
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    const input = dialog(page).getByLabel('Featured image file');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
    expect(await toast(page, 'File Too Large')).toBe('File Too Large\nPlease select an image smaller than 5MB.');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    expect(await toast(page, 'Invalid File Type')).toBe('Invalid File Type\nPlease select an image file.');
    expect(uploads).toEqual([]);
    expect(await field(page, 'Featured Image').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows 'Upload Failed' when the upload fails without the server saying why", async () => {
    const { page } = await openTab();
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    await page.route('**/api/upload-image', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await dialog(page).getByLabel('Featured image file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png() });
    expect(await toast(page, 'Upload Failed')).toBe('Upload Failed\nFailed to upload image. Please try again.');
    expect(await field(page, 'Featured Image').inputValue()).toBe('');
    await page.close();
  });

  it('creates a case study typed in the editor and shows it on the public page', async () => {
    const { page, problems } = await openTab();
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    await field(page, 'Title *').fill('Hello, World!  Again');
    await field(page, 'Description *').fill('How we rebuilt the ledger.');
    await field(page, 'Tags').fill('Rust');
    await field(page, 'Tags').press('Enter');
    const editor = await editorReady(page);

    // Heading, then a paragraph with inline code and a marker, then a bulleted list.
    await editor.locator('.ce-paragraph').first().click();
    await insertBlock(page, 'Heading');
    await page.keyboard.type('Why we rewrote it');
    await page.keyboard.press('Enter');
    await page.keyboard.type('We measured latency and found it slow');
    await markText(page, ' and found it slow'.length, 'latency'.length, 'Control+Shift+C');
    await markText(page, 0, 'slow'.length, 'Control+Shift+M');
    await page.keyboard.press('Enter');
    await insertBlock(page, 'Unordered List');
    await page.keyboard.type('First point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second point');

    await dialog(page).getByRole('switch', { name: 'Published' }).click();
    await dialog(page).getByRole('switch', { name: 'Featured' }).click();
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-case-study-dialog');

    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/admin/case-studies', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await dialog(page).getByRole('button', { name: 'Create Case Study' }).click();
    const saving = dialog(page).getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();
    expect(await toast(page, 'Success!')).toBe('Success!\nCase study created successfully.');
    await dialog(page).waitFor({ state: 'detached' });

    const created = card(page, 'Hello, World!  Again');
    await created.waitFor();
    expect(await created.getByText('Slug: /hello-world-again').isVisible()).toBe(true);
    expect(await created.locator('.badge-row .badge').allInnerTexts()).toEqual(['Published', 'Featured']);
    const saved = await stored('hello-world-again');
    expect(saved.tags).toEqual(['Rust']);
    expect(blockTypes(saved.content)).toEqual(['header', 'paragraph', 'list']);
    const [header, paragraph, list] = (JSON.parse(saved.content) as { blocks: { data: Record<string, unknown> }[] }).blocks;
    expect(header!.data).toMatchObject({ text: 'Why we rewrote it', level: 2 });
    expect(paragraph!.data.text).toBe(
      'We measured <code class="inline-code">latency</code> and found it <mark class="cdx-marker">slow</mark>',
    );
    expect(list!.data).toMatchObject({ style: 'unordered' });

    await page.goto(`${baseURL}/case-studies/hello-world-again`);
    const prose = page.locator('.prose');
    await prose.waitFor();
    expect(await prose.locator('h2').innerText()).toBe('Why we rewrote it');
    expect(await prose.locator('code.inline-code').innerText()).toBe('latency');
    expect(await prose.locator('mark.cdx-marker').innerText()).toBe('slow');
    expect(await prose.locator('ul > li').allInnerTexts()).toEqual(['First point', 'Second point']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads every block type, keeps them through an update, adds an uploaded image, and publishes them', async () => {
    const imageUrl = await uploadPng();
    await addCaseStudy({
      title: 'Every Block',
      slug: 'every-block',
      description: 'All the blocks.',
      isPublished: false,
      content: editorContent([
        { type: 'header', data: { text: 'A heading', level: 3 } },
        {
          type: 'paragraph',
          data: { text: 'Text with <code class="inline-code">code</code> and <mark class="cdx-marker">mark</mark>.' },
        },
        { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'Bullet', meta: {}, items: [] }] } },
        {
          type: 'list',
          data: {
            style: 'ordered',
            meta: { start: 2, counterType: 'upper-roman' },
            items: [{ content: 'Second', meta: {}, items: [] }, { content: 'Third', meta: {}, items: [] }],
          },
        },
        {
          type: 'list',
          data: {
            style: 'checklist',
            meta: {},
            items: [{ content: 'Done', meta: { checked: true }, items: [] }, { content: 'Open', meta: { checked: false }, items: [] }],
          },
        },
        { type: 'quote', data: { text: 'Simple is hard.', caption: 'Someone', alignment: 'center' } },
        { type: 'code', data: { code: 'let x = 1;' } },
        { type: 'delimiter', data: {} },
        { type: 'image', data: { file: { url: imageUrl }, caption: 'A square', withBorder: false, withBackground: false, stretched: false } },
        {
          type: 'linkTool',
          data: { link: 'https://example.org/post', meta: { title: 'A linked post', description: 'What it says.' } },
        },
      ]),
    });
    const { page, problems } = await openTab();
    await card(page, 'Every Block').getByRole('button', { name: 'Edit Every Block' }).click();
    const editor = await editorReady(page);
    expect(await editor.locator('h3.ce-header').innerText()).toBe('A heading');
    expect(await editor.locator('.ce-paragraph code.inline-code').innerText()).toBe('code');
    expect(await editor.locator('.ce-paragraph mark.cdx-marker').innerText()).toBe('mark');
    expect(await editor.locator('.cdx-list-unordered').count()).toBe(1);
    expect(await editor.locator('.cdx-list-ordered').count()).toBe(1);
    expect(await editor.locator('.cdx-list-checklist').count()).toBe(1);
    expect(await editor.locator('.cdx-list__checkbox--checked').count()).toBe(1);
    expect(await editor.locator('.cdx-quote__text').innerText()).toBe('Simple is hard.');
    expect(await editor.locator('.ce-code__textarea').inputValue()).toBe('let x = 1;');
    expect(await editor.locator('.ce-delimiter').count()).toBe(1);
    expect(await editor.locator('.image-tool--filled img').getAttribute('src')).toBe(imageUrl);
    expect(await editor.locator('.link-tool__title').innerText()).toBe('A linked post');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-case-study-dialog-every-block');
    // The block picker and the inline toolbar, as the owner sees them.
    await editor.locator('.ce-paragraph').first().click();
    await editor.locator('.ce-toolbar__plus').click();
    await editor.locator('.ce-toolbox .ce-popover--opened .ce-popover__container').waitFor();
    await editorShots(page, 'admin-case-study-editor-toolbox');
    await page.keyboard.press('Escape');
    await editor.locator('.ce-paragraph').first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await editor.locator('.ce-inline-toolbar .ce-popover--opened').waitFor({ state: 'attached' });
    await editorShots(page, 'admin-case-study-editor-inline');
    await editor.locator('h3.ce-header').click();
    await editor.locator('.ce-toolbar__settings-btn').click();
    await editor.locator('.ce-settings .ce-popover--opened .ce-popover__container').waitFor();
    await editorShots(page, 'admin-case-study-editor-tunes');
    await page.keyboard.press('Escape');
    expect(await dialog(page).isVisible()).toBe(true);

    // A new image block at the end, uploaded through the image tool.
    const redactor = editor.locator('.codex-editor__redactor');
    const box = (await redactor.boundingBox())!;
    await redactor.click({ position: { x: box.width / 2, y: box.height - 20 } });
    const chooser = page.waitForEvent('filechooser');
    await insertBlock(page, 'Image');
    await (await chooser).setFiles({ name: 'added.png', mimeType: 'image/png', buffer: png(12) });
    await expect.poll(() => editor.locator('.image-tool--filled').count()).toBe(2);

    await dialog(page).getByRole('switch', { name: 'Published' }).click();
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    expect(await toast(page, 'Success!')).toBe('Success!\nCase study updated successfully.');
    await dialog(page).waitFor({ state: 'detached' });

    const saved = await stored('every-block');
    expect(blockTypes(saved.content)).toEqual([
      'header', 'paragraph', 'list', 'list', 'list', 'quote', 'code', 'delimiter', 'image', 'linkTool', 'image',
    ]);
    const blocks = (JSON.parse(saved.content) as { blocks: { data: Record<string, unknown> }[] }).blocks;
    expect(blocks[3]!.data).toMatchObject({ style: 'ordered', meta: { start: 2, counterType: 'upper-roman' } });
    expect(blocks[5]!.data).toMatchObject({ text: 'Simple is hard.', caption: 'Someone', alignment: 'center' });
    expect((blocks[10]!.data.file as { url: string }).url).toMatch(/^\/uploads\//);

    await page.goto(`${baseURL}/case-studies/every-block`);
    const prose = page.locator('.prose');
    await prose.waitFor();
    expect(await prose.locator('h3').innerText()).toBe('A heading');
    expect(await prose.locator('code.inline-code').innerText()).toBe('code');
    expect(await prose.locator('mark.cdx-marker').innerText()).toBe('mark');
    expect(await prose.locator('ul:not(.checklist) > li').allInnerTexts()).toEqual(['Bullet']);
    expect(await prose.locator('ol').getAttribute('start')).toBe('2');
    expect(await prose.locator('.checklist input:checked').count()).toBe(1);
    expect(await prose.locator('.quote blockquote').innerText()).toBe('Simple is hard.');
    expect(await prose.locator('pre code').innerText()).toBe('let x = 1;');
    expect(await prose.locator('hr.delimiter').count()).toBe(1);
    expect(await prose.locator('.image img').count()).toBe(2);
    expect(await prose.locator('a.link-card').getAttribute('href')).toBe('https://example.org/post');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("gives an image block an alt text of its own, typed in the editor and read on the public page's <img>", async () => {
    const imageUrl = await uploadPng();
    await addCaseStudy({
      title: 'Alt Text',
      slug: 'alt-text',
      description: 'An image with a caption.',
      content: editorContent([
        { type: 'paragraph', data: { text: 'Before the picture.' } },
        { type: 'image', data: { file: { url: imageUrl }, caption: 'Figure 1', withBorder: false, withBackground: false, stretched: false } },
      ]),
    });
    // Without alt text of its own, the picture is described by its caption alone, read once.
    await publicBody('alt-text', async (prose) => {
      expect(await prose.locator('.image img').getAttribute('alt')).toBe('');
      expect(await prose.locator('.image figcaption').innerText()).toBe('Figure 1');
    });

    for (const width of [390, 1280]) {
      const { page, problems } = await openTab(width);
      await card(page, 'Alt Text').getByRole('button', { name: 'Edit Alt Text' }).click();
      const editor = await editorReady(page);
      const alt = editor.getByRole('textbox', { name: 'Alt text' });
      expect(await alt.inputValue()).toBe(width === 390 ? '' : 'A bar chart of sales by month');
      await alt.fill(width === 390 ? 'A bar chart of sales by month' : 'A bar chart of sales by month, rising');
      // Enter in the field neither starts a new block nor saves the dialog.
      await alt.press('Enter');
      expect(await editor.locator('.ce-block').count()).toBe(2);
      expect(await editor.locator('.image-tool img').getAttribute('alt')).toBe(await alt.inputValue());
      await editorShots(page, `admin-case-study-image-alt-${width}`);
      await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
      expect(await toast(page, 'Success!')).toBe('Success!\nCase study updated successfully.');
      await dialog(page).waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      await page.close();
    }

    const blocks = (JSON.parse((await stored('alt-text')).content) as { blocks: { data: Record<string, unknown> }[] })
      .blocks;
    expect(blocks[1]!.data).toMatchObject({ alt: 'A bar chart of sales by month, rising', caption: 'Figure 1' });
    await publicBody('alt-text', async (prose) => {
      expect(await prose.getByRole('img', { name: 'A bar chart of sales by month, rising' }).count()).toBe(1);
      expect(await prose.locator('.image figcaption').innerText()).toBe('Figure 1');
    });
  });

  it("refuses an image block's alt text past folio-core's bound with the block's message", async () => {
    const imageUrl = await uploadPng();
    const refused = await fetch(`${baseURL}/api/admin/case-studies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: await session() },
      body: JSON.stringify({
        title: 'Too Long',
        slug: 'too-long',
        description: 'An image whose alt text is too long.',
        tags: [],
        isPublished: true,
        isFeatured: false,
        content: editorContent([{ type: 'image', data: { file: { url: imageUrl }, alt: 'a'.repeat(301) } }]),
      }),
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { fields: { field: string; message: string }[] };
    expect(body.fields).toEqual([
      expect.objectContaining({ field: 'content', message: "Block 1: an image's alt text must be at most 300 characters" }),
    ]);
  });

  it('embeds pasted image URLs by folio-core\'s rule and link previews through the server', async () => {
    const imageUrl = await uploadPng();
    const { page, problems } = await openTab();
    // The server fetches other sites for these two calls; here they answer as it would.
    const byUrl: unknown[] = [];
    await page.route('**/api/upload-image-by-url', async (route) => {
      byUrl.push(route.request().postDataJSON());
      await route.fulfill({ json: { success: 1, file: { url: imageUrl } } });
    });
    await page.route('**/api/fetch-url?*', async (route) => {
      const link = new URL(route.request().url()).searchParams.get('url');
      await (link === 'https://example.org/broken'
        ? route.fulfill({ status: 422, json: { success: 0, link, message: 'Refused.' } })
        : route.fulfill({ json: { success: 1, link, meta: { title: 'Example post', description: 'About it.' } } }));
    });
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    await field(page, 'Title *').fill('Pasted Things');
    await field(page, 'Description *').fill('Images and links.');
    const editor = await editorReady(page);

    // An image address (folio-core accepts a fragment; the tool's own pattern would not).
    await editor.locator('.ce-paragraph').first().click();
    await paste(page, 'https://cdn.example.com/photo.PNG#hero');
    await editor.locator('.image-tool--filled').waitFor();
    expect(byUrl).toEqual([{ url: 'https://cdn.example.com/photo.PNG#hero' }]);
    expect(await editor.locator('.image-tool--filled img').getAttribute('alt')).toBe('');

    // Any other address stays text.
    const redactor = editor.locator('.codex-editor__redactor');
    let box = (await redactor.boundingBox())!;
    await redactor.click({ position: { x: box.width / 2, y: box.height - 20 } });
    await paste(page, 'https://example.org/page.html');
    await editor.getByText('https://example.org/page.html').waitFor();
    expect(byUrl).toHaveLength(1);

    // A link block fetches its preview through /api/fetch-url.
    await page.keyboard.press('Enter');
    await insertBlock(page, 'Link');
    await page.keyboard.type('https://example.org/post');
    await page.keyboard.press('Enter');
    await editor.locator('.link-tool__title', { hasText: 'Example post' }).waitFor();

    // A refused preview says why, also to screen readers.
    box = (await redactor.boundingBox())!;
    await redactor.click({ position: { x: box.width / 2, y: box.height - 20 } });
    await insertBlock(page, 'Link');
    await page.keyboard.type('https://example.org/broken');
    await page.keyboard.press('Enter');
    // The spec's line, then the server's reason.
    await page.locator('.cdx-notify', { hasText: "Couldn't fetch the link data: Refused." }).waitFor();
    await dialog(page).getByRole('alert').filter({ hasText: "Couldn't fetch the link data" }).waitFor({ state: 'attached' });

    await dialog(page).getByRole('button', { name: 'Create Case Study' }).click();
    expect(await toast(page, 'Success!')).toBe('Success!\nCase study created successfully.');
    const saved = JSON.parse((await stored('pasted-things')).content) as {
      blocks: { type: string; data: Record<string, unknown> }[];
    };
    // The link whose preview failed is kept as a bare link.
    expect(saved.blocks.map((block) => block.type)).toEqual(['image', 'paragraph', 'linkTool', 'linkTool']);
    expect(saved.blocks[3]!.data.link).toBe('https://example.org/broken');
    expect(saved.blocks[0]!.data.file).toEqual({ url: imageUrl });
    expect(saved.blocks[2]!.data).toMatchObject({
      link: 'https://example.org/post',
      meta: { title: 'Example post', description: 'About it.' },
    });
    // The refused preview (422) and the tool's preview of the pasted address (another site,
    // unreachable from the test machine) are the only failed loads.
    expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
    await page.close();
  });

  it('says so when the editor cannot be loaded, and never saves an empty body over content', async () => {
    await addCaseStudy({ title: 'Offline', slug: 'offline', description: 'No editor.', content: PARAGRAPH });
    const { page, problems } = await openTab();
    await page.route('**/assets/create-editor-*.js', (route) => route.abort());
    await card(page, 'Offline').getByRole('button', { name: 'Edit Offline' }).click();
    await dialog(page)
      .getByText('The editor could not be loaded. Close this dialog and open it again.', { exact: true })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    await dialog(page).getByText('Content is required', { exact: true }).waitFor();
    expect((await stored('offline')).content).toBe(PARAGRAPH);
    expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
    await page.close();
  });

  it('keeps the slug while editing; Published shows and hides the public link', async () => {
    await addCaseStudy({
      title: 'Toggle Me',
      slug: 'toggle-me',
      description: 'Flags.',
      content: PARAGRAPH,
      isPublished: false,
    });
    const { page, problems } = await openTab();
    const link = () => card(page, 'Toggle Me').getByRole('link', { name: 'Open the public page of Toggle Me in a new tab' });
    expect(await link().count()).toBe(0);

    await card(page, 'Toggle Me').getByRole('button', { name: 'Edit Toggle Me' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Case Study' }).waitFor();
    await field(page, 'Title *').fill('Toggle Me Renamed');
    expect(await field(page, 'Slug *').inputValue()).toBe('toggle-me');
    await dialog(page).getByRole('switch', { name: 'Published' }).click();
    await dialog(page).getByRole('switch', { name: 'Featured' }).click();
    await editorReady(page);
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    expect(await toast(page, 'Success!')).toBe('Success!\nCase study updated successfully.');
    await dialog(page).waitFor({ state: 'detached' });
    const renamed = card(page, 'Toggle Me Renamed');
    await renamed.getByText('Slug: /toggle-me').waitFor();
    expect(await renamed.locator('.badge-row .badge').allInnerTexts()).toEqual(['Published', 'Featured']);
    const open = renamed.getByRole('link', { name: 'Open the public page of Toggle Me Renamed in a new tab' });
    expect(await open.getAttribute('href')).toBe('/case-studies/toggle-me');

    await renamed.getByRole('button', { name: 'Edit Toggle Me Renamed' }).click();
    await editorReady(page);
    await dialog(page).getByRole('switch', { name: 'Published' }).click();
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    // Unpublished: its public page's link gives way to its preview's.
    await renamed.getByRole('link', { name: 'Preview Toggle Me Renamed in a new tab' }).waitFor();
    expect(await open.count()).toBe(0);
    expect(await renamed.locator('.badge-row .badge').allInnerTexts()).toEqual(['Draft', 'Featured']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the server\'s duplicate-slug answer under Slug, with the Save Failed toast', async () => {
    await addCaseStudy({ title: 'First', slug: 'taken-slug', description: 'Has the slug.', content: PARAGRAPH });
    const { page } = await openTab();
    await page.getByRole('button', { name: 'Add Case Study' }).click();
    await field(page, 'Title *').fill('Second');
    await field(page, 'Slug *').fill('taken-slug');
    await field(page, 'Description *').fill('Wants the slug.');
    const editor = await editorReady(page);
    await editor.locator('.ce-paragraph').first().click();
    await page.keyboard.type('Some content.');
    await dialog(page).getByRole('button', { name: 'Create Case Study' }).click();
    expect(await toast(page, 'Save Failed')).toBe('Save Failed\nFailed to save case study. Please try again.');
    await dialog(page).getByText('This slug is already used by another case study.', { exact: true }).waitFor();
    expect(await field(page, 'Slug *').getAttribute('aria-invalid')).toBe('true');
    // Nothing is lost: the dialog stays open with what was typed.
    expect(await field(page, 'Title *').inputValue()).toBe('Second');
    expect(await editor.locator('.ce-paragraph').first().innerText()).toBe('Some content.');
    await page.close();
  });

  it("shows 'Save Failed' when an update fails and keeps the dialog open", async () => {
    const { id } = await addCaseStudy({ title: 'Fragile', slug: 'fragile', description: 'Breaks.', content: PARAGRAPH });
    const { page } = await openTab();
    await page.route(`**/api/admin/case-studies/${id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' })
        : route.continue(),
    );
    await card(page, 'Fragile').getByRole('button', { name: 'Edit Fragile' }).click();
    await editorReady(page);
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    expect(await toast(page, 'Save Failed')).toBe('Save Failed\nFailed to save case study. Please try again.');
    expect(await dialog(page).getByRole('button', { name: 'Update Case Study' }).isEnabled()).toBe(true);
    await page.close();
  });

  it('asks before discarding unsaved changes, in the fields or in the editor', async () => {
    await addCaseStudy({ title: 'Careful', slug: 'careful', description: 'Keep it.', content: PARAGRAPH });
    const { page, problems } = await openTab();
    const edit = async () => {
      await card(page, 'Careful').getByRole('button', { name: 'Edit Careful' }).click();
      return editorReady(page);
    };
    const confirm = page.getByRole('alertdialog', { name: 'Discard your unsaved changes?' });

    // Untouched, even once the editor has loaded the saved document: closes at once.
    await edit();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    await edit();
    await field(page, 'Title *').fill('Careless');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    expect(await field(page, 'Title *').inputValue()).toBe('Careless');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await stored('careful')).title).toBe('Careful');

    // A change in the editor alone counts too.
    const editor = await edit();
    expect(await field(page, 'Title *').inputValue()).toBe('Careful');
    await editor.locator('.ce-paragraph').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' More.');
    // Escape in the editor's block picker closes the picker, not the dialog.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
    await page.keyboard.type('/');
    const picker = editor.locator('.ce-toolbox .ce-popover--opened .ce-popover__container');
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    expect(await confirm.count()).toBe(0);
    expect(await dialog(page).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('deletes after the exact confirmation', async () => {
    await addCaseStudy({ title: 'Doomed "Study"', slug: 'doomed', description: 'Goes away.', content: PARAGRAPH });
    const { page, problems } = await openTab();
    await card(page, 'Doomed "Study"').getByRole('button', { name: 'Delete Doomed "Study"' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByRole('heading').innerText()).toBe(
      'Are you sure you want to delete "Doomed "Study"" case study?',
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await toast(page, 'Success!')).toBe('Success!\nCase study deleted successfully.');
    await page.getByText('No case studies yet.', { exact: true }).waitFor();
    expect(await admin<unknown[]>('GET', '/api/admin/case-studies')).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * Ends the page's session on the server while the page keeps its cookie, as when it expires while
 * the owner works. The page first gets a session of its own, so the file's shared session (which
 * seeds and reads) stays signed in.
 */
async function expireSession(page: Page) {
  const login = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  expect(login.status).toBe(200);
  const pair = login.headers.getSetCookie().find((c) => c.startsWith('folio_session='))!.split(';')[0]!;
  const at = pair.indexOf('=');
  await page.context().addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL }]);
  const logout = await fetch(`${baseURL}/api/admin/logout`, { method: 'POST', headers: { cookie: pair } });
  expect(logout.ok).toBe(true);
  const me = await fetch(`${baseURL}/api/admin/me`, { headers: { cookie: pair } });
  expect(me.status).toBe(401);
}

/** The paths of the upload calls the page sends. */
function watchUploads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/upload-image')) sent.push(pathname);
  });
  return sent;
}

/** Closes the toast showing now, so the next one is the next answer's. */
async function dismissToast(page: Page) {
  await page.locator('.toast .toast-close').click();
  await page.locator('.toast').waitFor({ state: 'detached' });
}

/** The page as it shows a toast, for a person to look at. */
async function toastShot(page: Page, name: string) {
  await page.locator('.toast').last().waitFor();
  await screenshot(page, name);
}

/** A 6 MB file the browser calls a PNG: over §5's 5 MB whatever its bytes. */
const HUGE = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) };
/** Under 5 MB, so folio-core lets it through, and big enough to still be sending when refused. */
const BIG = { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(4_500_000) };
/** Text named and typed as a PNG: folio-core lets it through, only the server sees the bytes. */
const FAKE_PNG = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image\n') };

const SESSION_EXPIRED = 'Session Expired\nSign in again in another tab, then try again here.';
const TOO_LARGE = 'File Too Large\nPlease select an image smaller than 5MB.';
const NOT_AN_IMAGE = 'Upload Failed\nInvalid File Type: Please select an image file.';
/** Spec §8: the image tool's own line under any failed upload. */
const IMAGE_BLOCK_FAILED = 'Couldn’t upload image. Please try another.';

describe('featured image upload refusals', () => {
  async function addDialog() {
    const watched = await openTab();
    await watched.page.getByRole('button', { name: 'Add Case Study' }).click();
    await dialog(watched.page).getByRole('heading', { name: 'Add Case Study' }).waitFor();
    return { ...watched, input: dialog(watched.page).getByLabel('Featured image file') };
  }

  it('refuses a 6 MB file before sending it', async () => {
    const { page, input, problems } = await addDialog();
    const uploads = watchUploads(page);
    await input.setInputFiles(HUGE);
    expect(await toast(page, 'File Too Large')).toBe(TOO_LARGE);
    await toastShot(page, 'upload-field-too-large');
    expect(uploads).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("says 'Session Expired' when the session ended before the upload", async () => {
    const { page, input } = await addDialog();
    await expireSession(page);
    const answer = page.waitForResponse('**/api/upload-image');
    await input.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png() });
    expect(await toast(page, 'Session Expired')).toBe(SESSION_EXPIRED);
    expect((await answer).status()).toBe(401);
    await toastShot(page, 'upload-field-session-expired');
    // The dialog stays, with nothing put in the field.
    expect(await field(page, 'Featured Image').inputValue()).toBe('');
    expect(await dialog(page).getByRole('button', { name: 'Upload' }).isEnabled()).toBe(true);

    // A file of a few megabytes too: the server refuses it before reading it, and its answer must
    // still reach the browser rather than a closed connection.
    await dismissToast(page);
    const bigAnswer = page.waitForResponse('**/api/upload-image');
    await input.setInputFiles(BIG);
    expect(await toast(page, 'Session Expired')).toBe(SESSION_EXPIRED);
    expect((await bigAnswer).status()).toBe(401);
    await page.close();
  });

  it("shows the server's reason when it finds the bytes are not an image", async () => {
    const { page, input } = await addDialog();
    const answer = page.waitForResponse('**/api/upload-image');
    await input.setInputFiles(FAKE_PNG);
    expect(await toast(page, 'Upload Failed')).toBe(NOT_AN_IMAGE);
    expect((await answer).status()).toBe(415);
    await toastShot(page, 'upload-field-not-an-image');
    expect(await field(page, 'Featured Image').inputValue()).toBe('');
    await page.close();
  });
});

describe('editor image tool refusals', () => {
  /** The Add dialog's editor, focused in its first, empty paragraph. */
  async function addDialogEditor() {
    const watched = await openTab();
    await watched.page.getByRole('button', { name: 'Add Case Study' }).click();
    const editor = await editorReady(watched.page);
    await editor.locator('.ce-paragraph').first().click();
    return { ...watched, editor };
  }

  /** Adds an image block from the toolbox and picks `file` in the chooser it opens. */
  async function imageBlockWith(page: Page, file: Parameters<FileChooser['setFiles']>[0]) {
    const chooser = page.waitForEvent('filechooser');
    await insertBlock(page, 'Image');
    await (await chooser).setFiles(file);
  }

  /** The tool's own failure line, and the block back to empty (no spinner left behind). */
  async function expectEmptyBlockAfterFailure(page: Page, editor: Locator) {
    await page.locator('.cdx-notify', { hasText: IMAGE_BLOCK_FAILED }).first().waitFor();
    // The tool shows a preview of the picked file once it has read it, which can come after the
    // refusal; the block must still end empty.
    await page.waitForTimeout(500);
    expect(await editor.locator('.image-tool--uploading').count()).toBe(0);
    expect(await editor.locator('.image-tool--empty').count()).toBe(1);
  }

  it('refuses a 6 MB file before sending it', async () => {
    const { page, editor } = await addDialogEditor();
    const uploads = watchUploads(page);
    await imageBlockWith(page, HUGE);
    expect(await toast(page, 'File Too Large')).toBe(TOO_LARGE);
    await toastShot(page, 'upload-editor-too-large');
    await expectEmptyBlockAfterFailure(page, editor);
    expect(uploads).toEqual([]);
    await page.close();
  });

  it("says 'Session Expired' for a file or an address when the session ended", async () => {
    const { page, editor } = await addDialogEditor();
    await expireSession(page);
    const answer = page.waitForResponse('**/api/upload-image');
    await imageBlockWith(page, { name: 'dot.png', mimeType: 'image/png', buffer: png() });
    expect(await toast(page, 'Session Expired')).toBe(SESSION_EXPIRED);
    expect((await answer).status()).toBe(401);
    await toastShot(page, 'upload-editor-session-expired');
    await expectEmptyBlockAfterFailure(page, editor);

    // A file of a few megabytes, which the server refuses before reading it.
    await dismissToast(page);
    const bigAnswer = page.waitForResponse('**/api/upload-image');
    const chooser = page.waitForEvent('filechooser');
    await editor.locator('.image-tool--empty .cdx-button').click();
    await (await chooser).setFiles(BIG);
    expect(await toast(page, 'Session Expired')).toBe(SESSION_EXPIRED);
    expect((await bigAnswer).status()).toBe(401);

    // A pasted image address goes to the server too, which refuses it the same way.
    await dismissToast(page);
    const redactor = editor.locator('.codex-editor__redactor');
    const box = (await redactor.boundingBox())!;
    await redactor.click({ position: { x: box.width / 2, y: box.height - 20 } });
    const byUrl = page.waitForResponse('**/api/upload-image-by-url');
    await paste(page, 'https://cdn.example.com/photo.png');
    expect(await toast(page, 'Session Expired')).toBe(SESSION_EXPIRED);
    expect((await byUrl).status()).toBe(401);
    await page.close();
  });

  it("shows the server's reason when it finds the bytes are not an image", async () => {
    const { page, editor } = await addDialogEditor();
    const answer = page.waitForResponse('**/api/upload-image');
    await imageBlockWith(page, FAKE_PNG);
    expect(await toast(page, 'Upload Failed')).toBe(NOT_AN_IMAGE);
    expect((await answer).status()).toBe(415);
    await toastShot(page, 'upload-editor-not-an-image');
    await expectEmptyBlockAfterFailure(page, editor);
    await page.close();
  });
});
