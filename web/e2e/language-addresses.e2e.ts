// Issue 25 goal 3, "Visitors read their language at its own address", as a visitor meets it: the
// language switcher takes the page to the same page in another language (its words and `<html
// lang>` with it), a case study card and 'Back to Portfolio' stay in the language, the head's
// hreflang pairs point at each other, and a browser preferring another language of the site is
// offered it in one line, never redirected. At 390 and 1280 px, light and dark, with axe clean.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitForApp } from './app';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots, visitorPage } from './page';
import { addCaseStudy, addExperience, editorContent, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeEach(async () => {
  await resetContent({ languages: ['en', 'de', 'pt-BR'] });
  await addExperience({
    jobTitle: 'Engineer',
    company: 'Acme',
    industry: 'Technology',
    startDate: '2021-03',
    description: 'Built things.',
    accomplishments: 'Shipped.',
    isCurrentJob: true,
    tools: [{ name: 'Rust', usage: 'Services' }],
  });
  const content = editorContent([{ type: 'paragraph', data: { text: 'What happened.' } }]);
  await addCaseStudy({ title: 'Ledger', slug: 'ledger', description: 'A ledger.', content });
  await addCaseStudy({ title: 'Atlas', slug: 'atlas', description: 'A map.', content });
});

const visitor = (width: number, locale?: string) => visitorPage(browser, width, locale);

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const switcher = (page: Page) => page.getByRole('navigation', { name: /^(Language|Sprache)$/ });

/** The head's hreflang alternates: address by language. */
const alternates = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  );

describe('a site in English, German and Brazilian Portuguese', () => {
  for (const width of [1280, 390]) {
    it(`switches a visitor to the same page in German, and stays in it (${width} px)`, async () => {
      const { page, problems } = await visitor(width);
      await page.goto(`${baseURL}/?tab=playground`);
      expect(await htmlLang(page)).toBe('en');
      const links = switcher(page).getByRole('link');
      expect(await links.allInnerTexts()).toEqual(['English', 'Deutsch', 'Português (Brasil)']);
      expect(await links.nth(0).getAttribute('aria-current')).toBe('page');
      expect(await links.nth(1).getAttribute('hreflang')).toBe('de');
      expect(await links.nth(1).getAttribute('lang')).toBe('de');
      await waitForApp(page);

      // With the keyboard: the switcher's German link, then Enter.
      await links.nth(1).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseURL}/de/?tab=playground`);
      expect(await htmlLang(page)).toBe('de');
      await page.getByRole('tab', { name: 'Spielwiese', selected: true }).waitFor();
      expect(await switcher(page).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current'))
        .toBe('page');
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'language-home-de');

      // A card, then 'Back to Portfolio': both in German, without leaving the app.
      await waitForApp(page);
      await page.getByRole('link', { name: /Ledger/ }).click();
      await page.waitForURL(`${baseURL}/de/case-studies/ledger`);
      await page.getByRole('heading', { name: 'Ledger', level: 1 }).waitFor();
      await page.getByText('Zurück zum Portfolio').first().waitFor();
      // The switcher of the case study links its own page in each language.
      expect(
        await switcher(page).getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
      ).toEqual(['/case-studies/ledger', '/de/case-studies/ledger', '/pt-BR/case-studies/ledger']);
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'language-case-study-de');
      // The next case study, in German too.
      await page.getByRole('navigation', { name: 'Nächste Fallstudie' }).getByRole('link').click();
      await page.waitForURL(`${baseURL}/de/case-studies/atlas`);
      await page.getByRole('heading', { name: 'Atlas', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Zurück zum Portfolio' }).first().click();
      await page.waitForURL(`${baseURL}/de/?tab=playground`);
      await page.getByRole('tab', { name: 'Spielwiese', selected: true }).waitFor();
      await page.getByRole('tab', { name: 'Berufserfahrung' }).click();
      await page.waitForURL(`${baseURL}/de/`);
      expect(await htmlLang(page)).toBe('de');

      // And back to English from the switcher.
      await switcher(page).getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${baseURL}/`);
      expect(await htmlLang(page)).toBe('en');
      await page.getByRole('tab', { name: 'Work Experience', selected: true }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('names each language in every page’s head, each pointing back', async () => {
    const { page } = await visitor(1280);
    const rests = ['/', '/case-studies/ledger'];
    for (const rest of rests) {
      const addresses = {
        en: `${baseURL}${rest}`,
        de: `${baseURL}/de${rest}`,
        'pt-BR': `${baseURL}/pt-BR${rest}`,
      };
      for (const [tag, address] of Object.entries(addresses)) {
        await page.goto(address);
        expect(await htmlLang(page)).toBe(tag);
        expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(address);
        expect(await alternates(page)).toEqual({ ...addresses, 'x-default': addresses.en });
      }
    }
    await page.close();
  });

  it('offers a German browser the German page in one line, and never redirects it', async () => {
    const { page, problems } = await visitor(390, 'de-DE');
    const response = await page.goto(`${baseURL}/case-studies/ledger`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(page.url()).toBe(`${baseURL}/case-studies/ledger`);
    expect(await htmlLang(page)).toBe('en');
    // Drawn by the app only: the page the server sent is the same for every browser.
    expect(await page.locator('.language-suggestion').count()).toBe(0);
    await waitForApp(page);
    const line = page.locator('.language-suggestion');
    await line.waitFor();
    expect(await line.getAttribute('lang')).toBe('de');
    const link = line.getByRole('link', { name: 'Diese Seite auf Deutsch lesen' });
    expect(await link.getAttribute('href')).toBe('/de/case-studies/ledger');
    expect(page.url()).toBe(`${baseURL}/case-studies/ledger`);
    await expectNoAxeViolations(page);
    await screenshots(page, 'language-suggestion');

    // Followed: the German page, which suggests nothing more.
    await link.click();
    await page.waitForURL(`${baseURL}/de/case-studies/ledger`);
    await waitForApp(page);
    expect(await page.locator('.language-suggestion').count()).toBe(0);

    // Dismissed on an English page: gone, and still gone on the next one.
    await page.goto(`${baseURL}/`);
    await waitForApp(page);
    await line.waitFor();
    await line.getByRole('button', { name: 'Schließen' }).click();
    expect(await line.count()).toBe(0);
    await page.goto(`${baseURL}/?tab=playground`);
    await waitForApp(page);
    expect(await line.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('suggests nothing to a browser whose language the page already is, or the site lacks', async () => {
    for (const [locale, path] of [
      ['de-AT', '/de/'],
      ['it-IT', '/'],
      ['en-GB', '/'],
    ] as const) {
      const { page } = await visitor(1280, locale);
      await page.goto(`${baseURL}${path}`);
      await waitForApp(page);
      expect(await page.locator('.language-suggestion').count(), locale).toBe(0);
      await page.close();
    }
  });
});
