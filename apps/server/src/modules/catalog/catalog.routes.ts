import {
  catalogContract as api,
  type Category,
  DomainError,
  idParamSchema,
  type Product,
  refusal,
} from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { decodeImageUpload } from '../../platform/images.ts';
import { type CategoryRow, listCategories } from './categories.repository.ts';
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

type Db = AppEnv['Variables']['deps']['database']['db'];

async function productDtos(db: Db, rows: ProductRow[]): Promise<Product[]> {
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

const categoryDto = (c: CategoryRow): Category => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
});

const view = permission({ module: 'inventory', action: 'view' });

const listRoute = defineRoute(
  view,
  fromContract(api.listProducts, {
    tags: ['catalog'],
    summary: 'Products: search by name (typo-tolerant), SKU, barcode, brand or description; paginated',
  }),
);

const barcodeRoute = defineRoute(
  view,
  fromContract(api.scanBarcode, {
    tags: ['catalog'],
    summary: 'Exact barcode lookup for scanners: the product and the unit the barcode names',
  }),
);

const getRoute = defineRoute(
  view,
  fromContract(api.getProduct, {
    tags: ['catalog'],
    summary: 'One product with its units and barcodes',
  }),
);

const createRoute = defineRoute(
  permission({ module: 'inventory', action: 'create' }),
  fromContract(api.createProduct, {
    tags: ['catalog'],
    summary: 'Create a product with units, barcodes and opening stock (initial_stock movements)',
  }),
);

const updateRoute = defineRoute(
  permission({ module: 'inventory', action: 'edit' }),
  fromContract(api.updateProduct, {
    tags: ['catalog'],
    summary: 'Replace a product’s details, units and barcodes (stock changes only through movements)',
  }),
);

const IMAGE_PATH = '/api/products/{id}/image';
const edit = permission({ module: 'inventory', action: 'edit' });

const putImageRoute = defineRoute(
  edit,
  fromContract(api.putProductImage, {
    tags: ['catalog'],
    summary: 'Upload the product’s photo: a PNG, JPEG or WebP data URL of at most 512 KB',
  }),
);

const removeImageRoute = defineRoute(
  edit,
  fromContract(api.removeProductImage, {
    tags: ['catalog'],
    summary: 'Remove the product’s photo',
  }),
);

const getImageRoute = defineRoute(view, {
  method: 'get',
  path: IMAGE_PATH,
  tags: ['catalog'],
  summary: 'The product’s photo',
  request: { params: idParamSchema },
  responses: { 200: { description: 'The image' } },
});

const deleteRoute = defineRoute(
  permission({ module: 'inventory', action: 'delete' }),
  fromContract(api.deleteProduct, {
    tags: ['catalog'],
    summary: 'Delete a product that has no stock history (otherwise deactivate it)',
  }),
);

const listCategoriesRoute = defineRoute(
  view,
  fromContract(api.listCategories, {
    tags: ['catalog'],
    summary: 'Categories with their product counts, by name',
  }),
);

const createCategoryRoute = defineRoute(
  permission({ module: 'inventory', action: 'create' }),
  fromContract(api.createCategory, {
    tags: ['catalog'],
    summary: 'Create a category',
  }),
);

const updateCategoryRoute = defineRoute(
  permission({ module: 'inventory', action: 'edit' }),
  fromContract(api.updateCategory, {
    tags: ['catalog'],
    summary: 'Rename, describe, activate or deactivate a category',
  }),
);

const deleteCategoryRoute = defineRoute(
  permission({ module: 'inventory', action: 'delete' }),
  fromContract(api.deleteCategory, {
    tags: ['catalog'],
    summary: 'Delete a category no product uses',
  }),
);

const importRoute = defineRoute(
  permission({ module: 'inventory', action: 'create' }),
  fromContract(api.importProducts, {
    tags: ['catalog'],
    summary:
      'Import products from file rows (a chunk of up to 1,000): dry run lists every problem; otherwise all rows or only the good ones',
  }),
);

export function mountCatalog(router: ReturnType<typeof createRouter>) {
  router.openapi(importRoute, async (c) => {
    return c.json(await importProducts(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200);
  });
  router.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const db = c.get('deps').database.db;
    const { items, total } = await searchProducts(db, {
      ...q,
      scope: branchScope(c.get('actor')!),
      active: q.active === undefined ? undefined : q.active === 'true',
    });
    return c.json({ items: await productDtos(db, items), total }, 200);
  });

  router.openapi(barcodeRoute, async (c) => {
    const hit = await scanBarcode(
      c.get('deps').database,
      c.req.valid('param').barcode,
      branchScope(c.get('actor')!),
    );
    if (!hit)
      throw new DomainError('PRODUCT_NOT_FOUND', 'No product has this barcode', refusal('barcodeNotFound'));
    const { unitCode, ...product } = hit;
    const dates = { createdAt: product.createdAt.toISOString(), updatedAt: product.updatedAt.toISOString() };
    return c.json({ product: { ...product, ...dates }, unitCode }, 200);
  });

  router.openapi(getRoute, async (c) => {
    const db = c.get('deps').database.db;
    const row = await findProduct(db, c.req.valid('param').id, branchScope(c.get('actor')!));
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
