import { transfersContract as api, type TransferListQuery } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../../lib/api.ts';

/** The transfer slip screens' queries; every key starts with 'transfers', so a write refreshes them all. */
export const transfersQueries = {
  list: (query: TransferListQuery) =>
    queryOptions({
      queryKey: ['transfers', 'list', query],
      queryFn: () => client.call(api.listTransfers, { query }),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['transfers', 'one', id],
      queryFn: () => client.call(api.getTransfer, { params: { id } }),
    }),
  options: () =>
    queryOptions({
      queryKey: ['transfers', 'options'],
      queryFn: () => client.call(api.transferOptions, {}),
    }),
  inTransit: () =>
    queryOptions({
      queryKey: ['transfers', 'in-transit'],
      queryFn: () => client.call(api.inTransit, {}),
    }),
  lowStock: (toLocationId: string) =>
    queryOptions({
      queryKey: ['transfers', 'low-stock', toLocationId],
      queryFn: () => client.call(api.transferLowStock, { query: { toLocationId } }),
    }),
};
