import { sqlRows, uuidv7 } from '@fbms/db';
import type { PoStatus } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { nextPurchaseNumber } from '../../platform/series.ts';
import { addDays, type DemoSeeder } from '../demo/demo-context.ts';
import { MAIN_STORE_ID } from '../inventory/stock.service.ts';
import { priceLines, writeLines } from './purchase-orders.service.ts';

/**
 * The demo store's purchase orders (issue 24), after the suppliers' seeder: with each supplier (read by
 * name from the database) an order in another state — a draft, one sent back to draft with a reason, one
 * submitted, two approved (the receiving seeder delivers against approved orders, partly or in full),
 * and one cancelled. Lines are products the supplier supplies (supplier_products), in their largest
 * unit (sacks), at the supplier's last cost or the product's cost.
 */
const PLAN: {
  status: PoStatus;
  daysAgo: number;
  expectedIn: number;
  rejected?: string;
  cancelled?: string;
}[] = [
  { status: 'approved', daysAgo: 12, expectedIn: 5 },
  { status: 'approved', daysAgo: 9, expectedIn: 4 },
  { status: 'submitted', daysAgo: 3, expectedIn: 7 },
  { status: 'draft', daysAgo: 1, expectedIn: 10 },
  { status: 'draft', daysAgo: 5, expectedIn: 7, rejected: 'Ask the supplier for the bulk price first' },
  { status: 'cancelled', daysAgo: 20, expectedIn: 5, cancelled: 'Supplier could not deliver this month' },
];

export const purchaseOrdersSeeder: DemoSeeder = {
  module: 'purchases',
  async seed(ctx) {
    const { tx } = ctx;
    const suppliers = await sqlRows<{ id: string; name: string }>(
      tx,
      sql`SELECT s.id, s.name FROM suppliers s
           WHERE s.is_active AND EXISTS (SELECT 1 FROM supplier_products sp WHERE sp.supplier_id = s.id)
           ORDER BY s.supplier_no`,
    );
    const manager = ctx.people.find((p) => p.email === 'manager@demo.fbms.ph');
    const admin = ctx.people.find((p) => p.role === 'admin') ?? manager;
    if (suppliers.length === 0 || !manager || !admin) return;
    let made = 0;
    for (const [i, step] of PLAN.entries()) {
      const s = suppliers[i % suppliers.length]!;
      const products = await sqlRows<{ id: string; unitCode: string; factor: number }>(
        tx,
        sql`SELECT p.id, coalesce(u.code, p.base_unit) AS "unitCode", coalesce(u.base_milli_per_unit, 1000)::float8 AS factor
              FROM supplier_products sp JOIN products p ON p.id = sp.product_id AND p.is_active
              LEFT JOIN LATERAL (SELECT code, base_milli_per_unit FROM product_units
                                  WHERE product_id = p.id ORDER BY base_milli_per_unit DESC LIMIT 1) u ON true
             WHERE sp.supplier_id = ${s.id}
             ORDER BY p.sku LIMIT ${2 + (i % 3)}`,
      );
      if (products.length === 0) continue;
      const lines = await priceLines(
        tx,
        s.id,
        products.map((p, k) => ({
          productId: p.id,
          unitCode: p.unitCode,
          // Sacks and cases by the ten, loose units by the hundred.
          qtyMilli: (p.factor > 1000 ? 5 + ((i + k) % 4) * 5 : 24 + k * 12) * 1000,
        })),
      );
      const orderDate = addDays(ctx.today, -step.daysAgo);
      const at = `${orderDate}T09:00:00+08:00`;
      const id = uuidv7();
      const poNo = await nextPurchaseNumber(tx, 'purchaseOrder', orderDate);
      const total = lines.reduce((sum, l) => sum + l.lineCentavos, 0);
      const submitted = step.status !== 'draft' && !(step.status === 'cancelled');
      await sqlRows(
        tx,
        sql`INSERT INTO purchase_orders (id, po_no, supplier_id, location_id, status, order_date, expected_date,
                                         total_centavos, version, created_by, created_at, submitted_by, submitted_at,
                                         approved_by, approved_at, cancelled_by, cancelled_at, cancel_reason, updated_at)
            VALUES (${id}, ${poNo}, ${s.id}, ${MAIN_STORE_ID}, ${step.status}, ${orderDate},
                    ${addDays(orderDate, step.expectedIn)}, ${total}, ${submitted ? 2 : 1}, ${manager.id}, ${at},
                    ${submitted ? manager.id : null}, ${submitted ? at : null},
                    ${step.status === 'approved' ? admin.id : null}, ${step.status === 'approved' ? at : null},
                    ${step.cancelled ? manager.id : null}, ${step.cancelled ? at : null}, ${step.cancelled ?? null}, ${at})`,
      );
      await writeLines(tx, id, lines);
      if (step.rejected)
        await sqlRows(
          tx,
          sql`INSERT INTO audit_log (id, at, actor_user_id, actor_email, action, target_type, target_id, details)
              VALUES (${uuidv7()}, ${at}, ${admin.id}, ${admin.email}, 'purchases.po_rejected', 'purchase_order',
                      ${id}, ${JSON.stringify({ poNo, from: 'submitted', to: 'draft', reason: step.rejected })}::jsonb)`,
        );
      made++;
    }
    ctx.counts.purchaseOrders = made;
  },
};
