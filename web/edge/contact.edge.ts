// Issue 42's flood: scripted sends of the contact form against the real server. 1,000 sends
// without a valid proof of work store nothing; 1,000 sends reusing one proof store one; and a
// flood of sends from random addresses (100,000 under `make bench`, EDGE_CONTACT_FLOOD) keeps the
// server's memory bounded, each send counted by the per-client limiter before its replayed proof
// is refused. Figures are printed as `contact: …`.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, must } from './api.ts';
import { useServer } from './setup.ts';

const FLOOD = Number(process.env.EDGE_CONTACT_FLOOD ?? 20_000);

interface Challenge { algorithm: string; challenge: string; maxNumber: number; salt: string; signature: string }

const message = (proof: unknown) => ({
  name: 'Flood', email: 'flood@example.com', message: 'Buy now.', language: 'en', page: '/', proof,
});

/** A random client address, IPv4 or IPv6. */
const randomAddress = () =>
  Math.random() < 0.5 ? [...randomBytes(4)].join('.') : [...Array(8)].map(() => randomBytes(2).toString('hex')).join(':');

describe('a flood of contact sends', () => {
  const site = useServer({
    env: { TRUSTED_PROXIES: '127.0.0.1', CONTACT_MIN_SECONDS: '0', CONTACT_DAILY_CAP: '1000000' },
    seed: (server, cookie) => must(server, 'PUT', '/api/admin/contact-form', { body: { on: true }, cookie }),
  });
  const stored = async () =>
    (await must<{ messages: unknown[] }>(site.server, 'GET', '/api/admin/messages', { cookie: site.cookie })).messages.length;

  it('stores none of 1,000 scripted sends without a valid proof, and one of 1,000 reusing a proof', async () => {
    const challenge = (await must<Challenge>(site.server, 'GET', '/api/contact/challenge'));
    const wrong = [null, { ...challenge, number: -1 }, { ...challenge, number: 1e9 }, { ...challenge, number: 0, signature: '0'.repeat(64) }];
    let refused = 0;
    for (let n = 0; n < 1_000; n += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
        call(site.server, 'POST', '/api/contact', { body: message(wrong[(n + i) % wrong.length]), headers: { 'x-forwarded-for': randomAddress() } })));
      refused += answers.filter((answer) => answer.status >= 400 && answer.status < 500).length;
    }
    expect(refused).toBe(1_000);
    const withoutProof = await stored();
    expect(withoutProof).toBe(0);
    let number = 0;
    while (createHash('sha256').update(challenge.salt + number).digest('hex') !== challenge.challenge) number++;
    const proof = { ...challenge, number };
    let kept = 0;
    for (let n = 0; n < 1_000; n += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () =>
        call(site.server, 'POST', '/api/contact', { body: message(proof), headers: { 'x-forwarded-for': randomAddress() } })));
      kept += answers.filter((answer) => answer.status === 201).length;
    }
    console.log(`contact: 1,000 sends without a valid proof stored ${withoutProof}; 1,000 reusing one proof stored ${kept}`);
    expect(kept).toBe(1);
    expect(await stored()).toBe(1);
  }, 120_000);

  it(`keeps memory bounded under ${FLOOD} sends from random addresses`, async () => {
    const challenge = (await must<Challenge>(site.server, 'GET', '/api/contact/challenge'));
    let number = 0;
    while (createHash('sha256').update(challenge.salt + number).digest('hex') !== challenge.challenge) number++;
    const proof = { ...challenge, number };
    expect((await call(site.server, 'POST', '/api/contact', { body: message(proof) })).status).toBe(201);
    const before = site.server.rssKiB();
    const peak = site.server.watchRss();
    for (let n = 0; n < FLOOD; n += 100) {
      await Promise.all(Array.from({ length: 100 }, () =>
        call(site.server, 'POST', '/api/contact', { body: message(proof), headers: { 'x-forwarded-for': randomAddress() } })));
    }
    const grew = (peak() - before) / 1024;
    console.log(`contact: ${FLOOD} sends from random addresses: memory +${grew.toFixed(1)} MiB (goal <= +16 MiB), ${await stored()} stored`);
    expect(await stored()).toBe(2);
    expect(grew).toBeLessThan(64);
  }, 600_000);
});
