// The contact form (issue 42): the German page sends in place with scripts on (its proof of work
// solved in a Worker while the visitor types), and without scripts posts, is refused with the text
// kept and the message under its field, then thanks on a page of its own. The message shows in
// the inbox with its page, and the test SMTP server receives its notification. No cookie, no request to another site; the footer leads to the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { waitForApp } from './app';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import { admin, resetContent } from './seed';
import { mails } from './mail-sink';
import { baseURL, mailFolder } from './shared-server';

interface Inbox { messages: { name: string; page?: string; folder: string; body: string }[] }

/** Every request the page makes to another site. */
function elsewhere(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) seen.push(request.url());
  });
  return seen;
}

async function fill(page: Page, name: string) {
  await page.fill('#contact-name', name);
  await page.fill('#contact-email', 'visitor@example.com');
  await page.fill('#contact-subject', 'Ein Projekt');
  await page.fill('#contact-message', 'Hallo,\nich habe eine Frage zu Ihrer Arbeit.');
}

describe('the contact form', () => {
  beforeAll(async () => {
    await resetContent({ languages: ['en', 'de'], contact: 'ada@example.com' });
    await admin('PUT', '/api/admin/contact-form', { on: true });
  });
  afterAll(async () => {
    await admin('PUT', '/api/admin/contact-form', { on: false });
    await resetContent();
  });

  for (const width of [390, 1280]) {
    it(`sends from the German page in place, with scripts on (${width} px)`, async () => {
      const { page, problems } = await openPage(browser, width);
      const other = elsewhere(page);
      await page.goto(`${baseURL}/de/`);
      expect(await page.locator('.site-footer a', { hasText: 'Kontakt' }).getAttribute('href')).toBe('/de/contact');
      await page.locator('.site-footer a', { hasText: 'Kontakt' }).click();
      await page.waitForURL(`${baseURL}/de/contact`);
      expect(await page.locator('h1').innerText()).toBe('Kontakt');
      await page.locator('#contact-name').click();
      await waitForApp(page);
      const name = `Besucher ${width}`;
      await fill(page, name);
      await page.fill('#contact-email', 'keine Adresse');
      await page.click('button[type="submit"]');
      await page.locator('#contact-email-error').waitFor();
      expect(await page.locator('#contact-email-error').innerText()).toBe('Bitte geben Sie eine E-Mail-Adresse wie name@example.com ein.');
      expect(await page.inputValue('#contact-message')).toBe('Hallo,\nich habe eine Frage zu Ihrer Arbeit.');
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'contact-refused');
      await page.fill('#contact-email', 'visitor@example.com');
      await page.waitForFunction(() => document.documentElement.dataset.proofMs !== undefined, undefined, { timeout: 20_000 });
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'contact-form');
      await page.waitForTimeout(3_100);
      await page.click('button[type="submit"]');
      await page.locator('.contact-thanks [role="status"]').waitFor();
      expect(await page.locator('h1').innerText()).toBe('Vielen Dank');
      expect(page.url()).toBe(`${baseURL}/de/contact`);
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'contact-thanks');
      const inbox = await admin<Inbox>('GET', '/api/admin/messages');
      const kept = inbox.messages.find((message) => message.name === name);
      expect(kept?.folder).toBe('inbox');
      expect(kept?.page).toBe('/de/');
      // The test SMTP server receives one notification for it, naming the page.
      await expect.poll(() => mails(mailFolder).filter((mail) => mail.includes(name)), { timeout: 20_000 }).toHaveLength(1);
      const mail = mails(mailFolder).find((text) => text.includes(name))!;
      expect(mail).toContain('Subject: New message from');
      expect(mail).toContain(`from ${baseURL}/de/`);
      expect(mail).toContain('ich habe eine Frage zu Ihrer Arbeit.');
      expect(await page.context().cookies()).toEqual([]);
      expect(other).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it(`posts, is refused with the text kept, then thanks, with scripts off (${width} px)`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseURL}/contact`);
      await page.fill('#contact-name', 'No Script');
      await page.fill('#contact-email', 'not an address');
      await page.fill('#contact-message', 'Kept text without scripts.');
      await page.click('button[type="submit"]');
      expect(await page.locator('#contact-email-error').innerText()).toBe('Please enter an e-mail address such as name@example.com.');
      expect(await page.inputValue('#contact-message')).toBe('Kept text without scripts.');
      expect(await page.getAttribute('#contact-email', 'aria-describedby')).toBe('contact-email-error');
      if (width === 1280) await screenshots(page, 'contact-refused-no-script');
      await page.fill('#contact-email', 'noscript@example.com');
      await page.waitForTimeout(3_100);
      await page.click('button[type="submit"]');
      expect(page.url()).toBe(`${baseURL}/contact/thanks`);
      expect(await page.locator('h1').innerText()).toBe('Thank you');
      const inbox = await admin<Inbox>('GET', '/api/admin/messages?folder=to_check');
      expect(inbox.messages.some((message) => message.body === 'Kept text without scripts.')).toBe(true);
      expect(await context.cookies()).toEqual([]);
      await context.close();
    });
  }

  it('solves the proof under 4× CPU throttling, and says how long it took', async () => {
    const { page } = await openPage(browser, 390);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseURL}/contact`);
    await page.locator('#contact-name').click();
    await page.keyboard.type('A');
    await page.waitForFunction(() => document.documentElement.dataset.proofMs !== undefined, undefined, { timeout: 30_000 });
    const took = Number(await page.evaluate(() => document.documentElement.dataset.proofMs));
    console.log(`proof of work under 4× throttling: ${took} ms`);
    expect(took).toBeGreaterThan(0);
    await page.close();
  });
});
