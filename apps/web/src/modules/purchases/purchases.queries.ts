import { purchaseOrdersContract as api, type PoListQuery } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The purchase order screens' queries; every key starts with 'purchases', so a write refreshes them all. */
export const purchasesQueries = {
  list: (query: PoListQuery) =>
    queryOptions({
      queryKey: ['purchases', 'list', query],
      queryFn: () => client.call(api.listPurchaseOrders, { query }),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['purchases', 'one', id],
      queryFn: () => client.call(api.getPurchaseOrder, { params: { id } }),
    }),
  formOptions: () =>
    queryOptions({
      queryKey: ['purchases', 'form-options'],
      queryFn: () => client.call(api.formOptions, {}),
    }),
  products: (q: { q?: string; supplierId?: string; ids?: string }) =>
    queryOptions({
      queryKey: ['purchases', 'products', q],
      queryFn: () => client.call(api.productOptions, { query: q }),
      placeholderData: keepPreviousData,
    }),
  reorder: () =>
    queryOptions({
      queryKey: ['purchases', 'reorder'],
      queryFn: () => client.call(api.reorderSuggestions, {}),
    }),
};
