import { payablesContract as api } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** Payables' reads; keys start with 'payables' (a payment refreshes them all). */
export const payablesQueries = {
  open: (supplierId?: string) =>
    queryOptions({
      queryKey: ['payables', 'open', supplierId ?? null],
      queryFn: () => client.call(api.openBills, { query: supplierId ? { supplierId } : {} }),
      placeholderData: keepPreviousData,
    }),
  ageing: (asOf: string, page: number) =>
    queryOptions({
      queryKey: ['payables', 'ageing', asOf, page],
      queryFn: () => client.call(api.ageing, { query: { asOf, page } }),
      placeholderData: keepPreviousData,
    }),
  due: (date: string) =>
    queryOptions({
      queryKey: ['payables', 'due', date],
      queryFn: () => client.call(api.dueThisWeek, { query: { date } }),
      placeholderData: keepPreviousData,
    }),
  payments: (query: { from?: string; to?: string; supplierId?: string }) =>
    queryOptions({
      queryKey: ['payables', 'payments', query],
      queryFn: () => client.call(api.listPayments, { query }),
      placeholderData: keepPreviousData,
    }),
  form2307: (supplierId: string, quarter: string) =>
    queryOptions({
      queryKey: ['payables', '2307', supplierId, quarter],
      queryFn: () => client.call(api.form2307, { query: { supplierId, quarter } }),
    }),
};
