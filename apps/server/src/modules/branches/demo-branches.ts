import { MAIN_BRANCH_ID, sqlRows } from '@fbms/db';
import { sql } from 'drizzle-orm';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { recordMovement } from '../inventory/stock.service.ts';

/** The demo store's second branch and its store, and the main branch's warehouse (other modules use these ids). */
export const DEMO_STO_TOMAS_BRANCH_ID = '01900000-0000-7000-8000-00000000b002';
export const DEMO_STO_TOMAS_STORE_ID = '01900000-0000-7000-8000-00000000d002';
export const DEMO_BODEGA_ID = '01900000-0000-7000-8000-00000000d001';

/**
 * The demo store's branches (issue 26), after the history of the main store is written: a second branch,
 * Sto. Tomas (TIN branch code 001) with its store, and a warehouse ("Bodega") in the main branch. The demo
 * manager works in both branches; everyone else stays in the main branch. The warehouse and the Sto. Tomas
 * store get opening stock of a few products (one lot-tracked, in a lot the main store has), written as
 * `initial_stock` movements by the stock service (the accounting seeder after it posts them as opening
 * stock). The main store's stock is not touched. Safe to run twice: what exists is left as it is.
 */
export const branchesSeeder: DemoSeeder = {
  module: 'branches',
  async seed(ctx) {
    const { tx } = ctx;
    await tx.execute(sql`
      INSERT INTO branches (id, code, name, address, phone, tin_branch_code, bir_registration)
      VALUES (${DEMO_STO_TOMAS_BRANCH_ID}, 'STO-TOMAS', 'Sto. Tomas branch',
              'Maharlika Highway, Poblacion 2, Sto. Tomas, Batangas 4234', '(043) 778-1234', '001',
              'RDO 058 (Tanauan City), branch registered under the head office TIN')
      ON CONFLICT (id) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO locations (id, name, description, type, address, branch_id)
      VALUES (${DEMO_STO_TOMAS_STORE_ID}, 'Sto. Tomas store', 'Sales floor of the Sto. Tomas branch', 'store',
              'Maharlika Highway, Poblacion 2, Sto. Tomas, Batangas 4234', ${DEMO_STO_TOMAS_BRANCH_ID}),
             (${DEMO_BODEGA_ID}, 'Bodega', 'Warehouse behind the main store: feeds and fertilizer by the sack',
              'warehouse', null, ${MAIN_BRANCH_ID})
      ON CONFLICT (id) DO NOTHING`);
    const manager = ctx.people.find((p) => p.email === 'manager@demo.fbms.ph');
    if (manager)
      await tx.execute(sql`INSERT INTO user_branches (user_id, branch_id)
                           VALUES (${manager.id}, ${DEMO_STO_TOMAS_BRANCH_ID}) ON CONFLICT DO NOTHING`);

    const [done] = await sqlRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM stock_movements WHERE location_id IN (${DEMO_BODEGA_ID}, ${DEMO_STO_TOMAS_STORE_ID})`,
    );
    if ((done?.n ?? 0) > 0 || !manager) return;
    // A few of the best sellers in sacks or packs, and one lot-tracked product in a lot the main store holds.
    const plain = ctx.products
      .filter((p) => !p.lotTracked && p.pack)
      .sort((a, b) => b.weight - a.weight || a.seq - b.seq)
      .slice(0, 4);
    const lotted = ctx.products.filter((p) => p.lotTracked).sort((a, b) => a.seq - b.seq)[0];
    const stock: { productId: string; lotId: string | null; qtyMilli: number; cost: number; at: string }[] =
      [];
    for (const [i, p] of plain.entries()) {
      const pack = (p.pack?.base ?? 1) * 1000;
      stock.push({
        productId: p.id,
        lotId: null,
        qtyMilli: pack * (20 + 5 * i),
        cost: p.costCentavos,
        at: DEMO_BODEGA_ID,
      });
      if (i < 3)
        stock.push({
          productId: p.id,
          lotId: null,
          qtyMilli: pack * (6 + 2 * i),
          cost: p.costCentavos,
          at: DEMO_STO_TOMAS_STORE_ID,
        });
    }
    if (lotted) {
      const [lot] = await sqlRows<{ id: string }>(
        tx,
        sql`SELECT l.id FROM lots l WHERE l.product_id = ${lotted.id}
             ORDER BY l.expiry_date DESC NULLS LAST, l.id LIMIT 1`,
      );
      if (lot) {
        const unit = (lotted.pack?.base ?? 1) * 1000;
        stock.push({
          productId: lotted.id,
          lotId: lot.id,
          qtyMilli: unit * 12,
          cost: lotted.costCentavos,
          at: DEMO_BODEGA_ID,
        });
        stock.push({
          productId: lotted.id,
          lotId: lot.id,
          qtyMilli: unit * 4,
          cost: lotted.costCentavos,
          at: DEMO_STO_TOMAS_STORE_ID,
        });
      }
    }
    // The stock service locks products one by one: in id order, as it asks.
    stock.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    for (const s of stock)
      await recordMovement(tx, {
        productId: s.productId,
        locationId: s.at,
        lotId: s.lotId,
        type: 'initial_stock',
        qtyMilli: s.qtyMilli,
        unitCostCentavos: s.cost,
        reason: 'Opening stock',
        performedBy: manager.id,
      });
    ctx.counts.branchStock = stock.length;
  },
};
