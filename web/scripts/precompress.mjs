// Run after `vite build`: writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside
// every text file and the WASM module in dist/, so the server sends each file compressed without
// compressing it per request. A form no smaller than its file is not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|webmanifest)$/;
const dist = new URL('../dist/', import.meta.url).pathname;
// The server's render module (`dist/server/`) is read by the server, never sent.
const server = join(dist, 'server');

let files = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.parentPath.startsWith(server)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = readFileSync(path);
  const forms = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
  for (const [extension, form] of Object.entries(forms)) {
    if (form.length < body.length) writeFileSync(`${path}.${extension}`, form);
  }
  files += 1;
}
console.log(`precompressed ${files} files (brotli 11, gzip 9)`);
