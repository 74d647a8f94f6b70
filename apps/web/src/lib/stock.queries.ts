import { catalogContract, inventoryContract, type Product } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The catalog and stock queries the POS shares with the inventory screens (one key each, so a change
 * made in either invalidates both); the rest of the inventory's queries stay in modules/inventory.
 */

/** The photo's address; it changes when the product does, so a replaced photo is fetched again. */
export const productImageUrl = (p: Pick<Product, 'id' | 'updatedAt'>) =>
  `/api/products/${p.id}/image?v=${encodeURIComponent(p.updatedAt)}`;

export const categoriesQuery = queryOptions({
  queryKey: ['inventory', 'category', 'list'],
  queryFn: () => api.call(catalogContract.listCategories),
  select: (data) => data.items,
});

export const productStockQuery = (productId: string) =>
  queryOptions({
    queryKey: ['inventory', 'stock', 'detail', productId],
    queryFn: () => api.call(inventoryContract.getProductStock, { params: { id: productId } }),
    select: (data) => data.items,
  });
