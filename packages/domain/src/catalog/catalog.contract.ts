import { z } from 'zod';
import { deletedSchema, idParamSchema, itemsSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { IMPORT_CHUNK_ROWS, MAX_IMPORT_ROWS, PRODUCT_COLUMNS } from './product-import.ts';
import {
  categoryInputSchema,
  createProductSchema,
  TAX_CLASSES,
  updateProductSchema,
} from './product-schemas.ts';

/** Products and categories over HTTP (/api/products, /api/categories): the one place their JSON is written. */

export const productUnitViewSchema = z.object({
  code: z.string(),
  baseMilliPerUnit: z.number(),
  priceCentavos: z.number(),
});

export const productSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    brand: z.string().nullable(),
    taxClass: z.enum(TAX_CLASSES),
    vatExemptBasis: z.string().nullable(),
    baseUnit: z.string(),
    costCentavos: z.number(),
    priceCentavos: z.number(),
    minStockMilli: z.number(),
    reorderQtyMilli: z.number(),
    isActive: z.boolean(),
    isLotTracked: z.boolean(),
    supplierName: z.string().nullable(),
    tags: z.array(z.string()),
    isRxVetDrug: z.boolean(),
    isRestrictedPesticide: z.boolean(),
    isBanned: z.boolean(),
    bnpcEligible: z.boolean(),
    scPwdEligible: z.boolean(),
    registrationNumber: z.string().nullable(),
    /** A photo is stored: GET /api/products/{id}/image shows it. */
    hasImage: z.boolean(),
    stockMilli: z.number(),
    units: z.array(productUnitViewSchema),
    barcodes: z.array(z.object({ barcode: z.string(), unitCode: z.string().nullable() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.output<typeof productSchema>;

export const categorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    productCount: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'Category' });
export type Category = z.output<typeof categorySchema>;

export const productListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  categoryId: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
  stock: z.enum(['low', 'out']).optional(),
  sort: z.enum(['name', 'popular']).optional(),
  limit: z.coerce.number<number>().int().min(1).max(200).default(50),
  offset: z.coerce.number<number>().int().min(0).default(0),
});

/** One file row by column; every cell optional text (the rules run on the server, row by row). */
export const importRecordSchema = z
  .strictObject(
    Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, z.string().max(2000).optional()])) as Record<
      (typeof PRODUCT_COLUMNS)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .meta({ id: 'ProductImportRow' });

export const importRequestSchema = z.object({
  records: z
    .array(importRecordSchema)
    .min(1, 'The file has no rows')
    .max(IMPORT_CHUNK_ROWS, `Send at most ${IMPORT_CHUNK_ROWS} rows at a time`),
  firstRow: z
    .number()
    .int()
    .min(2)
    .max(MAX_IMPORT_ROWS + 1),
  dryRun: z.boolean().default(true),
  onlyValid: z.boolean().default(false),
});

export const importResultSchema = z.object({
  valid: z.number(),
  imported: z.number(),
  problems: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
  newCategories: z.array(z.string()),
});
export type ImportResult = z.output<typeof importResultSchema>;

export const catalogContract = {
  listProducts: endpoint({
    method: 'get',
    path: '/api/products',
    query: productListQuerySchema,
    response: pageSchema(productSchema),
  }),
  scanBarcode: endpoint({
    method: 'get',
    path: '/api/products/barcode/{barcode}',
    params: z.object({ barcode: z.string().min(1).max(64) }),
    response: z.object({ product: productSchema, unitCode: z.string().nullable() }),
  }),
  getProduct: endpoint({
    method: 'get',
    path: '/api/products/{id}',
    params: idParamSchema,
    response: productSchema,
  }),
  createProduct: endpoint({
    method: 'post',
    path: '/api/products',
    body: createProductSchema,
    response: z.object({ product: productSchema, warnings: z.array(z.string()) }),
    status: 201,
  }),
  updateProduct: endpoint({
    method: 'put',
    path: '/api/products/{id}',
    params: idParamSchema,
    body: updateProductSchema,
    response: productSchema,
  }),
  putProductImage: endpoint({
    method: 'put',
    path: '/api/products/{id}/image',
    params: idParamSchema,
    body: z.object({ dataUrl: z.string().max(1_000_000) }),
    response: productSchema,
  }),
  removeProductImage: endpoint({
    method: 'delete',
    path: '/api/products/{id}/image',
    params: idParamSchema,
    response: productSchema,
  }),
  deleteProduct: endpoint({
    method: 'delete',
    path: '/api/products/{id}',
    params: idParamSchema,
    response: deletedSchema,
  }),
  importProducts: endpoint({
    method: 'post',
    path: '/api/products/import',
    body: importRequestSchema,
    response: importResultSchema,
  }),
  listCategories: endpoint({
    method: 'get',
    path: '/api/categories',
    query: z.object({ includeInactive: z.enum(['true', 'false']).default('true') }),
    response: itemsSchema(categorySchema),
  }),
  createCategory: endpoint({
    method: 'post',
    path: '/api/categories',
    body: categoryInputSchema,
    response: categorySchema,
    status: 201,
  }),
  updateCategory: endpoint({
    method: 'put',
    path: '/api/categories/{id}',
    params: idParamSchema,
    body: categoryInputSchema,
    response: categorySchema,
  }),
  deleteCategory: endpoint({
    method: 'delete',
    path: '/api/categories/{id}',
    params: idParamSchema,
    response: deletedSchema,
  }),
};
