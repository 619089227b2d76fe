// Issue 21: the owner's safety nets. The Profile tab lists where the owner is signed in and signs
// the other sessions out; creating the first admin from another machine (or through a proxy)
// takes the setup code the server printed, and from the server's own machine it does not.
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSection, toastText } from './admin';
import { browser } from './browser';
import { type OwnServer, serverBinary, startServer } from './own-server';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import { CREDENTIALS, session } from './seed';
import { baseURL } from './shared-server';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Signs the owner in from a client of its own: its session cookie. */
async function signInElsewhere(): Promise<string> {
  // The owner exists whichever file this worker ran first.
  await session();
  const response = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': FIREFOX },
    body: JSON.stringify(CREDENTIALS),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('signed-in sessions', () => {
  it('lists each session and signs the others out', async () => {
    const elsewhere = await signInElsewhere();
    const { page, problems } = await profileSection(browser, 'security');
    const section = page.getByRole('region', { name: 'Signed-in sessions' });
    await section.getByText('Firefox on Linux', { exact: true }).waitFor();
    await section.getByText('This device', { exact: true }).waitFor();
    expect(await section.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-sessions');

    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    expect(await toastText(page)).toMatch(/^Success!\nSigned out \d+ other sessions?\.$/);
    await expectSessions(page, 1);
    expect(await section.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true);
    const me = await fetch(`${baseURL}/api/admin/me`, { headers: { cookie: elsewhere } });
    expect(me.status).toBe(401);
    expect(problems).toEqual([]);
  });
  it('shows four sessions at once and keeps the rest behind "N more sessions"', async () => {
    for (let i = 0; i < 5; i++) await signInElsewhere();
    const { page, problems } = await profileSection(browser, 'security', 390);
    const section = page.getByRole('region', { name: 'Signed-in sessions' });
    await section.getByText('This device', { exact: true }).waitFor();
    const listed = await fetch(`${baseURL}/api/admin/sessions`, { headers: { cookie: await session() } });
    const total = ((await listed.json()) as unknown[]).length;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(await section.getByRole('listitem').count()).toBe(4);
    // This device comes first, whatever the others' last use.
    expect(await section.getByRole('listitem').first().innerText()).toContain('This device');
    const more = section.getByText(`${total - 4} more sessions`, { exact: true });
    await more.click();
    await expect.poll(() => section.getByRole('listitem').count()).toBe(total);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-sessions-more');
    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expectSessions(page, 1);
    expect(await section.getByText(/more sessions?$/).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

async function expectSessions(page: Page, count: number) {
  const items = page.getByRole('region', { name: 'Signed-in sessions' }).getByRole('listitem');
  await expect.poll(() => items.count()).toBe(count);
}

describe('creating the first admin', () => {
  let fresh: OwnServer;

  beforeAll(async () => {
    // A new install: the server makes its own setup code and prints it.
    fresh = await startServer({ randomSetupCode: true });
  });
  afterAll(() => fresh?.stop());

  /** The setup screen of the fresh install, opened from the server's own machine. */
  async function setupScreen() {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${fresh.baseURL}/admin/login`);
    await page.getByRole('heading', { name: 'CREATE ADMIN ACCOUNT' }).waitFor();
    return { page, problems };
  }

  it('asks for the setup code even from the server itself, and says where it is printed', async () => {
    const { page } = await setupScreen();
    await page.getByLabel('Setup code').waitFor();
    await page.getByText('Printed in a box where the server started', { exact: false }).waitFor();
    await page.close();
  });

  it('refuses a missing or wrong setup code under its field and takes the printed one', async () => {
    const { page, problems } = await setupScreen();
    const code = page.getByLabel('Setup code');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password', { exact: true }).fill(CREDENTIALS.password);
    await page.getByLabel('Confirm password').fill(CREDENTIALS.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Enter the setup code', { exact: true }).waitFor();

    await code.fill('AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('That is not the setup code this server printed.', { exact: true }).waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-setup-code');

    const printed = execFileSync(serverBinary, ['admin', 'setup-code'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: fresh.databaseURL },
    })
      .toString()
      .trim()
      .split('\n')
      .pop()!;
    await code.fill(printed.toLowerCase());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
