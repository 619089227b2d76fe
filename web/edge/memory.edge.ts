// Issue 10, bound 1: memory stays bounded whatever anonymous clients send. Hostile requests vary
// what a naive cache would key on (the Host header, the raw %-encoding of a slug, unknown slugs).
import { describe, expect, it } from 'vitest';
import { sendHostile } from './load.ts';
import { CASE_STUDY_SLUGS, seedPortfolio } from './seed.ts';
import { useServer } from './setup.ts';

const MiB = 1024;
const seed = Number(process.env.EDGE_SEED ?? Date.now() % 1_000_000);

describe('50,000 hostile public reads', () => {
  const site = useServer({ seed: seedPortfolio });

  it('are each answered right and grow the server by at most 32 MiB', async () => {
    await sendHostile(site.server.baseURL, CASE_STUDY_SLUGS, { count: 500, seed: seed + 1 });
    const before = site.server.rssKiB();

    const run = await sendHostile(site.server.baseURL, CASE_STUDY_SLUGS, { count: 50_000, seed });
    await new Promise((settle) => setTimeout(settle, 2_000));
    const growth = (site.server.rssKiB() - before) / MiB;
    console.log(
      `memory: ${run.sent} requests in ${run.seconds.toFixed(1)} s (seed ${seed}); ` +
        `RSS ${(before / MiB).toFixed(1)} MiB before, +${growth.toFixed(1)} MiB after`,
    );

    expect.soft(run.examples, `${run.wrong} of ${run.sent} answers were wrong (seed ${seed})`).toEqual([]);
    expect(growth, 'RSS growth in MiB').toBeLessThanOrEqual(32);
    // What is bounded here is memory, not time: how long the run takes follows how fast the
    // machine is that hour (from one to four minutes here).
  }, 600_000);
});
