// Raw TCP clients: sockets that stop half-way through a request (slowloris), a keep-alive
// connection left idle, and the time a fresh connection waits for /api/health meanwhile.
import net from 'node:net';
import { send } from './load.ts';

/** What the attacker sends before going quiet: a request line and half its headers. */
export const HALF_A_REQUEST = 'GET / HTTP/1.1\r\nHost: x\r\n';

/** Sockets that sent half a request and wait for the server to close them. */
export interface HungSockets {
  count: number;
  /** How many the server has closed so far. */
  closed(): number;
  /**
   * Waits until the server closed every socket or `withinMs` passed since they were opened;
   * answers how many were closed and the longest any stayed open (ms).
   */
  waitForClose(withinMs: number): Promise<{ closed: number; longestMs: number }>;
  /** Closes what is still open from this side. */
  destroy(): void;
}

/** Opens `count` connections to `port`, in batches, each sending `HALF_A_REQUEST` and no more. */
export async function hangSockets(port: number, count: number): Promise<HungSockets> {
  const sockets: net.Socket[] = [];
  const openedAt = new Map<net.Socket, number>();
  const closedAfter = new Map<net.Socket, number>();
  let notify = () => {};
  for (let first = 0; first < count; first += 100) {
    const batch = Array.from({ length: Math.min(100, count - first) }, () => {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      // 'close' follows 'end', a reset or a refusal alike: each means the server let go.
      socket.on('error', () => {});
      socket.on('data', () => {});
      socket.once('close', () => {
        closedAfter.set(socket, performance.now() - (openedAt.get(socket) ?? performance.now()));
        notify();
      });
      return new Promise<void>((done) => {
        socket.once('connect', () => {
          openedAt.set(socket, performance.now());
          socket.write(HALF_A_REQUEST);
          done();
        });
        socket.once('close', () => done());
      });
    });
    await Promise.all(batch);
  }
  const started = performance.now();
  return {
    count,
    closed: () => closedAfter.size,
    waitForClose: async (withinMs) => {
      const left = withinMs - (performance.now() - started);
      await new Promise<void>((done) => {
        const timer = setTimeout(done, Math.max(0, left));
        notify = () => {
          if (closedAfter.size === count) {
            clearTimeout(timer);
            done();
          }
        };
        notify();
      });
      return { closed: closedAfter.size, longestMs: Math.max(0, ...closedAfter.values()) };
    },
    destroy: () => sockets.forEach((socket) => socket.destroy()),
  };
}

/** `times` GETs of /api/health, each on a fresh connection: status and milliseconds of each. */
export async function healthLatencies(baseURL: string, times: number) {
  const answers: { status: number; ms: number }[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const status = await send(`${baseURL}/api/health`, { agent: false, timeoutMs: 10_000 }).then(
      (reply) => reply.status,
      () => 0,
    );
    answers.push({ status, ms: Math.round(performance.now() - started) });
  }
  return answers;
}

/**
 * Sends one whole request on a keep-alive connection, reads the answer, then sends nothing:
 * answers the status seen and after how many ms (since the answer) the server closed the
 * connection, or `undefined` if it was still open after `withinMs`.
 */
export function idleAfterOneRequest(port: number, withinMs: number) {
  return new Promise<{ answered: boolean; closedAfterMs: number | undefined }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let answeredAt: number | undefined;
    const finish = (closedAfterMs: number | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answered: answeredAt !== undefined, closedAfterMs });
    };
    const timer = setTimeout(() => finish(undefined), withinMs);
    socket.on('error', () => {});
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (answeredAt === undefined && /^HTTP\/1\.1 200[\s\S]*\r\n\r\n[\s\S]*"ok"/.test(received)) {
        answeredAt = performance.now();
      }
    });
    socket.once('close', () =>
      finish(answeredAt === undefined ? undefined : performance.now() - answeredAt),
    );
  });
}
