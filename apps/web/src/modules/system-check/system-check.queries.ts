import { systemCheckContract as api } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The last run the server kept (a new run replaces it). */
export const systemCheckQueries = {
  last: () =>
    queryOptions({
      queryKey: ['system-check', 'last'],
      queryFn: () => client.call(api.last),
    }),
};
