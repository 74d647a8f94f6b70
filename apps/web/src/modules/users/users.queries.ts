import { type StaffUser, usersContract } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { UserStatus } from './users.search.ts';

export { userCountQuery } from '../../lib/user-count.query.ts';

export type { StaffUser };

export const USERS_PAGE_SIZE = 25;

export interface UserListParams {
  status?: UserStatus;
  q?: string;
  page: number;
}

export const usersListQuery = ({ status, q, page }: UserListParams) =>
  queryOptions({
    queryKey: ['users', 'user', 'list', { status: status ?? 'all', q: q ?? '', page }],
    queryFn: () =>
      api.call(usersContract.listUsers, {
        query: { status, search: q, limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

/** Every users query, for invalidation after a change. */
export const usersKey = ['users'] as const;
