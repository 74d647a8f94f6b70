import { expensesContract as api, type ExpenseListQuery } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The expenses screens' queries; every key starts with 'expenses', so a write refreshes them all. */
export const expensesQueries = {
  list: (query: ExpenseListQuery) =>
    queryOptions({
      queryKey: ['expenses', 'list', query],
      queryFn: () => client.call(api.listExpenses, { query }),
      placeholderData: keepPreviousData,
    }),
  categories: () =>
    queryOptions({
      queryKey: ['expenses', 'categories'],
      queryFn: () => client.call(api.listCategories),
      staleTime: 60_000,
    }),
  accounts: () =>
    queryOptions({
      queryKey: ['expenses', 'accounts'],
      queryFn: () => client.call(api.listAccounts),
      staleTime: 300_000,
    }),
  drawers: () =>
    queryOptions({ queryKey: ['expenses', 'drawers'], queryFn: () => client.call(api.listDrawers) }),
  controls: () =>
    queryOptions({
      queryKey: ['expenses', 'controls'],
      queryFn: () => client.call(api.getControls),
      staleTime: 300_000,
    }),
  recurring: () =>
    queryOptions({ queryKey: ['expenses', 'recurring'], queryFn: () => client.call(api.listRecurring) }),
};
