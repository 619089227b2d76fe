// The set-up the edge tests share: a server of their own for one `describe`, started before its
// tests (with the owner's account made, and what it should hold put there as the owner would)
// and stopped after them, its data folder with it.
import { afterAll, beforeAll } from 'vitest';
import { setUp } from './api.ts';
import { startServer, type FolioServer, type ServerOptions } from './server.ts';

export interface Setup {
  /** Added to the server's test settings. */
  env?: Record<string, string>;
  options?: ServerOptions;
  /** Whether the owner's account is made (which signs it in) once the server listens; yes by default. */
  owner?: boolean;
  /** Puts what the tests need on the server, as the signed-in owner (`cookie`). */
  seed?: (server: FolioServer, cookie: string) => Promise<unknown>;
  /** How long starting, setting up and seeding may take, in ms (vitest's hook timeout otherwise). */
  timeoutMs?: number;
}

/** A `describe`'s server and, once the owner's account is made, the owner's session cookie. */
export interface Site {
  server: FolioServer;
  cookie: string;
}

/** Starts a server before the current `describe`'s tests and stops it after them. */
export function useServer({ env = {}, options = {}, owner = true, seed, timeoutMs }: Setup = {}): Site {
  const site = { cookie: '' } as Site;
  beforeAll(async () => {
    site.server = await startServer(env, options);
    if (owner) site.cookie = await setUp(site.server);
    await seed?.(site.server, site.cookie);
  }, timeoutMs);
  afterAll(() => site.server?.stop());
  return site;
}
