// Issue 40 points 10 and 11: the writing view shows the whole title (and an empty translated
// title's box), keeps a link preview in the editor instead of following it, puts "Link copied"
// where it covers neither the link nor its buttons, asks about discarding only what was changed,
// and shows how the page looks when shared; the site's icon is the owner's (an uploaded image,
// else the photo, else the initials) and a case study is shared with a 1200×630 image.
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminPage, profileSection, toastText } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, visitorPage } from './page';
import { addCaseStudy, admin, editorContent, png, resetContent, uploadImage } from './seed';
import { baseURL } from './shared-server';

const WIDTHS = [390, 1280] as const;

const LONG_TITLE =
  'Building the Lumen design system (2024–2025): tokens, themes and the components fourteen teams share';

const BODY = editorContent([
  { type: 'paragraph', data: { text: 'Lumen began as a list of colours nobody agreed on.' } },
  {
    type: 'linkTool',
    data: { link: 'https://lumen.design', meta: { title: 'Lumen', description: 'The design system' } },
  },
  { type: 'paragraph', data: { text: 'It ended as the way fourteen teams ship.' } },
]);

beforeEach(async () => {
  await resetContent();
  await admin('DELETE', '/api/admin/favicon');
});
afterEach(async () => {
  await admin('DELETE', '/api/admin/favicon');
});

const view = (page: Page) => page.getByRole('dialog', { name: /Case Study$/ });
const toggle = (page: Page) => view(page).getByRole('button', { name: 'Settings', exact: true });
const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The view as the owner sees it, in light and dark, named `{name}-{width}-{scheme}`. */
async function shots(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await screenshot(page, `${name}-${width}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

/** The case studies tab at `width` with the writing view of `title` open and its editor ready. */
async function openStory(title: string, width: number) {
  const watched = await adminPage(browser, 'case-studies', width);
  watched.page.setDefaultTimeout(8_000);
  await watched.page.getByRole('button', { name: `Edit ${title}` }).click();
  await view(watched.page).locator('.cs-editor .ce-block').first().waitFor();
  await view(watched.page).getByText('Loading editor...').waitFor({ state: 'detached' });
  return watched;
}

async function showSettings(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).click();
  await view(page).getByLabel('Slug *', { exact: true }).waitFor();
  await page.waitForTimeout(300);
}

describe('the writing view', () => {
  for (const width of WIDTHS) {
    it(`shows the whole title at ${width} px, on as many lines as it takes, still one line of text`, async () => {
      await addCaseStudy({ title: LONG_TITLE, slug: 'lumen', description: 'Lumen.', content: BODY });
      const { page, problems } = await openStory(LONG_TITLE, width);
      const title = view(page).getByLabel('Title *', { exact: true });
      expect(await title.inputValue()).toBe(LONG_TITLE);
      // Nothing of it is cut: no part of the text is scrolled out of its box, which wraps.
      const fits = () =>
        title.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth + 1 &&
            element.scrollHeight <= element.clientHeight + 1,
        );
      expect(await fits()).toBe(true);
      const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await box(title)).height).toBeGreaterThan(1.5 * lineHeight);
      // Enter adds no line break; a pasted one becomes a space.
      await title.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('!');
      expect(await title.inputValue()).toBe(`${LONG_TITLE}!`);
      await title.evaluate((element: HTMLTextAreaElement) => {
        element.setRangeText('\nagain', element.value.length, element.value.length, 'end');
        element.dispatchEvent(new Event('input', { bubbles: true }));
      });
      expect(await title.inputValue()).toBe(`${LONG_TITLE}! again`);
      expect(await fits()).toBe(true);
      await expectNoAxeViolations(page);
      await shots(page, 'writing-title');
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`shows an empty translated title's box and placeholder at ${width} px`, async () => {
      await resetContent({ languages: ['en', 'de'] });
      await addCaseStudy({ title: 'Redesigning checkout for one hand', slug: 'checkout', description: 'Checkout.', content: BODY });
      const { page, problems } = await openStory('Redesigning checkout for one hand', width);
      await view(page).getByRole('tab', { name: 'de', exact: true }).click();
      const german = view(page).getByLabel('Title (de)', { exact: true });
      await german.waitFor();
      expect(await german.inputValue()).toBe('');
      expect(await german.getAttribute('placeholder')).toBe('Title in de');
      // The box is drawn: its line shows where to type, and the placeholder is in sight.
      const line = await german.evaluate((element) => getComputedStyle(element).boxShadow);
      expect(line).not.toBe('none');
      const { height } = await box(german);
      expect(height).toBeGreaterThan(30);
      // The default language's title reads in full there too.
      expect(await view(page).getByLabel('Title *', { exact: true }).inputValue()).toBe(
        'Redesigning checkout for one hand',
      );
      await expectNoAxeViolations(page);
      await shots(page, 'writing-empty-translated-title');
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`keeps a link preview in the editor as a block to select at ${width} px`, async () => {
      await addCaseStudy({ title: 'Lumen', slug: 'lumen', description: 'Lumen.', content: BODY });
      const { page, problems } = await openStory('Lumen', width);
      const opened: Page[] = [];
      page.context().on('page', (other) => opened.push(other));
      const preview = view(page).locator('.link-tool__content--rendered');
      await preview.click();
      await page.waitForTimeout(500);
      // Nothing opened, the article is still here, and the preview is the selected block.
      expect(opened).toEqual([]);
      expect(page.url()).toContain('/admin');
      expect(await view(page).isVisible()).toBe(true);
      expect(await preview.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await preview.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(opened).toEqual([]);
      await shots(page, 'writing-link-preview-selected');
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`shows "Link copied" away from the share link and its buttons at ${width} px`, async () => {
      await addCaseStudy({ title: 'Lumen', slug: 'lumen', description: 'Lumen.', content: BODY });
      const { page, problems } = await openStory('Lumen', width);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await showSettings(page);
      await view(page).getByRole('button', { name: 'Create a share link' }).click();
      const row = view(page).locator('.share-item').first();
      await row.waitFor();
      // The new link at the foot of the screen, where the toasts used to show.
      await row.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await page.waitForTimeout(200);
      await row.getByRole('button', { name: 'Copy' }).click();
      expect(await toastText(page)).toContain('Link copied');
      await page.waitForTimeout(200);
      const toast = await box(page.locator('.toast').last());
      for (const part of [row.getByLabel('Share link'), row.getByRole('button', { name: 'Copy' }), row.getByRole('button', { name: 'Revoke' })]) {
        expect(overlap(toast, await box(part))).toBe(false);
      }
      await shots(page, 'writing-link-copied');
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`closes without asking when nothing was changed at ${width} px, and asks when something was`, async () => {
      const { file } = await uploadImage(png(1800, 1200));
      const withImage = editorContent([
        ...(JSON.parse(BODY) as { blocks: { type: string; data: Record<string, unknown> }[] }).blocks,
        { type: 'image', data: { file: { url: file!.url }, caption: 'The tokens', alt: 'Colour tokens' } },
      ]);
      await addCaseStudy({ title: 'Lumen', slug: 'lumen', description: 'Lumen.', content: withImage });
      const watched = await adminPage(browser, 'case-studies', width);
      const { page, problems } = watched;
      page.setDefaultTimeout(8_000);
      // The image arrives late, as a large original does on a real connection: the image tool
      // redraws its block once it is in, and that redraw is no change of the owner's.
      await page.route('**/uploads/**', async (route) => {
        await new Promise((done) => setTimeout(done, 2_500));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Edit Lumen' }).click();
      await view(page).locator('.cs-editor .ce-block').first().waitFor();
      await view(page).getByText('Loading editor...').waitFor({ state: 'detached' });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const confirm = page.getByRole('alertdialog');
      // The settings opened and closed, a share link made and copied, the block settings opened
      // and closed, the link preview selected: nothing typed.
      await showSettings(page);
      await view(page).getByRole('button', { name: 'Create a share link' }).click();
      await view(page).getByRole('button', { name: 'Copy' }).click();
      await toastText(page);
      await toggle(page).click();
      await page.waitForTimeout(300);
      await toggle(page).click();
      await page.waitForTimeout(300);
      if (width === 390) await toggle(page).click();
      await view(page).locator('.ce-paragraph').first().click();
      await view(page).locator('.ce-toolbar__settings-btn').click();
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
      await view(page).locator('.link-tool__content--rendered').click();
      await view(page).locator('.image-tool--filled img').waitFor();
      await page.waitForTimeout(1_000);
      await view(page).getByRole('button', { name: 'Close', exact: true }).click();
      await view(page).waitFor({ state: 'detached' });
      expect(await confirm.count()).toBe(0);

      // One letter typed: closing asks.
      await page.getByRole('button', { name: 'Edit Lumen' }).click();
      await view(page).locator('.cs-editor .ce-block').first().waitFor();
      await view(page).getByText('Loading editor...').waitFor({ state: 'detached' });
      await view(page).locator('.ce-paragraph').first().click();
      await page.keyboard.press('End');
      await page.keyboard.type('!');
      await view(page).getByRole('button', { name: 'Close', exact: true }).click();
      await confirm.waitFor();
      expect(await confirm.getByRole('heading').innerText()).toBe('Discard your unsaved changes?');
      await confirm.getByRole('button', { name: 'Discard' }).click();
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`shows how the page looks when shared at ${width} px`, async () => {
      await addCaseStudy({
        title: 'Redesigning checkout for one hand',
        slug: 'checkout',
        description: 'Fewer steps,\nbigger buttons.',
        content: BODY,
      });
      const { page, problems } = await openStory('Redesigning checkout for one hand', width);
      await showSettings(page);
      const shared = view(page).getByRole('region', { name: 'When shared' });
      const card = shared.locator('img');
      await card.scrollIntoViewIfNeeded();
      await expectImage(card, 1200, 630);
      expect(await card.getAttribute('src')).toContain('/api/admin/share-card?title=Redesigning');
      await shared.getByText('Redesigning checkout for one hand · Ada Example').waitFor();
      await shared.getByText('Fewer steps, bigger buttons.').waitFor();
      await expectNoAxeViolations(page);
      await shots(page, 'writing-share-preview');
      // With a featured image, the image is what is shared.
      const { file } = await uploadImage(png(900, 600));
      await view(page).getByLabel('Featured Image', { exact: true }).fill(file!.url);
      await expect.poll(() => card.getAttribute('src')).toBe(file!.url);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});

/** Waits until `image` has loaded, and checks its natural size. */
async function expectImage(image: Locator, width: number, height: number) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(width);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(height);
}

/** The colour at the middle of `/favicon.ico` as the page's browser draws it. */
const faviconMiddle = (page: Page) =>
  page.evaluate(async () => {
    const image = new Image();
    image.src = `/favicon.ico?at=${Date.now()}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
    return { size: image.naturalWidth, color: [r, g, b] };
  });

describe("the site's identity", () => {
  for (const width of WIDTHS) {
    it(`is the owner's favicon, else the initials, at ${width} px`, async () => {
      // Profile Settings → Site holds it, beside the site's address.
      const { page, problems } = await profileSection(browser, 'site', width);
      const section = page.getByRole('region', { name: 'Favicon' });
      await section.scrollIntoViewIfNeeded();
      await expectImage(section.getByRole('img', { name: 'Current favicon' }), 64, 64);
      await section.getByText('Drawn from your photo, or your initials without one.', { exact: false }).waitFor();
      await expectNoAxeViolations(page);
      await shots(page, 'favicon-initials');
      // Every page names it; drawn from the initials on the card's dark ground.
      const visitor = await visitorPage(browser, width);
      await visitor.page.goto(`${baseURL}/`);
      expect(await visitor.page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.ico');
      const initials = await faviconMiddle(visitor.page);
      expect(initials.size).toBe(64);

      // An image of the owner's own: a red square.
      const red = Buffer.from(await page.evaluate(redSquare), 'base64');
      await section.getByLabel('Favicon file').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: red });
      // The upload's own toast comes first, then the favicon's takes its place.
      await expect.poll(() => toastText(page)).toContain('Your image is now the favicon.');
      await section.getByRole('button', { name: 'Use photo or initials' }).waitFor();
      await expectImage(section.getByRole('img', { name: 'Current favicon' }), 64, 64);
      await shots(page, 'favicon-own');
      await expect.poll(async () => (await faviconMiddle(visitor.page)).color).toEqual([255, 0, 0]);

      // Back to the initials.
      await section.getByRole('button', { name: 'Use photo or initials' }).click();
      await section.getByRole('button', { name: 'Upload favicon' }).waitFor();
      await expect.poll(async () => (await faviconMiddle(visitor.page)).color).toEqual(initials.color);
      expect(problems).toEqual([]);
      expect(visitor.problems).toEqual([]);
      await page.close();
      await visitor.page.close();
    });

    it(`shares a case study with a 1200×630 image, its own or a card, at ${width} px`, async () => {
      const { file } = await uploadImage(png(1800, 1200));
      await addCaseStudy({ title: 'Lumen', slug: 'lumen', description: 'Lumen.', content: BODY, featuredImage: file!.url });
      await addCaseStudy({ title: 'Checkout', slug: 'checkout', description: 'Checkout.', content: BODY });
      const visitor = await visitorPage(browser, width);
      for (const [slug, name] of [['lumen', 'og-image.jpg'], ['checkout', 'og-image.png']] as const) {
        await visitor.page.goto(`${baseURL}/case-studies/${slug}`);
        const shared = await visitor.page.locator('meta[property="og:image"]').getAttribute('content');
        expect(shared).toBe(`${baseURL}/case-studies/${slug}/${name}`);
        const size = await visitor.page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return [image.naturalWidth, image.naturalHeight];
        }, shared!);
        expect(size).toEqual([1200, 630]);
        await visitor.page.goto(shared!);
        await shots(visitor.page, `shared-image-${slug}`);
      }
      expect(visitor.problems).toEqual([]);
      await visitor.page.close();
    });
  }
});

/** A 64 × 64 red PNG as base64, drawn by the page's browser. */
function redSquare(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, 64, 64);
  return canvas.toDataURL('image/png').split(',')[1]!;
}
