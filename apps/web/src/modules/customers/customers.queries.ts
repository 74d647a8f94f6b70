import { customersContract as api, type CustomerListQuery } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The customer screens' queries; every key starts with 'customers', so a write refreshes them all. */
export const customersQueries = {
  list: (query: CustomerListQuery) =>
    queryOptions({
      queryKey: ['customers', 'list', query],
      queryFn: () => client.call(api.listCustomers, { query }),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['customers', 'one', id],
      queryFn: () => client.call(api.getCustomer, { params: { id } }),
    }),
  summary: (id: string) =>
    queryOptions({
      queryKey: ['customers', 'summary', id],
      queryFn: () => client.call(api.getSummary, { params: { id } }),
    }),
  ledger: (id: string) =>
    queryOptions({
      queryKey: ['customers', 'ledger', id],
      queryFn: () => client.call(api.getLedger, { params: { id } }),
    }),
  sales: (id: string, page: number) =>
    queryOptions({
      queryKey: ['customers', 'sales', id, page],
      queryFn: () => client.call(api.listSales, { params: { id }, query: { page, pageSize: 20 } }),
      placeholderData: keepPreviousData,
    }),
  consent: (id: string) =>
    queryOptions({
      queryKey: ['customers', 'consent', id],
      queryFn: () => client.call(api.listConsent, { params: { id } }),
    }),
};
