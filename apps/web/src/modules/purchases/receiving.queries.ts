import { receivingContract as api, type ReceivingListQuery } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** Receiving vouchers and supplier returns; keys start with 'purchases' (a delivery refreshes orders too). */
export const receivingQueries = {
  vouchers: (query: ReceivingListQuery) =>
    queryOptions({
      queryKey: ['purchases', 'receiving', query],
      queryFn: () => client.call(api.listVouchers, { query }),
      placeholderData: keepPreviousData,
    }),
  voucher: (id: string) =>
    queryOptions({
      queryKey: ['purchases', 'receiving', 'one', id],
      queryFn: () => client.call(api.getVoucher, { params: { id } }),
    }),
  openOrders: () =>
    queryOptions({
      queryKey: ['purchases', 'receiving', 'open-orders'],
      queryFn: () => client.call(api.openOrders, {}),
    }),
  options: () =>
    queryOptions({
      queryKey: ['purchases', 'receiving', 'options'],
      queryFn: () => client.call(api.options, {}),
      staleTime: 60_000,
    }),
  products: (q: string, supplierId?: string) =>
    queryOptions({
      queryKey: ['purchases', 'receiving', 'products', q, supplierId],
      queryFn: () => client.call(api.products, { query: { q, supplierId } }),
      enabled: q.trim().length > 0,
    }),
  returns: () =>
    queryOptions({
      queryKey: ['purchases', 'returns'],
      queryFn: () => client.call(api.listReturns, { query: {} }),
    }),
  returnableStock: (productId: string, locationId?: string | null) =>
    queryOptions({
      queryKey: ['purchases', 'returns', 'stock', productId, locationId ?? null],
      queryFn: () =>
        client.call(api.returnableStock, {
          query: locationId ? { productId, locationId } : { productId },
        }),
      enabled: productId.length > 0,
    }),
};
