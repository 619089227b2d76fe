// Issue 21: what one anonymous script still broke with slow and large request bodies. Slow
// clients from one address must not lock others out, a body must keep arriving, a body dripped a
// byte per packet costs memory per byte, and nobody anonymous gets a body buffered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServer } from './setup.ts';
import { dripBodies, healthLatencies, type DrippingClients } from './sockets.ts';

const MiB = 1024;

/** Waits until `done()` or `withinMs`. */
async function waitFor(done: () => boolean, withinMs: number) {
  const started = performance.now();
  while (!done() && performance.now() - started < withinMs) {
    await new Promise((settle) => setTimeout(settle, 250));
  }
}

describe('4,200 slow clients from one address', () => {
  const site = useServer({ owner: false });
  let clients: DrippingClients;

  // Set up after the server and undone before it stops (vitest runs after-hooks in reverse).
  beforeAll(async () => {
    // Each declares a 100,000-byte sign-in body and sends a byte every 8 s.
    clients = await dripBodies(site.server.port, 4_200);
  }, 120_000);
  afterAll(() => clients?.destroy());

  it('leave /api/health and / answering another address within a second, every time', async () => {
    for (const path of ['/api/health', '/']) {
      const answers = await healthLatencies(site.server.baseURL, 5, { path, localAddress: '127.0.0.2' });
      console.log(`bodies: ${path} from another address beside 4,200 slow clients: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(1000);
      }
    }
  });
});

describe('a body that keeps arriving below 500 bytes a second', () => {
  const site = useServer();

  it('is cut once its 20 s of grace are spent, though the client is signed in', async () => {
    const client = await dripBodies(site.server.port, 1, {
      head: `PUT /api/admin/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nCookie: ${site.cookie}`,
      everyMs: 2_000,
    });
    await waitFor(() => client.closed() === 1, 45_000);
    client.destroy();
    const [openMs] = client.openFor();
    console.log(`bodies: a signed-in body at a byte every 2 s was cut after ${openMs === undefined ? 'never' : `${(openMs / 1000).toFixed(1)} s`}`);
    expect(openMs, 'ms until the server closed the connection').toBeDefined();
    expect(openMs!).toBeGreaterThanOrEqual(19_000);
    expect(openMs!).toBeLessThan(45_000);
  }, 60_000);
});

describe('request bodies and memory', () => {
  const site = useServer();

  it('a body dripped one byte per packet costs memory per byte, not per packet', async () => {
    const before = site.server.rssKiB();
    const peak = site.server.watchRss();
    const bytes = 5_000;
    const clients = await dripBodies(site.server.port, 10, {
      head: `PUT /api/admin/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nCookie: ${site.cookie}`,
      contentLength: bytes,
      everyMs: 1,
    });
    await waitFor(() => clients.answered() === 10, 40_000);
    const growth = (peak() - before) / MiB;
    clients.destroy();
    console.log(`bodies: 10 × ${bytes} bytes dripped a byte per packet: RSS peak +${growth.toFixed(1)} MiB`);
    expect(clients.answered()).toBe(10);
    expect(growth, 'RSS peak growth in MiB').toBeLessThanOrEqual(16);
  }, 60_000);

  it('1,000 anonymous 6 MiB bodies held open are refused without being held', async () => {
    const before = site.server.rssKiB();
    const peak = site.server.watchRss();
    // From eight addresses, within each one's connection bound; each sends 256 KiB at once.
    const from = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
    const clients = await dripBodies(site.server.port, 1_000, {
      from,
      head: 'POST /api/admin/experiences HTTP/1.1\r\nHost: x\r\nContent-Type: application/json',
      contentLength: 6 * 1024 * 1024,
      upFront: 256 * 1024,
      everyMs: 5_000,
    });
    await new Promise((settle) => setTimeout(settle, 3_000));
    const growth = (peak() - before) / MiB;
    console.log(`bodies: 1,000 anonymous 6 MiB bodies (${clients.connected()} connected): RSS peak +${growth.toFixed(1)} MiB`);
    clients.destroy();
    expect(clients.connected()).toBe(1_000);
    expect(growth, 'RSS peak growth in MiB').toBeLessThanOrEqual(64);
  }, 60_000);

  it('a signed-in 6 MiB body holding \\u0000 is refused without being parsed into a tree', async () => {
    const before = site.server.rssKiB();
    const peak = site.server.watchRss();
    // Many short strings: as a tree, each costs tens of times its few bytes.
    const strings = Array.from({ length: Math.floor((6 * 1024 * 1024 - 100) / 9) }, () => '"\\u0000"');
    const answer = await fetch(`${site.server.baseURL}/api/admin/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: site.cookie },
      body: `{"briefIntro":"hi","pad":[${strings.join(',')}]}`,
    });
    const growth = (peak() - before) / MiB;
    console.log(`bodies: a 6 MiB body of short strings with \\u0000: ${answer.status}, RSS peak +${growth.toFixed(1)} MiB`);
    expect(answer.status).toBe(422);
    expect(growth, 'RSS peak growth in MiB').toBeLessThanOrEqual(32);
  });
});
