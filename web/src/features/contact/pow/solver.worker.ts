// The contact form's proof of work, off the page's thread (issue 42): fetches a challenge and
// searches for its number while the visitor types. The search only: the server checks it.
import { searchProof } from '../../../lib/pow-search';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxNumber: number;
  salt: string;
  signature: string;
}

async function solve() {
  const answer = await fetch('/api/contact/challenge', { credentials: 'omit' });
  if (!answer.ok) throw new Error(`challenge ${answer.status}`);
  const challenge = (await answer.json()) as Challenge;
  const started = performance.now();
  const number = await searchProof(challenge.salt, challenge.challenge, challenge.maxNumber);
  if (number === null) throw new Error('no number');
  const { algorithm, salt, signature } = challenge;
  return { proof: { algorithm, challenge: challenge.challenge, number, salt, signature }, took: performance.now() - started };
}

solve().then(
  (solved) => postMessage(solved),
  (error: unknown) => postMessage({ error: String(error) }),
);
