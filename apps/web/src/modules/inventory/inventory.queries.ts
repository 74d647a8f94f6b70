import type { AdjustmentInput, CreateProduct, TaxClass, UpdateProduct } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

/** A product as GET /api/products answers it (catalog.routes.ts `Product`). */
export interface Product {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  categoryId: string | null;
  categoryName: string | null;
  brand: string | null;
  taxClass: TaxClass;
  vatExemptBasis: string | null;
  baseUnit: string;
  costCentavos: number;
  priceCentavos: number;
  minStockMilli: number;
  reorderQtyMilli: number;
  isActive: boolean;
  isLotTracked: boolean;
  supplierName: string | null;
  tags: string[];
  isRxVetDrug: boolean;
  isRestrictedPesticide: boolean;
  isBanned: boolean;
  bnpcEligible: boolean;
  scPwdEligible: boolean;
  registrationNumber: string | null;
  /** A photo is stored: `productImageUrl` shows it. */
  hasImage: boolean;
  stockMilli: number;
  units: { code: string; baseMilliPerUnit: number; priceCentavos: number }[];
  barcodes: { barcode: string; unitCode: string | null }[];
  createdAt: string;
  updatedAt: string;
}

export interface Category {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  productCount: number;
  createdAt: string;
}

export interface Location {
  id: string;
  name: string;
  type: string;
  address: string | null;
  isActive: boolean;
}

/** One row of GET /api/products/{id}/stock: a location, and a batch for lot-tracked products. */
export interface StockLine {
  locationId: string;
  locationName: string;
  lotId: string | null;
  batchNumber: string | null;
  expiryDate: string | null;
  qtyMilli: number;
  /** Of qtyMilli, the loose part (opened sacks). */
  looseMilli: number;
}

/** One row of the stock ledger, GET /api/stock/movements; `qtyMilli` is signed (out is negative). */
export interface StockMovement {
  id: string;
  productId: string;
  baseUnit: string;
  type: string;
  qtyMilli: number;
  previousMilli: number;
  newMilli: number;
  reason: string | null;
  referenceNumber: string | null;
  locationId: string;
  locationName: string;
  batchNumber: string | null;
  performedByName: string | null;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Adjusted {
  movementId: string | null;
  previousMilli: number;
  newMilli: number;
  warnings: string[];
}

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
      api.get<Page<Product>>(
        withQuery('/api/products', {
          search: q,
          categoryId,
          stock,
          limit: PRODUCTS_PAGE_SIZE,
          offset: (page - 1) * PRODUCTS_PAGE_SIZE,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The photo's address; it changes when the product does, so a replaced photo is fetched again. */
export const productImageUrl = (p: Pick<Product, 'id' | 'updatedAt'>) =>
  `/api/products/${p.id}/image?v=${encodeURIComponent(p.updatedAt)}`;

export const uploadProductImage = (id: string, dataUrl: string) =>
  api.put<Product>(`/api/products/${id}/image`, { dataUrl });

export const removeProductImage = (id: string) => api.delete<Product>(`/api/products/${id}/image`);

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['inventory', 'product', 'detail', id],
    queryFn: () => api.get<Product>(`/api/products/${id}`),
  });

export const categoriesQuery = queryOptions({
  queryKey: ['inventory', 'category', 'list'],
  queryFn: () => api.get<{ items: Category[] }>('/api/categories'),
  select: (data) => data.items,
});

export const locationsQuery = queryOptions({
  queryKey: ['inventory', 'location', 'list'],
  queryFn: () => api.get<{ items: Location[] }>('/api/locations'),
  select: (data) => data.items,
});

export const productStockQuery = (productId: string) =>
  queryOptions({
    queryKey: ['inventory', 'stock', 'detail', productId],
    queryFn: () => api.get<{ items: StockLine[] }>(`/api/products/${productId}/stock`),
    select: (data) => data.items,
  });

export const productMovementsQuery = (productId: string) =>
  queryOptions({
    queryKey: ['inventory', 'movement', 'list', { productId, limit: LATEST_MOVEMENTS }],
    queryFn: () =>
      api.get<Page<StockMovement>>(withQuery('/api/stock/movements', { productId, limit: LATEST_MOVEMENTS })),
  });

export const createProduct = (input: CreateProduct) =>
  api.post<{ product: Product; warnings: string[] }>('/api/products', input);

export const updateProduct = (id: string, input: UpdateProduct) =>
  api.put<Product>(`/api/products/${id}`, input);

export const deleteProduct = (id: string) => api.delete<{ deleted: true }>(`/api/products/${id}`);

export const adjustStock = (input: AdjustmentInput) => api.post<Adjusted>('/api/stock/adjustments', input);

/** Every product query (lists and details), for invalidation after stock or products change. */
export const productsKey = ['inventory', 'product'] as const;
export const categoriesKey = ['inventory', 'category'] as const;
export const stockKey = (productId: string) => ['inventory', 'stock', 'detail', productId] as const;
export const movementsKey = ['inventory', 'movement'] as const;
