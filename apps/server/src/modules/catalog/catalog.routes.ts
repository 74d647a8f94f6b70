import {
  categoryInputSchema,
  createProductSchema,
  DomainError,
  IMPORT_CHUNK_ROWS,
  MAX_IMPORT_ROWS,
  PRODUCT_COLUMNS,
  refusal,
  updateProductSchema,
} from '@fbms/domain';
import type { AppEnv } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { decodeImageUpload } from '../../platform/images.ts';
import { type findCategory, listCategories } from './categories.repository.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.service.ts';
import { importProducts } from './import.service.ts';
import {
  findProduct,
  listBarcodes,
  listUnits,
  type ProductRow,
  readProductImage,
  scanBarcode,
} from './products.repository.ts';
import { searchProducts } from './products.search.ts';
import { changeProductImage, createProduct, deleteProduct, updateProduct } from './products.service.ts';

const Unit = z.object({ code: z.string(), baseMilliPerUnit: z.number(), priceCentavos: z.number() });
const Product = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    brand: z.string().nullable(),
    taxClass: z.enum(['vatable', 'vat_exempt', 'zero_rated']),
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
    hasImage: z.boolean(),
    stockMilli: z.number(),
    units: z.array(Unit),
    barcodes: z.array(z.object({ barcode: z.string(), unitCode: z.string().nullable() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Product');

const Category = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    productCount: z.number(),
    createdAt: z.string(),
  })
  .openapi('Category');

type Db = AppEnv['Variables']['deps']['database']['db'];

async function productDtos(db: Db, rows: ProductRow[]) {
  const ids = rows.map((r) => r.id);
  const [units, barcodes] = await Promise.all([listUnits(db, ids), listBarcodes(db, ids)]);
  return rows.map((r) => ({
    ...r,
    units: (units.get(r.id) ?? []).map(({ id: _, ...u }) => u),
    barcodes: barcodes.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

const categoryDto = (c: Awaited<ReturnType<typeof findCategory>> & {}) => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
});

const idParam = z.object({ id: z.uuid() });
const view = permission({ module: 'inventory', action: 'view' });

const listRoute = defineRoute(view, {
  method: 'get',
  path: '/api/products',
  tags: ['catalog'],
  summary: 'Products: search by name (typo-tolerant), SKU, barcode, brand or description; paginated',
  request: {
    query: z.object({
      search: z.string().trim().max(100).optional(),
      categoryId: z.uuid().optional(),
      active: z.enum(['true', 'false']).optional(),
      stock: z.enum(['low', 'out']).optional(),
      sort: z.enum(['name', 'popular']).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: { 200: json(z.object({ items: z.array(Product), total: z.number() })) },
});

const barcodeRoute = defineRoute(view, {
  method: 'get',
  path: '/api/products/barcode/{barcode}',
  tags: ['catalog'],
  summary: 'Exact barcode lookup for scanners: the product and the unit the barcode names',
  request: { params: z.object({ barcode: z.string().min(1).max(64) }) },
  responses: { 200: json(z.object({ product: Product, unitCode: z.string().nullable() })) },
});

const getRoute = defineRoute(view, {
  method: 'get',
  path: '/api/products/{id}',
  tags: ['catalog'],
  summary: 'One product with its units and barcodes',
  request: { params: idParam },
  responses: { 200: json(Product) },
});

const createRoute = defineRoute(permission({ module: 'inventory', action: 'create' }), {
  method: 'post',
  path: '/api/products',
  tags: ['catalog'],
  summary: 'Create a product with units, barcodes and opening stock (initial_stock movements)',
  request: { body: { content: { 'application/json': { schema: createProductSchema } }, required: true } },
  responses: { 201: json(z.object({ product: Product, warnings: z.array(z.string()) }), 'Created') },
});

const updateRoute = defineRoute(permission({ module: 'inventory', action: 'edit' }), {
  method: 'put',
  path: '/api/products/{id}',
  tags: ['catalog'],
  summary: 'Replace a product’s details, units and barcodes (stock changes only through movements)',
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: updateProductSchema } }, required: true },
  },
  responses: { 200: json(Product) },
});

const IMAGE_PATH = '/api/products/{id}/image';
const edit = permission({ module: 'inventory', action: 'edit' });

const putImageRoute = defineRoute(edit, {
  method: 'put',
  path: IMAGE_PATH,
  tags: ['catalog'],
  summary: 'Upload the product’s photo: a PNG, JPEG or WebP data URL of at most 512 KB',
  request: {
    params: idParam,
    body: {
      content: { 'application/json': { schema: z.object({ dataUrl: z.string().max(1_000_000) }) } },
      required: true,
    },
  },
  responses: { 200: json(Product) },
});

const removeImageRoute = defineRoute(edit, {
  method: 'delete',
  path: IMAGE_PATH,
  tags: ['catalog'],
  summary: 'Remove the product’s photo',
  request: { params: idParam },
  responses: { 200: json(Product) },
});

const getImageRoute = defineRoute(view, {
  method: 'get',
  path: IMAGE_PATH,
  tags: ['catalog'],
  summary: 'The product’s photo',
  request: { params: idParam },
  responses: { 200: { description: 'The image' } },
});

const deleteRoute = defineRoute(permission({ module: 'inventory', action: 'delete' }), {
  method: 'delete',
  path: '/api/products/{id}',
  tags: ['catalog'],
  summary: 'Delete a product that has no stock history (otherwise deactivate it)',
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) })) },
});

const listCategoriesRoute = defineRoute(view, {
  method: 'get',
  path: '/api/categories',
  tags: ['catalog'],
  summary: 'Categories with their product counts, by name',
  request: { query: z.object({ includeInactive: z.enum(['true', 'false']).default('true') }) },
  responses: { 200: json(z.object({ items: z.array(Category) })) },
});

const createCategoryRoute = defineRoute(permission({ module: 'inventory', action: 'create' }), {
  method: 'post',
  path: '/api/categories',
  tags: ['catalog'],
  summary: 'Create a category',
  request: { body: { content: { 'application/json': { schema: categoryInputSchema } }, required: true } },
  responses: { 201: json(Category, 'Created') },
});

const updateCategoryRoute = defineRoute(permission({ module: 'inventory', action: 'edit' }), {
  method: 'put',
  path: '/api/categories/{id}',
  tags: ['catalog'],
  summary: 'Rename, describe, activate or deactivate a category',
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: categoryInputSchema } }, required: true },
  },
  responses: { 200: json(Category) },
});

const deleteCategoryRoute = defineRoute(permission({ module: 'inventory', action: 'delete' }), {
  method: 'delete',
  path: '/api/categories/{id}',
  tags: ['catalog'],
  summary: 'Delete a category no product uses',
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) })) },
});

/** One file row by column; every cell optional text (the rules run on the server, row by row). */
const ImportRecord = z
  .strictObject(
    Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, z.string().max(2000).optional()])) as Record<
      (typeof PRODUCT_COLUMNS)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .openapi('ProductImportRow');

const importRoute = defineRoute(permission({ module: 'inventory', action: 'create' }), {
  method: 'post',
  path: '/api/products/import',
  tags: ['catalog'],
  summary:
    'Import products from file rows (a chunk of up to 1,000): dry run lists every problem; otherwise all rows or only the good ones',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            records: z
              .array(ImportRecord)
              .min(1, 'The file has no rows')
              .max(IMPORT_CHUNK_ROWS, `Send at most ${IMPORT_CHUNK_ROWS} rows at a time`),
            firstRow: z
              .number()
              .int()
              .min(2)
              .max(MAX_IMPORT_ROWS + 1),
            dryRun: z.boolean().default(true),
            onlyValid: z.boolean().default(false),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: json(
      z.object({
        valid: z.number(),
        imported: z.number(),
        problems: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
        newCategories: z.array(z.string()),
      }),
    ),
  },
});

export function mountCatalog(router: ReturnType<typeof createRouter>) {
  router.openapi(importRoute, async (c) => {
    return c.json(await importProducts(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200);
  });
  router.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const db = c.get('deps').database.db;
    const { items, total } = await searchProducts(db, {
      ...q,
      active: q.active === undefined ? undefined : q.active === 'true',
    });
    return c.json({ items: await productDtos(db, items), total }, 200);
  });

  router.openapi(barcodeRoute, async (c) => {
    const hit = await scanBarcode(c.get('deps').database, c.req.valid('param').barcode);
    if (!hit)
      throw new DomainError('PRODUCT_NOT_FOUND', 'No product has this barcode', refusal('barcodeNotFound'));
    const { unitCode, ...product } = hit;
    const dates = { createdAt: product.createdAt.toISOString(), updatedAt: product.updatedAt.toISOString() };
    return c.json({ product: { ...product, ...dates }, unitCode }, 200);
  });

  router.openapi(getRoute, async (c) => {
    const db = c.get('deps').database.db;
    const row = await findProduct(db, c.req.valid('param').id);
    if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
    const [product] = await productDtos(db, [row]);
    return c.json(product!, 200);
  });

  router.openapi(createRoute, async (c) => {
    const deps = c.get('deps');
    const { product, warnings } = await createProduct(deps, c.get('actor')!, c.req.valid('json'), where(c));
    const [dto] = await productDtos(deps.database.db, [product]);
    return c.json({ product: dto!, warnings }, 201);
  });

  router.openapi(updateRoute, async (c) => {
    const deps = c.get('deps');
    const row = await updateProduct(
      deps,
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json'),
      where(c),
    );
    const [dto] = await productDtos(deps.database.db, [row]);
    return c.json(dto!, 200);
  });

  router.use('/api/products/:id/image', perUserLimit('upload', ['PUT']));
  router.openapi(putImageRoute, async (c) => {
    const deps = c.get('deps');
    const image = decodeImageUpload(c.req.valid('json').dataUrl, 'The photo');
    const id = c.req.valid('param').id;
    const row = await changeProductImage(deps, c.get('actor')!, id, image, where(c));
    const [dto] = await productDtos(deps.database.db, [row]);
    return c.json(dto!, 200);
  });
  router.openapi(removeImageRoute, async (c) => {
    const deps = c.get('deps');
    const id = c.req.valid('param').id;
    const row = await changeProductImage(deps, c.get('actor')!, id, null, where(c));
    const [dto] = await productDtos(deps.database.db, [row]);
    return c.json(dto!, 200);
  });
  router.openapi(getImageRoute, async (c) => {
    const stored = await readProductImage(c.get('deps').database.db, c.req.valid('param').id);
    if (!stored)
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'This product has no photo',
        refusal('productPhotoMissing'),
      );
    // The page asks with ?v=<updatedAt>, so a new photo has a new address; the old one may be kept.
    return c.body(new Uint8Array(stored.bytes), 200, {
      'Content-Type': stored.type,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });

  router.openapi(deleteRoute, async (c) => {
    await deleteProduct(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json({ deleted: true as const }, 200);
  });

  router.openapi(listCategoriesRoute, async (c) => {
    const rows = await listCategories(
      c.get('deps').database.db,
      c.req.valid('query').includeInactive === 'true',
    );
    return c.json({ items: rows.map(categoryDto) }, 200);
  });

  router.openapi(createCategoryRoute, async (c) => {
    const row = await createCategory(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c));
    return c.json(categoryDto(row), 201);
  });

  router.openapi(updateCategoryRoute, async (c) => {
    const row = await updateCategory(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json'),
      where(c),
    );
    return c.json(categoryDto(row), 200);
  });

  router.openapi(deleteCategoryRoute, async (c) => {
    await deleteCategory(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json({ deleted: true as const }, 200);
  });
}
