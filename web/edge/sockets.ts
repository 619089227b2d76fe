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

/**
 * Opens `count` connections to `port`, in batches, each sending `HALF_A_REQUEST` and no more;
 * from `from` in turn (by default eight loopback addresses, so each stays within the server's
 * connections per client and every socket is held).
 */
export async function hangSockets(
  port: number,
  count: number,
  from = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`),
): Promise<HungSockets> {
  const sockets: net.Socket[] = [];
  const openedAt = new Map<net.Socket, number>();
  const closedAfter = new Map<net.Socket, number>();
  let notify = () => {};
  for (let first = 0; first < count; first += 100) {
    const batch = Array.from({ length: Math.min(100, count - first) }, (_, i) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: from[(first + i) % from.length] });
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

/**
 * `times` GETs of `path` (by default /api/health), each on a fresh connection from
 * `localAddress`: status and milliseconds of each.
 */
export async function healthLatencies(baseURL: string, times: number, { path = '/api/health', localAddress = '127.0.0.1' } = {}) {
  const answers: { status: number; ms: number }[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const status = await send(`${baseURL}${path}`, { agent: false, timeoutMs: 10_000, localAddress }).then(
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

/** Clients that send a request's headers and then its body one byte at a time. */
export interface DrippingClients {
  /** How many the server has closed so far. */
  closed(): number;
  /** How many connected at all (the server may close some at once). */
  connected(): number;
  /** How many got (the start of) an answer. */
  answered(): number;
  /** Milliseconds each closed socket stayed open. */
  openFor(): number[];
  /** Stops dripping and closes what is still open. */
  destroy(): void;
}

export interface DripOptions {
  /** Local addresses to connect from, in turn. */
  from?: string[];
  /** The request's head, up to and without the blank line; Content-Length is added. */
  head?: string;
  /** The body's declared length. */
  contentLength?: number;
  /** Milliseconds between two bytes. */
  everyMs?: number;
  /** Bytes sent at once, right after the head (the rest drips). */
  upFront?: number;
}

/**
 * Opens `count` connections to `port` (in batches of 100) that each send a head declaring
 * `contentLength` bytes of body, `upFront` of them at once, and then one byte every `everyMs`
 * (as its own TCP segment), until the server closes them or `destroy()`.
 */
export async function dripBodies(port: number, count: number, options: DripOptions = {}): Promise<DrippingClients> {
  const {
    from = ['127.0.0.1'],
    head = 'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json',
    contentLength = 100_000,
    everyMs = 8_000,
    upFront = 0,
  } = options;
  const sockets: net.Socket[] = [];
  const openedAt = new Map<net.Socket, number>();
  const openFor: number[] = [];
  let connected = 0;
  let answered = 0;
  for (let first = 0; first < count; first += 100) {
    const batch = Array.from({ length: Math.min(100, count - first) }, (_, i) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: from[(first + i) % from.length] });
      socket.setNoDelay(true);
      sockets.push(socket);
      socket.on('error', () => {});
      socket.on('data', () => {});
      socket.once('data', () => {
        answered += 1;
      });
      return new Promise<void>((done) => {
        socket.once('connect', () => {
          connected += 1;
          openedAt.set(socket, performance.now());
          socket.write(`${head}\r\nContent-Length: ${contentLength}\r\n\r\n`);
          if (upFront > 0) socket.write(Buffer.alloc(upFront, 0x20));
          let sent = upFront;
          const timer = setInterval(() => {
            if (sent >= contentLength || socket.destroyed) return clearInterval(timer);
            sent += 1;
            socket.write(' ');
          }, everyMs);
          socket.once('close', () => clearInterval(timer));
          done();
        });
        socket.once('close', () => {
          const opened = openedAt.get(socket);
          if (opened !== undefined) openFor.push(performance.now() - opened);
          done();
        });
      });
    });
    await Promise.all(batch);
  }
  return {
    closed: () => openFor.length,
    connected: () => connected,
    answered: () => answered,
    openFor: () => openFor,
    destroy: () => sockets.forEach((socket) => socket.destroy()),
  };
}
