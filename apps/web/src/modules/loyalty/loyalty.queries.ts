import { loyaltyContract as api, customersContract } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The loyalty screen's queries; every key starts with 'loyalty', so a write refreshes them all. */
export const loyaltyQueries = {
  settings: () =>
    queryOptions({ queryKey: ['loyalty', 'settings'], queryFn: () => client.call(api.getSettings) }),
  overview: () =>
    queryOptions({ queryKey: ['loyalty', 'overview'], queryFn: () => client.call(api.overview) }),
  /** Customers found by name or phone (the customers module's search), for an adjustment. */
  customers: (q: string) =>
    queryOptions({
      queryKey: ['loyalty', 'customers', q],
      queryFn: () => client.call(customersContract.listCustomers, { query: { q, pageSize: 20 } }),
      enabled: q.trim().length >= 2,
    }),
  ledger: (customerId: string | null) =>
    queryOptions({
      queryKey: ['loyalty', 'ledger', customerId],
      queryFn: () => client.call(api.ledger, { query: customerId ? { customerId } : {} }),
    }),
};
