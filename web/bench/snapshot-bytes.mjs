// `node snapshot-bytes.mjs BASE PATH...`: what the server's snapshot of public answers
// (backend/src/snapshot.rs) holds for these addresses, counted as it counts them: each answer's
// key and every form it keeps (brotli and gzip when smaller than the body, and the body itself
// unless it is over 1 MiB, when only the compressed forms are held). Reads each address three
// times, asking for identity, br and gzip, and takes each form's size as received. Prints the
// total beside the snapshot's bounds, and the 3 answers that hold the most.
// Figures only, never a pass/fail.
import http from 'node:http';

const [base, ...paths] = process.argv.slice(2);
const KEEP_PLAIN = 1024 * 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 1024;

/** The status, encoding and body size of `path` read with `accept-encoding: encoding`. */
function read(path, encoding) {
  return new Promise((resolve, reject) => {
    http.get(base + path, { headers: { 'accept-encoding': encoding } }, (response) => {
      let size = 0;
      response.on('data', (chunk) => (size += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? '', size }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

let total = 0;
let answers = 0;
const sizes = [];
for (const path of paths) {
  const plain = await read(path, 'identity');
  if (plain.status !== 200) {
    console.log(`${path}: ${plain.status}, not kept`);
    continue;
  }
  let held = new URL(base + path).pathname.length + new URL(base + path).search.length;
  for (const encoding of ['br', 'gzip']) {
    const form = await read(path, encoding);
    if (form.encoding === encoding) held += form.size;
  }
  if (plain.size <= KEEP_PLAIN) held += plain.size;
  answers += 1;
  total += held;
  sizes.push({ path, held, body: plain.size });
}
console.log(
  `${answers} answers, ${(total / 1024).toFixed(1)} KiB held in all (bounds ${MAX_BYTES / 1024 / 1024} MiB and ` +
    `${MAX_ENTRIES} answers: ${((100 * total) / MAX_BYTES).toFixed(1)} % of the bytes)`,
);
const largest = sizes.sort((a, b) => b.held - a.held).slice(0, 3);
console.log(`the largest: ${largest.map(({ path, held, body }) => `${path} ${(held / 1024).toFixed(1)} KiB held, its body ${(body / 1024).toFixed(1)} KiB`).join(', ')}`);
