import { suppliersContract as api, supplierExportQuerySchema } from '@fbms/domain';
import { z } from 'zod';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { exportSuppliers, importSuppliers } from './supplier-import.service.ts';
import {
  createSupplier,
  deliveriesOfSupplier,
  linkProduct,
  ordersOfSupplier,
  payablesOf,
  productsOf,
  returnsOfSupplier,
  setSupplierActive,
  supplierOf,
  suppliersList,
  unlinkProduct,
  updateSupplier,
} from './suppliers.service.ts';

const view = permission({ module: 'suppliers', action: 'view' });
const create = permission({ module: 'suppliers', action: 'create' });
const edit = permission({ module: 'suppliers', action: 'edit' });
const tags = ['suppliers'];

const r = {
  exportFile: defineRoute(view, {
    method: 'get',
    path: '/api/suppliers/export',
    tags,
    summary: 'The listed suppliers (status, search) as a CSV or XLSX file, every field and the balance owed',
    request: { query: supplierExportQuerySchema },
    responses: {
      200: {
        description: 'The file',
        content: {
          'text/csv': { schema: z.any() },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.any() },
        },
      },
    },
  }),
  importFile: defineRoute(
    create,
    fromContract(api.importSuppliers, {
      tags,
      summary: "Check (dry run) or import a file's suppliers, all rows or none",
    }),
  ),
  list: defineRoute(
    view,
    fromContract(api.listSuppliers, {
      tags,
      summary: 'Suppliers with what is owed them; search by name, contact person, phone or TIN',
    }),
  ),
  get: defineRoute(view, fromContract(api.getSupplier, { tags, summary: 'A supplier' })),
  create: defineRoute(create, fromContract(api.createSupplier, { tags, summary: 'Add a supplier' })),
  update: defineRoute(edit, fromContract(api.updateSupplier, { tags, summary: 'Change a supplier' })),
  setActive: defineRoute(
    edit,
    fromContract(api.setActive, { tags, summary: 'Deactivate or reactivate a supplier' }),
  ),
  products: defineRoute(
    view,
    fromContract(api.listProducts, {
      tags,
      summary: 'The products the supplier sells, with their item code and the last cost paid',
    }),
  ),
  putProduct: defineRoute(
    edit,
    fromContract(api.putProduct, {
      tags,
      summary: "Link a product to the supplier, or change the supplier's item code for it",
    }),
  ),
  removeProduct: defineRoute(
    edit,
    fromContract(api.removeProduct, { tags, summary: 'Unlink a product from the supplier' }),
  ),
  orders: defineRoute(
    view,
    fromContract(api.listOrders, { tags, summary: "The supplier's purchase orders, newest first" }),
  ),
  deliveries: defineRoute(
    view,
    fromContract(api.listDeliveries, { tags, summary: "The supplier's receiving vouchers, newest first" }),
  ),
  returns: defineRoute(
    view,
    fromContract(api.listReturns, { tags, summary: 'Returns to the supplier, newest first' }),
  ),
  payables: defineRoute(
    view,
    fromContract(api.getPayables, {
      tags,
      summary: 'Open bills and debit memos, the balance owed with its ageing by due date, recent payments',
    }),
  ),
};

/** Suppliers (issue 24): records, their products, import and export, the supplier page. */
export function mountSuppliers(router: ReturnType<typeof createRouter>) {
  // Before GET /api/suppliers/{id}, so "export" is not read as an id.
  router.openapi(r.exportFile, async (c) => {
    const f = await exportSuppliers(c.get('deps'), c.req.valid('query'));
    return c.body(f.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': f.type,
      'content-disposition': `attachment; filename="${f.fileName}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(r.importFile, async (c) =>
    c.json(await importSuppliers(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200),
  );
  router.openapi(r.list, async (c) => c.json(await suppliersList(c.get('deps'), c.req.valid('query')), 200));
  router.openapi(r.create, async (c) =>
    c.json(await createSupplier(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(r.get, async (c) => c.json(await supplierOf(c.get('deps'), c.req.valid('param').id), 200));
  router.openapi(r.update, async (c) =>
    c.json(
      await updateSupplier(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.setActive, async (c) =>
    c.json(
      await setSupplierActive(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json').active,
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.products, async (c) =>
    c.json({ items: await productsOf(c.get('deps'), c.req.valid('param').id) }, 200),
  );
  router.openapi(r.putProduct, async (c) =>
    c.json(
      await linkProduct(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.removeProduct, async (c) => {
    const p = c.req.valid('param');
    return c.json(await unlinkProduct(c.get('deps'), c.get('actor')!, p.id, p.productId, where(c)), 200);
  });
  router.openapi(r.orders, async (c) =>
    c.json({ items: await ordersOfSupplier(c.get('deps'), c.get('actor')!, c.req.valid('param').id) }, 200),
  );
  router.openapi(r.deliveries, async (c) =>
    c.json(
      { items: await deliveriesOfSupplier(c.get('deps'), c.get('actor')!, c.req.valid('param').id) },
      200,
    ),
  );
  router.openapi(r.returns, async (c) =>
    c.json({ items: await returnsOfSupplier(c.get('deps'), c.get('actor')!, c.req.valid('param').id) }, 200),
  );
  router.openapi(r.payables, async (c) =>
    c.json(await payablesOf(c.get('deps'), c.req.valid('param').id), 200),
  );
}
