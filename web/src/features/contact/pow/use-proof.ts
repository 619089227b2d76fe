import { useEffect, useRef } from 'react';

/** The proof the server checks (folio-core's `contact::pow::Proof`). */
export interface Proof {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** Starts solving a challenge in a Worker as soon as the page runs scripts, and answers a
 * function that waits for the proof (a fresh one after each use: a proof is good once). */
export function useProof(): () => Promise<Proof | null> {
  const pending = useRef<Promise<Proof | null> | null>(null);
  const start = () => {
    pending.current = new Promise((resolve) => {
      const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<{ proof?: Proof; took?: number }>) => {
        worker.terminate();
        if (event.data.took !== undefined) document.documentElement.dataset.proofMs = String(Math.round(event.data.took));
        resolve(event.data.proof ?? null);
      };
      worker.onerror = () => {
        worker.terminate();
        resolve(null);
      };
    });
  };
  useEffect(() => {
    if (!pending.current) start();
  }, []);
  return async () => {
    if (!pending.current) start();
    const proof = await pending.current!;
    start();
    return proof;
  };
}
