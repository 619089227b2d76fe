// Issue 23 point 8, long-form writing: the case study opens as a full-screen writing view (the
// title and the content in a centred column, every other field in a settings panel that slides
// in from the right and closes, covering the screen on a phone); on a phone the block buttons
// sit beside the text, not over it; Esc closes the editor's menus, never the article.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseStudy } from '../src/lib/api-schema';
import { adminPage } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations } from './page';
import { addCaseStudy, admin, editorContent, resetContent } from './seed';

const WIDTHS = [390, 1280] as const;

const BODY = editorContent([
  { type: 'header', data: { text: 'Why we rebuilt it', level: 2 } },
  {
    type: 'paragraph',
    data: {
      text: 'The old ledger was slow. Every month end took three days of batch jobs and a team of four to watch them run.',
    },
  },
  { type: 'paragraph', data: { text: 'Short one.' } },
  {
    type: 'paragraph',
    data: { text: 'We wrote the new one in Rust, with the old one running beside it for a quarter.' },
  },
]);

beforeEach(async () => {
  await resetContent();
  await addCaseStudy({
    title: 'Rebuilding the ledger',
    slug: 'ledger',
    description: 'How we rebuilt it.',
    content: BODY,
    tags: ['Rust'],
  });
});

const view = (page: Page) => page.getByRole('dialog', { name: /Case Study$/ });
const toggle = (page: Page) => view(page).getByRole('button', { name: 'Settings', exact: true });
const panel = (page: Page) => view(page).getByRole('complementary', { name: 'Settings' });
const slugField = (page: Page) => view(page).getByLabel('Slug *', { exact: true });

/** The case studies tab at `width`, with the story's writing view open and its editor ready. */
async function openStory(width: number) {
  const watched = await adminPage(browser, 'case-studies', width);
  watched.page.setDefaultTimeout(8_000);
  watched.page.on('console', (message) => {
    if (message.type() === 'error') watched.problems.push(`console: ${message.text()}`);
  });
  await watched.page.getByRole('button', { name: 'Edit Rebuilding the ledger' }).click();
  await view(watched.page).locator('.cs-editor .ce-block').first().waitFor();
  await view(watched.page).getByText('Loading editor...').waitFor({ state: 'detached' });
  return watched;
}

/** The view as the owner sees it, in light and dark, named `{name}-{width}-{scheme}`. */
async function shots(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await screenshot(page, `${name}-${width}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the writing view', () => {
  for (const width of WIDTHS) {
    it(`fills the screen at ${width} px, with the settings in a panel that opens and closes`, async () => {
      const { page, problems } = await openStory(width);
      // The view is the whole screen, the title and the first lines of the content in sight.
      expect(await box(view(page))).toEqual({ x: 0, y: 0, width, height: 900 });
      const title = view(page).getByLabel('Title *', { exact: true });
      expect(await title.inputValue()).toBe('Rebuilding the ledger');
      const paragraph = view(page).locator('.ce-paragraph').first();
      expect((await box(paragraph)).y + 40).toBeLessThan(900);

      if (width === 1280) {
        // Wide enough: the settings start open, beside the writing, covering none of it.
        expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
        await slugField(page).waitFor();
        const side = await box(panel(page));
        expect(side.x + side.width).toBe(1280);
        expect((await box(view(page).locator('.writer-column'))).x + 736).toBeLessThanOrEqual(side.x);
        await expectNoAxeViolations(page);
        await shots(page, 'writer-settings-beside');
        // Closed, the column is centred on the screen.
        await panel(page).getByRole('button', { name: 'Close settings' }).click();
        await slugField(page).waitFor({ state: 'hidden' });
        expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
        const column = await box(view(page).locator('.writer-column'));
        expect(Math.abs(column.x + column.width / 2 - 640)).toBeLessThan(2);
        await expectNoAxeViolations(page);
        await shots(page, 'writer-settings-closed');
        await toggle(page).click();
        await slugField(page).waitFor();
      } else {
        // On a phone the settings start closed; open, they cover the whole screen below the bar.
        expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
        expect(await slugField(page).isVisible()).toBe(false);
        await expectNoAxeViolations(page);
        await shots(page, 'writer-settings-closed');
        await toggle(page).click();
        await slugField(page).waitFor();
        await page.waitForTimeout(300);
        const cover = await box(panel(page));
        expect(cover.x).toBe(0);
        expect(cover.width).toBe(390);
        expect(cover.y + cover.height).toBe(900);
        // The panel has the focus, and the writing behind it is out of reach.
        expect(await panel(page).evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await view(page).locator('.writer-main').getAttribute('inert')).not.toBeNull();
        await expectNoAxeViolations(page);
        await shots(page, 'writer-settings-cover');
        // Esc closes the settings, not the view, and hands the focus back to the toggle.
        await page.keyboard.press('Escape');
        await slugField(page).waitFor({ state: 'hidden' });
        expect(await toggle(page).evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await view(page).isVisible()).toBe(true);
        await toggle(page).click();
        await slugField(page).waitFor();
      }

      // A setting changed in the panel saves with the article.
      await view(page).getByRole('switch', { name: 'Featured' }).click();
      await view(page).getByRole('button', { name: 'Update Case Study' }).click();
      await view(page).waitFor({ state: 'detached' });
      const [saved] = await admin<CaseStudy[]>('GET', '/api/admin/case-studies');
      expect(saved!.isFeatured).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  for (const width of WIDTHS) {
    it(`opens the settings to show a refused setting at ${width} px`, async () => {
      const { page, problems } = await adminPage(browser, 'case-studies', width);
      await page.getByRole('button', { name: 'Add Case Study' }).click();
      await view(page).locator('.cs-editor .ce-block').first().waitFor();
      await view(page).getByLabel('Title *', { exact: true }).fill('A new story');
      if (width === 1280) {
        await panel(page).getByRole('button', { name: 'Close settings' }).click();
        await slugField(page).waitFor({ state: 'hidden' });
      }
      await view(page).locator('.ce-paragraph').first().click();
      await page.keyboard.type('Its first line.');
      await view(page).getByRole('button', { name: 'Create Case Study' }).click();
      // The description is missing: the settings open on its message.
      const description = view(page).getByLabel('Description *', { exact: true });
      await description.waitFor();
      expect(await description.getAttribute('aria-invalid')).toBe('true');
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      await expectNoAxeViolations(page);
      await shots(page, 'writer-settings-refused');
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});

describe('the block buttons', () => {
  for (const width of WIDTHS) {
    it(`sit beside the text at ${width} px, level with their block, covering no text`, async () => {
      const { page, problems } = await openStory(width);
      const editor = view(page).locator('.cs-editor');
      const blocks = editor.locator('.ce-block');
      for (let index = 0; index < (await blocks.count()); index++) {
        const block = blocks.nth(index);
        await block.locator('[contenteditable="true"]').click();
        const plus = editor.locator('.ce-toolbar__plus');
        const tunes = editor.locator('.ce-toolbar__settings-btn');
        await plus.waitFor();
        await page.waitForTimeout(150);
        const buttons = [await box(plus), await box(tunes)];
        const contents = await editor.locator('.ce-block__content').evaluateAll((elements) =>
          elements.map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y, width, height };
          }),
        );
        for (const button of buttons) {
          // On screen, over no block's text, and beside the block it acts on.
          expect(button.x).toBeGreaterThanOrEqual(0);
          for (const content of contents) expect(overlap(button, content)).toBe(false);
        }
        // The + button's middle is level with its block.
        const own = await box(block);
        const middle = buttons[0]!.y + buttons[0]!.height / 2;
        expect(middle).toBeGreaterThan(own.y);
        expect(middle).toBeLessThan(own.y + own.height);
        if (index === 2) {
          // Away from the buttons' hover hints (Editor.js's tooltips, on the page's body).
          await page.mouse.move(width / 2, 890);
          await expectNoAxeViolations(page);
          await shots(page, 'writer-block-buttons');
        }
      }
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});

describe('Esc in the editor', () => {
  for (const width of WIDTHS) {
    it(`closes the block picker, block settings, inline toolbar and nested menus at ${width} px, not the article`, async () => {
      const { page, problems } = await openStory(width);
      const editor = view(page).locator('.cs-editor');
      const confirm = page.getByRole('alertdialog');
      const opened = (menu: string) =>
        editor.locator(`${menu} .ce-popover--opened > .ce-popover__container`).first();
      const escapeCloses = async (menu: Locator) => {
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        // No question about discarding the article: it stays open as it was.
        await page.waitForTimeout(150);
        expect(await confirm.count()).toBe(0);
        expect(await view(page).isVisible()).toBe(true);
      };

      // An unsaved change, so closing the view would ask.
      await editor.locator('.ce-paragraph').nth(1).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Changed.');

      // The block picker, by '/' in a new block and by the + button.
      await page.keyboard.press('Enter');
      await page.waitForTimeout(150);
      await page.keyboard.type('/');
      await opened('.ce-toolbox').waitFor();
      await shots(page, 'writer-esc-toolbox');
      await escapeCloses(opened('.ce-toolbox'));
      await editor.locator('.ce-paragraph').nth(1).click();
      await editor.locator('.ce-toolbar__plus').click();
      await opened('.ce-toolbox').waitFor();
      await escapeCloses(opened('.ce-toolbox'));

      // Block settings, and the 'Convert to' menu inside them.
      await editor.locator('.ce-paragraph').first().click();
      await editor.locator('.ce-toolbar__settings-btn').click();
      await opened('.ce-settings').waitFor();
      // Away from the button's hover hint (an Editor.js tooltip, on the page's body).
      await page.mouse.move(width - 2, 890);
      await expectNoAxeViolations(page);
      await shots(page, 'writer-esc-tunes');
      await escapeCloses(opened('.ce-settings'));
      await editor.locator('.ce-paragraph').first().click();
      await editor.locator('.ce-toolbar__settings-btn').click();
      await opened('.ce-settings').waitFor();
      await editor.locator('.ce-settings .ce-popover-item', { hasText: 'Convert to' }).click();
      // A nested menu beside on a wide screen; on a phone the same sheet shows it, with a way back.
      await editor
        .locator('.ce-settings .ce-popover--nested > .ce-popover__container, .ce-settings .ce-popover-header')
        .first()
        .waitFor();
      await shots(page, 'writer-esc-convert');
      await escapeCloses(opened('.ce-settings'));

      // The inline toolbar over selected words.
      await editor.locator('.ce-paragraph').first().click();
      await page.keyboard.press('End');
      for (let i = 0; i < 8; i++) await page.keyboard.press('Shift+ArrowLeft');
      const inline = editor.locator('.ce-inline-toolbar .ce-popover--opened');
      await inline.waitFor({ state: 'attached' });
      await shots(page, 'writer-esc-inline');
      await escapeCloses(inline);

      // With no menu open, Esc asks before discarding the changed article.
      await editor.locator('.ce-paragraph').first().click();
      await page.keyboard.press('Escape');
      await confirm.waitFor();
      expect(await confirm.getByRole('heading').innerText()).toBe('Discard your unsaved changes?');
      await confirm.getByRole('button', { name: 'Keep editing' }).click();
      expect(await view(page).isVisible()).toBe(true);
      expect(await editor.locator('.ce-paragraph').nth(1).innerText()).toBe('Short one. Changed.');
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
