// Issue 11: on a phone, an uploaded featured image arrives as a copy as wide as the screen, not
// the full-size upload: the case study's image and the Playground card's.
import { beforeAll, describe, expect, it } from 'vitest';
import { browser } from './browser';
import { addCaseStudy, editorContent, png, resetContent, uploadImage } from './seed';
import { baseURL } from './shared-server';

describe('responsive images on a 390 px phone', () => {
  let upload = '';

  beforeAll(async () => {
    await resetContent();
    const answer = await uploadImage(png(1600, 1000));
    expect(answer.success).toBe(1);
    upload = answer.file!.url;
    await addCaseStudy({
      title: 'Pictured',
      slug: 'pictured',
      description: 'With a large featured image.',
      featuredImage: upload,
      content: editorContent([{ type: 'paragraph', data: { text: 'Body.' } }]),
    });
  });

  /** The image URLs a 390 px screen at `scale` fetched for `path`. */
  async function imagesFetched(path: string, scale: number): Promise<string[]> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: scale,
    });
    const page = await context.newPage();
    const images: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') images.push(new URL(response.url()).pathname);
    });
    await page.goto(baseURL + path, { waitUntil: 'networkidle' });
    await context.close();
    return images;
  }

  it('the case study sends the 800 px copy to a 2× screen and the 1200 px one to a 3× screen', async () => {
    const stem = upload.replace(/\.\w+$/, '');
    expect(await imagesFetched('/case-studies/pictured', 2)).toEqual([`${stem}-800.webp`]);
    expect(await imagesFetched('/case-studies/pictured', 3)).toEqual([`${stem}-1200.webp`]);
  });

  it('the Playground card sends a copy too', async () => {
    const stem = upload.replace(/\.\w+$/, '');
    expect(await imagesFetched('/?tab=playground', 2)).toEqual([`${stem}-800.webp`]);
  });
});
