// Starts the real release server for the whole run (see `own-server.ts`) and hands its address to
// the browser tests.
import type { TestProject } from 'vitest/node';
import { startServer } from './own-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The shared server's database, for a second instance of the same site. */
    databaseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('databaseURL', server.databaseURL);
  return server.stop;
}
