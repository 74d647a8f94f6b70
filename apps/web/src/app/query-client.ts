import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/** Refusals (4xx) are answers, not glitches: they are not retried. Network trouble and 5xx are, twice. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return count < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
