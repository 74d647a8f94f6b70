import { adminDashboardContract as api } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The admin dashboard's one query, read again every 30 seconds while the screen is open. */
export const adminDashboardQueries = {
  dashboard: () =>
    queryOptions({
      queryKey: ['admin-dashboard'],
      queryFn: () => client.call(api.getDashboard),
      refetchInterval: 30_000,
    }),
};
