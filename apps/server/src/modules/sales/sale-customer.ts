import { type FastTx, sqlRows, type Tx } from '@fbms/db';
import {
  type CompleteSale,
  checkCharge,
  DomainError,
  dueDate,
  type LoyaltyRule,
  pointsEarned,
  pointsExpireOn,
  pointsFor,
  type Role,
  type SaleTotals,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import {
  appendLedgerEntry,
  appendPoints,
  creditPosition,
  type LockedCustomer,
  lockCustomer,
  pointsBalance,
  readCustomerControls,
  settle,
} from '../customers/customer-ledger.service.ts';

/**
 * The sale's customer (issue 23): a sale that names a customer record locks it, checks a charge to its
 * account against its credit line (a manager approves one over the limit or with overdue bills), takes
 * the points it redeems, and after the plan writes the charge to the customer ledger and the points
 * earned and redeemed to the points ledger — all in the sale's own transaction, before its last
 * statement (the ledgers' foreign keys to the sale are deferred). A sale without a customer never comes
 * here, so its three round trips stay three.
 */

/** What the sale learned from the customer's record under its lock. */
export interface SaleAccount {
  customer: LockedCustomer;
  chargeCentavos: number;
  dueDate: string | null;
  /** The points program's rule when it is on (null: off). */
  rule: LoyaltyRule | null;
  pointsBefore: number;
  redeemed: number;
  earned: number;
}

const sumOf = (payments: readonly { method: string; amountCentavos: number }[], method: string) =>
  payments.filter((p) => p.method === method).reduce((s, p) => s + p.amountCentavos, 0);

/** Refuses a charge or points tender without a customer (pure: before anything is read). */
export function requireCustomer(input: CompleteSale) {
  if (!input.customerId && input.payments.some((p) => p.method === 'charge' || p.method === 'points'))
    throw new DomainError('CUSTOMER_REQUIRED', undefined, {
      fields: { customerId: 'Choose the customer first' },
    });
}

/**
 * Points earned on a sale: on the lines without a senior/PWD or BNPC discount, net of discounts, less
 * what was paid with points.
 */
export function eligibleForPoints(totals: SaleTotals, paidWithPointsCentavos: number) {
  const eligible = totals.lines
    .filter((l) => l.statutoryCentavos === 0)
    .reduce((s, l) => s + l.netCentavos, 0);
  return Math.max(0, eligible - paidWithPointsCentavos);
}

/** Locks the customer and checks the charge and the points (the sale's customer, before its plan). */
export async function accountForSale(
  tx: FastTx,
  a: {
    customerId: string;
    totals: SaleTotals;
    payments: readonly { method: string; amountCentavos: number }[];
    businessDate: string;
    role: Role;
    approved: boolean;
  },
): Promise<SaleAccount> {
  const customer = await lockCustomer(tx, a.customerId);
  const chargeCentavos = sumOf(a.payments, 'charge');
  const pointsCentavos = sumOf(a.payments, 'points');
  if (chargeCentavos > 0) {
    const position = await creditPosition(tx, customer, a.businessDate);
    const check = checkCharge(position, chargeCentavos);
    const manager = a.role === 'manager' || a.role === 'admin';
    if (!check.ok && !a.approved && !manager)
      throw new DomainError('CREDIT_APPROVAL_REQUIRED', undefined, {
        reason: check.reason,
        needsApproval: true,
        balanceCentavos: position.balanceCentavos,
        overdueCentavos: position.overdueCentavos,
        limitCentavos: position.creditLimitCentavos,
        availableCentavos: check.availableCentavos,
      });
  }
  const controls = await readCustomerControls(tx);
  const rule = controls.loyalty.enabled ? controls.loyalty : null;
  let pointsBefore = 0;
  let redeemed = 0;
  if (rule) pointsBefore = await pointsBalance(tx, customer.id);
  if (pointsCentavos > 0) {
    if (!rule)
      throw new DomainError('VALIDATION_FAILED', 'The loyalty program is off: points cannot pay', {
        fields: { payments: 'The loyalty program is off' },
      });
    redeemed = pointsFor(rule, pointsCentavos);
    if (redeemed > pointsBefore || redeemed < rule.minRedeemPoints)
      throw new DomainError(
        'POINTS_INSUFFICIENT',
        redeemed > pointsBefore
          ? `The customer has ${pointsBefore} points; this payment needs ${redeemed}.`
          : `At least ${rule.minRedeemPoints} points are redeemed at a time.`,
        { pointsBalance: pointsBefore, pointsNeeded: redeemed, minRedeemPoints: rule.minRedeemPoints },
      );
  }
  const earned = rule ? pointsEarned(rule, eligibleForPoints(a.totals, pointsCentavos)) : 0;
  return {
    customer,
    chargeCentavos,
    dueDate:
      chargeCentavos > 0
        ? dueDate(a.businessDate, {
            termsDays: customer.creditTermsDays,
            harvestMonth: customer.harvestMonth,
          })
        : null,
    rule,
    pointsBefore,
    redeemed,
    earned,
  };
}

/** The invoice's points block (null: the program is off). */
export const loyaltyBlock = (acc: SaleAccount) =>
  acc.rule
    ? { earned: acc.earned, redeemed: acc.redeemed, balance: acc.pointsBefore - acc.redeemed + acc.earned }
    : null;

/** The sale's rows in the customer's ledgers: the charge (then settle, so store credit pays it) and points. */
export async function writeAccountRows(
  tx: FastTx,
  acc: SaleAccount,
  sale: { id: string; reference: string; businessDate: string; userId: string },
) {
  if (acc.chargeCentavos > 0) {
    await appendLedgerEntry(tx, {
      customerId: acc.customer.id,
      entryDate: sale.businessDate,
      kind: 'charge',
      amountCentavos: acc.chargeCentavos,
      dueDate: acc.dueDate,
      saleId: sale.id,
      reference: sale.reference,
      createdBy: sale.userId,
    });
    await settle(tx, acc.customer.id);
  }
  if (acc.redeemed > 0)
    await appendPoints(tx, {
      customerId: acc.customer.id,
      entryDate: sale.businessDate,
      kind: 'redeem',
      points: -acc.redeemed,
      saleId: sale.id,
      createdBy: sale.userId,
    });
  if (acc.rule && acc.earned > 0)
    await appendPoints(tx, {
      customerId: acc.customer.id,
      entryDate: sale.businessDate,
      kind: 'earn',
      points: acc.earned,
      expiresOn: pointsExpireOn(acc.rule, sale.businessDate),
      saleId: sale.id,
      createdBy: sale.userId,
    });
}

/**
 * A void of a sale that named a customer, under the sale's lock (then the customer's): what was charged
 * comes off the account ('void' row, then settle) and the points it earned and redeemed are reversed.
 */
export async function reverseSaleAccount(
  tx: Tx,
  a: { saleId: string; customerId: string; entryDate: string; reference: string; userId: string },
) {
  await lockCustomer(tx, a.customerId, { allowInactive: true });
  const [row] = await sqlRows<{ charged: number; points: number }>(
    tx,
    sql`SELECT (SELECT coalesce(sum(amount_centavos), 0) FROM customer_ledger
                 WHERE sale_id = ${a.saleId} AND kind = 'charge' AND return_id IS NULL)::float8 AS charged,
               (SELECT coalesce(sum(points), 0) FROM loyalty_ledger
                 WHERE sale_id = ${a.saleId} AND return_id IS NULL)::float8 AS points`,
  );
  if (row && row.charged > 0) {
    await appendLedgerEntry(tx, {
      customerId: a.customerId,
      entryDate: a.entryDate,
      kind: 'void',
      amountCentavos: -row.charged,
      saleId: a.saleId,
      reference: a.reference,
      createdBy: a.userId,
    });
    await settle(tx, a.customerId);
  }
  if (row && row.points !== 0)
    await appendPoints(tx, {
      customerId: a.customerId,
      entryDate: a.entryDate,
      kind: 'reverse',
      points: -row.points,
      saleId: a.saleId,
      memo: a.reference,
      createdBy: a.userId,
    });
}

/**
 * A return of a sale that named a customer (under the sale's lock, then the customer's): a refund to the
 * account ('return' row, negative, then settle: it pays open charges or stays as store credit), and the
 * returned goods' share of the points the sale earned taken back.
 */
export async function returnToAccount(
  tx: Tx,
  a: {
    saleId: string;
    returnId: string;
    customerId: string;
    entryDate: string;
    reference: string;
    userId: string;
    /** What goes back to the account (0: refunded another way). */
    creditCentavos: number;
    /** The return's total and the sale's total: the returned share of the points earned. */
    returnedCentavos: number;
    saleTotalCentavos: number;
  },
) {
  await lockCustomer(tx, a.customerId, { allowInactive: true });
  if (a.creditCentavos > 0) {
    await appendLedgerEntry(tx, {
      customerId: a.customerId,
      entryDate: a.entryDate,
      kind: 'return',
      amountCentavos: -a.creditCentavos,
      saleId: a.saleId,
      returnId: a.returnId,
      reference: a.reference,
      createdBy: a.userId,
    });
    await settle(tx, a.customerId);
  }
  const [row] = await sqlRows<{ earned: number; back: number }>(
    tx,
    sql`SELECT (SELECT coalesce(sum(points), 0) FROM loyalty_ledger
                 WHERE sale_id = ${a.saleId} AND kind = 'earn')::float8 AS earned,
               (SELECT coalesce(-sum(points), 0) FROM loyalty_ledger
                 WHERE sale_id = ${a.saleId} AND kind = 'reverse' AND return_id IS NOT NULL)::float8 AS back`,
  );
  if (!row || row.earned <= 0 || a.saleTotalCentavos <= 0) return;
  // The returns so far, this one included, take back their share of the points (never more than earned).
  const [done] = await sqlRows<{ returned: number }>(
    tx,
    sql`SELECT coalesce(sum(total_centavos), 0)::float8 AS returned FROM sale_returns WHERE sale_id = ${a.saleId}`,
  );
  const share = Math.min(
    row.earned,
    Math.floor(
      (row.earned * Math.min(done?.returned ?? a.returnedCentavos, a.saleTotalCentavos)) /
        a.saleTotalCentavos,
    ),
  );
  const take = share - row.back;
  if (take > 0)
    await appendPoints(tx, {
      customerId: a.customerId,
      entryDate: a.entryDate,
      kind: 'reverse',
      points: -take,
      saleId: a.saleId,
      returnId: a.returnId,
      memo: a.reference,
      createdBy: a.userId,
    });
}
