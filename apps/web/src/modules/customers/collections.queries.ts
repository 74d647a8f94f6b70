import { collectionsContract as api, type CollectionListQuery, customersContract } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** Payments on account, ageing and the collection list; keys start with 'customers' (a payment refreshes all). */
export const collectionsQueries = {
  receipts: (query: CollectionListQuery) =>
    queryOptions({
      queryKey: ['customers', 'receipts', query],
      queryFn: () => client.call(api.listReceipts, { query }),
      placeholderData: keepPreviousData,
    }),
  ageing: (asOf: string, page: number) =>
    queryOptions({
      queryKey: ['customers', 'ageing', asOf, page],
      queryFn: () => client.call(api.ageing, { query: { asOf, page } }),
      placeholderData: keepPreviousData,
    }),
  due: (date: string) =>
    queryOptions({
      queryKey: ['customers', 'collections-due', date],
      queryFn: () => client.call(api.collectionsDue, { query: { date } }),
      placeholderData: keepPreviousData,
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: ['customers', 'pick', q],
      queryFn: () => client.call(customersContract.listCustomers, { query: { q, pageSize: 10 } }),
      enabled: q.length > 0,
    }),
  customer: (id: string) =>
    queryOptions({
      queryKey: ['customers', 'one', id],
      queryFn: () => client.call(customersContract.getCustomer, { params: { id } }),
    }),
  ledger: (id: string) =>
    queryOptions({
      queryKey: ['customers', 'ledger', id],
      queryFn: () => client.call(customersContract.getLedger, { params: { id } }),
    }),
};
