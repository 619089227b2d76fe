// Issue 14: the owner previews a case study as its public page before publishing it: a draft
// from its card, and the dialog's unsaved state from the dialog; nothing is stored by a preview.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseStudy } from '../src/lib/api-schema';
import { adminPage } from './admin';
import { browser } from './browser';
import { openPage, screenshots } from './page';
import { addCaseStudy, admin, editorContent, resetContent } from './seed';

/** The tab `action` opens. */
async function newTab(page: Page, action: () => Promise<void>): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await action();
  const tab = await opened;
  await tab.waitForLoadState();
  return tab;
}

describe('case study preview', () => {
  beforeEach(async () => {
    await resetContent();
    await addCaseStudy({
      title: 'Quiet Draft',
      slug: 'quiet-draft',
      description: 'Not yet out.',
      content: editorContent([{ type: 'paragraph', data: { text: 'The saved body.' } }]),
      isPublished: false,
    });
  });

  it("opens a draft's page from its card, marked as a preview", async () => {
    const { page, problems } = await adminPage(browser, 'case-studies');
    const preview = await newTab(page, () =>
      page.getByRole('link', { name: 'Preview Quiet Draft in a new tab' }).click(),
    );
    await preview.locator('.preview-bar').waitFor();
    expect(await preview.locator('.preview-bar').innerText()).toBe(
      'Preview of a draft. It is not published.',
    );
    expect(await preview.locator('.article-title').innerText()).toBe('QUIET DRAFT');
    expect(await preview.locator('.prose').innerText()).toBe('The saved body.');
    await screenshots(preview, 'preview-draft');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("previews the dialog's unsaved changes without saving them", async () => {
    const { page } = await adminPage(browser, 'case-studies');
    await page.getByRole('button', { name: 'Quiet Draft', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ce-block').first().waitFor();
    await dialog.getByLabel('Title *').fill('A Better Title');
    const preview = await newTab(page, () =>
      dialog.getByRole('button', { name: 'Preview', exact: true }).click(),
    );
    await preview.locator('.preview-bar').waitFor();
    expect(await preview.locator('.preview-bar').innerText()).toBe(
      'Preview of unsaved changes. They are not saved or published.',
    );
    expect(await preview.locator('.article-title').innerText()).toBe('A BETTER TITLE');
    expect(await preview.locator('.prose').innerText()).toBe('The saved body.');
    // The dialog is still open with its changes, and nothing was stored.
    expect(await dialog.getByLabel('Title *').inputValue()).toBe('A Better Title');
    const stored = await admin<CaseStudy[]>('GET', '/api/admin/case-studies');
    expect(stored.map((c) => c.title)).toEqual(['Quiet Draft']);
    await page.close();
  });

  it('makes a share link a reviewer opens without signing in, and revokes it', async () => {
    const { page } = await adminPage(browser, 'case-studies');
    await page.getByRole('button', { name: 'Quiet Draft', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create a share link' }).click();
    const link = dialog.getByLabel('Share link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/preview\/[0-9a-f]{64}$/);
    await screenshots(page, 'preview-share-links');

    const reviewer = await openPage(browser, 390);
    await reviewer.page.goto(url);
    expect(await reviewer.page.locator('.preview-bar').innerText()).toBe(
      'Preview shared by the author. It is not published yet.',
    );
    expect(await reviewer.page.locator('.article-title').innerText()).toBe('QUIET DRAFT');

    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await link.waitFor({ state: 'detached' });
    expect((await reviewer.page.goto(url))!.status()).toBe(404);
    await reviewer.page.close();
    await page.close();
  });
});
