// Issue 40 point 8: an SVG gets a message that fits it. An SVG is an image, so "Please select an
// image file" confused its owner: folio-core says plainly that SVG is not supported and which
// formats are, before anything is sent, and the server says the same with a 415. The spec's
// 5 MB bound and its two messages stay.
import { describe, expect, it } from 'vitest';
import { adminPage } from './admin';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations } from './page';
import { resetContent, session } from './seed';
import { baseURL } from './shared-server';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
const MESSAGE = 'SVG images are not supported. Please select a PNG, JPEG, GIF or WebP image.';

describe('an SVG logo', () => {
  for (const [width, colorScheme] of [[390, 'light'], [1280, 'dark'], [390, 'dark'], [1280, 'light']] as const) {
    it(`is refused with a message naming the formats at ${width} px, ${colorScheme}`, async () => {
      await resetContent();
      const { page, problems } = await adminPage(browser, 'case-studies', width);
      await page.emulateMedia({ colorScheme });
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/upload-image')) uploads.push(request.url());
      });
      await page.getByRole('button', { name: 'Add Case Study' }).click();
      const dialog = page.getByRole('dialog');
      const settings = dialog.getByRole('button', { name: 'Settings', exact: true });
      const input = dialog.getByLabel('Featured image file');
      if (!(await dialog.getByLabel('Featured Image', { exact: true }).isVisible())) await settings.click();
      await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG });
      const toast = page.locator('.toast').filter({ hasText: 'Invalid File Type' });
      await toast.waitFor();
      expect((await toast.innerText()).replace('×', '').trim()).toBe(`Invalid File Type\n${MESSAGE}`);
      // Nothing was sent.
      expect(uploads).toEqual([]);
      await screenshot(page, `upload-svg-${width}-${colorScheme}`);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('is refused by the server with the same words, however it is named', async () => {
    for (const [name, type] of [['logo.svg', 'image/svg+xml'], ['logo.png', 'image/png']]) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(SVG)], { type }), name);
      const response = await fetch(`${baseURL}/api/upload-image`, {
        method: 'POST',
        headers: { cookie: await session() },
        body: form,
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { message: string }).message).toBe(`Invalid File Type: ${MESSAGE}`);
    }
  });
});
