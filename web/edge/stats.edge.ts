// Issue 44: a flood of readers with random addresses, referrers and paths (real pages and missing
// ones) against the visitor statistics. The memory they add stays within 16 MiB, and the rows they
// add stay within the day's bounds: 5,000 rows, 500 missing addresses and 500 referrers, the rest
// "Other". `STATS_FLOOD` sets the flood's size (`scripts/bench/stats.sh` sends 1,000,000). The
// memory is measured from a server that has served 500 such readers: every kind of page has been
// rendered once (a first render's cost is the engine's, measured by `scripts/bench/memory.sh`), so
// the growth is what counting and serving more of the same keep.
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { keepAliveAgent, pool, seededRandom, send } from './load.ts';
import { useServer } from './setup.ts';

const MiB = 1024;
const FLOOD = Number(process.env.STATS_FLOOD ?? 60_000);
const seed = Number(process.env.EDGE_SEED ?? Date.now() % 1_000_000);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** The `i`-th reader's request: a random address (through the trusted proxy), referrer and path. */
function reader(random: () => number) {
  const octet = () => Math.floor(random() * 256);
  const word = () => Math.floor(random() * 1e9).toString(36);
  const paths = ['/', '/?tab=playground', '/?tab=education', `/missing-${word()}`, `/case-studies/${word()}`];
  return {
    path: paths[Math.floor(random() * paths.length)]!,
    headers: {
      'user-agent': `${BROWSER} r${word()}`,
      accept: 'text/html',
      'x-forwarded-for': `${octet()}.${octet()}.${octet()}.${octet()}`,
      referer: `https://${word()}.example/${word()}`,
    },
  };
}

/** The counter rows of today, as the CSV export lists them. */
async function rows(baseURL: string, cookie: string): Promise<string[][]> {
  const csv = await call({ baseURL }, 'GET', '/api/admin/visits/csv?days=7', { cookie });
  return csv.text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
}

describe(`a flood of ${FLOOD} readers`, () => {
  const site = useServer({ env: { TRUSTED_PROXIES: '127.0.0.1', VISITS_FLUSH_SECONDS: '1' } });

  it('adds at most 16 MiB and stays within the rows\' bounds', async () => {
    const random = seededRandom(seed);
    const agent = keepAliveAgent(16);
    const base = site.server.baseURL;
    const warm = async () => {
      const { path, headers } = reader(random);
      await send(base + path, { agent, headers });
    };
    await pool(500, 16, warm);
    await new Promise((settle) => setTimeout(settle, 1_500));
    const before = site.server.rssKiB();
    const peak = site.server.watchRss(100);
    const started = performance.now();
    let wrong = 0;
    await pool(FLOOD, 16, async () => {
      const { path, headers } = reader(random);
      const reply = await send(base + path, { agent, headers });
      if (reply.status !== 200 && reply.status !== 404) wrong += 1;
    });
    const seconds = (performance.now() - started) / 1000;
    await new Promise((settle) => setTimeout(settle, 2_500));
    const growth = (peak() - before) / MiB;
    const counted = await rows(base, site.cookie);
    const missing = new Set(counted.filter((row) => row[1] === 'missing').map((row) => row[2]));
    const referrers = new Set(counted.map((row) => row[4]).filter((name) => name !== ''));
    console.log(
      `stats flood: ${FLOOD} requests in ${seconds.toFixed(1)} s (seed ${seed}); RSS ` +
        `${(before / MiB).toFixed(1)} MiB before, peak +${growth.toFixed(1)} MiB; ` +
        `${counted.length} rows, ${missing.size} missing addresses, ${referrers.size} referrers`,
    );
    expect(wrong, 'answers neither 200 nor 404').toBe(0);
    expect(growth, 'RSS growth in MiB').toBeLessThanOrEqual(16);
    // The bounds, each with its "Other" (and one "Other" row per kind, language and device).
    expect(counted.length).toBeLessThanOrEqual(5_000 + 24);
    expect(missing.size).toBeLessThanOrEqual(501);
    expect(referrers.size).toBeLessThanOrEqual(501);
    expect(missing.has('Other')).toBe(true);
    // Every view is counted, "Other" or not: the views add up to what the flood sent.
    const views = counted.reduce((sum, row) => sum + Number(row[6]), 0);
    expect(views).toBeGreaterThanOrEqual(FLOOD);
  }, 900_000);
});
