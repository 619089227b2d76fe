// The server this worker's test files share. The global set-up starts one per worker (see
// `vitest.config.ts`), and each worker runs its files one at a time against its own, so files
// that run side by side never see each other's content.
import { inject } from 'vitest';

const servers = inject('servers');
/** Which worker runs this file: 1 to the e2e project's `maxWorkers`. */
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
const server = servers[(worker - 1) % servers.length];

/** `http://127.0.0.1:PORT` of this worker's server. */
export const baseURL = server.baseURL;
/** Its database, for a second instance of the same site. */
export const databaseURL = server.databaseURL;
/** Where the mail sink keeps the contact form's notifications it sent (see `mail-sink.ts`). */
export const mailFolder = server.mailFolder;
