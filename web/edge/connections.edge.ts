// Issue 10, bound 4: connections time out. Sockets that never finish their headers must neither
// starve other clients nor stay open, and an idle keep-alive connection is let go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServer } from './setup.ts';
import { hangSockets, healthLatencies, idleAfterOneRequest, type HungSockets } from './sockets.ts';

/** How long the server may keep a connection that sends nothing more. */
const CLOSE_WITHIN_MS = 40_000;

describe('1,000 sockets that stop half-way through their headers', () => {
  const site = useServer({ owner: false });
  let hung: HungSockets;

  // Set up after the server and undone before it stops (vitest runs after-hooks in reverse).
  beforeAll(async () => {
    hung = await hangSockets(site.server.port, 1_000);
  });
  afterAll(() => hung?.destroy());

  it('do not keep /api/health on a fresh connection from answering within a second', async () => {
    const answers = await healthLatencies(site.server.baseURL, 5);
    console.log(`connections: /api/health beside 1,000 hung sockets: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1000);
    }
  });

  it('are each closed by the server within 40 s', async () => {
    const { closed, longestMs } = await hung.waitForClose(CLOSE_WITHIN_MS);
    console.log(`connections: ${closed} of ${hung.count} hung sockets closed, the last after ${Math.round(longestMs / 1000)} s`);
    expect(closed).toBe(hung.count);
    expect(longestMs).toBeLessThanOrEqual(CLOSE_WITHIN_MS);
  }, CLOSE_WITHIN_MS + 20_000);
});

describe('a keep-alive connection', () => {
  const site = useServer({ owner: false });

  it('left idle after one answered request is closed by the server within 40 s', async () => {
    const { answered, closedAfterMs } = await idleAfterOneRequest(site.server.port, CLOSE_WITHIN_MS);
    expect(answered).toBe(true);
    expect(closedAfterMs, 'ms until the server closed the idle connection').toBeDefined();
    console.log(`connections: idle keep-alive closed after ${Math.round(closedAfterMs! / 1000)} s`);
  }, CLOSE_WITHIN_MS + 20_000);
});
