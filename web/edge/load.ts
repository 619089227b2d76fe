// Requests in bulk over node:http, where the client sets every header (fetch will not send a
// chosen Host) and reuses keep-alive connections; and the hostile mix of issue 10's memory bound:
// random Host headers, random %-encodings of real slugs, random unknown slugs.
import http from 'node:http';

/** What a client saw over node:http. */
export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: Uint8Array | string;
  /** A keep-alive agent to share connections; `false` opens a fresh one. */
  agent?: http.Agent | false;
  /** Gives up (rejects) after this many milliseconds without progress. */
  timeoutMs?: number;
  /** The local address to connect from (another loopback address is another client). */
  localAddress?: string;
}

/**
 * Sends one request and resolves once the whole answer has arrived. Rejects when the client
 * gets no complete answer (a reset, a closed connection, the timeout), as a browser would fail.
 */
export function send(
  url: string,
  { method = 'GET', headers, body, agent, timeoutMs = 30_000, localAddress }: SendOptions = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    // An error after the whole answer arrived (EPIPE while the rest of the body was still being
    // written) no longer matters to the client: the promise is already settled.
    request.on('error', reject);
    request.end(body);
  });
}

/** A keep-alive agent with at most `sockets` connections, like a browser's or a proxy's pool. */
export function keepAliveAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

/** Runs `task(0…count-1)` with at most `concurrency` at once. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
}

/** How often each value occurs, for a report: "401 ×10, 429 ×30". */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string | number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value} ×${n}`).join(', ');
}

/** A seeded pseudo-random source (mulberry32) in [0, 1), so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function word(random: () => number, length: number): string {
  return Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
}

/** `text` with about half its characters written as %XX, each hex digit in random case. */
export function encodeRandomly(text: string, random: () => number): string {
  return [...text]
    .map((char) => {
      if (random() < 0.5) return char;
      const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
      return '%' + [...hex].map((d) => (random() < 0.5 ? d.toUpperCase() : d)).join('');
    })
    .join('');
}

/** One request of the hostile mix, with the status its path deserves. */
export interface HostileRequest {
  path: string;
  host: string;
  expected: 200 | 404;
}

/**
 * A request an anonymous client could send to fill a cache: `/`, a case-study page or its API
 * read, each with a random `Host`; the slug is one of `slugs` %-encoded at random (200), or a
 * random unknown one (404).
 */
export function hostileRequest(slugs: string[], random: () => number): HostileRequest {
  const host = `${word(random, 10)}.example`;
  const kind = random();
  if (kind < 0.2) return { path: '/', host, expected: 200 };
  const known = random() < 0.5;
  const slug = known
    ? encodeRandomly(slugs[Math.floor(random() * slugs.length)]!, random)
    : encodeRandomly(`no-such-${word(random, 12)}`, random);
  const prefix = kind < 0.6 ? '/case-studies/' : '/api/case-studies/';
  return { path: prefix + slug, host, expected: known ? 200 : 404 };
}

/** The outcome of a run of hostile requests. */
export interface HostileRun {
  sent: number;
  /** Requests whose answer was not the expected status (or no answer), first ones described. */
  wrong: number;
  examples: string[];
  seconds: number;
}

/** Sends `count` hostile requests to `baseURL`, `concurrency` at once over keep-alive. */
export async function sendHostile(
  baseURL: string,
  slugs: string[],
  { count, concurrency = 64, seed }: { count: number; concurrency?: number; seed: number },
): Promise<HostileRun> {
  const random = seededRandom(seed);
  const agent = keepAliveAgent(concurrency);
  const run: HostileRun = { sent: 0, wrong: 0, examples: [], seconds: 0 };
  const started = performance.now();
  await pool(count, concurrency, async () => {
    const { path, host, expected } = hostileRequest(slugs, random);
    let seen: string;
    try {
      seen = String((await send(baseURL + path, { headers: { host }, agent })).status);
    } catch (error) {
      seen = `no answer (${(error as Error).message})`;
    }
    run.sent++;
    if (seen !== String(expected)) {
      run.wrong++;
      if (run.examples.length < 5) run.examples.push(`${path} (Host ${host}): ${seen}, expected ${expected}`);
    }
  });
  run.seconds = (performance.now() - started) / 1000;
  // Let go of the connections, so their buffers do not count as the server's growth.
  agent.destroy();
  return run;
}

/** What a flood of requests got back: how many, and each status (or failure) counted. */
export interface Flood {
  sent: number;
  statuses: Map<number | string, number>;
}

/**
 * Sends requests on `connections` keep-alive connections until `until` (a `performance.now()`
 * time): each to the path and with the headers `next` picks.
 */
export async function flood(
  baseURL: string,
  until: number,
  connections: number,
  next: () => { path: string; headers?: http.OutgoingHttpHeaders },
): Promise<Flood> {
  const agent = keepAliveAgent(connections);
  const run: Flood = { sent: 0, statuses: new Map() };
  const worker = async () => {
    while (performance.now() < until) {
      const { path, headers } = next();
      let status: number | string;
      try {
        status = (await send(baseURL + path, { headers, agent })).status;
      } catch (error) {
        status = (error as Error).message.slice(0, 40);
      }
      run.sent++;
      run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return run;
}

/** A flood's statuses for a report: "200 ×1000, 503 ×3". */
export function statuses(run: Flood): string {
  return [...run.statuses].map(([status, count]) => `${status} ×${count}`).join(', ');
}

/** What a visitor saw while reading pages in turn: each read's time, and what went wrong. */
export interface Visit {
  latencies: number[];
  failures: string[];
}

/**
 * A visitor on another address (127.0.0.2) reading `paths` in turn until `until`: a read fails
 * unless it is a 200 page with its content rendered (not the empty `#root` the app would draw).
 */
export async function visit(baseURL: string, paths: string[], until: number): Promise<Visit> {
  const agent = keepAliveAgent(2);
  const seen: Visit = { latencies: [], failures: [] };
  for (let n = 0; performance.now() < until; n++) {
    const path = paths[n % paths.length]!;
    const started = performance.now();
    try {
      const reply = await send(baseURL + path, { agent, localAddress: '127.0.0.2' });
      seen.latencies.push(performance.now() - started);
      if (reply.status !== 200) seen.failures.push(`${path}: ${reply.status}`);
      else if (/<div id="root">\s*<\/div>/.test(reply.body)) seen.failures.push(`${path}: the fallback, no rendered content`);
    } catch (error) {
      seen.failures.push(`${path}: no answer (${(error as Error).message})`);
    }
  }
  agent.destroy();
  return seen;
}

/** The `q` quantile (0–1) of `values`, in their unit. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
