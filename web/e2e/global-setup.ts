// Starts one real server per worker of the e2e project (see `own-server.ts`), each sending the
// contact form's notifications to a mail sink of its own (`mail-sink.ts`), and hands their
// addresses to the browser tests, which reach theirs through `shared-server.ts`.
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink';
import { startServer } from './own-server';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: { baseURL: string; databaseURL: string; mailFolder: string }[];
  }
}

export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1;
  const sinks = await Promise.all(Array.from({ length: workers }, () => startMailSink()));
  const servers = await Promise.all(
    sinks.map((sink) => startServer({ env: { SMTP_URL: sink.url, CONTACT_NOTIFY_TO: 'owner@example.com' } })),
  );
  project.provide(
    'servers',
    servers.map(({ baseURL, databaseURL }, n) => ({ baseURL, databaseURL, mailFolder: sinks[n]!.folder })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(sinks.map((sink) => sink.stop()));
  };
}
