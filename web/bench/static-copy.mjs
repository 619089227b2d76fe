// `node static-copy.mjs URL FILE`: the page's physical limit, for the Lighthouse section. Saves
// the server's own HTML for URL as FILE without any `<script>` element (the app's module, the
// JSON-LD and the page's data alike) and without `<link rel="modulepreload">`, so what is left
// is the server's markup with its CSS, fonts and images, painted without any script. Absolute
// links to the server become root-relative, so the copy works on whatever port serves it next.
// Writes FILE.br and FILE.gz beside it as the build does (web/scripts/precompress.mjs), so the
// server sends the copy compressed like any built file.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [url, file] = process.argv.slice(2);
const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
if (!response.ok) throw new Error(`${url}: ${response.status}`);
const html = (await response.text())
  .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
  .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
  .replaceAll(`${new URL(url).origin}/`, '/');
if (/<script\b|modulepreload/i.test(html)) throw new Error(`${url}: a script is left in the copy`);
const body = Buffer.from(html);
writeFileSync(file, body);
writeFileSync(`${file}.br`, brotliCompressSync(body, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
}));
writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
