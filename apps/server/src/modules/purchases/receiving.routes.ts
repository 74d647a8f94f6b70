import { receivingContract as api } from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { useLocation } from '../inventory/locations.service.ts';
import {
  openOrderRows,
  optionRows,
  productRows,
  returnableStockRows,
  returnRows,
} from './receiving.repository.ts';
import { createVoucher, voucherOf, vouchersList } from './receiving.service.ts';
import { createReturn, returnOf } from './supplier-returns.service.ts';

/** Receiving vouchers and supplier returns (issue 24, registry entry receiving-voucher). */
const view = permission({ module: 'purchases', action: 'view' });
const receive = permission({ module: 'purchases', action: 'receive' });
const tags = ['purchases'];

const r = {
  createVoucher: defineRoute(
    receive,
    fromContract(api.createVoucher, {
      tags,
      summary:
        'Receive a delivery (receiving voucher RV-YYYYMM-NNNN), against an approved order or without one: stock in by lot at cost net of input VAT with freight spread, moving-average cost, the order’s status, the supplier’s bill and the journal entry in one transaction; more than ordered needs purchases approve',
    }),
  ),
  listVouchers: defineRoute(
    view,
    fromContract(api.listVouchers, { tags, summary: 'Receiving vouchers by supplier, order and dates' }),
  ),
  openOrders: defineRoute(
    view,
    fromContract(api.openOrders, {
      tags,
      summary:
        'Purchase orders that can be received (approved or partly received) with what is still to come',
    }),
  ),
  options: defineRoute(
    view,
    fromContract(api.options, { tags, summary: 'The receiving form’s suppliers (active) and locations' }),
  ),
  products: defineRoute(
    view,
    fromContract(api.products, {
      tags,
      summary: 'Products to receive by name, SKU or barcode, with their units and the supplier’s last cost',
    }),
  ),
  getVoucher: defineRoute(
    view,
    fromContract(api.getVoucher, { tags, summary: 'A receiving voucher with its lines' }),
  ),
  createReturn: defineRoute(
    receive,
    fromContract(api.createReturn, {
      tags,
      summary:
        'Return goods to a supplier (SR-YYYYMM-NNNN): stock out by lot, a debit memo on the payables and the journal entry',
    }),
  ),
  listReturns: defineRoute(view, fromContract(api.listReturns, { tags, summary: 'Supplier returns' })),
  returnableStock: defineRoute(
    view,
    fromContract(api.returnableStock, {
      tags,
      summary: 'A product’s stock by lot at a location (what can go back)',
    }),
  ),
  getReturn: defineRoute(
    view,
    fromContract(api.getReturn, { tags, summary: 'A supplier return with its lines' }),
  ),
};

export function mountReceiving(router: ReturnType<typeof createRouter>) {
  router.openapi(r.listVouchers, async (c) =>
    c.json({ items: await vouchersList(c.get('deps'), c.get('actor')!, c.req.valid('query')) }, 200),
  );
  router.openapi(r.openOrders, async (c) =>
    c.json({ items: await openOrderRows(c.get('deps').database.db, branchScope(c.get('actor')!)) }, 200),
  );
  router.openapi(r.options, async (c) =>
    c.json(await optionRows(c.get('deps').database.db, c.get('actor')!), 200),
  );
  router.openapi(r.products, async (c) => {
    const q = c.req.valid('query');
    return c.json({ items: await productRows(c.get('deps').database.db, q.q, q.supplierId) }, 200);
  });
  router.openapi(r.createVoucher, async (c) => {
    const { voucher, created } = await createVoucher(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('json'),
      where(c),
    );
    return c.json(voucher, created ? 201 : (200 as 201));
  });
  router.openapi(r.getVoucher, async (c) =>
    c.json(await voucherOf(c.get('deps'), c.req.valid('param').id, branchScope(c.get('actor')!)), 200),
  );
  router.openapi(r.listReturns, async (c) =>
    c.json(
      {
        items: await returnRows(
          c.get('deps').database.db,
          c.req.valid('query'),
          branchScope(c.get('actor')!),
        ),
      },
      200,
    ),
  );
  router.openapi(r.returnableStock, async (c) => {
    const q = c.req.valid('query');
    const db = c.get('deps').database.db;
    // A location of another branch is refused as a missing one; none named: the person's default.
    const locationId = await useLocation(db, c.get('actor')!, q.locationId);
    return c.json({ items: await returnableStockRows(db, q.productId, locationId) }, 200);
  });
  router.openapi(r.createReturn, async (c) => {
    const { ret, created } = await createReturn(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('json'),
      where(c),
    );
    return c.json(ret, created ? 201 : (200 as 201));
  });
  router.openapi(r.getReturn, async (c) =>
    c.json(await returnOf(c.get('deps'), c.req.valid('param').id, branchScope(c.get('actor')!)), 200),
  );
}
