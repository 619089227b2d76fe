// Runs Lighthouse (the npm package, pinned in package.json) on each URL given and prints the four
// category scores. Figures only, never a pass/fail. Uses Debian's Chromium (CHROME_PATH).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('lighthouse/cli/index.js');
const chromeFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
].join(' ');

console.log(`${'page'.padEnd(40)} performance accessibility best-practices  SEO   (goals 95/100/100/100)`);
for (const url of process.argv.slice(2)) {
  const run = spawnSync(process.execPath, [
    cli, url, '--output=json', '--output-path=stdout', '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags}`,
  ], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  if (run.status !== 0) {
    console.log(`${new URL(url).pathname.padEnd(40)} lighthouse failed: ${run.stderr.split('\n').slice(-3).join(' ')}`);
    continue;
  }
  const report = JSON.parse(run.stdout);
  const score = (id) => String(Math.round((report.categories[id]?.score ?? 0) * 100));
  console.log(
    `${new URL(url).pathname.padEnd(40)} ${score('performance').padStart(11)} ${score('accessibility').padStart(13)} ${score('best-practices').padStart(14)} ${score('seo').padStart(5)}`,
  );
  const failing = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  if (failing.length) console.log(`${''.padEnd(40)} audits not passed: ${failing.join(', ')}`);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'total-byte-weight']
    .map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue ?? '?'}`);
  console.log(`${''.padEnd(40)} ${metrics.join(', ')}`);
}
