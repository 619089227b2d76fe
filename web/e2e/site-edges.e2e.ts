// Issue 40 point 9: phones and the edges of the site. On a 390 x 844 phone the header's six link
// buttons are compact, so the first work shows without scrolling; the 404 pages keep the footer
// with the owner's name and Contact; the admin says with scripts off that it needs JavaScript;
// the home prints as the open tab's content, without controls.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, screenshot } from './browser';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import { addExperience, png, resetContent, uploadImage } from './seed';
import { baseURL } from './shared-server';

beforeAll(async () => {
  const photo = (await uploadImage(png(240))).file!.url;
  await resetContent({
    name: 'Mara Lindqvist',
    briefIntro:
      'Product designer with ten years in fintech and health. I turn messy workflows into calm, ' +
      'accessible tools, and I write about design systems.',
    headline: 'Lead Product Designer',
    location: 'Berlin, Germany',
    contact: 'mara@example.org',
    photo,
    links: [
      { label: '', url: 'https://dribbble.com/mara' },
      { label: '', url: 'https://www.behance.net/mara' },
      { label: '', url: 'https://medium.com/@mara' },
      { label: 'Notes', url: 'https://mara.example/notes' },
    ],
  });
  await addExperience({
    jobTitle: 'Lead Product Designer',
    company: 'Lumen Labs',
    industry: 'Technology',
    startDate: '2021-04',
    isCurrentJob: true,
    description: `Led the design system. ${'Worked across product, brand and engineering. '.repeat(14)}`,
    accomplishments: 'Cut design debt by 40%.',
    tools: ['Figma'],
  });
});

describe('on a 390 x 844 phone', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the header, six links and the first work on the first screen (${colorScheme})`, async () => {
      const { page, problems } = await openPage(browser, 390, colorScheme);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(baseURL);
      expect(await page.locator('.hero-links a').count()).toBe(6);
      const title = (await page.locator('.experience-card .card-title').first().boundingBox())!;
      const company = (await page.locator('.experience-card .card-subtitle').first().boundingBox())!;
      // The first work's title and company are on the screen before any scrolling.
      expect(title.y).toBeGreaterThan(0);
      expect(company.y + company.height).toBeLessThanOrEqual(844);
      // The links stay tappable (24 px at least, WCAG 2.2's target size).
      for (const link of await page.locator('.hero-links a').all()) {
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      }
      await screenshot(page, `edges-phone-first-screen-${colorScheme}`);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});

describe('the 404 pages', () => {
  for (const path of ['/no-such-page', '/case-studies/no-such-study']) {
    for (const width of [390, 1280]) {
      it(`keep the footer with the owner's name and Contact: ${path} at ${width} px`, async () => {
        const { page, problems } = await openPage(browser, width);
        const response = await page.goto(baseURL + path);
        expect(response!.status()).toBe(404);
        const footer = page.locator('footer.site-footer');
        expect(await footer.locator('.site-footer-name').innerText()).toBe('Mara Lindqvist');
        const contact = footer.getByRole('link', { name: 'Contact' });
        expect(await contact.getAttribute('href')).toBe('mailto:mara@example.org');
        if (width === 1280) await screenshots(page, `edges-404${path.replaceAll('/', '-')}`);
        await expectNoAxeViolations(page);
        expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
        await page.close();
      });
    }
  }
});

/** The admin's page as a browser without scripts draws it: its `<noscript>` content. */
async function withoutScripts(width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, colorScheme });
  const page = await context.newPage();
  await page.goto(`${baseURL}/admin/login`);
  return page;
}

describe('the admin with scripts off', () => {
  for (const width of [390, 1280]) {
    it(`says that it needs JavaScript at ${width} px`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await withoutScripts(width, colorScheme);
        // Playwright's text and role locators skip <noscript>: it is read by its markup.
        const note = page.locator('noscript .not-found-message');
        expect(await note.isVisible()).toBe(true);
        expect(await note.innerText()).toBe(
          'The admin needs JavaScript. Turn JavaScript on in your browser, then reload this page.',
        );
        expect(await page.locator('noscript h1').innerText()).toBe('Admin');
        await screenshot(page, `edges-admin-noscript-${width}-${colorScheme}`);
        await page.context().close();
      }
      // axe needs scripts: the same markup, the app held back and the note drawn as without them.
      const { page } = await openPage(browser, width);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(`${baseURL}/admin/login`);
      await page.evaluate(() => {
        const noscript = document.querySelector('noscript')!;
        noscript.outerHTML = noscript.textContent ?? '';
      });
      await page.getByText('The admin needs JavaScript.', { exact: false }).waitFor();
      await expectNoAxeViolations(page);
      await page.close();
    });
  }

  it('says nothing of it with scripts on', async () => {
    const { page } = await openPage(browser, 1280);
    await page.goto(`${baseURL}/admin/login`);
    await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
    expect(await page.getByText('The admin needs JavaScript.', { exact: false }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('the printed home', () => {
  for (const width of [390, 1280]) {
    it(`is the open tab's content without controls at ${width} px`, async () => {
      const { page, problems } = await openPage(browser, width);
      await page.goto(baseURL);
      await page.emulateMedia({ media: 'print' });
      for (const control of ['[role="tablist"]', '.filters', 'summary', '.language-switcher']) {
        for (const element of await page.locator(control).all()) {
          expect(await element.isVisible(), control).toBe(false);
        }
      }
      // The content is there, whole: the long description is not clamped.
      const description = page.locator('.experience-description');
      expect(await page.locator('.experience-card .card-title').isVisible()).toBe(true);
      expect(await description.evaluate((p) => p.scrollHeight <= p.clientHeight)).toBe(true);
      expect((await description.boundingBox())!.height).toBeGreaterThan(150);
      expect(await page.locator('.site-footer-name').isVisible()).toBe(true);
      await screenshot(page, `edges-print-${width}`, true);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
