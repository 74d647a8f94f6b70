import { suppliersContract as api, type SupplierListQuery } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The supplier screens' queries; every key starts with 'suppliers', so a write refreshes them all. */
export const suppliersQueries = {
  list: (query: SupplierListQuery) =>
    queryOptions({
      queryKey: ['suppliers', 'list', query],
      queryFn: () => client.call(api.listSuppliers, { query }),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['suppliers', 'one', id],
      queryFn: () => client.call(api.getSupplier, { params: { id } }),
    }),
  products: (id: string) =>
    queryOptions({
      queryKey: ['suppliers', 'products', id],
      queryFn: () => client.call(api.listProducts, { params: { id } }),
    }),
  orders: (id: string) =>
    queryOptions({
      queryKey: ['suppliers', 'orders', id],
      queryFn: () => client.call(api.listOrders, { params: { id } }),
    }),
  deliveries: (id: string) =>
    queryOptions({
      queryKey: ['suppliers', 'deliveries', id],
      queryFn: () => client.call(api.listDeliveries, { params: { id } }),
    }),
  returns: (id: string) =>
    queryOptions({
      queryKey: ['suppliers', 'returns', id],
      queryFn: () => client.call(api.listReturns, { params: { id } }),
    }),
  payables: (id: string) =>
    queryOptions({
      queryKey: ['suppliers', 'payables', id],
      queryFn: () => client.call(api.getPayables, { params: { id } }),
    }),
};
