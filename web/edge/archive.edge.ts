// Issue 21, bound 8: a site at the bounds moves hosts. Two case studies at the content bound,
// each saved 51 times (its 50 kept revisions), with 100 uploads in their content: exported and
// imported back through the API and the command line, each in at most 256 MiB of memory.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, must } from './api.ts';
import type { FolioServer } from './server.ts';
import { useServer } from './setup.ts';

const MiB = 1024;
/** A 1×1 GIF: the smallest image an upload keeps. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** Peak resident memory (KiB) of a process so far (VmHWM), or undefined once it is gone. */
function highWater(pid: number): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `folio ARGS` on the database at `url`: exit code, output, and its peak memory (KiB). */
function folio(args: string[], url: string) {
  const binary = process.env.FOLIO_BIN ?? join(import.meta.dirname, '../../target/release/folio');
  return new Promise<{ code: number | null; output: string; peakKiB: number }>((done) => {
    const child = spawn(binary, args, { env: { PATH: process.env.PATH ?? '', DATABASE_URL: url } });
    let output = '';
    let peakKiB = 0;
    const timer = setInterval(() => (peakKiB = Math.max(peakKiB, highWater(child.pid!) ?? 0)), 20);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearInterval(timer);
      done({ code, output, peakKiB });
    });
  });
}

/** What a visitor and the owner see of a case study: its public page data and its revisions. */
async function seen(server: FolioServer, cookie: string, slug: string) {
  const study = await must<{ id: number; title: string; contentHtml: string }>(server, 'GET', `/api/case-studies/${slug}`);
  const revisions = await must<unknown[]>(server, 'GET', `/api/admin/case-studies/${study.id}/revisions`, { cookie });
  return { title: study.title, contentLength: study.contentHtml.length, revisions: revisions.length };
}

/** Fills `server` to every bound: 100 uploads, each in two case studies of 51 states at the content bound. */
async function fillToTheBounds(server: FolioServer, cookie: string) {
  const images: string[] = [];
  for (let i = 0; i < 100; i++) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PIXEL)], { type: 'image/gif' }), `pixel-${i}.gif`);
    const answer = await call<{ file: { url: string } }>(server, 'POST', '/api/upload-image', { body: form, cookie });
    images.push(answer.body.file.url);
  }
  for (const slug of ['first', 'second']) {
    const blocks = [
      ...images.map((url) => ({ type: 'image', data: { file: { url }, caption: '' } })),
      // Quotes escape twice (in the content's JSON text, then in folio.json): the most bytes.
      { type: 'code', data: { code: '"'.repeat(460_000) } },
    ];
    const content = JSON.stringify({ blocks });
    expect(content.length).toBeLessThanOrEqual(1_000_000);
    const body = (n: number) => ({
      title: `Study ${slug} ${n}`,
      slug,
      description: 'At every bound.',
      content,
      tags: [],
      isPublished: true,
      isFeatured: false,
    });
    const created = await must<{ id: number }>(server, 'POST', '/api/admin/case-studies', { body: body(0), cookie });
    for (let n = 1; n <= 50; n++) {
      await must(server, 'PUT', `/api/admin/case-studies/${created.id}`, { body: body(n), cookie });
    }
  }
}

describe('a site at the bounds', () => {
  const original = useServer({ seed: fillToTheBounds, timeoutMs: 300_000 });
  const copy = useServer();
  let archive: Buffer;

  it('exports through the API in at most 256 MiB', async () => {
    const peak = original.server.watchRss();
    const response = await fetch(`${original.server.baseURL}/api/admin/export`, { headers: { cookie: original.cookie } });
    archive = Buffer.from(await response.arrayBuffer());
    const peakMiB = peak() / MiB;
    console.log(`archive: export of ${(archive.length / 1024 / 1024).toFixed(1)} MiB, server peak ${peakMiB.toFixed(0)} MiB`);
    expect(response.status).toBe(200);
    expect(peakMiB).toBeLessThanOrEqual(256);
  }, 120_000);

  it('imports back through the API in at most 256 MiB, whole', async () => {
    const form = new FormData();
    form.append('archive', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'folio-export.zip');
    const before = copy.server.rssKiB();
    const peak = copy.server.watchRss();
    const answer = await call(copy.server, 'POST', '/api/admin/import', { body: form, cookie: copy.cookie });
    const peakMiB = peak() / MiB;
    console.log(`archive: import through the API: ${answer.status}, server ${(before / MiB).toFixed(0)} → peak ${peakMiB.toFixed(0)} MiB`);
    expect(answer.status, answer.text).toBe(200);
    expect(peakMiB).toBeLessThanOrEqual(256);
    for (const slug of ['first', 'second']) {
      expect(await seen(copy.server, copy.cookie, slug)).toEqual(await seen(original.server, original.cookie, slug));
    }
    expect((await seen(copy.server, copy.cookie, 'first')).revisions).toBe(50);
  }, 180_000);

  it('exports and imports through the command line in at most 256 MiB each', async () => {
    const file = join(original.server.dataDir, 'backup.zip');
    const exported = await folio(['export', file], `sqlite://${join(original.server.dataDir, 'folio.db')}?mode=rwc`);
    console.log(`archive: folio export: ${exported.code}, peak ${(exported.peakKiB / MiB).toFixed(0)} MiB`);
    expect(exported.code, exported.output).toBe(0);
    expect(exported.peakKiB / MiB).toBeLessThanOrEqual(256);
    try {
      const listing = execFileSync('unzip', ['-l', file]).toString();
      const document = /^\s*(\d+)\s.*folio\.json$/m.exec(listing)?.[1];
      console.log(`archive: folio.json unpacks to ${(Number(document) / 1024 / 1024).toFixed(1)} MiB`);
    } catch {
      // Only a figure for the log: without unzip, there is none.
    }
    const target = join(original.server.dataDir, 'moved.db');
    writeFileSync(target, '');
    const imported = await folio(['import', file], `sqlite://${target}?mode=rwc`);
    console.log(`archive: folio import: ${imported.code}, peak ${(imported.peakKiB / MiB).toFixed(0)} MiB`);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain('2 case studies and 100 uploads');
    expect(imported.peakKiB / MiB).toBeLessThanOrEqual(256);
  }, 180_000);
});
