// Starts the real server ($FOLIO_BIN, else the release build) on a free port with a throw-away
// database and upload folder, serving the built app from web/dist (or $WEB_DIR). The run's
// shared server is one; a test that needs an install of its own (a new install to import into)
// starts another.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..', '..');
/** The server binary: $FOLIO_BIN (`make test` sets its test build), else the release build. */
export const serverBinary = process.env.FOLIO_BIN ?? join(repo, 'target/release/folio');

export interface OwnServer {
  /** `http://127.0.0.1:PORT`. */
  baseURL: string;
  /** Its `DATABASE_URL`, for `folio` commands run beside it. */
  databaseURL: string;
  /** Stops the server and removes its data. */
  stop: () => Promise<void>;
}

/** The setup code servers started here are given (`SETUP_CODE`), unless they make their own. */
export const SETUP_CODE = 'E2E-SETUP-CODE';

interface ServerOptions {
  /** The built app to serve, instead of web/dist (or $WEB_DIR). */
  webDir?: string;
  /** Another server's database, to serve the same site as a second instance would. */
  databaseURL?: string;
  /** Whether the server makes its own random setup code, as a new install does. */
  randomSetupCode?: boolean;
  /** More environment variables for the server. */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-'));
  const databaseURL = options.databaseURL ?? `sqlite://${join(dataDir, 'folio.db')}?mode=rwc`;
  const server = spawn(serverBinary, [], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseURL,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      WEB_DIR: options.webDir ?? process.env.WEB_DIR ?? join(repo, 'web/dist'),
      RUST_LOG: 'warn,folio_server=info',
      NO_COLOR: '1',
      ...(options.randomSetupCode ? {} : { SETUP_CODE }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = await listeningAddress(server);
  return {
    baseURL,
    databaseURL,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the address the server logs once it listens; rejects if it exits first. */
function listeningAddress(server: ChildProcess): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveAddress(match[1]!);
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
