// Issue 10, bound 5: every refusal is delivered. A 401 or 413 decided before the body was read
// must still reach a client that is sending that body (Node's fetch streams FormData), and the
// client's keep-alive connection must still serve its next request. The race shows up now and
// then, so each case runs several times.
import { describe, expect, it } from 'vitest';
import { call, type CallOptions } from './api.ts';
import { keepAliveAgent, send } from './load.ts';
import { useServer } from './setup.ts';

const TIMES = 5;
const MiB = 1024 * 1024;
const FILE_TOO_LARGE = 'File Too Large: Please select an image smaller than 5MB.';

/** A form with `image` holding `bytes` bytes that start like a PNG (as much of it as fits). */
function imageForm(bytes: number): FormData {
  const image = new Uint8Array(bytes);
  image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, bytes));
  const form = new FormData();
  form.append('image', new Blob([image], { type: 'image/png' }), 'photo.png');
  return form;
}

/** A JSON profile body of about 10 MB. */
const tenMegabytesOfJson = () => JSON.stringify({ name: 'x'.repeat(10 * MiB), briefIntro: 'Hi' });

/** What the client got, in one line: the status and which of `code`, `message` are strings. */
function summary(status: number, body: unknown): string {
  const fields = ['code', 'message'].filter((key) => typeof (body as Record<string, unknown> | undefined)?.[key] === 'string');
  return `${status} {${fields.join(',')}}`;
}

/** Why the client got no answer: fetch's cause (EPIPE, ECONNRESET…) or node:http's code. */
function noAnswer(error: unknown): string {
  const { cause, code, message } = error as { cause?: { code?: string }; code?: string; message: string };
  return `no answer: ${cause?.code ?? code ?? message}`;
}

/** The bytes and content type fetch would send for `body`, for a client on node:http. */
async function encode(body: unknown): Promise<{ type: string; bytes: Uint8Array }> {
  if (typeof body === 'string') return { type: 'application/json', bytes: Buffer.from(body) };
  const encoded = new Response(body as FormData);
  return { type: encoded.headers.get('content-type')!, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

/** A request the server refuses before reading its body. */
interface Refusal {
  method: string;
  path: string;
  body: () => FormData | string;
  signedIn: boolean;
}

const upload = (bytes: number, signedIn: boolean): Refusal => ({
  method: 'POST',
  path: '/api/upload-image',
  body: () => imageForm(bytes),
  signedIn,
});

const bigProfile = (signedIn: boolean): Refusal => ({
  method: 'PUT',
  path: '/api/admin/profile',
  body: tenMegabytesOfJson,
  signedIn,
});

describe('a refusal decided before the body was read', () => {
  const site = useServer();

  const optionsOf = (refusal: Refusal): CallOptions => ({
    body: refusal.body(),
    cookie: refusal.signedIn ? site.cookie : undefined,
  });

  /** Sends `refusal` with Node's fetch `TIMES` times, then a GET: one summary per attempt. */
  async function withFetch(refusal: Refusal) {
    const seen: string[] = [];
    for (let i = 0; i < TIMES; i++) {
      seen.push(
        await call(site.server, refusal.method, refusal.path, optionsOf(refusal)).then(
          (answer) => summary(answer.status, answer.body),
          noAnswer,
        ),
      );
      seen.push(await call(site.server, 'GET', '/api/health').then((a) => `then GET ${a.status}`, noAnswer));
    }
    return seen;
  }

  it('reaches fetch as 401 with a JSON body for a 4-byte upload without a session', async () => {
    const seen = await withFetch(upload(4, false));
    expect(seen).toEqual(Array(TIMES).fill(['401 {code,message}', 'then GET 200']).flat());
  });

  it('reaches fetch as 401 or 413 with a JSON body for 10 MB of JSON without a session', async () => {
    const seen = await withFetch(bigProfile(false));
    const expected = (s: string) => /^(401|413) \{code,message\}$|^then GET 200$/.test(s);
    expect(seen.filter((s) => !expected(s))).toEqual([]);
  });

  it('reaches fetch as 413 with a JSON body for 10 MB of JSON with a session', async () => {
    const seen = await withFetch(bigProfile(true));
    expect(seen).toEqual(Array(TIMES).fill(['413 {code,message}', 'then GET 200']).flat());
  });

  it(`reaches fetch as 413 "${FILE_TOO_LARGE}" for a 6 MB image with a session`, async () => {
    const messages: string[] = [];
    for (let i = 0; i < TIMES; i++) {
      messages.push(
        await call(site.server, 'POST', '/api/upload-image', optionsOf(upload(6 * MiB, true))).then(
          (answer) => `${answer.status} ${(answer.body as { message?: string } | undefined)?.message}`,
          noAnswer,
        ),
      );
    }
    expect(messages).toEqual(Array(TIMES).fill(`413 ${FILE_TOO_LARGE}`));
  });

  it('leaves a keep-alive connection able to serve the next GET after each of these refusals', async () => {
    const refusals = [upload(4, false), bigProfile(false), bigProfile(true), upload(6 * MiB, true)];
    const seen: string[] = [];
    for (let i = 0; i < TIMES; i++) {
      for (const refusal of refusals) {
        // One connection at a time, as a browser tab's request and its follow-up would share.
        const agent = keepAliveAgent(1);
        const { type, bytes } = await encode(refusal.body());
        const headers = { 'content-type': type, ...(refusal.signedIn ? { cookie: site.cookie } : {}) };
        const url = site.server.baseURL + refusal.path;
        const refused = await send(url, { method: refusal.method, headers, body: bytes, agent }).then(
          (reply) => (reply.status >= 400 && reply.status < 500 ? 'answered 4xx' : `answered ${reply.status}`),
          noAnswer,
        );
        const next = await send(`${site.server.baseURL}/api/health`, { agent }).then(
          (reply) => `then GET ${reply.status}`,
          (error) => `then GET ${noAnswer(error)}`,
        );
        agent.destroy();
        seen.push(`${refusal.method} ${refusal.path}: ${refused}, ${next}`);
      }
    }
    const expected = refusals.map((r) => `${r.method} ${r.path}: answered 4xx, then GET 200`);
    expect(seen).toEqual(Array(TIMES).fill(expected).flat());
  });
});
