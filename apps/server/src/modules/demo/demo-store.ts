import type { Database } from '@fbms/db';
import { manilaDate } from '@fbms/domain';
import type { Logger } from '../../platform/logger.ts';
import { SERVER_MODULES } from '../index.ts';
import { noSaleDocuments } from '../sales/demo-sale-documents.service.ts';
import { DEMO_TERMINAL_ID } from '../sales/demo-terminal.ts';
import { addDays, type DemoContext, type DemoSeeder, demoPeople, HISTORY_DAYS } from './demo-context.ts';
import { type PlannedSale, planDemoSales } from './demo-sales-plan.ts';

/**
 * The demo store's data: the seeders of every module's manifest, in the order of SERVER_MODULES (each
 * may use what the earlier ones made). A module adds its demo data to its own manifest's `demo`.
 */
export const DEMO_SEEDERS: DemoSeeder[] = SERVER_MODULES.flatMap((m) => m.demo ?? []);

export interface DemoSeedResult {
  ms: number;
  counts: Record<string, number>;
}

/**
 * Fills a demo store once (`npm run demo`): all seeders in one transaction, so a store has all of the
 * demo data or none. A store that already has its demo counter, or products of its own, is left as it is.
 */
export async function seedDemoStore(
  database: Database,
  options: { now: Date; authSecret: string; logger?: Logger },
): Promise<DemoSeedResult | null> {
  const started = performance.now();
  const [state] = await database.query<{ done: boolean; products: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM terminals WHERE id = $1) AS done, EXISTS (SELECT 1 FROM products) AS products`,
    [DEMO_TERMINAL_ID],
  );
  if (state?.done) return null;
  if (state?.products) {
    // A demo folder from before the demo data, with products of its own: leave it as it is.
    options.logger?.warn(
      'demo data not added: this store already has products (delete its DATA_DIR for a fresh demo store)',
    );
    return null;
  }
  const today = manilaDate(options.now);
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => addDays(today, i - HISTORY_DAYS + 1));
  const counts: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    let plan: PlannedSale[] | null = null;
    const ctx: DemoContext = {
      tx,
      now: options.now,
      today,
      days,
      authSecret: options.authSecret,
      people: await demoPeople({ tx }),
      products: [],
      balances: new Map(),
      terminal: null,
      plan: () => {
        plan ??= planDemoSales(ctx.products, ctx.people, days, options.now);
        return plan;
      },
      saleDocuments: noSaleDocuments(),
      counts,
    };
    for (const seeder of DEMO_SEEDERS) await seeder.seed(ctx);
  });
  // What autovacuum would do within the minute: statistics, so the first searches use their indexes.
  await database.query(
    'ANALYZE products, product_units, product_barcodes, lots, stock_balances, stock_movements, sales, sale_lines, sale_payments',
  );
  const result = { ms: performance.now() - started, counts };
  options.logger?.info(result, 'demo store filled');
  return result;
}
