import { sqlRows, uuidv7 } from '@fbms/db';
import {
  fullPayment,
  supplierPaymentInputSchema,
  type WithholdingAtc,
  withholdingRateOf,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { addDays, type DemoContext, type DemoSeeder } from '../demo/demo-context.ts';
import { paymentRequestHash, writePayment } from './payables.service.ts';
import { lockSupplier, openBills } from './payables-ledger.service.ts';

/**
 * The demo store's payments to suppliers (issue 24), after receiving wrote the bills: the supplier owed
 * the most is paid its oldest bill in full by check with its usual withholding; the next is paid about
 * half of what it is owed by bank transfer (oldest first, the last bill in part). The rest stay unpaid
 * (the delivery without an order among them: a bill to pay on the Payables screen).
 */
export const payablesSeeder: DemoSeeder = {
  module: 'purchases',
  async seed(ctx: DemoContext) {
    const { tx } = ctx;
    const accountant =
      ctx.people.find((p) => p.email === 'accountant@demo.fbms.ph') ??
      ctx.people.find((p) => p.email === 'manager@demo.fbms.ph');
    if (!accountant) return;
    const owed = await sqlRows<{ id: string; name: string; withholdingAtc: string | null }>(
      tx,
      sql`SELECT s.id, s.name, s.withholding_atc AS "withholdingAtc"
            FROM suppliers s JOIN supplier_bills b ON b.supplier_id = s.id
           WHERE b.kind = 'bill'
           GROUP BY s.id, s.name, s.withholding_atc
           ORDER BY sum(b.amount_centavos) DESC, s.id LIMIT 2`,
    );
    let made = 0;
    for (const [i, s] of owed.entries()) {
      const supplier = await lockSupplier(tx, s.id, { allowInactive: true });
      const open = (await openBills(tx, s.id)).filter((b) => b.kind === 'bill');
      const first = open[0];
      if (!first) continue;
      const atc = (s.withholdingAtc as WithholdingAtc | null) ?? null;
      const rateBp = atc ? withholdingRateOf(atc) : 0;
      const date = [first.billDate, addDays(ctx.today, -1)].sort()[1]!;
      const chosen = i === 0 ? [first] : open;
      const full = fullPayment(chosen, rateBp).cashCentavos;
      const cash = i === 1 ? Math.max(1_00, Math.round(full / 2 / 100) * 100) : full;
      if (cash <= 0) continue;
      const input = supplierPaymentInputSchema.parse({
        id: uuidv7(),
        supplierId: s.id,
        method: i === 0 ? 'check' : 'bank',
        amountCentavos: cash,
        withholdingAtc: atc,
        billIds: i === 0 ? [first.id] : [],
        ...(i === 0 ? { bank: 'BDO', checkNumber: '0008812', checkDate: date } : {}),
        ...(i === 1 ? { bank: 'BPI', reference: 'BPI-TRF-551203' } : {}),
        notes: i === 1 ? 'Part payment, rest next week' : null,
      });
      await writePayment(tx, supplier, input, date, paymentRequestHash(input), accountant.id);
      made++;
    }
    ctx.counts.supplierPayments = made;
  },
};
