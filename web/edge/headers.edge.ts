// Issue 10, small bounds: Strict-Transport-Security is sent when the site is served over HTTPS
// (COOKIE_SECURE=true), and only then.
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { useServer } from './setup.ts';

const PATHS = ['/', '/api/health', '/api/profile'];

describe('Strict-Transport-Security', () => {
  const https = useServer({ env: { COOKIE_SECURE: 'true' }, owner: false });
  const http = useServer({ owner: false });

  it.each(PATHS)('is sent on %s with COOKIE_SECURE=true', async (path) => {
    const answer = await call(https.server, 'GET', path);
    expect(answer.headers.get('strict-transport-security') ?? 'no such header').toMatch(/^max-age=\d+/);
  });

  it.each(PATHS)('is not sent on %s without COOKIE_SECURE', async (path) => {
    const answer = await call(http.server, 'GET', path);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});
