import { sqlRows } from '@fbms/db';
import type { TransferSlip } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { type DemoContext, type DemoSeeder, person } from '../demo/demo-context.ts';
import {
  approveTransfer,
  createTransfer,
  issueTransfer,
  receiveTransfer,
} from '../inventory/transfers.service.ts';
import { DEMO_BODEGA_ID, DEMO_STO_TOMAS_STORE_ID } from './demo-branches.ts';

/**
 * Two transfer slips of the demo store, made through the transfer service in the seeding transaction:
 * one closed (Bodega → Sto. Tomas store, everything arrived) and one still in transit. Only when both
 * places exist and the Bodega holds stock; quietly nothing otherwise, and nothing again once made.
 */
export const transfersSeeder: DemoSeeder = {
  module: 'branches',
  async seed(ctx: DemoContext) {
    const { tx } = ctx;
    const [places] = await sqlRows<{ n: number; made: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM locations
                   WHERE id IN (${DEMO_BODEGA_ID}, ${DEMO_STO_TOMAS_STORE_ID}) AND is_active) AS n,
                 (SELECT count(*)::int FROM transfer_slips
                   WHERE from_location_id = ${DEMO_BODEGA_ID} AND to_location_id = ${DEMO_STO_TOMAS_STORE_ID}) AS made`,
    );
    if (places?.n !== 2 || places.made > 0) return;
    // What the Bodega holds most of (whole units, no expired lot): two products for each slip.
    const stocked = await sqlRows<{ productId: string; qty: number }>(
      tx,
      sql`SELECT b.product_id AS "productId", sum(b.qty_milli)::float8 AS qty
            FROM stock_balances b JOIN products p ON p.id = b.product_id LEFT JOIN lots l ON l.id = b.lot_id
           WHERE b.location_id = ${DEMO_BODEGA_ID} AND p.is_active
             AND (l.expiry_date IS NULL OR l.expiry_date > ${ctx.today}::date + 30)
           GROUP BY b.product_id HAVING sum(b.qty_milli) >= 10000
           ORDER BY sum(b.qty_milli) DESC, b.product_id LIMIT 4`,
    );
    if (stocked.length < 2) return;
    const manager = person(ctx, 'manager@demo.fbms.ph');
    // The seeding's own transaction: each service call is a savepoint in it. The manager works in every
    // demo branch for these steps (as an admin would).
    const deps = { database: { db: tx }, now: () => ctx.now } as unknown as Pick<AppDeps, 'database' | 'now'>;
    const actor = {
      userId: manager.id,
      email: manager.email,
      firstName: manager.firstName,
      lastName: manager.lastName,
      role: 'manager',
      isActive: true,
      isOwner: false,
      branchIds: 'all',
      activeBranchId: null,
    } as unknown as Actor;
    const where = { requestId: 'demo-seed' };
    const slip = async (products: typeof stocked, vehicle: string, driver: string): Promise<TransferSlip> => {
      const made = await createTransfer(
        deps,
        actor,
        {
          fromLocationId: DEMO_BODEGA_ID,
          toLocationId: DEMO_STO_TOMAS_STORE_ID,
          lines: products.map((p) => ({
            productId: p.productId,
            // A fifth of what the Bodega holds, in whole units.
            requestedMilli: Math.max(1000, Math.floor(p.qty / 5 / 1000) * 1000),
          })),
          vehicleInfo: vehicle,
          driverInfo: driver,
          submit: true,
          source: 'manual',
        },
        where,
      );
      await approveTransfer(deps, actor, made.id, {}, where);
      const { changedProducts: _, ...issued } = await issueTransfer(deps, actor, made.id, {}, where);
      return issued;
    };
    const first = await slip(stocked.slice(0, 2), 'L300 van NBC 4821', 'Ramon Dizon');
    await receiveTransfer(
      deps,
      actor,
      first.id,
      {
        lots: first.lines.flatMap((l) =>
          l.lots.map((x) => ({ slipLotId: x.id, receivedMilli: x.issuedMilli })),
        ),
        notes: 'All sacks in good order',
      },
      where,
    );
    await slip(
      stocked.slice(2).length >= 1 ? stocked.slice(2) : stocked.slice(0, 1),
      'L300 van NBC 4821',
      'Ramon Dizon',
    );
    // Later seeders read the balances they hold in memory: bring the ones these slips moved up to date.
    const touched = [...ctx.balances.values()].filter(
      (b) => b.locationId === DEMO_BODEGA_ID || b.locationId === DEMO_STO_TOMAS_STORE_ID,
    );
    if (touched.length) {
      const now = await sqlRows<{ id: string; q: number; l: number }>(
        tx,
        sql`SELECT id, qty_milli::float8 AS q, loose_milli::float8 AS l FROM stock_balances
             WHERE id = ANY(${`{${touched.map((b) => b.id).join(',')}}`}::uuid[])`,
      );
      for (const r of now) {
        const b = ctx.balances.get(r.id);
        if (b) Object.assign(b, { qtyMilli: r.q, looseMilli: r.l });
      }
    }
    ctx.counts.transferSlips = 2;
  },
};
