import { sqlRows, type Tx } from '@fbms/db';
import { dueDate } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { appendLedgerEntry, settle } from '../customers/customer-ledger.service.ts';
import type { DemoCustomer } from '../demo/demo-context.ts';
import type { SalePlan } from './sale-plan.ts';

/**
 * The demo history's customers at the counter (issue 23): about one sale in twelve goes to a demo
 * customer (the customers module's seeder fills `ctx.customers`; without them, none), and of those, a
 * customer with a credit line, nothing of theirs past due and room under the limit charges it to the
 * account — as a cashier would without a manager. Their ledger rows are written after the sales.
 */
export class DemoAccounts {
  /** What each customer owed before the history (opening balances), and what they charged in it. */
  private readonly owed = new Map<string, number>();
  private readonly charges: { plan: SalePlan; customer: DemoCustomer }[] = [];

  constructor(private readonly customers: readonly DemoCustomer[]) {}

  /** Reads the balances the customers' seeders wrote (opening balances less collections). */
  async load(tx: Tx) {
    if (this.customers.length === 0) return;
    const rows = await sqlRows<{ id: string; owed: number }>(
      tx,
      sql`SELECT customer_id AS id, sum(amount_centavos)::float8 AS owed
            FROM customer_ledger GROUP BY customer_id`,
    );
    for (const r of rows) this.owed.set(r.id, r.owed);
  }

  /** The customer of a sale (r: the sale's random numbers), or none. */
  pick(r: () => number): DemoCustomer | null {
    if (this.customers.length === 0 || r() >= 0.08) return null;
    return this.customers[Math.floor(r() * this.customers.length)] ?? null;
  }

  /**
   * Whether the customer may charge `total` on `date` without a manager: a credit line, nothing owed from
   * before the history (its due dates are the customers seeder's), none of their charges past due, and
   * the total within what is left of the limit.
   */
  mayCharge(c: DemoCustomer, total: number, date: string): boolean {
    if (c.creditLimitCentavos <= 0 || (this.owed.get(c.id) ?? 0) !== 0) return false;
    const mine = this.charges.filter((x) => x.customer.id === c.id);
    if (mine.some((x) => x.plan.dueDate! < date)) return false;
    const balance = mine.reduce((s, x) => s + x.plan.totals.totalCentavos, 0);
    return balance + total <= c.creditLimitCentavos;
  }

  due = (c: DemoCustomer, date: string) =>
    dueDate(date, { termsDays: c.creditTermsDays, harvestMonth: c.harvestMonth });

  charged(plan: SalePlan, customer: DemoCustomer) {
    this.charges.push({ plan, customer });
  }

  get count() {
    return this.charges.length;
  }

  /** The charges' rows in the customer ledger (the sales are in), then each customer settled. */
  async write(tx: Tx) {
    for (const { plan, customer } of this.charges)
      await appendLedgerEntry(tx, {
        customerId: customer.id,
        entryDate: plan.businessDate,
        kind: 'charge',
        amountCentavos: plan.payments
          .filter((p) => p.method === 'charge')
          .reduce((s, p) => s + p.amountCentavos, 0),
        dueDate: plan.dueDate,
        saleId: plan.id,
        reference: `${plan.terminal.name} ${plan.invoiceNumber}`,
        createdBy: plan.cashier.id,
      });
    for (const id of new Set(this.charges.map((c) => c.customer.id))) await settle(tx, id);
  }
}
