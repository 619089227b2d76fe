// Prints the gzip size of every built file only the admin area loads: what the admin chunk and its
// own lazy imports (the editor) add on top of what the public pages already loaded. Reads the
// build in $WEB_DIR (default web/dist).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIR ?? resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));

/** Every manifest key reachable from `start`, through static and (if asked) dynamic imports. */
function reach(start, dynamic) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const admin = Object.keys(manifest).find((key) => key.endsWith('admin-app.tsx'));
const publicKeys = reach(entry, false);
const files = new Set();
for (const key of reach(admin, true)) {
  if (publicKeys.has(key)) continue;
  for (const file of [manifest[key].file, ...(manifest[key].css ?? [])]) files.add(file);
}
let total = 0;
for (const file of [...files].sort()) {
  const gzip = gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
  total += gzip;
  console.log(`${file.padEnd(48)} ${String(gzip).padStart(8)} B gzip`);
}
console.log(`${'admin total'.padEnd(48)} ${String(total).padStart(8)} B gzip (${(total / 1024).toFixed(1)} KiB)`);
