import {
  type MovementResult as Adjusted,
  type AdjustmentInput,
  type Category,
  type CreateProduct,
  catalogContract,
  inventoryContract,
  type Location,
  type Page,
  type Product,
  type StockLine,
  type StockMovement,
  type UpdateProduct,
} from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export { categoriesQuery, productImageUrl, productStockQuery } from '../../lib/stock.queries.ts';
export type { Adjusted, Category, Location, Page, Product, StockLine, StockMovement };

export const PRODUCTS_PAGE_SIZE = 50;
export const LATEST_MOVEMENTS = 10;

export interface ProductListParams {
  q?: string;
  categoryId?: string;
  stock?: 'low' | 'out';
  page: number;
}

export const productListQuery = ({ q, categoryId, stock, page }: ProductListParams) =>
  queryOptions({
    queryKey: [
      'inventory',
      'product',
      'list',
      { q: q ?? '', categoryId: categoryId ?? '', stock: stock ?? '', page },
    ],
    queryFn: () =>
      api.call(catalogContract.listProducts, {
        query: {
          search: q,
          categoryId,
          stock,
          limit: PRODUCTS_PAGE_SIZE,
          offset: (page - 1) * PRODUCTS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const uploadProductImage = (id: string, dataUrl: string) =>
  api.call(catalogContract.putProductImage, { params: { id }, body: { dataUrl } });

export const removeProductImage = (id: string) =>
  api.call(catalogContract.removeProductImage, { params: { id } });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['inventory', 'product', 'detail', id],
    queryFn: () => api.call(catalogContract.getProduct, { params: { id } }),
  });

export const locationsQuery = queryOptions({
  queryKey: ['inventory', 'location', 'list'],
  queryFn: () => api.call(inventoryContract.listLocations),
  select: (data) => data.items,
});

export const productMovementsQuery = (productId: string) =>
  queryOptions({
    queryKey: ['inventory', 'movement', 'list', { productId, limit: LATEST_MOVEMENTS }],
    queryFn: () =>
      api.call(inventoryContract.listMovements, { query: { productId, limit: LATEST_MOVEMENTS } }),
  });

export const createProduct = (input: CreateProduct) =>
  api.call(catalogContract.createProduct, { body: input });

export const updateProduct = (id: string, input: UpdateProduct) =>
  api.call(catalogContract.updateProduct, { params: { id }, body: input });

export const deleteProduct = (id: string) => api.call(catalogContract.deleteProduct, { params: { id } });

export const adjustStock = (input: AdjustmentInput) =>
  api.call(inventoryContract.adjustStock, { body: input });

/** Every product query (lists and details), for invalidation after stock or products change. */
export const productsKey = ['inventory', 'product'] as const;
export const categoriesKey = ['inventory', 'category'] as const;
export const stockKey = (productId: string) => ['inventory', 'stock', 'detail', productId] as const;
export const movementsKey = ['inventory', 'movement'] as const;
