import { usersContract } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/** An account's status, as the users list filters it (modules/users/users.search.ts). */
type UserStatus = 'pending' | 'active' | 'inactive';

/** How many accounts have a status (or all): the filter's counts and the home screen's approvals hint. */
export const userCountQuery = (status?: UserStatus) =>
  queryOptions({
    queryKey: ['users', 'user', 'count', status ?? 'all'],
    queryFn: async () => (await api.call(usersContract.listUsers, { query: { status, limit: 1 } })).total,
  });
