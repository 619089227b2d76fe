// Starts the real release server (target/release/folio, or $FOLIO_BIN) on a free port with a
// throw-away data folder and the built app (web/dist, or $WEB_DIR), for the edge tests and the
// abuse figures of `make bench`. Plain Node only: scripts/abuse.mjs loads this file too.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SETUP_CODE } from './api.ts';

const repo = resolve(import.meta.dirname, '..', '..');
const binary = process.env.FOLIO_BIN ?? join(repo, 'target/release/folio');
/** How much of the server's output is kept for failure messages. */
const LOG_TAIL = 64 * 1024;

export interface ServerOptions {
  /**
   * An address-space limit (ulimit -v) for the server, so a test that makes today's server ask
   * for tens of GiB ends it instead of the machine's memory.
   */
  addressSpaceMiB?: number;
}

/** A running `folio` with its own data folder. */
export class FolioServer {
  /** `http://127.0.0.1:PORT` of the current process. */
  baseURL = '';
  /** Process id of the current process. */
  pid = 0;
  private child: ChildProcess | undefined;
  private output = '';

  private constructor(
    /** Holds the SQLite file and the uploads; removed by `stop()`. */
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    private readonly options: ServerOptions,
  ) {}

  static async start(env: Record<string, string> = {}, options: ServerOptions = {}) {
    const server = new FolioServer(mkdtempSync(join(tmpdir(), 'folio-edge-')), env, options);
    await server.spawn();
    return server;
  }

  /** The port of the current process. */
  get port(): number {
    return Number(new URL(this.baseURL).port);
  }

  /** Whether the current process is still running. */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last 64 KiB the server printed, for failure messages. */
  log(): string {
    return this.output;
  }

  /** Resident memory of the current process, in KiB (VmRSS of /proc/PID/status). */
  rssKiB(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    if (!match) throw new Error(`no VmRSS for ${this.pid}`);
    return Number(match[1]);
  }

  /**
   * Samples the resident memory every `everyMs` until the returned function is called, which
   * answers the highest sample in KiB.
   */
  watchRss(everyMs = 50): () => number {
    let peak = this.rssKiB();
    const sample = () => {
      try {
        peak = Math.max(peak, this.rssKiB());
      } catch {
        // The process ended between two samples: the peak seen so far stands.
      }
    };
    const timer = setInterval(sample, everyMs);
    return () => {
      clearInterval(timer);
      sample();
      return peak;
    };
  }

  /** Stops the server (SIGTERM, then SIGKILL after 15 s) and removes its data folder. */
  async stop(): Promise<void> {
    if (this.running) {
      this.child!.kill('SIGTERM');
      const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
      await this.exited();
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Kills the server at once, as a crash would; the data folder stays for `restart()`. */
  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited();
  }

  /** Starts a new process on the same data folder (and a new port); kills the old one first. */
  async restart(): Promise<void> {
    await this.kill9();
    await this.spawn();
  }

  private exited(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((done) => this.child!.once('exit', () => done()));
  }

  private async spawn(): Promise<void> {
    const env = {
      // Only what the server reads: nothing from the caller's environment changes its settings.
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `sqlite://${join(this.dataDir, 'folio.db')}?mode=rwc`,
      UPLOAD_DIR: join(this.dataDir, 'uploads'),
      WEB_DIR: process.env.WEB_DIR ?? join(repo, 'web/dist'),
      RUST_LOG: 'warn,folio_server=info',
      NO_COLOR: '1',
      SETUP_CODE,
      ...this.env,
    };
    const limit = this.options.addressSpaceMiB;
    // `exec` keeps the pid: the shell only sets the limit and becomes the server.
    const [command, args] =
      limit === undefined
        ? [binary, []]
        : ['/bin/sh', ['-c', `ulimit -v ${limit * 1024} && exec "$0"`, binary]];
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.output = '';
    this.pid = child.pid ?? 0;
    this.baseURL = await new Promise<string>((resolveAddress, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${this.output}`)), 30_000);
      // Read all output for the whole run: a full pipe would block the server's logging.
      let found = false;
      const read = (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-LOG_TAIL);
        const match = found ? null : /listening on (http:\/\/[\d.:]+)/.exec(this.output);
        if (match) {
          found = true;
          clearTimeout(timer);
          resolveAddress(match[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code ?? signal}) before listening:\n${this.output}`));
      });
    });
  }
}

/** Starts `folio` with `env` added to its test settings. */
export function startServer(env: Record<string, string> = {}, options: ServerOptions = {}) {
  return FolioServer.start(env, options);
}
