// Stored HTML never reaches the admin's DOM (issue 21): a case study whose saved Editor.js document
// holds raw HTML in every text field (stored through the real API, which keeps block text as the
// owner's editor sent it) opens in the dialog with none of it live, its legitimate inline markup
// shown as before, and saves back without it. The Content-Security-Policy is the first wall; this
// holds the second, so no violation may even be reported.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseStudy } from '../src/lib/api-schema';
import { adminPage } from './admin';
import { browser } from './browser';
import { addCaseStudy, admin, editorContent, png, resetContent, uploadImage } from './seed';

beforeEach(async () => {
  await resetContent();
});

/** What an injected handler or script would run: a mark that it ran at all. */
const RUN = 'window.__injected=(window.__injected||0)+1';
const IMG = `<img src="x" onerror="${RUN}">`;
const IFRAME = `<iframe srcdoc="<script>parent.__injected=1</script>"></iframe>`;

/** The inline markup the editor's tools make, which must come back exactly as stored. */
const LEGIT =
  'Plain <b>bold</b>, <i>italic</i>, <a href="https://example.org/safe">a link</a>, ' +
  '<code class="inline-code">npm ci</code> and <mark class="cdx-marker">marked</mark><br>second line';

const LINK_META = { title: `${IMG}Linked title`, description: `${IFRAME}Linked description` };

function hostileDocument(imageUrl: string): string {
  return editorContent([
    { type: 'header', data: { text: `Heading ${IMG}`, level: 2 } },
    { type: 'paragraph', data: { text: LEGIT } },
    {
      type: 'paragraph',
      data: {
        text:
          `Before ${IMG} ${IFRAME} <a href="javascript:${RUN}">script link</a> ` +
          `<a href=" java&#9;script:${RUN}">tabbed link</a> <b onclick="${RUN}">clicky</b> ` +
          `<details open ontoggle="${RUN}">toggled</details><script>${RUN}</script> after`,
      },
    },
    {
      type: 'paragraph',
      data: { text: '<form action="https://example.org/steal"><input name="q"><button>Send</button></form>Form text' },
    },
    {
      type: 'list',
      data: {
        style: 'unordered',
        meta: {},
        items: [
          {
            content: `${IMG}First item`,
            meta: {},
            items: [{ content: `<a href="JAVASCRIPT:${RUN}">Nested item</a>`, meta: {}, items: [] }],
          },
        ],
      },
    },
    {
      type: 'list',
      data: {
        style: 'checklist',
        meta: {},
        items: [{ content: `${IMG}Checked item`, meta: { checked: true }, items: [] }],
      },
    },
    {
      type: 'quote',
      data: { text: `${IMG}Quoted`, caption: `<a href="javascript:${RUN}">Cited</a>`, alignment: 'left' },
    },
    {
      type: 'image',
      data: {
        file: { url: imageUrl },
        caption: `${IMG}${IFRAME}Figure`,
        withBorder: false,
        withBackground: false,
        stretched: false,
      },
    },
    { type: 'linkTool', data: { link: 'https://example.org/post', meta: LINK_META } },
  ]);
}

/**
 * Everything live that stored HTML could have put in the page: `on*` attributes, frames and
 * plug-ins, `javascript:` addresses (as the browser reads them), and inside the editor any form,
 * script or picture other than the image block's own.
 */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const { name, value } of element.attributes) {
        if (name.toLowerCase().startsWith('on')) found.push(`${tag}[${name}]`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name.toLowerCase())) {
          try {
            if (new URL(value, location.href).protocol === 'javascript:') found.push(`${tag}[${name}=${value}]`);
          } catch {
            // Not an address at all: nothing a browser would follow.
          }
        }
      }
    }
    for (const element of document.querySelectorAll('iframe, frame, object, embed')) {
      found.push(element.tagName.toLowerCase());
    }
    const blocks = document.querySelectorAll('.cs-editor .ce-block');
    for (const element of [...blocks].flatMap((block) => [
      ...block.querySelectorAll('form, input:not(.cdx-input), button, textarea, script, details, img'),
    ])) {
      if (!element.closest('.image-tool__image')) found.push(`editor ${element.tagName.toLowerCase()}`);
    }
    return found;
  });
}

/** The HTML text fields of a stored document: headings, paragraphs, list items, quotes, captions. */
function htmlFields(content: string): string[] {
  const fields: string[] = [];
  const items = (list: { content: string; items?: unknown[] }[]) => {
    for (const item of list) {
      fields.push(item.content);
      items((item.items ?? []) as { content: string }[]);
    }
  };
  for (const { type, data } of (JSON.parse(content) as { blocks: { type: string; data: Record<string, never> }[] })
    .blocks) {
    if (type === 'header' || type === 'paragraph') fields.push(data.text);
    if (type === 'list') items(data.items);
    if (type === 'quote') fields.push(data.text, data.caption);
    if (type === 'image') fields.push(data.caption);
  }
  return fields;
}

describe('stored HTML in a case study', () => {
  it('reaches neither the editor nor the saved content; legitimate inline markup stays', async () => {
    const upload = await uploadImage(png(16, 16));
    expect(upload.success).toBe(1);
    await addCaseStudy({
      title: 'Hostile',
      slug: 'hostile',
      description: 'Stored HTML.',
      content: hostileDocument(upload.file!.url),
    });

    const { page, problems } = await adminPage(browser, 'case-studies');
    page.setDefaultTimeout(8_000);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    // Every refusal of the CSP, from the first script on, in the page and in any frame it holds.
    await page.addInitScript(() => {
      const top = window.top as unknown as { __violations?: string[] };
      top.__violations ??= [];
      document.addEventListener('securitypolicyviolation', (event) => {
        // The webpack runtime bundled in two Editor.js tools probes `Function('return this')`,
        // refused and caught on every editor start, whatever the document holds.
        if (event.blockedURI === 'eval' && /\/assets\/create-editor-[^/]+\.js$/.test(event.sourceFile)) return;
        top.__violations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Case Studies' }).waitFor();

    await page.getByRole('button', { name: 'Edit Hostile' }).click();
    const dialog = page.getByRole('dialog');
    const editor = dialog.locator('.cs-editor');
    await editor.locator('.ce-block').first().waitFor();
    await dialog.getByText('Loading editor...').waitFor({ state: 'detached' });
    await editor.locator('.link-tool__title').waitFor();
    // Whatever the page would load (an injected picture's error included) has had its turn.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));

    // Soft, so a failure lists what was injected, what the CSP refused and what was saved at once.
    expect.soft(await injected(page)).toEqual([]);
    expect
      .soft(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
      .toEqual([]);
    expect.soft(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();

    // The legitimate markup, shown as the tools made it.
    const legit = editor.locator('.ce-paragraph').nth(0);
    expect(await legit.locator('b').innerText()).toBe('bold');
    expect(await legit.locator('i').innerText()).toBe('italic');
    expect(await legit.locator('a').getAttribute('href')).toBe('https://example.org/safe');
    expect(await legit.locator('a').innerText()).toBe('a link');
    expect(await legit.locator('code.inline-code').innerText()).toBe('npm ci');
    expect(await legit.locator('mark.cdx-marker').innerText()).toBe('marked');
    expect(await legit.locator('br').count()).toBe(1);
    // The hostile markup's text stays, as text: a link that would run a script is no link.
    const hostile = editor.locator('.ce-paragraph').nth(1);
    expect(await hostile.innerText()).toContain('script link');
    expect.soft(await hostile.locator('a').count()).toBe(0);
    expect(await hostile.locator('b').innerText()).toBe('clicky');
    expect((await editor.locator('h2.ce-header').innerText()).trim()).toBe('Heading');
    expect((await editor.locator('.cdx-quote__text').innerText()).trim()).toBe('Quoted');
    expect((await editor.locator('.image-tool__caption').innerText()).trim()).toBe('Figure');
    // A link preview's title and description are plain text, shown as typed.
    expect(await editor.locator('.link-tool__title').innerText()).toBe(LINK_META.title);
    expect(await editor.locator('.link-tool__description').innerText()).toBe(LINK_META.description);

    // Saved unchanged, the document keeps the legitimate markup and nothing injected.
    await dialog.getByRole('button', { name: 'Update Case Study' }).click();
    await page.locator('.toast').filter({ hasText: 'Success!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = (await admin<CaseStudy[]>('GET', '/api/admin/case-studies')).find((c) => c.slug === 'hostile')!;
    const fields = htmlFields(saved.content);
    expect(fields).toContain(LEGIT);
    const live = /<(?!\/?(b|i|a|code|mark|br)\b)|\son\w+\s*=|javascript|&#/i;
    expect.soft(fields.filter((text) => live.test(text))).toEqual([]);
    const hrefs = fields.flatMap((text) => [...text.matchAll(/href="([^"]*)"/g)].map((found) => found[1]));
    expect.soft(hrefs).toEqual(['https://example.org/safe']);
    const link = (JSON.parse(saved.content) as { blocks: { type: string; data: { meta?: unknown } }[] }).blocks.find(
      (block) => block.type === 'linkTool',
    )!;
    expect(link.data.meta).toEqual(LINK_META);
    expect(problems).toEqual([]);
  });
});
