// The owner's inbox (issue 42): the unread count on the tab and in the title, newest first,
// opening marks read, mark unread, archive, delete with undo, "Reply" as a mailto with the
// subject and a quote, "To check" with "Move to inbox" and "Delete all", and deleting everything
// from one sender. At 390 and 1280 px, light and dark, axe clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, screenshots } from './page';
import { admin, clearMessages, sendMessage } from './seed';

describe('the Messages tab', () => {
  beforeAll(async () => {
    await admin('PUT', '/api/admin/contact-form', { on: true });
    await clearMessages();
    await Promise.all([sendMessage('Grace Hopper', 'A compiler', 'grace'), sendMessage('Alan Turing', '', 'alan')]);
  }, 60_000);
  afterAll(async () => {
    await admin('PUT', '/api/admin/contact-form', { on: false });
  });

  for (const width of [390, 1280]) {
    it(`reads, replies, archives and deletes with undo (${width} px)`, async () => {
      const { page, problems } = await adminPage(browser, 'messages', width);
      const tab = page.getByRole('tab', { name: /Messages/ });
      if (width === 390) await expect.poll(() => tab.innerText()).toContain('2');
      if (width === 390) await expect.poll(() => page.title()).toBe('(2) Admin Dashboard');
      const lines = page.locator('.message-line');
      await lines.first().waitFor();
      expect(await lines.count()).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'admin-messages');
      const grace = page.locator('.message', { hasText: 'Grace Hopper' });
      await grace.locator('.message-line').click();
      const reply = await grace.getByRole('link', { name: 'Reply' }).getAttribute('href');
      expect(reply).toContain('mailto:grace%40example.com?subject=Re%3A%20A%20compiler');
      expect(decodeURIComponent(reply!)).toContain('> Hello from Grace Hopper.');
      await expectNoAxeViolations(page);
      if (width === 1280) await screenshots(page, 'admin-message-open');
      await grace.getByRole('button', { name: 'Mark unread' }).click();
      await grace.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.locator('.message', { hasText: 'Grace Hopper' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('archives and moves back to the inbox, shows To check, and forgets a sender', async () => {
    const archive = await admin<{ messages: { id: number }[] }>('GET', '/api/admin/messages?folder=archive');
    for (const { id } of archive.messages) await admin('PATCH', `/api/admin/messages/${id}`, { folder: 'inbox' });
    const { page } = await adminPage(browser, 'messages', 1280);
    const folders = page.locator('.messages-folders');
    const alan = page.locator('.message', { hasText: 'Alan Turing' });
    await alan.locator('.message-line').click();
    await alan.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => alan.count()).toBe(0);
    await folders.getByRole('button', { name: /To check/ }).click();
    await page.locator('.messages-note').waitFor();
    await expectNoAxeViolations(page);
    await folders.getByRole('button', { name: 'Archive' }).click();
    const archived = page.locator('.message', { hasText: 'Alan Turing' });
    await archived.locator('.message-line').click();
    await archived.getByRole('button', { name: 'Move to inbox' }).click();
    await folders.getByRole('button', { name: 'Inbox' }).click();
    await page.locator('.message', { hasText: 'Alan Turing' }).waitFor();
    const grace = page.locator('.message', { hasText: 'Grace Hopper' });
    await grace.locator('.message-line').click();
    await grace.getByRole('button', { name: /Delete everything from/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('.message', { hasText: 'Grace Hopper' }).count()).toBe(0);
    await page.close();
  }, 60_000);
});
