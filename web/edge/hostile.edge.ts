// Issue 39 point 8: one hostile mix that looks for classes of repeated work, not cases. A site
// filled to its bounds in 3 languages, with a share link; one client on 128 connections cycles
// through every public and preview address with random Host, Accept-Encoding and
// Accept-Language, every view, real and made-up tokens, unknown slugs and languages; a visitor on
// another address reads the home and case studies throughout. The server must stay up, its
// memory within a bound, and the visitor must get every page rendered. `make bench` runs it
// longer (EDGE_HOSTILE_SECONDS) and reports the visitor's latencies; no time is asserted here.
import { describe, expect, it } from 'vitest';
import limits from '../../core/limits.json';
import { call, must } from './api.ts';
import { flood, pool, quantile, seededRandom, statuses, visit } from './load.ts';
import { type FolioServer } from './server.ts';
import { useServer } from './setup.ts';

const SECONDS = Number(process.env.EDGE_HOSTILE_SECONDS ?? 60);
const seed = Number(process.env.EDGE_SEED ?? Date.now() % 1_000_000);
const MiB = 1024;
/** The growth of the server's resident memory allowed while the mix runs. */
const GROWTH_MiB = 256;
const LANGUAGES = ['de', 'fr'];
/** A case study's content at its bound (folio-core `validation::limits::CONTENT`, 1 MB), less room
 * for the document's frame. */
const CONTENT_AT_THE_BOUND = 990_000;

/** A case study document of about `bytes` bytes of JSON: paragraphs, headings and a list. */
function documentOf(bytes: number): string {
  const blocks: unknown[] = [];
  let size = 0;
  for (let n = 0; size < bytes - 2_000; n++) {
    const block =
      n % 10 === 0
        ? { type: 'header', data: { text: `Part ${n / 10}`, level: 2 } }
        : n % 10 === 5
          ? { type: 'list', data: { style: 'unordered', items: ['One <b>item</b>', 'Another item'] } }
          : { type: 'paragraph', data: { text: `Paragraph ${n}: ${'the ledger moved without downtime. '.repeat(8)}` } };
    size += JSON.stringify(block).length + 1;
    blocks.push(block);
  }
  return JSON.stringify({ time: 1_700_000_000_000, version: '2.30.0', blocks });
}

function caseStudy(slug: string, content: string) {
  return {
    title: `Case study ${slug}`,
    slug,
    description: 'What changed, and how.',
    content,
    tags: ['rust', 'ledgers'],
    isPublished: true,
    isFeatured: false,
  };
}

interface Seeded {
  slugs: string[];
  bigSlug: string;
  token: string;
}

/** POSTs `body` as the owner, again after a 503's `Retry-After` as a client would (a burst of
 * saves can outlast SQLite's wait for its write lock on a busy machine). */
async function create<T>(server: FolioServer, cookie: string, path: string, body?: unknown): Promise<T> {
  for (;;) {
    const answer = await call<T>(server, 'POST', path, { cookie, body });
    if (answer.status === 503) {
      await new Promise((settle) => setTimeout(settle, 1000 * Number(answer.headers.get('retry-after') ?? 1)));
      continue;
    }
    if (answer.status >= 300) throw new Error(`POST ${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  }
}

const seeded: Seeded = { slugs: [], bigSlug: 'at-the-bound', token: '' };

/** The site at its bounds, in 3 languages, with a share link, made as the owner would. */
async function seedAtTheBounds(server: FolioServer, cookie: string) {
  await must(server, 'PUT', '/api/admin/profile', {
    cookie,
    body: {
      name: 'Ada Example',
      briefIntro: 'Engineer. '.repeat(limits.longText / 10 - 1),
      languages: ['en', ...LANGUAGES],
    },
  });
  // Every experience at its count bound; the first with tools at their bound, the rest sharing
  // what is left of the site's bound on tool uses.
  const tools = (count: number) =>
    Array.from({ length: count }, (_, n) => ({ name: `Tool ${n}`, usage: 'Used daily.' }));
  const each = Math.floor((limits.toolUses - limits.tools) / (limits.experiences - 1));
  await pool(limits.experiences, 4, async (n) => {
    await create(server, cookie, '/api/admin/experiences', {
      jobTitle: `Role ${n}`,
      company: `Company ${n}`,
      industry: `Industry ${n % 20}`,
      startDate: '2020-01',
      endDate: '2021-06',
      description: 'What the role was about. '.repeat(20),
      accomplishments: `Shipped things; see https://example.org/${n}. `.repeat(10),
      tools: tools(n === 0 ? limits.tools : each),
    });
  });
  const small = documentOf(4_000);
  seeded.slugs = Array.from({ length: limits.caseStudies - 1 }, (_, n) => `study-${n}`);
  await pool(seeded.slugs.length, 4, async (n) => {
    await create(server, cookie, '/api/admin/case-studies', caseStudy(seeded.slugs[n]!, small));
  });
  const big = await create<{ id: number }>(
    server,
    cookie,
    '/api/admin/case-studies',
    caseStudy(seeded.bigSlug, documentOf(CONTENT_AT_THE_BOUND)),
  );
  const link = await create<{ url: string }>(server, cookie, `/api/admin/case-studies/${big.id}/preview-links`);
  seeded.token = link.url.split('/').pop()!;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const word = (random: () => number, length: number) =>
  Array.from({ length }, () => pick(random, [...ALPHABET])).join('');

const VIEWS = ['', '?tab=education', '?tab=playground', '?filter=tools', '?filter=industries', '?tab=x&filter=y'];
const ENCODINGS = ['', 'gzip', 'br', 'gzip, deflate, br', 'identity', 'br;q=0, gzip;q=0'];
const ACCEPT_LANGUAGES = ['', 'de-DE,de;q=0.9', 'fr', 'zz', 'en-US,en;q=0.5', '*'];

/** One address of the mix: public pages and answers in every language, previews, and the unknown. */
function hostilePath(random: () => number): string {
  const prefix = pick(random, ['', '/de', '/fr']);
  const slug = random() < 0.7 ? pick(random, seeded.slugs) : random() < 0.5 ? seeded.bigSlug : `no-${word(random, 10)}`;
  const lang = pick(random, ['de', 'fr', 'en', word(random, 2)]);
  return pick(random, [
    () => `${prefix}/${pick(random, VIEWS)}`,
    () => `${prefix}/case-studies/${slug}`,
    () => `/api/case-studies/${slug}?lang=${lang}`,
    () => `/api/home?lang=${lang}`,
    () => `/api/experiences`,
    () => `/api/case-studies`,
    () => `${prefix}/feed.xml`,
    () => `${prefix}/resume.json`,
    () => `/sitemap.xml`,
    () => `/robots.txt`,
    () => `/og-image.png`,
    () => `/preview/${seeded.token}`,
    () => `/preview/${word(random, 64)}`,
    () => `/${word(random, 2)}/`,
    () => `/${word(random, 2)}/case-studies/${slug}`,
    () => `/no-such-page-${word(random, 8)}`,
  ])();
}

describe('the hostile mix', () => {
  const site = useServer({ seed: seedAtTheBounds, timeoutMs: 300_000 });

  it(`for ${SECONDS} s keeps the server up, its memory bounded and the visitor's pages rendered`, async () => {
    const { server } = site;
    // The visitor's pages, read once before: what any visitor finds kept.
    const visitorPaths = ['/', `/case-studies/${seeded.slugs[0]}`, `/de/case-studies/${seeded.bigSlug}`];
    for (const path of visitorPaths) expect((await call(server, 'GET', path)).status).toBe(200);
    const before = server.rssKiB();
    const peak = server.watchRss();
    const until = performance.now() + SECONDS * 1000;
    const random = seededRandom(seed);
    const [attack, visitor] = await Promise.all([
      flood(server.baseURL, until, 128, () => ({
        path: hostilePath(random),
        headers: {
          host: `${word(random, 8)}.example`,
          'accept-encoding': pick(random, ENCODINGS),
          'accept-language': pick(random, ACCEPT_LANGUAGES),
        },
      })),
      visit(server.baseURL, visitorPaths, until),
    ]);
    const growth = (peak() - before) / MiB;
    // The flood's 128 connections, closed by the client, may still count against this client
    // network's cap of 128 until the server sees them go: a refused connection is retried.
    let health = await call(server, 'GET', '/api/health').catch(() => null);
    for (let tries = 0; health === null && tries < 20; tries++) {
      await new Promise((pause) => setTimeout(pause, 250));
      health = await call(server, 'GET', '/api/health').catch(() => null);
    }
    console.log(
      `hostile mix (seed ${seed}): ${attack.sent} hostile requests in ${SECONDS} s (${statuses(attack)}); visitor: ${visitor.latencies.length} reads, p50 ${quantile(visitor.latencies, 0.5).toFixed(
        1,
      )} ms, p99 ${quantile(visitor.latencies, 0.99).toFixed(1)} ms, ${visitor.failures.length} failed; RSS ${(
        before / MiB
      ).toFixed(0)} MiB before, peak +${growth.toFixed(0)} MiB`,
    );
    expect(health?.status, 'the server is up').toBe(200);
    expect(visitor.failures.slice(0, 5), `${visitor.failures.length} of the visitor's reads failed`).toEqual([]);
    expect(growth, 'peak RSS growth in MiB').toBeLessThanOrEqual(GROWTH_MiB);
  }, (SECONDS + 120) * 1000);
});
