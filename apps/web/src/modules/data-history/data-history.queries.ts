import { type AuditListQuery, dataHistoryContract as api } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The data-history screen's queries; every key starts with 'data-history'. */
export const dataHistoryQueries = {
  list: (query: AuditListQuery) =>
    queryOptions({
      queryKey: ['data-history', 'list', query],
      queryFn: () => client.call(api.list, { query }),
      placeholderData: keepPreviousData,
    }),
  people: () =>
    queryOptions({
      queryKey: ['data-history', 'people'],
      queryFn: () => client.call(api.people),
      staleTime: 60_000,
    }),
};
