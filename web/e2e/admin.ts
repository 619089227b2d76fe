// Helpers for the admin browser tests: a page already signed in as the owner, and the toast.
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type WatchedPage, openPage } from './page';
import { session } from './seed';

const baseURL = inject('baseURL');

/**
 * A fresh page signed in as the owner (the session cookie from the API), showing the dashboard
 * on `tab` (`profile`, `experiences`, `education` or `case-studies`).
 */
export async function adminPage(browser: Browser, tab = 'experiences', width = 1280): Promise<WatchedPage> {
  const watched = await openPage(browser, width);
  const pair = await session();
  const at = pair.indexOf('=');
  await watched.page
    .context()
    .addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL }]);
  await watched.page.goto(`${baseURL}/admin${tab === 'experiences' ? '' : `?tab=${tab}`}`);
  await watched.page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
  return watched;
}

/** The toast showing now: its title and description, once one appears. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.toast').last();
  await toast.waitFor();
  return (await toast.innerText()).replace('×', '').trim();
}
