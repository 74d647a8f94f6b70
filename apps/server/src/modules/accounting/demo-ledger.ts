import { sqlRows } from '@fbms/db';
import { monthOf, nextMonth, type Posting } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type DemoContext, type DemoSeeder, manilaMoment, person } from '../demo/demo-context.ts';
import { postEntry } from './posting.service.ts';

/** The month before `month` (YYYY-MM-01). */
function previousMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/**
 * The accountant's own entries in the demo ledger: the owner's capital put into the bank on the
 * history's first day, a display shelf bought from the bank a week later, and last month closed on the
 * first of this month (every entry of it in place by then).
 */
export const ledgerSeeder: DemoSeeder = {
  module: 'accounting',
  async seed(ctx: DemoContext) {
    const accountant = person(ctx, 'accountant@demo.fbms.ph');
    const first = ctx.days[0] ?? ctx.today;
    const [fixtures] = await sqlRows<{ id: string }>(
      ctx.tx,
      sql`SELECT id FROM gl_accounts WHERE code = '1500'`,
    );
    const entries: Posting[] = [
      {
        date: first,
        memo: "Owner's capital contribution deposited to the store's bank account",
        sourceType: 'manual',
        sourceId: '',
        lines: [
          { account: { key: 'cash_in_bank' }, debitCentavos: 50_000_000, creditCentavos: 0 },
          { account: { key: 'owners_capital' }, debitCentavos: 0, creditCentavos: 50_000_000 },
        ],
      },
      ...(fixtures
        ? [
            {
              date: ctx.days[7] ?? first,
              memo: 'Display shelf for the feeds aisle, paid by bank transfer',
              sourceType: 'manual' as const,
              sourceId: '',
              lines: [
                { account: { accountId: fixtures.id }, debitCentavos: 1_850_000, creditCentavos: 0 },
                { account: { key: 'cash_in_bank' as const }, debitCentavos: 0, creditCentavos: 1_850_000 },
              ],
            },
          ]
        : []),
    ];
    for (const e of entries) {
      const id = crypto.randomUUID();
      await postEntry(ctx.tx, { ...e, sourceId: id }, accountant.id, id);
    }
    const last = previousMonth(monthOf(ctx.today));
    if (last >= monthOf(first)) {
      const closedAt = manilaMoment(nextMonth(last), 9 * 60).toISOString();
      await ctx.tx.execute(sql`INSERT INTO accounting_periods (month, status, closed_by, closed_at)
          VALUES (${last}::date, 'closed', ${accountant.id}, ${closedAt}::timestamptz)
          ON CONFLICT (month) DO NOTHING`);
    }
    ctx.counts['manual journal entries'] = entries.length;
  },
};
