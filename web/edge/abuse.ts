// The "Abuse bounds" figures of `make bench` (scripts/abuse.mjs runs `printAbuseFigures`): issues
// 10's and 21's hostile loads against fresh release servers, each figure printed beside its
// bound. Figures only, never a pass/fail; the edge tests (`npm run test:edge`) are the pass/fail
// side and share these helpers.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { call, CREDENTIALS, must, SETUP_CODE, setUp } from './api.ts';
import { GIF_BOMB_ADDRESS_SPACE_MiB, gifBombForm } from './gif.ts';
import { flood, quantile, send, sendHostile, statuses, tally, visit } from './load.ts';
import { CASE_STUDY_SLUGS, seedPortfolio } from './seed.ts';
import { startServer, type FolioServer } from './server.ts';
import { dripBodies, hangSockets, healthLatencies } from './sockets.ts';

const MiB = 1024;

function line(label: string, figure: string, bound: string) {
  console.log(`${label.padEnd(54)} ${figure.padStart(38)}   (bound ${bound})`);
}

/** Prints every figure; about a minute and a half. */
export async function printAbuseFigures(): Promise<void> {
  const server = await startServer();
  try {
    await seedPortfolio(server, await setUp(server));
    await memory(server);
    await rates(server);
    await throttle(server);
  } finally {
    await server.stop();
  }
  await gifBomb();
  await hungSockets();
  await slowClients();
  await bodies();
  await setupRaces();
  await throttleFlood();
  await pageAtTheBound();
  await oneAddressOneBudget();
}

const wait = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

/** The slowest of `times` GETs of `path` from another address, or how many failed. */
async function slowestFromElsewhere(baseURL: string, path: string, times = 5) {
  const answers = await healthLatencies(baseURL, times, { path, localAddress: '127.0.0.2' });
  const failed = answers.filter((a) => a.status !== 200).length;
  return failed ? `${failed} of ${times} failed` : `${Math.max(...answers.map((a) => a.ms))} ms`;
}

async function slowClients() {
  const server = await startServer();
  const cookie = await setUp(server);
  const clients = await dripBodies(server.port, 4_200);
  try {
    await wait(1_000);
    line('/api/health from another address beside 4,200 slow bodies', await slowestFromElsewhere(server.baseURL, '/api/health'), '< 1000 ms');
    line('/ from another address beside 4,200 slow bodies', await slowestFromElsewhere(server.baseURL, '/'), '< 1000 ms');
    line('  of the 4,200, connections kept open (one address)', String(clients.connected() - clients.closed()), '<= 128');
    const one = await dripBodies(server.port, 1, {
      from: ['127.0.0.3'],
      head: `PUT /api/admin/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nCookie: ${cookie}`,
      everyMs: 2_000,
    });
    const started = performance.now();
    while (one.closed() === 0 && performance.now() - started < 60_000) await wait(250);
    const cut = one.openFor()[0];
    line('a signed-in body at a byte every 2 s cut after', cut === undefined ? 'not within 60 s' : `${(cut / 1000).toFixed(1)} s`, '20 s + 1 s per 500 B');
    one.destroy();
  } finally {
    clients.destroy();
    await server.stop();
  }
}

async function bodies() {
  const server = await startServer();
  try {
    const cookie = await setUp(server);
    let before = server.rssKiB();
    let peak = server.watchRss();
    const dripped = await dripBodies(server.port, 10, {
      head: `PUT /api/admin/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nCookie: ${cookie}`,
      contentLength: 10_000,
      everyMs: 1,
    });
    const started = performance.now();
    while (dripped.answered() < 10 && performance.now() - started < 60_000) await wait(250);
    line('10 × 10,000 B dripped a byte per packet (signed in)', `RSS peak +${((peak() - before) / MiB).toFixed(1)} MiB`, '<= 2 × 100 KB held');
    dripped.destroy();

    before = server.rssKiB();
    peak = server.watchRss();
    const anonymous = await dripBodies(server.port, 1_000, {
      from: Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`),
      head: 'POST /api/admin/import HTTP/1.1\r\nHost: x\r\nContent-Type: application/json',
      contentLength: 6 * 1024 * 1024,
      upFront: 256 * 1024,
      everyMs: 5_000,
    });
    await wait(3_000);
    line('1,000 anonymous 6 MiB bodies held open', `RSS peak +${((peak() - before) / MiB).toFixed(1)} MiB`, '<= 64 MiB');
    anonymous.destroy();

    before = server.rssKiB();
    peak = server.watchRss();
    const strings = Array.from({ length: Math.floor((6 * 1024 * 1024 - 100) / 9) }, () => '"\\u0000"');
    const answer = await call(server, 'PUT', '/api/admin/profile', { body: `{"briefIntro":"hi","pad":[${strings.join(',')}]}`, cookie });
    line('a 6 MiB JSON body of short strings holding \\u0000', `${answer.status}, RSS peak +${((peak() - before) / MiB).toFixed(1)} MiB`, '422, ~ the body');
  } finally {
    await server.stop();
  }
}

async function setupRaces() {
  let once = 0;
  const races = 100;
  for (let race = 0; race < races; race++) {
    // A fresh install each time: four owners-to-be set up at once.
    const server = await startServer();
    try {
      const statuses = await Promise.all(
        Array.from({ length: 4 }, (_, n) =>
          call(server, 'POST', '/api/admin/setup', {
            body: { username: `owner${n}`, password: CREDENTIALS.password, setupCode: SETUP_CODE },
          }).then(
            (a) => a.status,
          ),
        ),
      );
      once += statuses.filter((s) => s === 200).length === 1 ? 1 : 0;
    } finally {
      await server.stop();
    }
  }
  line(`${races} races of 4 parallel setups (SQLite)`, `one admin in ${once} of ${races}`, 'every time');
}

async function throttleFlood() {
  const server = await startServer();
  try {
    await setUp(server);
    const attempt = (username: string) =>
      send(`${server.baseURL}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'a guess' }),
      }).then((reply) => reply.status);
    for (let i = 0; i < 10; i++) await attempt(CREDENTIALS.username);
    const flood: number[] = [];
    for (let i = 0; i < 10_100; i++) flood.push(await attempt(`flood-${i}`));
    const owner = await attempt(CREDENTIALS.username);
    line('10 owner guesses, then 10,100 other usernames', tally(flood), '<= 40 × 401');
    line('  the owner\'s next guess', String(owner), '429');
  } finally {
    await server.stop();
  }
}

async function pageAtTheBound() {
  const server = await startServer();
  try {
    const cookie = await setUp(server);
    const content = JSON.stringify({ blocks: [{ type: 'code', data: { code: '<'.repeat(990_000) } }] });
    await call(server, 'POST', '/api/admin/case-studies', {
      body: { title: 'Heavy', slug: 'heavy', description: 'At the bound.', content, tags: [], isPublished: true, isFeatured: false },
      cookie,
    });
    const before = server.rssKiB();
    const peak = server.watchRss();
    const first = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        send(`${server.baseURL}/case-studies/heavy`, { headers: { 'accept-encoding': 'br' }, agent: false }),
      ),
    );
    const firstMs = performance.now() - first;
    line(
      'a case study at the content bound, 20 first GETs at once',
      `${Math.round(firstMs)} ms, RSS peak +${((peak() - before) / MiB).toFixed(0)} MiB`,
      'one render per site version',
    );
    const rate = async (path: string) => {
      const { stdout } = await promisify(execFile)('wrk', ['-t2', '-c20', '-d5s', '-H', 'Accept-Encoding: br', server.baseURL + path]);
      return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
    };
    try {
      const health = await rate('/api/health');
      const heavy = await rate('/case-studies/heavy');
      line('  its later GETs beside /api/health (wrk, br)', `${heavy.toFixed(0)} req/s = ${((100 * heavy) / health).toFixed(0)} %`, '>= 80 %');
    } catch {
      line('  its later GETs beside /api/health', 'wrk not installed', '>= 80 %');
    }
  } finally {
    await server.stop();
  }
}

/**
 * Issue 39 points 1 and 2: a case study at the content bound read by one client on 128
 * connections naming a random `Host` each time, then its share link, each for 15 s, while a
 * visitor on another address reads the home.
 */
async function oneAddressOneBudget() {
  const server = await startServer();
  try {
    const cookie = await setUp(server);
    const content = JSON.stringify({ blocks: [{ type: 'code', data: { code: '<'.repeat(990_000) } }] });
    const study = await must<{ id: number }>(server, 'POST', '/api/admin/case-studies', {
      body: { title: 'Heavy', slug: 'heavy', description: 'At the bound.', content, tags: [], isPublished: true, isFeatured: false },
      cookie,
    });
    const link = await must<{ url: string }>(server, 'POST', `/api/admin/case-studies/${study.id}/preview-links`, { cookie });
    const shared = new URL(link.url).pathname;
    let n = 0;
    for (const [label, path] of [
      ['a case study at the bound, random Host, 128 connections, 15 s', '/case-studies/heavy'],
      ['its share link, 128 connections, 15 s', shared],
    ] as const) {
      await call(server, 'GET', '/');
      const before = server.rssKiB();
      const peak = server.watchRss();
      const until = performance.now() + 15_000;
      const [attack, visitor] = await Promise.all([
        flood(server.baseURL, until, 128, () => ({
          path,
          headers: { host: `h${n++}.example`, 'accept-encoding': n % 2 ? 'br' : 'gzip' },
        })),
        visit(server.baseURL, ['/'], until),
      ]);
      line(label, `${attack.sent} reads (${statuses(attack)})`, 'one build per version');
      line(
        '  RSS peak; the visitor on another address',
        `+${((peak() - before) / MiB).toFixed(0)} MiB; p99 ${quantile(visitor.latencies, 0.99).toFixed(0)} ms, ${visitor.failures.length} failed`,
        '+256 MiB, 0 failed',
      );
    }
  } finally {
    await server.stop();
  }
}

async function memory(server: FolioServer) {
  await sendHostile(server.baseURL, CASE_STUDY_SLUGS, { count: 500, seed: 1 });
  const before = server.rssKiB();
  const run = await sendHostile(server.baseURL, CASE_STUDY_SLUGS, { count: 50_000, seed: 2 });
  await new Promise((settle) => setTimeout(settle, 2_000));
  const growth = (server.rssKiB() - before) / MiB;
  line('RSS growth over 50,000 hostile requests', `+${growth.toFixed(1)} MiB`, '<= 32 MiB');
  line('  of which answered wrong (200/404 expected)', String(run.wrong), '0');
}

async function rates(server: FolioServer) {
  const rate = async (path: string) => {
    try {
      const { stdout } = await promisify(execFile)('wrk', ['-t2', '-c50', '-d5s', server.baseURL + path]);
      return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
    } catch (error) {
      return (error as { code?: string }).code === 'ENOENT' ? undefined : NaN;
    }
  };
  const health = await rate('/api/health');
  if (health === undefined) {
    line('Public reads beside /api/health (wrk)', 'wrk not installed', '>= 80 %');
    return;
  }
  line('wrk -t2 -c50 -d5s /api/health', `${health.toFixed(0)} req/s`, 'the reference');
  for (const path of ['/', '/api/experiences', `/api/case-studies/${CASE_STUDY_SLUGS[0]}`]) {
    const r = (await rate(path)) ?? NaN;
    line(`  ${path}`, `${r.toFixed(0)} req/s = ${((100 * r) / health).toFixed(0)} %`, '>= 80 % of health');
  }
}

async function throttle(server: FolioServer) {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      call(server, 'POST', '/api/admin/login', { body: { username: 'owner', password: `wrong ${i}` } }).then(
        (a) => a.status,
        () => 'no answer',
      ),
    ),
  );
  line('40 parallel wrong passwords', tally(answers), '<= 10 × 401, rest 429');
}

async function gifBomb() {
  const server = await startServer({}, { addressSpaceMiB: GIF_BOMB_ADDRESS_SPACE_MiB });
  try {
    const cookie = await setUp(server);
    const started = performance.now();
    const figure = await call(server, 'POST', '/api/upload-image', { body: gifBombForm(), cookie }).then(
      (a) => `${a.status} in ${Math.round(a.ms)} ms`,
      async () => {
        const ms = Math.round(performance.now() - started);
        await new Promise((exit) => setTimeout(exit, 500));
        return `no answer after ${ms} ms${server.running ? '' : ', server died'}`;
      },
    );
    line(`GIF bomb 4096², 400 frames (server under ${GIF_BOMB_ADDRESS_SPACE_MiB / 1024} GiB)`, figure, '422 in < 1 s');
  } finally {
    await server.stop();
  }
}

async function hungSockets() {
  const server = await startServer();
  const hung = await hangSockets(server.port, 1_000);
  try {
    const latencies = await healthLatencies(server.baseURL, 5);
    const slowest = Math.max(...latencies.map((a) => (a.status === 200 ? a.ms : Infinity)));
    line('/api/health beside 1,000 hung sockets (slowest of 5)', `${slowest} ms`, '< 1000 ms');
    const { closed, longestMs } = await hung.waitForClose(45_000);
    const figure =
      closed === hung.count
        ? `last after ${(longestMs / 1000).toFixed(1)} s`
        : `${hung.count - closed} still open at 45 s`;
    line('1,000 hung sockets closed by the server', figure, '<= 40 s');
  } finally {
    hung.destroy();
    await server.stop();
  }
}
