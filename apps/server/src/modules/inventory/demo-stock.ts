import { uuidv7 } from '@fbms/db';
import { sql } from 'drizzle-orm';
import {
  addDays,
  chunks,
  type DemoBalance,
  type DemoContext,
  type DemoProduct,
  type DemoSeeder,
  manilaMoment,
  person,
} from '../demo/demo-context.ts';
import { demandByProduct } from '../demo/demo-sales-plan.ts';
import { random } from '../demo/seed-products.ts';
import { type BalanceChange, MAIN_STORE_ID, type MovementRow, recordMovements } from './stock.service.ts';

interface LotPlan {
  batchNumber: string;
  expiryDate: string;
  manufacturingDate: string;
  qtyMilli: number;
}

const sum = (xs: number[], from = 0, to = xs.length) => xs.slice(from, to).reduce((a, b) => a + b, 0);

/** Up to whole steps (whole sacks, whole bottles). */
const upTo = (milli: number, step: number) => Math.ceil(milli / step) * step;

/**
 * How long the stock lasts against the planned sales: most products comfortably, some just enough
 * (they end low), a few not quite (they run out before today, and the history shows what could not be sold).
 */
function cover(r: () => number): number {
  const x = r();
  return x < 0.04 ? 0.8 + r() * 0.17 : x < 0.1 ? 1 + r() * 0.1 : 1.3 + r() * 1.3;
}

/**
 * The lots of a lot-tracked product, first to expire first: some products still hold an older lot that
 * expired weeks ago (with what was left of it), some a lot that expires within weeks, all a fresh lot.
 */
function lotsOf(p: DemoProduct, perDay: number[], today: string, days: string[]): LotPlan[] {
  const r = random(p.seq * 104_729);
  const step = 1000;
  const lots: LotPlan[] = [];
  const prefix = p.sku.slice(0, 3);
  const lot = (n: number, expiryDate: string, qtyMilli: number, shelfDays: number): LotPlan => ({
    batchNumber: `${prefix}${expiryDate.slice(2, 4)}${expiryDate.slice(5, 7)}-${String(p.seq * 10 + n).padStart(4, '0')}`,
    expiryDate,
    manufacturingDate: addDays(expiryDate, -shelfDays),
    qtyMilli,
  });
  let servedFrom = 0;
  if (r() < 0.3) {
    const expiresOn = 30 + Math.floor(r() * 40);
    lots.push(lot(1, days[expiresOn]!, upTo(sum(perDay, 0, expiresOn) * 1.2, step) + step, 540));
    servedFrom = expiresOn;
  }
  const rest = sum(perDay, servedFrom);
  if (r() < 0.4) {
    lots.push(lot(2, addDays(today, 5 + Math.floor(r() * 36)), upTo(rest * 1.25, step) + step, 540));
    lots.push(
      lot(
        3,
        addDays(today, 240 + Math.floor(r() * 480)),
        upTo((rest / 3) * (0.5 + r()), step) + 2 * step,
        720,
      ),
    );
  } else {
    lots.push(lot(3, addDays(today, 240 + Math.floor(r() * 480)), upTo(rest * cover(r), step) + step, 720));
  }
  return lots;
}

/**
 * Opening stock, the day before the history starts: every product at the main store, lot-tracked ones
 * by lot with their expiry, each as an `initial_stock` movement (previous and new: the product's stock
 * at the location, as recordMovement keeps them) and the balance it adds up to, written by the
 * inventory's recordMovements.
 */
export const stockSeeder: DemoSeeder = {
  module: 'inventory',
  async seed(ctx: DemoContext) {
    const demand = demandByProduct(ctx.plan(), ctx.days.length);
    const openedAt = manilaMoment(addDays(ctx.days[0]!, -1), 6 * 60 + 30);
    const manager = person(ctx, 'manager@demo.fbms.ph');
    const at = openedAt.toISOString();
    const lots: unknown[] = [];
    const balances: BalanceChange[] = [];
    const moves: MovementRow[] = [];
    for (const p of ctx.products) {
      const perDay = demand.get(p) ?? ctx.days.map(() => 0);
      const step = (p.pack?.base ?? 1) * 1000;
      const entries: { lotId: string | null; lot: LotPlan | null; qtyMilli: number }[] = p.lotTracked
        ? lotsOf(p, perDay, ctx.today, ctx.days).map((l) => ({
            lotId: uuidv7(),
            lot: l,
            qtyMilli: l.qtyMilli,
          }))
        : [
            {
              lotId: null,
              lot: null,
              qtyMilli: upTo(sum(perDay) * cover(random(p.seq * 15_485_863)), step) + step,
            },
          ];
      let running = 0;
      for (const e of entries) {
        if (e.lot && e.lotId)
          lots.push({
            id: e.lotId,
            product_id: p.id,
            batch_number: e.lot.batchNumber,
            expiry_date: e.lot.expiryDate,
            manufacturing_date: e.lot.manufacturingDate,
          });
        const b: DemoBalance = {
          id: uuidv7(),
          productId: p.id,
          locationId: MAIN_STORE_ID,
          lotId: e.lotId,
          batchNumber: e.lot?.batchNumber ?? null,
          expiryDate: e.lot?.expiryDate ?? null,
          qtyMilli: e.qtyMilli,
          looseMilli: 0,
        };
        ctx.balances.set(b.id, b);
        balances.push({
          id: b.id,
          productId: p.id,
          locationId: MAIN_STORE_ID,
          lotId: b.lotId,
          was: null,
          next: { qtyMilli: b.qtyMilli, looseMilli: 0 },
          at,
        });
        moves.push({
          id: uuidv7(),
          productId: p.id,
          locationId: MAIN_STORE_ID,
          lotId: e.lotId,
          type: 'initial_stock',
          qtyMilli: e.qtyMilli,
          previousMilli: running,
          newMilli: running + e.qtyMilli,
          unitCostCentavos: p.costCentavos,
          reason: 'Opening stock',
          referenceType: null,
          referenceId: null,
          referenceNumber: null,
          performedBy: manager.id,
          createdAt: at,
        });
        running += e.qtyMilli;
      }
    }
    for (const part of chunks(lots))
      await ctx.tx.execute(sql`
        INSERT INTO lots (id, product_id, batch_number, expiry_date, manufacturing_date, created_at)
        SELECT l.id, l.product_id, l.batch_number, l.expiry_date, l.manufacturing_date, ${at}::timestamptz
          FROM json_to_recordset(${JSON.stringify(part)}::json)
            AS l(id uuid, product_id uuid, batch_number text, expiry_date date, manufacturing_date date)`);
    await recordMovements(ctx.tx, { balances, movements: moves });
    ctx.counts.lots = lots.length;
  },
};
