import { QueryClient } from '@tanstack/react-query';
import { FRESH_FOR, KEPT_FOR, DEFAULT_RETRIES, retryDelay, retryUpTo } from './retry';

// The admin area's query cache (spec §7): reads are fresh for 5 minutes and kept for 10;
// failures retry 3 times with exponential backoff capped at 30 s.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR,
        gcTime: KEPT_FOR,
        retry: retryUpTo(DEFAULT_RETRIES),
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
