import { type StaffUser, usersContract } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { UserStatus } from './users.search.ts';

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

/** How many accounts have a status (or all): the filter's counts and the home screen's approvals hint. */
export const userCountQuery = (status?: UserStatus) =>
  queryOptions({
    queryKey: ['users', 'user', 'count', status ?? 'all'],
    queryFn: async () => (await api.call(usersContract.listUsers, { query: { status, limit: 1 } })).total,
  });

/** Every users query, for invalidation after a change. */
export const usersKey = ['users'] as const;
