import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from './app';
import { browser, screenshot } from './browser';
import { baseURL } from './shared-server';

describe('home page', () => {
  it('shows the profile header from the API without loading the WASM core', async () => {
    const profile = (await (await fetch(`${baseURL}/api/profile`)).json()) as {
      name: string;
      briefIntro: string;
    };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const wasm: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.wasm')) wasm.push(response);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(baseURL);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    // The app loads after the server's page is painted, and runs no rule of its own.
    await waitForApp(page);

    expect(await heading.innerText()).toBe(profile.name.toUpperCase());
    expect(await page.locator('.hero-intro').innerText()).toBe(profile.briefIntro);
    expect(wasm).toEqual([]);
    expect(errors).toEqual([]);

    await screenshot(page, 'home-1280', true);

    // The admin area's forms run folio-core's rules in the browser: it loads the module.
    await page.goto(`${baseURL}/admin/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(wasm).toHaveLength(1);
    expect(wasm[0]!.status()).toBe(200);
    expect(wasm[0]!.headers()['content-type']).toBe('application/wasm');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the app for client-side routes, with a 404 for unknown ones', async () => {
    for (const [path, status] of [
      ['/admin', 200],
      ['/admin/login', 200],
      ['/case-studies/no-such-slug', 404],
      ['/no-such-page', 404],
    ] as const) {
      const response = await fetch(baseURL + path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with a 404, not the app', async () => {
    const response = await fetch(`${baseURL}/api/does-not-exist`);
    expect(response.status).toBe(404);
  });
});
