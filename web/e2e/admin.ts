// Helpers for the admin browser tests: a page already signed in as the owner, and the toast.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type WatchedPage, openPage } from './page';
import { session } from './seed';
import { baseURL } from './shared-server';

/** Admin pages still open, closed after each test (`setup-browser.ts`). */
const opened = new Set<Page>();
/** Whether a page of this test opened a case study dialog (which looks its draft up). */
let draftsTouched = false;

/**
 * Closes the admin pages a test left open: an open case study dialog keeps autosaving its draft
 * (issue 14), which would otherwise land in the next test's fresh content.
 */
export async function closeAdminPages(): Promise<void> {
  for (const page of opened) await page.close().catch(() => undefined);
  opened.clear();
  // A closing dialog sends its last draft with a keepalive request, which may reach the server a
  // moment after the page is gone: let it land before the next test clears the drafts.
  if (draftsTouched) await new Promise((done) => setTimeout(done, 500));
  draftsTouched = false;
}

/**
 * A fresh page signed in as the owner (the session cookie from the API), showing the dashboard
 * on `tab` (`profile`, `experiences`, `education` or `case-studies`).
 */
export async function adminPage(browser: Browser, tab = 'experiences', width = 1280): Promise<WatchedPage> {
  const watched = await openPage(browser, width);
  opened.add(watched.page);
  watched.page.on('request', (request) => {
    if (request.url().endsWith('/autosave')) draftsTouched = true;
  });
  const pair = await session();
  const at = pair.indexOf('=');
  await watched.page
    .context()
    .addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL }]);
  await watched.page.goto(`${baseURL}/admin${tab === 'experiences' ? '' : `?tab=${tab}`}`);
  await watched.page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
  return watched;
}

/**
 * A fresh signed-in page on a section of Profile Settings (issue 40 point 5): `profile`, `order`,
 * `languages`, `security` or `site`.
 */
export function profileSection(browser: Browser, section: string, width = 1280): Promise<WatchedPage> {
  return adminPage(browser, `profile&section=${section}`, width);
}

/** The toast showing now: its title and description, once one appears. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.toast').last();
  await toast.waitFor();
  return (await toast.innerText()).replace('×', '').trim();
}

/**
 * Moves the card whose drag handle is named `Reorder {label}` down by one card with the keyboard,
 * as a keyboard user does: Space picks it up, ArrowDown moves it 25 px (spec §9) at a time until
 * the drag's announcement says it is over the next card, Space drops it.
 */
export async function moveDownByKeyboard(page: Page, label: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Reorder ${label}` });
  // The live region of the list that holds the card (a tab may hold more than one list).
  const announced = page.locator('[id^="DndLiveRegion"]').filter({ hasText: label });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => announced.textContent()).toContain(`${label} is over ${label}`);
  for (let presses = 0; ; presses += 1) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(50);
    const over = await announced.textContent();
    if (!over?.endsWith(`is over ${label}.`)) break;
    // A card is far less than 40 steps of 25 px tall.
    expect(presses, `${label} never left its place: ${over}`).toBeLessThan(40);
  }
  await page.keyboard.press('Space');
}

/**
 * Drags the card whose drag handle is named `Reorder {from}` with the pointer onto the card of
 * `Reorder {to}`, below it: past dnd-kit's 4 px activation distance first, then in steps as a hand
 * would (the target scrolled into view first).
 */
export async function dragOnto(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Reorder ${to}` }).scrollIntoViewIfNeeded();
  const start = (await page.getByRole('button', { name: `Reorder ${from}` }).boundingBox())!;
  const end = (await page.getByRole('button', { name: `Reorder ${to}` }).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + 20, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 10, { steps: 10 });
  await page.mouse.up();
}
