import { sqlRows, uuidv7 } from '@fbms/db';
import {
  type ReceivingInput,
  receivingInputSchema,
  type SupplierReturnInput,
  supplierReturnInputSchema,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { addDays, type DemoContext, type DemoSeeder } from '../demo/demo-context.ts';
import { lockSupplier } from './payables-ledger.service.ts';
import { unitsOf } from './receiving.repository.ts';
import { receivingRequestHash, writeVoucher } from './receiving.service.ts';
import { returnRequestHash, writeReturn } from './supplier-returns.service.ts';

/**
 * The demo store's deliveries (issue 24), after the purchase orders' seeder: every approved order is
 * received — the first one in part (the rest still to come), the others in full — with lot numbers and
 * expiry dates for lot-tracked products and one damaged sack; then one delivery without an order from
 * another supplier (the first VAT-registered one). Then one return to a supplier.
 */
export const receivingSeeder: DemoSeeder = {
  module: 'purchases',
  async seed(ctx: DemoContext) {
    const { tx } = ctx;
    const manager = ctx.people.find((p) => p.email === 'manager@demo.fbms.ph');
    if (!manager) return;
    const orders = await sqlRows<{ id: string; supplierId: string; poNo: string }>(
      tx,
      sql`SELECT id, supplier_id AS "supplierId", po_no AS "poNo" FROM purchase_orders
           WHERE status = 'approved' ORDER BY po_no`,
    );
    let damagedDone = false;
    let lotSeq = 1;
    const received: { rvId: string; supplierId: string }[] = [];
    const deliver = async (input: ReceivingInput) => {
      const values = receivingInputSchema.parse(input);
      const supplier = await lockSupplier(tx, values.supplierId, { allowInactive: true });
      await writeVoucher(tx, {
        input: values,
        supplier,
        businessDate: ctx.today,
        hash: receivingRequestHash(values),
        userId: manager.id,
        mayOverReceive: true,
      });
      received.push({ rvId: values.id, supplierId: values.supplierId });
    };
    const lotOf = (tracked: boolean) =>
      tracked
        ? {
            lotNumber: `DEMO-${ctx.today.slice(2, 4)}${String(lotSeq++).padStart(3, '0')}`,
            expiryDate: addDays(ctx.today, 540),
          }
        : {};

    for (const [n, o] of orders.entries()) {
      const lines = await sqlRows<{
        id: string;
        productId: string;
        unitCode: string;
        factor: number;
        left: number;
        cost: number;
        tracked: boolean;
      }>(
        tx,
        sql`SELECT l.id, l.product_id AS "productId", l.unit_code AS "unitCode", l.base_milli_per_unit::float8 AS factor,
                   (l.ordered_milli - l.received_milli)::float8 AS "left", l.unit_cost_centavos::float8 AS cost,
                   p.is_lot_tracked AS tracked
              FROM purchase_order_lines l JOIN products p ON p.id = l.product_id
             WHERE l.po_id = ${o.id} AND l.ordered_milli > l.received_milli ORDER BY l.line_no`,
      );
      if (lines.length === 0) continue;
      const partly = n === 0;
      await deliver({
        id: uuidv7(),
        supplierId: o.supplierId,
        poId: o.id,
        supplierInvoiceNo: `SI-${o.poNo.slice(3)}`,
        supplierInvoiceDate: ctx.today,
        freightCentavos: 350_00,
        notes: partly ? 'Partial delivery: the rest next week' : null,
        lines: lines.map((l) => {
          // The first order: half of each line (whole units); a sack-sized line gets one damaged sack once.
          const units = Math.max(1, Math.floor(l.left / l.factor / (partly ? 2 : 1)));
          const damaged = !damagedDone && l.factor >= 25_000 && units >= 2;
          if (damaged) damagedDone = true;
          const good = (damaged ? units - 1 : units) * l.factor;
          return {
            poLineId: l.id,
            productId: l.productId,
            unitCode: l.unitCode,
            receivedMilli: Math.min(good, l.left),
            damagedMilli: damaged ? l.factor : 0,
            discrepancy: damaged ? ('damaged' as const) : ('none' as const),
            discrepancyNote: damaged ? 'One sack torn in the truck' : null,
            unitCostCentavos: l.cost,
            ...lotOf(l.tracked),
          };
        }),
      });
    }

    const deliverWithoutOrder = async () => {
      // A delivery without an order, from a supplier none of the orders was for (the first VAT-registered
      // one when there were no orders): a bill the payables leave unpaid.
      const others = received.map((r) => r.supplierId);
      const [supplier] = await sqlRows<{ id: string }>(
        tx,
        sql`SELECT id FROM suppliers WHERE is_active
               ${
                 others.length > 0
                   ? sql`AND id NOT IN (${sql.join(
                       others.map((id) => sql`${id}`),
                       sql`, `,
                     )})`
                   : sql``
               }
             ORDER BY vat_registered DESC, supplier_no LIMIT 1`,
      );
      if (!supplier) return;
      const products = [
        ctx.products.find((p) => p.pack && p.pack.base >= 25 && !p.lotTracked),
        ctx.products.find((p) => p.lotTracked),
      ].filter((p) => p !== undefined);
      if (products.length === 0) return;
      const units = await unitsOf(
        tx,
        products.map((p) => ({ id: p.id, baseUnit: p.baseUnit })),
      );
      await deliver({
        id: uuidv7(),
        supplierId: supplier.id,
        supplierInvoiceNo: `SI-DEMO-${String(received.length + 1).padStart(4, '0')}`,
        supplierInvoiceDate: ctx.today,
        freightCentavos: 250_00,
        lines: products.map((p, i) => {
          const unit = [...(units.get(p.id) ?? [])].sort(
            (a, b) => b.baseMilliPerUnit - a.baseMilliPerUnit,
          )[0]!;
          const sack = i === 0;
          return {
            productId: p.id,
            unitCode: unit.code,
            receivedMilli: (sack ? 9 : 12) * unit.baseMilliPerUnit,
            damagedMilli: sack ? unit.baseMilliPerUnit : 0,
            discrepancy: sack ? ('damaged' as const) : ('none' as const),
            discrepancyNote: sack ? 'One sack torn in the truck' : null,
            unitCostCentavos: Math.max(
              1,
              Math.round((p.costCentavos * unit.baseMilliPerUnit * 112) / 100_000),
            ),
            ...lotOf(p.lotTracked),
          };
        }),
      });
    };
    await deliverWithoutOrder();

    // One return: two base units of the last delivery's first good line go back.
    const last = received.at(-1);
    if (!last) return;
    const [line] = await sqlRows<{ productId: string; lotId: string | null; received: number }>(
      tx,
      sql`SELECT product_id AS "productId", lot_id AS "lotId", received_milli::float8 AS received
            FROM receiving_voucher_lines WHERE rv_id = ${last.rvId} AND received_milli >= 2000 ORDER BY line_no LIMIT 1`,
    );
    if (!line) return;
    const ret: SupplierReturnInput = {
      id: uuidv7(),
      supplierId: last.supplierId,
      rvId: last.rvId,
      reason: 'Near expiry: the supplier takes it back for credit',
      lines: [{ productId: line.productId, lotId: line.lotId, qtyMilli: 2000 }],
    };
    const values = supplierReturnInputSchema.parse(ret);
    const supplier = await lockSupplier(tx, values.supplierId, { allowInactive: true });
    await writeReturn(tx, {
      input: values,
      supplier,
      businessDate: ctx.today,
      hash: returnRequestHash(values),
      userId: manager.id,
    });
  },
};
