// `node lighthouse.mjs PAGE STATIC [PAGE STATIC ...]`: runs Lighthouse (the npm package, pinned
// in package.json; default mobile emulation and throttling) on each page and on its static copy
// (web/bench/static-copy.mjs, served by the same server), three rounds interleaved (page, copy,
// next page, its copy, then again), and prints the medians beside issue 11's goals: the page's
// LCP as a ratio to its copy's, performance, FCP, TBT, CLS and total byte weight, and the other
// category scores of the page. Figures only, never a pass/fail. Uses Debian's Chromium
// (CHROME_PATH).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const ROUNDS = 3;
const require = createRequire(import.meta.url);
const cli = require.resolve('lighthouse/cli/index.js');
const chromeFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
].join(' ');

/** One Lighthouse run: its report, or null (with the reason printed) when it failed. */
function lighthouse(url) {
  const run = spawnSync(process.execPath, [
    cli, url, '--output=json', '--output-path=stdout', '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags}`,
  ], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  if (run.status === 0) return JSON.parse(run.stdout);
  console.log(`${url}: lighthouse failed: ${run.stderr.split('\n').slice(-3).join(' ')}`);
  return null;
}

const args = process.argv.slice(2);
const pairs = [];
for (let i = 0; i + 1 < args.length; i += 2) pairs.push({ page: args[i], copy: args[i + 1] });
const reports = new Map(args.map((url) => [url, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const { page, copy } of pairs) {
    for (const url of [page, copy]) {
      const report = lighthouse(url);
      if (report) reports.get(url).push(report);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The median over `url`'s runs of a category score (0–100) or an audit's numeric value. */
const score = (url, id) => median(reports.get(url).map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
const audit = (url, id) => median(reports.get(url).map((r) => r.audits[id]?.numericValue ?? NaN));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** Perf, FCP, TBT, CLS and total byte weight of `url`, with issue 22's goals when `goals`. */
const figures = (url, goals) => {
  const goal = (text) => (goals && text ? ` (goal ${text})` : '');
  return [
    `perf ${score(url, 'performance')}${goal('100')}`,
    `FCP ${seconds(audit(url, 'first-contentful-paint'))}`,
    `TBT ${Math.round(audit(url, 'total-blocking-time'))} ms${goal('<= 30 ms')}`,
    `CLS ${+audit(url, 'cumulative-layout-shift').toFixed(3)}${goal('0')}`,
    `total byte weight ${(audit(url, 'total-byte-weight') / 1024).toFixed(1)} KiB${goal('<= 64 KiB')}`,
  ].join(', ');
};

const indent = ''.padEnd(34);
for (const { page, copy } of pairs) {
  const path = new URL(page).pathname;
  if (!reports.get(page).length || !reports.get(copy).length) {
    console.log(`${path.padEnd(34)}no figures: every Lighthouse run of the page or of its copy failed`);
    continue;
  }
  // A failed run is left out, and the count says so.
  const count = (url) => reports.get(url).length;
  const copyCount = count(copy) === ROUNDS ? '' : ` (median of ${count(copy)})`;
  const lcp = audit(page, 'largest-contentful-paint');
  const copyLcp = audit(copy, 'largest-contentful-paint');
  console.log(
    `${path.padEnd(34)}LCP ${seconds(lcp)} (median of ${count(page)}) · static copy ${seconds(copyLcp)}${copyCount}` +
      ` · ratio ${(lcp / copyLcp).toFixed(2)} (goal <= 1.05)`,
  );
  const eachLcp = (url) => reports.get(url).map((r) => (r.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)).join(' ');
  console.log(`${indent}LCP of each run: page ${eachLcp(page)} s · static copy ${eachLcp(copy)} s`);
  console.log(`${indent}page, medians: ${figures(page, true)}`);
  console.log(`${indent}static copy, medians: ${figures(copy, false)}`);
  console.log(
    `${indent}accessibility ${score(page, 'accessibility')}, best practices ${score(page, 'best-practices')},` +
      ` SEO ${score(page, 'seo')} (goals 100/100/100)`,
  );
  // Binary audits the page failed in any run, e.g. a missing alt text.
  const failing = new Set(
    reports.get(page).flatMap((r) =>
      Object.values(r.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    ),
  );
  if (failing.size) console.log(`${indent}audits not passed: ${[...failing].join(', ')}`);
}
