// Issue 21, point 11: a public page at the content bound (a code block of 990,000 `<`, 4 MB of
// markup since issue 22 stopped repeating it in the page's data) is rendered once per site
// version, however many visitors ask for it at once.
import { describe, expect, it } from 'vitest';
import { must } from './api.ts';
import { send } from './load.ts';
import { useServer } from './setup.ts';

const MiB = 1024;

describe('a case study at the content bound', () => {
  const site = useServer({
    seed: (server, cookie) => {
      const content = JSON.stringify({ blocks: [{ type: 'code', data: { code: '<'.repeat(990_000) } }] });
      return must(server, 'POST', '/api/admin/case-studies', {
        body: { title: 'Heavy', slug: 'heavy', description: 'At the bound.', content, tags: [], isPublished: true, isFeatured: false },
        cookie,
      });
    },
  });

  it('asked for by 20 visitors at once is rendered once, in bounded memory', async () => {
    const before = site.server.rssKiB();
    const peak = site.server.watchRss();
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(`${site.server.baseURL}/case-studies/heavy`, { headers: { 'accept-encoding': 'br' }, agent: false }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const growth = (peak() - before) / MiB;
    console.log(`pages: 20 first GETs at once in ${seconds.toFixed(2)} s, RSS peak +${growth.toFixed(0)} MiB`);
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
    expect(growth, 'RSS peak growth in MiB').toBeLessThanOrEqual(160);
  });
});
