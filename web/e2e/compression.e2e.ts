// What Chromium receives is compressed (issue 11): `/` with its data, scripts and styles come with
// a Content-Encoding, and a repeat visit sends next to nothing; the public pages never fetch the
// WASM module, which the admin area alone loads, compressed too.
import { describe, expect, it } from 'vitest';
import { browser } from './browser';
import { baseURL } from './shared-server';

const COMPRESSED_KINDS = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

interface Received {
  path: string;
  kind: string;
  status: number;
  encoding: string;
  bytes: number;
}

describe('compression', () => {
  it('the home page, its scripts and styles arrive compressed, without the WASM module, and a repeat visit is small', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const visit = async (path: string) => {
      const received: Promise<Received>[] = [];
      const record = (request: import('playwright-core').Request) => {
        received.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            return {
              path: new URL(request.url()).pathname,
              kind: request.resourceType(),
              status: response?.status() ?? 0,
              encoding: (await response?.headerValue('content-encoding')) ?? '',
              bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            };
          })(),
        );
      };
      page.on('requestfinished', record);
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      page.off('requestfinished', record);
      return Promise.all(received);
    };

    const first = await visit('/');
    const texts = first.filter(
      (r) => r.status === 200 && (COMPRESSED_KINDS.has(r.kind) || r.path.endsWith('.wasm')),
    );
    expect(texts.map((r) => r.path)).toContain('/');
    expect(first.filter((r) => r.path.endsWith('.wasm')), 'no WASM on a public page').toEqual([]);
    for (const response of texts) {
      expect(['br', 'gzip'], `${response.path} (${response.kind})`).toContain(response.encoding);
    }

    // The second visit revalidates the page (304) and takes hashed files from the cache.
    const repeat = await visit('/');
    const total = repeat.reduce((sum, r) => sum + r.bytes, 0);
    expect(total, JSON.stringify(repeat)).toBeLessThan(5 * 1024);

    // The admin's forms run folio-core's rules: its module comes, compressed.
    const admin = await visit('/admin/login');
    const wasm = admin.filter((r) => r.path.endsWith('.wasm'));
    expect(wasm.map((r) => [r.status, r.encoding])).toEqual([[200, 'br']]);
    await context.close();
  });
});
