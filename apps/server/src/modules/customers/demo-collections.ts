import { sqlRows, uuidv7 } from '@fbms/db';
import { type CollectionReceiptInput, collectionReceiptInputSchema } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { addDays, type DemoContext, type DemoSeeder } from '../demo/demo-context.ts';
import { receiptRequestHash, writeBounce, writeReceipt } from './collections.service.ts';

/**
 * The demo's payments on account (issue 23), after the customers' seeder: about ten collection receipts
 * over the past weeks against the opening balances the customers carried over — part payments in cash,
 * GCash and a bank transfer, a check that cleared, one that bounced a few days later, and one customer who
 * paid more than he owed (store credit). Back office receipts (no drawer): cash to the safe.
 */
const PLAN: {
  daysAgo: number;
  share: number;
  input: Omit<CollectionReceiptInput, 'id' | 'amountCentavos'>;
  bounceAfter?: number;
}[] = [
  { daysAgo: 27, share: 0.3, input: { method: 'cash' } },
  { daysAgo: 24, share: 0.5, input: { method: 'gcash', reference: 'GC8812345601' } },
  { daysAgo: 21, share: 0.5, input: { method: 'check', bank: 'BDO', checkNumber: '0012031', checkDate: '' } },
  { daysAgo: 18, share: 0.25, input: { method: 'cash', notes: 'Partial, rest after harvest' } },
  {
    daysAgo: 15,
    share: 0.6,
    input: { method: 'check', bank: 'Landbank', checkNumber: '0457710', checkDate: '' },
    bounceAfter: 4,
  },
  { daysAgo: 12, share: 1.1, input: { method: 'cash', notes: 'Paid ahead' } },
  { daysAgo: 9, share: 0.4, input: { method: 'bank_transfer', reference: 'BPI-TRF-220917' } },
  { daysAgo: 6, share: 0.35, input: { method: 'cash' } },
  { daysAgo: 4, share: 0.5, input: { method: 'maya', reference: 'MY55120981' } },
  { daysAgo: 2, share: 0.2, input: { method: 'cash' } },
];

export const collectionsSeeder: DemoSeeder = {
  module: 'customers',
  async seed(ctx: DemoContext) {
    const { tx } = ctx;
    const ids = (ctx.customers ?? []).map((c) => c.id);
    if (ids.length === 0) return;
    const [manager] = ctx.people.filter((p) => p.email === 'manager@demo.fbms.ph');
    const [cashier] = ctx.people.filter((p) => p.email === 'cashier@demo.fbms.ph');
    if (!manager || !cashier) return;
    // The customers who owe something (their opening balances), the largest first.
    const owing = await sqlRows<{ id: string; displayName: string; balance: number }>(
      tx,
      sql`SELECT c.id, c.display_name AS "displayName", sum(l.amount_centavos)::float8 AS balance
            FROM customers c JOIN customer_ledger l ON l.customer_id = c.id
           WHERE c.id IN (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
           GROUP BY c.id, c.display_name HAVING sum(l.amount_centavos) > 0
           ORDER BY balance DESC, c.id`,
    );
    let made = 0;
    for (const [i, step] of PLAN.entries()) {
      const c = owing[i % Math.max(owing.length, 1)];
      if (!c) break;
      const date = addDays(ctx.today, -step.daysAgo);
      const amount = Math.max(100_00, Math.round((c.balance * step.share) / 100_00) * 100_00);
      const input = collectionReceiptInputSchema.parse({
        ...step.input,
        ...(step.input.method === 'check' ? { checkDate: date } : {}),
        id: uuidv7(),
        amountCentavos: amount,
      });
      const receiptNo = await writeReceipt(
        tx,
        c,
        input,
        { terminalId: null, shiftId: null, businessDate: date },
        receiptRequestHash(c.id, input),
        cashier.id,
      );
      made++;
      c.balance -= amount;
      if (step.bounceAfter) {
        const on = addDays(date, step.bounceAfter);
        await writeBounce(
          tx,
          { id: input.id, customerId: c.id, receiptNo, amount },
          'DAIF (drawn against insufficient funds)',
          on,
          `${on}T10:00:00+08:00`,
          manager.id,
        );
        c.balance += amount;
      }
    }
    ctx.counts.collectionReceipts = made;
  },
};
