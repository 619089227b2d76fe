import { ApiError } from './api';

// Spec §7's read policy, shared by the admin's query cache and the public pages' data.

const MINUTE = 60_000;

/** Reads are fresh for 5 minutes… */
export const FRESH_FOR = 5 * MINUTE;
/** …and kept for 10 once nothing shows them. */
export const KEPT_FOR = 10 * MINUTE;

/** Failed fetches retry 3 times (experience queries override this with 1). */
export const DEFAULT_RETRIES = 3;

/**
 * Whether a failed read is worth another attempt: an answer the server gave on purpose
 * (404 unknown slug, 4xx) would only come back the same, so only network failures and 5xx retry.
 */
export function retryUpTo(retries: number) {
  return (failureCount: number, error: Error) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
    failureCount < retries;
}

/** The wait before retry number `attempt` (from 0): exponential backoff capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
