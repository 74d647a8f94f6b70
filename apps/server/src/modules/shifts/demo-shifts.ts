import { uuidv7 } from '@fbms/db';
import { sql } from 'drizzle-orm';
import { type DemoContext, type DemoSeeder, manilaMoment, person } from '../demo/demo-context.ts';

/** The demo counter's opening fund: ₱2,000 in small bills and coins. */
const DEMO_FUND = { '10000': 10, '5000': 10, '2000': 20, '1000': 20, '500': 20, '100': 100 } as const;
const DEMO_FUND_CENTAVOS = 200_000;

/**
 * Today's shift at the demo counter, opened by the demo cashier at 7:00 with a counted ₱2,000 fund, with
 * today's sales of the history in it, so a visitor can sell at once (as in a store whose day has begun).
 */
export const shiftsSeeder: DemoSeeder = {
  module: 'shifts',
  async seed(ctx: DemoContext) {
    const terminal = ctx.terminal;
    if (!terminal) return;
    const cashier = person(ctx, 'cashier@demo.fbms.ph');
    const id = uuidv7();
    const openedAt = manilaMoment(ctx.today, 7 * 60);
    const opened = openedAt < ctx.now ? openedAt : ctx.now;
    await ctx.tx.execute(sql`
      INSERT INTO shifts (id, terminal_id, shift_no, cashier_id, business_date, opened_by, opened_at,
                          opening_fund_centavos, opening_count)
      VALUES (${id}, ${terminal.id}, (SELECT next_shift_no FROM terminals WHERE id = ${terminal.id}), ${cashier.id}, ${ctx.today}, ${cashier.id}, ${opened.toISOString()},
              ${DEMO_FUND_CENTAVOS}, ${JSON.stringify(DEMO_FUND)}::jsonb)`);
    await ctx.tx.execute(sql`
      UPDATE sales SET shift_id = ${id} WHERE terminal_id = ${terminal.id} AND business_date = ${ctx.today}`);
    await ctx.tx.execute(sql`
      UPDATE terminals SET open_shift_id = ${id}, next_shift_no = next_shift_no + 1, business_date = ${ctx.today}, day_open = true
       WHERE id = ${terminal.id}`);
    ctx.counts.shifts = 1;
  },
};
