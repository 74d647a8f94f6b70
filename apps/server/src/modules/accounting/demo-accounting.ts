import type { DemoContext, DemoSeeder } from '../demo/demo-context.ts';
import { backfillWith } from './backfill.service.ts';

/**
 * The demo store's ledger: its history (sales, voids, returns, stock, shifts, cash slips) was written by
 * the seeders before it, straight into their tables; the backfill posts every document of it, in the
 * seeding's own transaction, so the store opens with its books complete.
 */
export const accountingSeeder: DemoSeeder = {
  module: 'accounting',
  async seed(ctx: DemoContext) {
    const posted = await backfillWith((work) => work(ctx.tx), ctx.today);
    ctx.counts.journalEntries = Object.values(posted).reduce((s, n) => s + n, 0);
  },
};
