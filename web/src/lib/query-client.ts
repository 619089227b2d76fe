import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

// Spec §7: reads are fresh for 5 minutes and kept for 10; failures retry 3 times with
// exponential backoff capped at 30 s (TanStack Query's default delay has exactly that shape).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
