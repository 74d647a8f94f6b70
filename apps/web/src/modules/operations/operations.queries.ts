import { operationsContract, type operationsQuerySchema } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

export type OperationsQuery = z.input<typeof operationsQuerySchema>;

/** A manager leaves the page open: it looks again every minute and whenever the window comes back. */
export const OPERATIONS_REFETCH_MS = 60_000;

/** GET /api/operations/today: the manager's day (one branch, or every branch of the person's). */
export const operationsQueries = {
  today: (query: OperationsQuery) =>
    queryOptions({
      queryKey: ['operations', 'today', 'detail', query] as const,
      queryFn: () => api.call(operationsContract.getToday, { query }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchInterval: OPERATIONS_REFETCH_MS,
      refetchOnWindowFocus: 'always',
    }),
};
