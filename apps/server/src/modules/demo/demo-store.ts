import { randomUUID } from 'node:crypto';
import type { Database } from '@fbms/db';
import { manilaDate } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { Logger } from '../../platform/logger.ts';
import { DEMO_ADMIN_EMAIL } from './demo-accounts.ts';
import { catalogSeeder } from './demo-catalog.ts';
import { addDays, type DemoContext, type DemoPerson, type DemoSeeder, HISTORY_DAYS } from './demo-context.ts';
import { salesSeeder } from './demo-sales.ts';
import { type PlannedSale, planDemoSales } from './demo-sales-plan.ts';
import { stockSeeder } from './demo-stock.ts';
import { DEMO_TERMINAL_ID, terminalSeeder } from './demo-terminal.ts';

/** Counter staff besides the demo cashier: their sales fill the history (they share the demo password). */
const COUNTER_STAFF = [
  { email: 'jun@demo.fbms.ph', firstName: 'Jun', lastName: 'Villanueva' },
  { email: 'rosa@demo.fbms.ph', firstName: 'Rosa', lastName: 'Mendoza' },
];

/** More cashiers, with the demo accounts' password hash (the same published demo password). */
const staffSeeder: DemoSeeder = {
  module: 'users',
  async seed(ctx) {
    for (const s of COUNTER_STAFF) {
      const id = randomUUID();
      await ctx.tx.execute(sql`
        INSERT INTO users (id, name, email, email_verified, first_name, last_name, role, is_active, is_owner,
                           approved_at, department)
        VALUES (${id}, ${`${s.firstName} ${s.lastName}`}, ${s.email}, true, ${s.firstName}, ${s.lastName},
                'cashier', true, false, now(), 'Front counter')`);
      await ctx.tx.execute(sql`
        INSERT INTO accounts (id, account_id, provider_id, user_id, password)
        SELECT ${randomUUID()}, ${id}, 'credential', ${id}, a.password
          FROM accounts a JOIN users u ON u.id = a.user_id
         WHERE u.email = ${DEMO_ADMIN_EMAIL} AND a.provider_id = 'credential'`);
    }
    ctx.people = await demoPeople(ctx);
  },
};

async function demoPeople(ctx: Pick<DemoContext, 'tx'>): Promise<DemoPerson[]> {
  const r = (await ctx.tx.execute(
    sql`SELECT id, email, first_name AS "firstName", last_name AS "lastName", role FROM users
         WHERE email LIKE '%@demo.fbms.ph' ORDER BY email`,
  )) as unknown as { rows: DemoPerson[] };
  return r.rows;
}

/**
 * The demo store's data, one seeder per module, in order (each may use what the earlier ones made).
 * A later module adds its own seeder here (customers, purchases…).
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  staffSeeder,
  catalogSeeder,
  terminalSeeder,
  stockSeeder,
  salesSeeder,
];

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
