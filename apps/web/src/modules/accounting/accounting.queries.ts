import { accountingContract, type JournalQuery } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Every accounting query, for invalidation after a change (balances move with every entry). */
export const accountingKey = ['accounting'] as const;

export const accountsQuery = () =>
  queryOptions({
    queryKey: ['accounting', 'accounts', 'list'],
    queryFn: () => api.call(accountingContract.listAccounts),
  });

export type JournalFilters = Partial<Omit<JournalQuery, 'page'>> & { page: number };

export const entriesQuery = (f: JournalFilters) =>
  queryOptions({
    queryKey: ['accounting', 'entries', 'list', f],
    queryFn: () => api.call(accountingContract.listEntries, { query: f }),
    placeholderData: keepPreviousData,
  });

export const periodsQuery = () =>
  queryOptions({
    queryKey: ['accounting', 'periods', 'list'],
    queryFn: () => api.call(accountingContract.listPeriods),
  });
