// A small SMTP server for the browser tests (issue 42, "the test SMTP server receives one
// notification"): it accepts every mail and keeps each as a file in a folder of its own, which
// the tests read. Plain SMTP on 127.0.0.1, as `SMTP_URL=smtp://127.0.0.1:PORT` sends it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MailSink {
  /** The `SMTP_URL` that reaches it. */
  url: string;
  /** Where each mail it took is kept, one file each. */
  folder: string;
  stop: () => Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const folder = mkdtempSync(join(tmpdir(), 'folio-mail-'));
  let kept = 0;
  const server = createServer((socket) => {
    let pending = '';
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    reply('220 folio-test-sink ESMTP');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            writeFileSync(join(folder, `${String(++kept).padStart(4, '0')}.eml`), data.join('\n'));
            data = null;
            reply('250 kept');
          } else {
            data.push(line.startsWith('.') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          reply('354 end with a dot');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the mail sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    folder,
    stop: async () => {
      await new Promise((closed) => server.close(closed));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The mails kept in `folder` so far, oldest first, as their text. */
export function mails(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}
