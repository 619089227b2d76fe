// The "Abuse bounds" figures of `make bench` (scripts/abuse.mjs runs `printAbuseFigures`): issue
// 10's hostile loads against fresh release servers, each figure printed beside its bound. Figures
// only, never a pass/fail; the edge tests (`npm run test:edge`) are the pass/fail side and share
// these helpers.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { call, setUp } from './api.ts';
import { GIF_BOMB_ADDRESS_SPACE_MiB, gifBombForm } from './gif.ts';
import { sendHostile, tally } from './load.ts';
import { CASE_STUDY_SLUGS, seedPortfolio } from './seed.ts';
import { startServer, type FolioServer } from './server.ts';
import { hangSockets, healthLatencies } from './sockets.ts';

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
