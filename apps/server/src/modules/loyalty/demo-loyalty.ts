import { sql } from 'drizzle-orm';
import type { DemoContext, DemoSeeder } from '../demo/demo-context.ts';

/** The demo store runs its loyalty program: turned on (the other store rules kept as they are). */
export const loyaltySeeder: DemoSeeder = {
  module: 'loyalty',
  async seed(ctx: DemoContext) {
    await ctx.tx.execute(sql`UPDATE system_settings SET customer_controls = jsonb_set(
      customer_controls, '{loyalty}', coalesce(customer_controls->'loyalty', '{}'::jsonb) || '{"enabled": true}'::jsonb, true)
      WHERE id = 1`);
  },
};
