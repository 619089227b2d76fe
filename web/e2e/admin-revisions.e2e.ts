// Issue 14: the case study dialog autosaves what the owner types, so a closed tab loses nothing,
// and every save is a revision the dialog lists and restores.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Autosave, CaseStudy, PublicCaseStudy } from '../src/lib/api-schema';
import { adminPage, toastText } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, screenshots } from './page';
import { addCaseStudy, admin, editorContent, resetContent, session } from './seed';
import { baseURL } from './shared-server';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Case Study' });
const editorText = (page: Page) => dialog(page).locator('.cs-editor .ce-paragraph').first();
const publicOne = () => admin<PublicCaseStudy>('GET', '/api/case-studies/autosave-story');

/** Opens the story's dialog; `ready` waits for its editor (not while a draft is offered). */
/** Screenshots at 390 and 1280 px with the dialog scrolled to its end (revisions, buttons). */
async function dialogEndShots(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog(page).locator('.dialog-actions').scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(viewport);
}

async function openStory(page: Page, ready = true) {
  await page.getByRole('button', { name: 'Autosave Story', exact: true }).click();
  if (ready) await editorText(page).waitFor();
}

describe('autosave and revisions', () => {
  let story: CaseStudy;

  beforeEach(async () => {
    await resetContent();
    story = await addCaseStudy({
      title: 'Autosave Story',
      slug: 'autosave-story',
      description: 'How nothing got lost.',
      content: editorContent([{ type: 'paragraph', data: { text: 'The saved body.' } }]),
      isPublished: true,
    });
  });

  it('keeps what was typed when the page closes 3 s later, and offers it on reopening', async () => {
    const first = await adminPage(browser, 'case-studies');
    await openStory(first.page);
    await dialog(first.page).getByLabel('Title *').fill('Autosave Story, Revised');
    await editorText(first.page).click();
    await first.page.keyboard.press('End');
    await first.page.keyboard.type(' Typed before the tab closed.');
    await first.page.waitForTimeout(3000);
    expect(await dialog(first.page).locator('.autosave-status').innerText()).toMatch(
      /^Saved as draft \d/,
    );
    await first.page.close();

    // The public sees none of it.
    const unchanged = await publicOne();
    expect(unchanged.title).toBe('Autosave Story');
    expect(unchanged.contentHtml.trim()).toBe('<p>The saved body.</p>');

    const { page, problems } = await adminPage(browser, 'case-studies');
    const notice = page.getByRole('region', { name: 'Unsaved drafts' });
    await notice.waitFor();
    await screenshots(page, 'autosave-drafts');
    await expectNoAxeViolations(page);
    // Named by the draft's own title (issue 23) beside the saved one.
    expect(await notice.innerText()).toContain(
      'Changes to “Autosave Story” (retitled “Autosave Story, Revised”), autosaved',
    );
    expect(await notice.innerText()).toContain(': title and content changed.');
    await notice.getByRole('button', { name: 'Open' }).click();
    const offer = page.getByRole('alertdialog', { name: 'Restore your unsaved draft?' });
    await offer.waitFor();
    expect(await offer.innerText()).toContain('not saved yet: title and content changed.');
    await screenshots(page, 'autosave-offer');
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Restore draft' }).click();

    expect(await dialog(page).getByLabel('Title *').inputValue()).toBe('Autosave Story, Revised');
    await expect
      .poll(() => editorText(page).innerText())
      .toBe('The saved body. Typed before the tab closed.');
    expect(await dialog(page).locator('.autosave-status').innerText()).toMatch(
      /^Saved as draft \d/,
    );
    await dialogEndShots(page, 'autosave-status');
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    expect(await toastText(page)).toBe('Success!\nCase study updated successfully.');
    const saved = await publicOne();
    expect(saved.title).toBe('Autosave Story, Revised');
    expect(saved.contentHtml.trim()).toBe('<p>The saved body. Typed before the tab closed.</p>');
    // Saved: no draft is offered any more.
    await notice.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
    // A 3 s pause, two pages, and two accessibility checks and three sets of screenshots.
  }, 60_000);

  it('sends the draft when the tab closes before the 2 s pause', async () => {
    const first = await adminPage(browser, 'case-studies');
    await openStory(first.page);
    await dialog(first.page).getByLabel('Description *').fill('Closed at once.');
    await first.page.close({ runBeforeUnload: true });
    // The closing tab's request lands on the server by itself, after the page is gone.
    await expect
      .poll(async () => (await admin<Autosave>('GET', `/api/admin/case-studies/${story.id}/autosave`))?.draft.description)
      .toBe('Closed at once.');

    const { page } = await adminPage(browser, 'case-studies');
    await openStory(page, false);
    const offer = page.getByRole('alertdialog', { name: 'Restore your unsaved draft?' });
    await offer.waitFor();
    expect(await offer.innerText()).toContain('not saved yet: description changed.');
    await offer.getByRole('button', { name: 'Discard draft' }).click();
    expect(await dialog(page).getByLabel('Description *').inputValue()).toBe(
      'How nothing got lost.',
    );
    await expect
      .poll(() => admin('GET', `/api/admin/case-studies/${story.id}/autosave`))
      .toBeUndefined();
    await page.close();
  });

  it('keeps a draft too big for keepalive in the browser, and sends it on the next visit', async () => {
    // 99 KB of text: more than a closing tab's keepalive request may carry.
    const long = 'A long paragraph. '.repeat(5500);
    await admin('PUT', `/api/admin/case-studies/${story.id}`, {
      ...story,
      content: editorContent([{ type: 'paragraph', data: { text: long } }]),
    });
    // Two pages of one browser profile: the second reads what the first left in localStorage.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pair = await session();
    const at = pair.indexOf('=');
    await context.addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL }]);
    const first = await context.newPage();
    await first.goto(`${baseURL}/admin?tab=case-studies`);
    await openStory(first);
    await dialog(first).getByLabel('Title *').fill('Too Big For Keepalive');
    await first.close({ runBeforeUnload: true });
    await expect.poll(() => first.isClosed()).toBe(true);
    expect(await admin('GET', `/api/admin/case-studies/${story.id}/autosave`)).toBeUndefined();

    const page = await context.newPage();
    await page.goto(`${baseURL}/admin?tab=case-studies`);
    const notice = page.getByRole('region', { name: 'Unsaved drafts' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(': title changed.');
    await notice.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore draft' }).click();
    expect(await dialog(page).getByLabel('Title *').inputValue()).toBe('Too Big For Keepalive');
    // Sent, the local copy is gone.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('folio:case-study-draft:')),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('keeps the saved content in a draft when the editor could not be loaded', async () => {
    const { page } = await adminPage(browser, 'case-studies');
    await page.route('**/assets/create-editor-*.js', (route) => route.abort());
    await openStory(page, false);
    await dialog(page)
      .getByText('The editor could not be loaded. Close this dialog and open it again.')
      .waitFor();
    await dialog(page).getByLabel('Title *').fill('Renamed Without An Editor');
    await expect
      .poll(() => dialog(page).locator('.autosave-status').innerText(), { timeout: 6000 })
      .toMatch(/^Saved as draft /);
    const draft = await admin<Autosave>('GET', `/api/admin/case-studies/${story.id}/autosave`);
    expect(draft.summary).toBe('Title changed');
    expect(draft.draft.content).toBe(story.content);
    await page.close();
  });

  it('restores a revision: the old text is back in the dialog and on the public page', async () => {
    await admin('PUT', `/api/admin/case-studies/${story.id}`, {
      ...story,
      title: 'A Newer Title',
      content: editorContent([{ type: 'paragraph', data: { text: 'The newer body.' } }]),
    });
    const { page, problems } = await adminPage(browser, 'case-studies');
    await page.getByRole('button', { name: 'A Newer Title', exact: true }).click();
    await editorText(page).waitFor();
    await dialog(page).getByText('Revisions (2)').click();
    const revisions = dialog(page).getByRole('listitem').filter({ has: page.locator('time') });
    expect(await revisions.nth(0).innerText()).toMatch(/Title and content changed\s*Current$/);
    expect(await revisions.nth(1).innerText()).toContain('Created and published');
    await expectNoAxeViolations(page);

    await revisions.nth(1).getByRole('button', { name: /^Restore the version of / }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.getByRole('heading').innerText()).toMatch(
      /^Restore the version of .+\? It becomes the saved version\.$/,
    );
    await confirm.getByRole('button', { name: 'Restore' }).click();
    expect(await toastText(page)).toMatch(/^Success!\nRestored the version of /);

    await expect.poll(() => dialog(page).getByLabel('Title *').inputValue()).toBe('Autosave Story');
    await expect.poll(() => editorText(page).innerText()).toBe('The saved body.');
    const restored = await publicOne();
    expect(restored.title).toBe('Autosave Story');
    expect(restored.contentHtml.trim()).toBe('<p>The saved body.</p>');
    const publicPage = await page.context().newPage();
    await publicPage.goto(page.url().replace(/\/admin.*$/, '/case-studies/autosave-story'));
    expect(await publicPage.locator('.prose').innerText()).toBe('The saved body.');
    await publicPage.close();

    await dialog(page).getByText('Revisions (3)').click();
    expect(await revisions.nth(0).innerText()).toMatch(
      /Title and content changed \(restored from .+\)\s*Current$/,
    );
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 8000 });
    await dialogEndShots(page, 'revisions');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('restores an old draft revision of a live case study: it stays published unless asked', async () => {
    // Issue 23: written as a draft, then published and edited.
    const live = await addCaseStudy({
      title: 'Drafted First',
      slug: 'live-story',
      description: 'Written quietly, then shipped.',
      content: editorContent([{ type: 'paragraph', data: { text: 'The draft body.' } }]),
      isPublished: false,
    });
    await admin('PUT', `/api/admin/case-studies/${live.id}`, {
      ...live,
      title: 'Live And Edited',
      content: editorContent([{ type: 'paragraph', data: { text: 'The live body.' } }]),
      isPublished: true,
    });
    const livePage = () =>
      admin<PublicCaseStudy>('GET', '/api/case-studies/live-story').then(
        (found) => found,
        () => null,
      );
    const { page, problems } = await adminPage(browser, 'case-studies');
    await page.getByRole('button', { name: 'Live And Edited', exact: true }).click();
    await editorText(page).waitFor();
    await dialog(page).getByText('Revisions (2)').click();
    const revisions = dialog(page).getByRole('listitem').filter({ has: page.locator('time') });
    // Today's revisions show their date as well as their time.
    const year = String(new Date().getFullYear());
    expect(await revisions.nth(0).locator('time').innerText()).toContain(year);
    expect(await revisions.nth(1).locator('time').innerText()).toContain(year);
    expect(await revisions.nth(1).innerText()).toContain('Created as a draft');

    // Preview: the old revision as its page, in a new tab, saying what it is.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      revisions.nth(1).getByRole('link', { name: /^Preview the version of .+ in a new tab$/ }).click(),
    ]);
    await preview.locator('.preview-bar').waitFor();
    expect(await preview.locator('.preview-bar').innerText()).toBe(
      'Preview of an earlier revision. It is not what is saved; restoring it brings it back.',
    );
    expect(await preview.locator('h1').innerText()).toBe('DRAFTED FIRST');
    await screenshots(preview, 'revision-preview');
    await preview.close();

    // The confirmation compares it with what is saved and leaves the publish state by default.
    await revisions.nth(1).getByRole('button', { name: /^Restore the version of / }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Title, content and publish state differ from what is saved.').waitFor();
    const choice = confirm.getByRole('checkbox', { name: 'Also restore its publish state (Draft)' });
    expect(await choice.isChecked()).toBe(false);
    expect(await confirm.innerText()).toContain('Left off, it stays Published.');
    await screenshots(page, 'revision-restore-confirm');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Restore' }).click();
    expect(await toastText(page)).toMatch(
      /^Success!\nRestored the version of .+\. It is published\.$/,
    );
    await expect.poll(() => dialog(page).getByLabel('Title *').inputValue()).toBe('Drafted First');
    expect(await dialog(page).getByRole('switch', { name: 'Published' }).isChecked()).toBe(true);
    expect((await livePage())?.title).toBe('Drafted First');
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 8000 });

    // Asked for, the draft state comes back too, and the page goes.
    await dialog(page).getByText('Revisions (3)').click();
    await revisions.nth(2).getByRole('button', { name: /^Restore the version of / }).click();
    await confirm.getByText('Only the publish state differs from what is saved.').waitFor();
    await choice.check();
    expect(await confirm.innerText()).toContain('It becomes Draft.');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    expect(await toastText(page)).toMatch(/It is a draft, not published\.$/);
    await expect
      .poll(() => dialog(page).getByRole('switch', { name: 'Published' }).isChecked())
      .toBe(false);
    expect(await livePage()).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses to save over a save made elsewhere since the dialog opened, then replaces it knowingly', async () => {
    const { page, problems } = await adminPage(browser, 'case-studies');
    await openStory(page);
    await dialog(page).getByLabel('Title *').fill('Autosave Story, From This Tab');
    // Another tab or device saves the same case study meanwhile.
    const elsewhere = await admin<CaseStudy>('PUT', `/api/admin/case-studies/${story.id}`, {
      ...story,
      title: 'Autosave Story, From Elsewhere',
      baseVersion: story.version,
    });
    expect(elsewhere.version).toBe(story.version + 1);

    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    const message =
      'This case study was saved elsewhere after you opened it, so your changes were not saved ' +
      'over it. Save again to replace that version with yours (it stays in the revisions), or ' +
      'cancel to keep it.';
    expect(await toastText(page)).toBe('Save Failed\nFailed to save case study. Please try again.');
    await dialog(page).getByRole('alert').filter({ hasText: message }).waitFor();
    // What was typed is still in the dialog, and kept as the draft; the other save stands.
    expect(await dialog(page).getByLabel('Title *').inputValue()).toBe('Autosave Story, From This Tab');
    expect((await publicOne()).title).toBe('Autosave Story, From Elsewhere');
    await expect
      .poll(async () => (await admin<Autosave>('GET', `/api/admin/case-studies/${story.id}/autosave`))?.draft.title)
      .toBe('Autosave Story, From This Tab');
    await dialog(page).getByText('Revisions (2)').waitFor();
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 8000 });
    await expectNoAxeViolations(page);
    await dialogEndShots(page, 'saved-elsewhere');

    // Saving again replaces the newer version, which stays among the revisions.
    await dialog(page).getByRole('button', { name: 'Update Case Study' }).click();
    expect(await toastText(page)).toBe('Success!\nCase study updated successfully.');
    await dialog(page).waitFor({ state: 'detached' });
    expect((await publicOne()).title).toBe('Autosave Story, From This Tab');
    const kept = await admin<{ summary: string }[]>('GET', `/api/admin/case-studies/${story.id}/revisions`);
    expect(kept).toHaveLength(3);
    expect(problems).toEqual([]);
    await page.close();
  });
});
