import {
  transfersContract as api,
  type PoProductOption,
  purchaseOrdersContract,
  type TransferListQuery,
} from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../../lib/api.ts';

/** Products by id with their units (the purchase order form's product search), a few dozen ids per call. */
export async function productsById(ids: readonly string[]): Promise<Map<string, PoProductOption>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, PoProductOption>();
  for (let i = 0; i < unique.length; i += 90) {
    const found = await client.call(purchaseOrdersContract.productOptions, {
      query: { ids: unique.slice(i, i + 90).join(',') },
    });
    for (const p of found.items) out.set(p.id, p);
  }
  return out;
}

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
  /** The product search of the form (the purchase order form's, by name or SKU). */
  products: (q: string) =>
    queryOptions({
      queryKey: ['transfers', 'products', q],
      queryFn: () => client.call(purchaseOrdersContract.productOptions, { query: q ? { q } : {} }),
      placeholderData: keepPreviousData,
    }),
  /** The units of a slip's products (a sack of 50 kg…), to show and enter quantities as people count them. */
  units: (productIds: readonly string[]) =>
    queryOptions({
      queryKey: ['transfers', 'units', [...productIds].sort()],
      queryFn: () => productsById(productIds),
      staleTime: 5 * 60_000,
    }),
  lowStock: (toLocationId: string) =>
    queryOptions({
      queryKey: ['transfers', 'low-stock', toLocationId],
      queryFn: () => client.call(api.transferLowStock, { query: { toLocationId } }),
    }),
};
