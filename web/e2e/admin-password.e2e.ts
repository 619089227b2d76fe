// Issue 40 point 5: the Security section changes the password. On 8e2a8d7 it only named the
// shell command. The current password is checked, the new one meets folio-core's rule as it is
// typed, every other device is signed out and this one stays signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toastText } from './admin';
import { browser } from './browser';
import { type OwnServer, SETUP_CODE, startServer } from './own-server';
import { expectNoAxeViolations, openPage, screenshots } from './page';

const OWNER = { username: 'owner', password: 'first passphrase here' };
const NEW = 'a second, longer passphrase';

let server: OwnServer;

beforeAll(async () => {
  server = await startServer();
  const setup = await fetch(`${server.baseURL}/api/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...OWNER, setupCode: SETUP_CODE }),
  });
  expect(setup.status).toBe(200);
});
afterAll(() => server?.stop());

/** Signs in with `password` from a client of its own: the status and the session cookie. */
async function signIn(password: string): Promise<{ status: number; cookie: string }> {
  const response = await fetch(`${server.baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OWNER.username, password }),
  });
  return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
}

describe('changing the password (issue 40 point 5)', () => {
  it('checks the current one, shows the rule as the new one is typed, and signs the other devices out', async () => {
    const laptop = await signIn(OWNER.password);
    const { page, problems } = await openPage(browser, 390);
    const { cookie } = await signIn(OWNER.password);
    const at = cookie.indexOf('=');
    await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: server.baseURL }]);
    await page.goto(`${server.baseURL}/admin?tab=profile&section=security`);
    const form = page.locator('form.password-form');
    await form.getByLabel('Current password').waitFor();

    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Enter your current password.').waitFor();
    await form.getByText('Enter a new password.').waitFor();

    await form.getByLabel('Current password').fill('not the password');
    await form.getByLabel('New password', { exact: true }).fill('owner');
    await form.getByText('Weak', { exact: true }).waitFor();
    await form.getByLabel('New password', { exact: true }).fill(NEW);
    await form.getByText('Strong', { exact: true }).waitFor();
    await form.getByLabel('Confirm new password').fill(`${NEW}!`);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The two passwords differ').waitFor();

    await form.getByLabel('Confirm new password').fill(NEW);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('That is not your current password.').waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await screenshots(page, 'admin-password-refused');

    await form.getByLabel('Current password').fill(OWNER.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    expect(await toastText(page)).toBe('Success!\nYour password is changed, and every other device is signed out.');
    expect(await form.getByLabel('Current password').inputValue()).toBe('');

    const me = await fetch(`${server.baseURL}/api/admin/me`, { headers: { cookie: laptop.cookie } });
    expect(me.status).toBe(401);
    await page.reload();
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    expect((await signIn(OWNER.password)).status).toBe(401);
    expect((await signIn(NEW)).status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });
});
