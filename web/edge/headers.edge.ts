// Issue 10, small bounds: Strict-Transport-Security is sent when the site is served over HTTPS
// (COOKIE_SECURE=true), and only then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { startServer, type FolioServer } from './server.ts';

const PATHS = ['/', '/api/health', '/api/profile'];

describe('Strict-Transport-Security', () => {
  let https: FolioServer;
  let http: FolioServer;

  beforeAll(async () => {
    [https, http] = await Promise.all([startServer({ COOKIE_SECURE: 'true' }), startServer()]);
  });
  afterAll(() => Promise.all([https?.stop(), http?.stop()]));

  it.each(PATHS)('is sent on %s with COOKIE_SECURE=true', async (path) => {
    const answer = await call(https, 'GET', path);
    expect(answer.headers.get('strict-transport-security') ?? 'no such header').toMatch(/^max-age=\d+/);
  });

  it.each(PATHS)('is not sent on %s without COOKIE_SECURE', async (path) => {
    const answer = await call(http, 'GET', path);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});
