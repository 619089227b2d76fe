// Starts one real server per worker of the e2e project (see `own-server.ts`) and hands their
// addresses to the browser tests, which reach theirs through `shared-server.ts`.
import type { TestProject } from 'vitest/node';
import { startServer } from './own-server';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: { baseURL: string; databaseURL: string }[];
  }
}

export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide(
    'servers',
    servers.map(({ baseURL, databaseURL }) => ({ baseURL, databaseURL })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
