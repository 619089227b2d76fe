// The search of the contact form's proof of work (issue 42): the number whose SHA-256 with the
// challenge's salt is the challenge. Only the search runs in the browser (in a Worker, with
// WebCrypto, while the visitor types); whether the answer is right is folio-core's check on the
// server (`contact::pow::verify`). The same vectors prove both (`solve-challenge.json`).

const encoder = new TextEncoder();

/** How many digests are asked for at once: WebCrypto answers each with a promise, and waiting
 * for them one by one costs more than the hashing. */
const BATCH = 500;

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The first number in `0..=maxNumber` hashing with `salt` to `challenge`, or `null`. */
export async function searchProof(salt: string, challenge: string, maxNumber: number): Promise<number | null> {
  for (let start = 0; start <= maxNumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, maxNumber);
    const digests = [];
    for (let number = start; number <= end; number++) {
      digests.push(crypto.subtle.digest('SHA-256', encoder.encode(salt + number)));
    }
    const found = (await Promise.all(digests)).findIndex((digest) => hex(digest) === challenge);
    if (found >= 0) return start + found;
  }
  return null;
}
