import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MINUTE = 60_000;

/** Spec §7: failed fetches retry 3 times (experience queries override this with 1). */
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

// Spec §7: reads are fresh for 5 minutes and kept for 10; failures retry 3 times with
// exponential backoff capped at 30 s (TanStack Query's default delay has exactly that shape).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: retryUpTo(DEFAULT_RETRIES),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
