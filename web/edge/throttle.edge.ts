// Issue 10, bound 2: the login throttle holds under parallel attempts, oversize credentials are
// refused before any work, and the queue for argon2 is bounded.
import { describe, expect, it } from 'vitest';
import { type ErrorBody, FieldCode } from '../src/lib/api-schema.ts';
import { call, CREDENTIALS, type Answer } from './api.ts';
import { send, tally, type Reply } from './load.ts';
import type { FolioServer } from './server.ts';
import { useServer } from './setup.ts';

const TWO_MB = 2 * 1024 * 1024;

/** The `Retry-After` of an answer when it is a whole number of seconds above zero. */
function retryAfter(answer: Answer): number | undefined {
  const value = answer.headers.get('retry-after') ?? '';
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** A refusal that tells the client when to come back: 429, or 503 while overloaded. */
const isWaitAnswer = (answer: Answer) =>
  (answer.status === 429 || answer.status === 503) && retryAfter(answer) !== undefined;

const login = (server: FolioServer, username: string, password: string) =>
  call(server, 'POST', '/api/admin/login', {
    body: { username, password },
    signal: AbortSignal.timeout(30_000),
  });

describe('the login throttle', () => {
  const site = useServer();

  it('answers at most ten of 40 parallel wrong passwords with 401, the rest with 429 and Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(site.server, CREDENTIALS.username, `wrong ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    console.log(`throttle: 40 parallel wrong passwords → ${tally(statuses)}`);

    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    const others = answers.filter((a) => a.status !== 401);
    expect(others.filter((a) => !isWaitAnswer(a)).map(describeAnswer)).toEqual([]);
  });

  it('then refuses even the right password for that username from this address, with Retry-After', async () => {
    const answer = await login(site.server, CREDENTIALS.username, CREDENTIALS.password);
    expect(answer.status).toBe(429);
    expect(retryAfter(answer)).toBeGreaterThan(0);
  });

  it('refuses a 2 MB body to sign in as too large within a second, before reading it', async () => {
    for (const body of [
      { username: 'u'.repeat(TWO_MB), password: 'any password' },
      { username: CREDENTIALS.username, password: 'p'.repeat(TWO_MB) },
    ]) {
      const answer = await call(site.server, 'POST', '/api/admin/login', { body, signal: AbortSignal.timeout(30_000) });
      expect(answer.status).toBe(413);
      expect((answer.body as Partial<ErrorBody> | undefined)?.message).toBe('The request body is too large.');
      expect(answer.ms).toBeLessThan(1000);
    }
  });

  it('refuses a 5,000-character username or password as too long within a second, even for the locked username', async () => {
    expectTooLong(await login(site.server, 'u'.repeat(5_000), 'any password'), 'username');
    expectTooLong(await login(site.server, CREDENTIALS.username, 'p'.repeat(5_000)), 'password');
  });

  it('answers 300 parallel logins for 300 usernames within 30 s, each 401, 429 or 503, in bounded memory', async () => {
    const start = site.server.rssKiB();
    const peak = site.server.watchRss();
    const started = performance.now();
    // From three addresses, so every connection is within the server's bound per client.
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        send(`${site.server.baseURL}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `visitor-${i}`, password: 'a guess' }),
          agent: false,
          localAddress: `127.0.0.${(i % 3) + 2}`,
        }).catch((error: Error) => error),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const growth = (peak() - start) / 1024;
    const statuses = answers.map((a) => (a instanceof Error ? `no answer (${a.message})` : a.status));
    console.log(
      `throttle: 300 usernames → ${tally(statuses)} in ${seconds.toFixed(1)} s, ` +
        `RSS peak +${growth.toFixed(1)} MiB`,
    );

    const waits = (a: Reply) => (a.status === 429 || a.status === 503) && Number(a.headers['retry-after']) > 0;
    const unexpected = answers.filter((a) => a instanceof Error || !(a.status === 401 || waits(a)));
    expect(unexpected.map((a) => (a instanceof Error ? a.message : `${a.status} ${a.body.slice(0, 120)}`))).toEqual([]);
    // Fifty per address whatever the usernames: at most 150 of them were checked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(150);
    expect(growth, 'RSS peak growth in MiB').toBeLessThanOrEqual(150);
  });

  it('gives the owner no fresh guesses for a flood of other usernames from the same address', async () => {
    const from = '127.0.0.9';
    const attempt = (username: string) =>
      send(`${site.server.baseURL}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'a guess' }),
        agent: false,
        localAddress: from,
      });
    const owner = [];
    for (let i = 0; i < 11; i++) owner.push((await attempt(CREDENTIALS.username)).status);
    expect(owner.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(owner[10]).toBe(429);
    const flood = [];
    for (let i = 0; i < 60; i++) flood.push((await attempt(`flood-${i}`)).status);
    console.log(`throttle: after the owner's 10 guesses, 60 other usernames → ${tally(flood)}`);
    expect(flood.filter((s) => s === 401).length).toBeLessThanOrEqual(40);
    expect((await attempt(CREDENTIALS.username)).status).toBe(429);
  });
});

function expectTooLong(answer: Answer, field: string) {
  const body = answer.body as Partial<ErrorBody> | undefined;
  expect(answer.status).toBe(422);
  expect(body?.fields).toContainEqual(expect.objectContaining({ field, code: FieldCode.too_long }));
  expect(answer.ms).toBeLessThan(1000);
}

function describeAnswer(answer: Answer): string {
  return `${answer.status} Retry-After=${answer.headers.get('retry-after')} ${answer.text.slice(0, 120)}`;
}
