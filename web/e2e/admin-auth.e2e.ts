// The admin's door (spec §2 Login screen and Admin dashboard, §4 auth state, §5, §8): the login
// form's toasts, throttling, the guard's redirect, logout and the dashboard's tabs.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPage, toastText } from './admin';
import { browser } from './browser';
import { expectNoAxeViolations, openPage, screenshots } from './page';
import { CREDENTIALS, resetContent } from './seed';
import { baseURL } from './shared-server';

beforeAll(async () => {
  await resetContent();
});

async function loginPage() {
  const watched = await openPage(browser);
  await watched.page.goto(`${baseURL}/admin/login`);
  await watched.page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
  return watched;
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('login screen', () => {
  it('shows the title, both required fields, the button and the two note lines', async () => {
    const { page, problems } = await loginPage();
    expect(await page.getByLabel('Username').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.getByText('This is a private admin area.', { exact: true }).waitFor();
    await page.getByText('Contact the site owner if you need access.', { exact: true }).waitFor();
    expect(await page.title()).toBe('Admin Login');
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-login');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses blank fields with a toast and sends nothing', async () => {
    const { page } = await loginPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/login')) calls.push(request.url());
    });
    await signIn(page, '   ', 'something');
    expect(await toastText(page)).toBe('Error\nPlease enter both username and password');
    await signIn(page, 'owner', '');
    expect(await toastText(page)).toBe('Error\nPlease enter both username and password');
    expect(calls).toEqual([]);
    await page.close();
  });

  it('shows the server message for wrong credentials, and the 429 message once throttled', async () => {
    const { page } = await loginPage();
    // A username of its own, so the owner's sign-ins in other tests are never throttled.
    await signIn(page, 'intruder', 'wrong password');
    expect(await toastText(page)).toBe('Login Failed\nInvalid username or password');
    // Inputs are disabled and the button says so while the request runs.
    await page.route('**/api/admin/login', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    expect(await page.getByLabel('Username').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.unroute('**/api/admin/login');
    for (let attempt = 2; attempt < 10; attempt += 1) {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
    }
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => toastText(page))
      .toMatch(/^Login Failed\nToo many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    await page.close();
  });

  it("falls back to 'Invalid credentials' when the server gives no message", async () => {
    const { page } = await loginPage();
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({ status: 502, body: 'Bad Gateway' }),
    );
    await signIn(page, 'owner', 'anything');
    expect(await toastText(page)).toBe('Login Failed\nInvalid credentials');
    await page.close();
  });

  it('signs in, says so, and lands on the dashboard with the username', async () => {
    const { page, problems } = await loginPage();
    await signIn(page, CREDENTIALS.username, CREDENTIALS.password);
    expect(await toastText(page)).toBe('Success!\nLogged in successfully');
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByText(`Welcome, ${CREDENTIALS.username}`, { exact: true }).waitFor();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'folio_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // Signed in, the login screen says it is redirecting and goes to the dashboard.
    await page.goto(`${baseURL}/admin/login`);
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows 'Redirecting to admin dashboard...' when already signed in", async () => {
    const { page } = await adminPage(browser);
    // The message shows only until the redirect runs, so record every node the page ever adds.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => seen.push(node.textContent ?? ''));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseURL}/admin/login`);
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.some((text) => text.includes('Redirecting to admin dashboard...'))).toBe(true);
    await page.close();
  });
});

describe('first-run setup', () => {
  /** The login screen as a fresh install shows it: the server says setup is still open. */
  async function setupPage() {
    const watched = await openPage(browser);
    await watched.page.route('**/api/admin/setup', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { available: true } })
        : route.continue(),
    );
    await watched.page.goto(`${baseURL}/admin/login`);
    await watched.page.getByRole('heading', { name: 'CREATE ADMIN ACCOUNT' }).waitFor();
    return watched;
  }

  it('asks for the password twice and says when the two differ', async () => {
    const { page } = await setupPage();
    await page.getByText('No admin account exists yet.', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-setup');
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await page.getByLabel('Confirm password').fill('a long passphrase!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('The two passwords differ', { exact: true }).waitFor();
    await page.close();
  });

  it("shows the server's refusal once an admin exists", async () => {
    const { page } = await setupPage();
    await page.getByLabel('Username').fill('intruder');
    await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await page.getByLabel('Confirm password').fill('a long passphrase');
    await page.getByLabel('Setup code').fill('ANYC-ODE2-3456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await toastText(page)).toBe('Setup Failed\nAn admin account already exists.');
    await page.close();
  });

  it('shows the plain login screen once an admin exists', async () => {
    const response = await fetch(`${baseURL}/api/admin/setup`);
    expect(await response.json()).toEqual({ available: false });
    const { page } = await loginPage();
    expect(await page.getByRole('heading', { name: 'CREATE ADMIN ACCOUNT' }).count()).toBe(0);
    await page.close();
  });
});

describe('guard', () => {
  it('sends a visitor without a session to the login screen by a full page load', async () => {
    const { page } = await openPage(browser);
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
    });
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
    expect(loads).toEqual(['/admin', '/admin/login']);
    await page.close();
  });

  it('shows a loading screen while the auth state is unknown', async () => {
    const { page } = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/admin/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('status').getByText('Loading...').waitFor();
    release();
    await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
    await page.close();
  });

  it("reports a failing auth check with 'Failed to check auth status'", async () => {
    const { page } = await openPage(browser);
    await page.route('**/api/admin/me', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`${baseURL}/admin/login`);
    expect(await toastText(page)).toBe('Error\nFailed to check auth status');
    await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
    await page.close();
  });
});

describe('dashboard', () => {
  it("has the spec's four tabs, then Data, Messages, Visitors and Résumé, Manage Experiences first shown, and loads a tab only when active", async () => {
    const { page, problems } = await adminPage(browser);
    const tabs = await page.getByRole('tab').allInnerTexts();
    // Issue 42's Messages tab carries its unread count when there are unread messages.
    expect(tabs.slice(0, 5)).toEqual([
      'Profile Settings',
      'Manage Experiences',
      'Manage Education',
      'Manage Case Studies',
      'Data',
    ]);
    expect(tabs[5]).toMatch(/^Messages/);
    expect(tabs.slice(6)).toEqual(['Visitors', 'Résumé']);
    expect(
      await page.getByRole('tab', { name: 'Manage Experiences' }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByText('No experiences yet.', { exact: true }).waitFor();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.getByRole('tab', { name: 'Manage Education' }).click();
    await page.getByText('No education entries yet.', { exact: true }).waitFor();
    expect(loaded).toContain('/api/admin/education');
    expect(loaded).not.toContain('/api/admin/case-studies');
    await page.getByRole('tab', { name: 'Manage Case Studies' }).click();
    await page.getByText('No case studies yet.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create Your First Case Study' }).waitFor();
    expect(loaded).toContain('/api/admin/case-studies');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Manage Experiences' }).click();
    await page.getByRole('button', { name: 'Add Your First Experience' }).waitFor();
    await screenshots(page, 'admin-dashboard-empty');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('logs out: says so while busy, clears the session and shows the login screen', async () => {
    // A session of its own: logging out ends it, and the other tests keep theirs.
    const { page } = await loginPage();
    await signIn(page, CREDENTIALS.username, CREDENTIALS.password);
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    await page.route('**/api/admin/logout', async (route) => {
      await new Promise((done) => setTimeout(done, 300));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Logging out...' }).waitFor();
    await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    // The old cookie no longer opens anything.
    const me = await page.evaluate(() => fetch('/api/admin/me').then((r) => r.status));
    expect(me).toBe(401);
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
    await page.close();
  });

  it('keeps the dashboard and shows the toast when logout fails', async () => {
    const { page } = await adminPage(browser);
    await page.route('**/api/admin/logout', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(await toastText(page)).toBe('Error\nFailed to logout. Please try again.');
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    await page.close();
  });
});
