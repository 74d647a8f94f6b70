import { createHash } from 'node:crypto';
import { type Db, sqlRows, type Tx } from '@fbms/db';
import {
  AGEING_BUCKETS,
  type Ageing,
  type AgeingQuery,
  type AgeingReport,
  bouncePosting,
  type CollectionDueRow,
  type CollectionListQuery,
  type CollectionReceipt,
  type CollectionReceiptValues,
  collectionPosting,
  collectionReceiptNumber,
  DomainError,
  manilaDate,
  refusal,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import type { TerminalKey } from '../sales/terminals.service.ts';
import { shiftNotOpen } from '../shifts/cash-slips.service.ts';
import { lockTerminal, refuseIfZDue } from '../shifts/shifts.service.ts';
import {
  appendLedgerEntry,
  applyCredit,
  lockCustomer,
  openItems,
  settle,
  unapplyCredit,
} from './customer-ledger.service.ts';

/**
 * Payments on account (collection receipts) and bounced checks (issue 23, module customer-transactions).
 * Each is one transaction: the customer's row lock, the receipt's gap-free number, the customer ledger
 * (payment row, applied to the chosen invoices or oldest first; what is left over is store credit), and
 * the general ledger through postEntry. At the POS counter (the terminal cookie) the receipt belongs to
 * the terminal's open shift and its cash to the drawer; in the back office cash goes to the safe.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

const notFound = (): never => {
  throw new DomainError(
    'DB_RECORD_NOT_FOUND',
    'There is no such collection receipt.',
    refusal('collectionNotFound'),
  );
};

/** The request's fingerprint: a resend with the same id must be the same payment. */
export function receiptRequestHash(customerId: string, v: CollectionReceiptValues): string {
  const { id, ...rest } = v;
  return createHash('sha256')
    .update(JSON.stringify({ id, customerId, ...rest }))
    .digest('hex');
}

/**
 * The next number of the month's series (CR-YYYYMM-NNNN), gap-free: the transaction that takes it holds
 * the series' advisory lock until it commits (as expenses number theirs); receipts are never deleted.
 */
export async function nextReceiptNumber(tx: Tx, businessDate: string): Promise<string> {
  const prefix = collectionReceiptNumber(businessDate, 0).slice(0, 10);
  await sqlRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`fbms.collections.number:${prefix}`}))`);
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`SELECT coalesce(max(substr(receipt_no, 11)::int), 0)::int + 1 AS n
          FROM collection_receipts WHERE receipt_no LIKE ${`${prefix}%`}`,
  );
  return collectionReceiptNumber(businessDate, row!.n);
}

const RECEIPT_SELECT = sql`
  SELECT r.id, r.receipt_no AS "receiptNo", r.customer_id AS "customerId", c.display_name AS "customerName",
         to_char(r.business_date, 'YYYY-MM-DD') AS "businessDate", r.amount_centavos::float8 AS "amountCentavos",
         r.method, r.reference, r.bank, r.check_number AS "checkNumber",
         to_char(r.check_date, 'YYYY-MM-DD') AS "checkDate", r.terminal_id AS "terminalId", t.name AS "terminalName",
         r.shift_id AS "shiftId", r.status, r.bounced_at AS "bouncedAt", r.bounce_reason AS "bounceReason",
         r.notes, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "createdByName",
         r.created_at AS "createdAt", r.request_hash AS "requestHash"
    FROM collection_receipts r JOIN customers c ON c.id = r.customer_id JOIN users u ON u.id = r.created_by
    LEFT JOIN terminals t ON t.id = r.terminal_id`;

type ReceiptRow = Omit<CollectionReceipt, 'applied' | 'balanceCentavos'> & { requestHash: string };

const asListed = ({ requestHash: _h, ...r }: ReceiptRow) => ({
  ...r,
  bouncedAt: r.bouncedAt ? new Date(r.bouncedAt).toISOString() : null,
  createdAt: new Date(r.createdAt).toISOString(),
});

async function receiptRow(db: Db | Tx, id: string): Promise<ReceiptRow | null> {
  const [row] = await sqlRows<ReceiptRow>(db, sql`${RECEIPT_SELECT} WHERE r.id = ${id}`);
  return row ?? null;
}

/** A receipt with what its payment settled now and the customer's balance. */
export async function receiptOf(deps: Pick<Deps, 'database'> | { database: { db: Db | Tx } }, id: string) {
  const db = deps.database.db;
  const row = (await receiptRow(db, id)) ?? notFound();
  const applied = await sqlRows<{ debitId: string; reference: string; amountCentavos: number }>(
    db,
    sql`SELECT a.debit_entry_id AS "debitId", d.reference, sum(a.amount_centavos)::float8 AS "amountCentavos"
          FROM customer_ledger p JOIN customer_allocations a ON a.credit_entry_id = p.id
          JOIN customer_ledger d ON d.id = a.debit_entry_id
         WHERE p.receipt_id = ${id} AND p.kind = 'payment'
         GROUP BY a.debit_entry_id, d.reference, d.entry_no HAVING sum(a.amount_centavos) <> 0
         ORDER BY d.entry_no`,
  );
  const [bal] = await sqlRows<{ b: number }>(
    db,
    sql`SELECT coalesce(sum(amount_centavos), 0)::float8 AS b FROM customer_ledger WHERE customer_id = ${row.customerId}`,
  );
  return { ...asListed(row), applied, balanceCentavos: bal?.b ?? 0 } satisfies CollectionReceipt;
}

/** Where the receipt is taken: the POS counter (its terminal, open shift, business date) or the office. */
export interface Counter {
  terminalId: string | null;
  shiftId: string | null;
  businessDate: string;
}

/**
 * A payment on account. Sending the same receipt again (same id, same details) answers the receipt
 * already made; the same id with other details is refused.
 */
export async function createReceipt(
  deps: Deps,
  actor: Actor,
  customerId: string,
  input: CollectionReceiptValues,
  terminal: TerminalKey | null,
  where: AuditWhere,
): Promise<{ receipt: CollectionReceipt; created: boolean }> {
  const hash = receiptRequestHash(customerId, input);
  const today = manilaDate(deps.now());
  const created = await deps.database.db.transaction(async (tx) => {
    let counter: Counter = { terminalId: null, shiftId: null, businessDate: today };
    if (terminal) {
      const t = await lockTerminal(tx, terminal);
      if (input.method === 'cash' && !t.openShiftId) shiftNotOpen();
      if (t.openShiftId) refuseIfZDue(t, today);
      counter = {
        terminalId: t.id,
        shiftId: t.openShiftId,
        businessDate: t.openShiftId ? t.businessDate : today,
      };
    }
    const customer = await lockCustomer(tx, customerId, { allowInactive: true });
    const [was] = await sqlRows<{ customerId: string; requestHash: string }>(
      tx,
      sql`SELECT customer_id AS "customerId", request_hash AS "requestHash" FROM collection_receipts WHERE id = ${input.id}`,
    );
    if (was) {
      if (was.requestHash !== hash)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          'This receipt was already recorded with other details. Start a new payment.',
          refusal('collectionIdReused'),
        );
      return false;
    }
    if (input.allocations.length > 0) {
      const open = new Set((await openItems(tx, customer.id)).debits.map((d) => d.id));
      if (input.allocations.some((a) => !open.has(a.debitId)))
        throw new DomainError(
          'VALIDATION_FAILED',
          'A chosen invoice is not open on this customer’s account. Reload and choose again.',
          refusal('allocationNotOpen', {
            fields: { allocations: 'A chosen invoice is not open on this customer’s account' },
          }),
        );
    }
    const receiptNo = await writeReceipt(tx, customer, input, counter, hash, actor.userId);
    await writeAudit(
      tx,
      {
        action: 'customers.payment_received',
        ...who(actor),
        targetType: 'collection_receipt',
        targetId: input.id,
        details: { receiptNo, customerId: customer.id, amountCentavos: input.amountCentavos },
      },
      where,
    );
    return true;
  });
  return { receipt: await receiptOf(deps, input.id), created };
}

/**
 * The receipt's writes under the customer's lock (the request's route and the demo seeder): its number,
 * the receipt, the ledger's payment row applied to the chosen invoices or settled oldest first, and the
 * journal entry. Answers the receipt's number.
 */
export async function writeReceipt(
  tx: Tx,
  customer: { id: string; displayName: string },
  input: CollectionReceiptValues,
  counter: Counter,
  hash: string,
  userId: string,
): Promise<string> {
  const receiptNo = await nextReceiptNumber(tx, counter.businessDate);
  const reference =
    input.method === 'card'
      ? [input.cardLast4 && `****${input.cardLast4}`, input.approvalCode && `appr. ${input.approvalCode}`]
          .filter(Boolean)
          .join(' ')
      : input.reference;
  await sqlRows(
    tx,
    sql`INSERT INTO collection_receipts (id, receipt_no, customer_id, business_date, amount_centavos, method,
                                         reference, bank, check_number, check_date, terminal_id, shift_id,
                                         notes, request_hash, created_by)
        VALUES (${input.id}, ${receiptNo}, ${customer.id}, ${counter.businessDate}, ${input.amountCentavos},
                ${input.method}, ${reference || null}, ${input.bank}, ${input.checkNumber}, ${input.checkDate},
                ${counter.terminalId}, ${counter.shiftId}, ${input.notes}, ${hash}, ${userId})`,
  );
  const paymentId = await appendLedgerEntry(tx, {
    customerId: customer.id,
    entryDate: counter.businessDate,
    kind: 'payment',
    amountCentavos: -input.amountCentavos,
    receiptId: input.id,
    reference: receiptNo,
    memo: input.notes,
    createdBy: userId,
  });
  if (input.allocations.length > 0) await applyCredit(tx, customer.id, paymentId, input.allocations);
  else await settle(tx, customer.id);
  await postEntry(
    tx,
    {
      date: counter.businessDate,
      memo: `Collection from ${customer.displayName}`,
      sourceType: 'collection',
      sourceId: input.id,
      sourceNumber: receiptNo,
      lines: receiptPostingLines(input.method, counter.terminalId, input.amountCentavos),
    },
    userId,
  );
  return receiptNo;
}

/**
 * The receipt's ledger lines: money in by its tender, receivables down. Cash at the counter goes to the
 * terminal's drawer (cash on hand); cash taken in the back office, where there is no drawer, goes to the
 * safe (1020 Cash in safe), where the office keeps cash it receives.
 */
export function receiptPostingLines(
  method: CollectionReceiptValues['method'],
  terminalId: string | null,
  amountCentavos: number,
) {
  const lines = collectionPosting({ method, terminalId, amountCentavos });
  if (method !== 'cash' || terminalId) return lines;
  return lines.map((l) =>
    'key' in l.account && l.account.key === 'cash_on_hand'
      ? { ...l, account: { key: 'cash_in_safe' as const } }
      : l,
  );
}

/**
 * A check that bounced: its payment is undone — what it settled is open again with the invoices' own due
 * dates, a bounce row puts the amount back on the account (the payment row is applied to it), the check
 * leaves checks on hand. Only a valid check receipt, once.
 */
export async function bounceReceipt(
  deps: Deps,
  actor: Actor,
  id: string,
  reason: string,
  where: AuditWhere,
): Promise<CollectionReceipt> {
  const today = manilaDate(deps.now());
  await deps.database.db.transaction(async (tx) => {
    const [r] = await sqlRows<{
      customerId: string;
      receiptNo: string;
      method: string;
      status: string;
      amount: number;
    }>(
      tx,
      sql`SELECT customer_id AS "customerId", receipt_no AS "receiptNo", method, status,
                 amount_centavos::float8 AS amount FROM collection_receipts WHERE id = ${id}`,
    );
    if (!r) notFound();
    const receipt = r!;
    await lockCustomer(tx, receipt.customerId, { allowInactive: true });
    // Read again under the customer's lock: two managers bouncing one check are one after the other.
    const [now] = await sqlRows<{ status: string }>(
      tx,
      sql`SELECT status FROM collection_receipts WHERE id = ${id} FOR UPDATE`,
    );
    if (receipt.method !== 'check')
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'Only a payment by check can bounce.',
        refusal('bounceNotCheck'),
      );
    if (now!.status === 'bounced')
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'This check is already marked bounced.',
        refusal('alreadyBounced'),
      );
    await writeBounce(tx, { id, ...receipt }, reason, today, deps.now().toISOString(), actor.userId);
    await writeAudit(
      tx,
      {
        action: 'customers.check_bounced',
        ...who(actor),
        targetType: 'collection_receipt',
        targetId: id,
        details: { receiptNo: receipt.receiptNo, reason },
      },
      where,
    );
  });
  return receiptOf(deps, id);
}

/**
 * A bounced check's writes under the customer's lock (the route and the demo seeder): what the payment
 * settled is undone, a bounce row puts the amount back (the payment applied to it), the receipt is marked
 * and the check leaves checks on hand.
 */
export async function writeBounce(
  tx: Tx,
  receipt: { id: string; customerId: string; receiptNo: string; amount: number },
  reason: string,
  date: string,
  at: string,
  userId: string,
): Promise<void> {
  const [payment] = await sqlRows<{ id: string }>(
    tx,
    sql`SELECT id FROM customer_ledger WHERE receipt_id = ${receipt.id} AND kind = 'payment'`,
  );
  await unapplyCredit(tx, receipt.customerId, payment!.id, date);
  const bounceId = await appendLedgerEntry(tx, {
    customerId: receipt.customerId,
    entryDate: date,
    kind: 'bounce',
    amountCentavos: receipt.amount,
    dueDate: date,
    receiptId: receipt.id,
    reference: receipt.receiptNo,
    memo: `Bounced check: ${reason}`,
    createdBy: userId,
  });
  await applyCredit(tx, receipt.customerId, payment!.id, [
    { debitId: bounceId, amountCentavos: receipt.amount },
  ]);
  await sqlRows(
    tx,
    sql`UPDATE collection_receipts SET status = 'bounced', bounced_at = ${at},
               bounced_by = ${userId}, bounce_reason = ${reason} WHERE id = ${receipt.id}`,
  );
  await postEntry(
    tx,
    {
      date,
      memo: `Bounced check ${receipt.receiptNo}: ${reason}`,
      sourceType: 'collection_bounce',
      sourceId: receipt.id,
      sourceNumber: receipt.receiptNo,
      lines: bouncePosting(receipt.amount),
    },
    userId,
  );
}

export async function receiptsList(deps: Pick<Deps, 'database'>, q: CollectionListQuery) {
  const conds: SQL[] = [sql`true`];
  if (q.customerId) conds.push(sql`r.customer_id = ${q.customerId}`);
  if (q.from) conds.push(sql`r.business_date >= ${q.from}`);
  if (q.to) conds.push(sql`r.business_date <= ${q.to}`);
  if (q.status) conds.push(sql`r.status = ${q.status}`);
  const rows = await sqlRows<ReceiptRow>(
    deps.database.db,
    sql`${RECEIPT_SELECT} WHERE ${sql.join(conds, sql` AND `)} ORDER BY r.business_date DESC, r.receipt_no DESC LIMIT 500`,
  );
  const items = rows.map(asListed);
  return {
    items,
    totalCentavos: items.filter((r) => r.status === 'valid').reduce((s, r) => s + r.amountCentavos, 0),
  };
}

// ——— ageing and the collection list ———

/**
 * Every customer's ageing as of `asOf`, in one pass over the ledger and the allocations, no join between
 * them: a debit booked by then adds its amount to the bucket of its days past due; an allocation in effect
 * by then takes its amount off the bucket of the debit it paid (it carries that debit's due date) and off
 * the customer's credits; what is left of the credits is store credit, taken off "current". The total is
 * the ledger's sum. Buckets as `ageingBucket` of the domain.
 */
const perCustomerAgeing = (asOf: string, customerId?: string) => {
  const only = customerId ? sql`AND customer_id = ${customerId}` : sql``;
  return sql`
    SELECT customer_id,
           coalesce(sum(debit) FILTER (WHERE late <= 0), 0) + sum(credit) AS current,
           coalesce(sum(debit) FILTER (WHERE late BETWEEN 1 AND 30), 0) AS d1_30,
           coalesce(sum(debit) FILTER (WHERE late BETWEEN 31 AND 60), 0) AS d31_60,
           coalesce(sum(debit) FILTER (WHERE late BETWEEN 61 AND 90), 0) AS d61_90,
           coalesce(sum(debit) FILTER (WHERE late > 90), 0) AS d90_plus,
           sum(debit) + sum(credit) AS total
      FROM (SELECT customer_id,
                   CASE WHEN amount_centavos > 0 THEN ${asOf}::date - coalesce(due_date, entry_date) END AS late,
                   CASE WHEN amount_centavos > 0 THEN amount_centavos::float8 ELSE 0 END AS debit,
                   CASE WHEN amount_centavos < 0 THEN amount_centavos::float8 ELSE 0 END AS credit
              FROM customer_ledger WHERE entry_date <= ${asOf}::date ${only}
            UNION ALL
            SELECT customer_id, ${asOf}::date - debit_due_date, -amount_centavos::float8, amount_centavos::float8
              FROM customer_allocations WHERE applied_on <= ${asOf}::date ${only}) r
     GROUP BY customer_id
    HAVING sum(debit) <> 0 OR sum(credit) <> 0`;
};

/**
 * One page of the ageing (customers by name) with the count and the totals of every customer listed, in
 * one statement: the totals row is always there, the page's columns are null past the last customer.
 */
export const ageingSql = (asOf: string, page: number, pageSize: number) => sql`
  WITH pc AS MATERIALIZED (${perCustomerAgeing(asOf)}),
  tot AS (SELECT count(*)::float8 AS n, coalesce(sum(current), 0) AS t_current, coalesce(sum(d1_30), 0) AS t_d1_30,
                 coalesce(sum(d31_60), 0) AS t_d31_60, coalesce(sum(d61_90), 0) AS t_d61_90,
                 coalesce(sum(d90_plus), 0) AS t_d90_plus, coalesce(sum(total), 0) AS t_total FROM pc),
  pg AS (SELECT pc.customer_id AS "customerId", c.customer_no::float8 AS "customerNo",
                c.display_name AS "displayName", c.phone, pc.current, pc.d1_30, pc.d31_60, pc.d61_90, pc.d90_plus,
                pc.total
           FROM pc JOIN customers c ON c.id = pc.customer_id
          ORDER BY c.display_name, c.customer_no
          LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
  SELECT tot.*, pg.* FROM tot LEFT JOIN pg ON true ORDER BY pg."displayName", pg."customerNo"`;

type AgeingSqlRow = {
  customerId: string;
  customerNo: number;
  displayName: string;
  phone: string | null;
} & Ageing;

type AgeingPageRow = { [K in `t_${keyof Ageing}`]: number } & { n: number } & {
  [K in keyof AgeingSqlRow]: AgeingSqlRow[K] | null;
};

const asAgeing = (r: Ageing): Ageing =>
  Object.fromEntries([...AGEING_BUCKETS, 'total'].map((k) => [k, r[k as keyof Ageing]])) as Ageing;

/**
 * The receivables ageing as of a date, a page of customers at a time (a screen never holds 50,000 rows;
 * the export asks for them all in one page). Run with room to hash in memory (work_mem) so a large store's
 * ageing never spills to disk.
 */
export async function ageingReport(deps: Deps, q: AgeingQuery): Promise<AgeingReport> {
  const asOf = q.asOf ?? manilaDate(deps.now());
  const rows = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return sqlRows<AgeingPageRow>(tx, ageingSql(asOf, q.page, q.pageSize));
  });
  const first = rows[0]!;
  const totals = Object.fromEntries(
    [...AGEING_BUCKETS, 'total'].map((k) => [k, first[`t_${k as keyof Ageing}`]]),
  ) as Ageing;
  const items = rows
    .filter((r) => r.customerId !== null)
    .map((r) => ({
      customerId: r.customerId!,
      customerNo: r.customerNo!,
      displayName: r.displayName!,
      phone: r.phone,
      ageing: asAgeing(r as Ageing),
    }));
  return { asOf, items, totals, count: first.n, page: q.page, pageSize: q.pageSize };
}

/** One customer's ageing as of a date (the statement's foot). */
export async function customerAgeing(db: Db | Tx, customerId: string, asOf: string): Promise<Ageing> {
  const [row] = await sqlRows<Ageing>(db, perCustomerAgeing(asOf, customerId));
  return row ? asAgeing(row) : { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, total: 0 };
}

/**
 * The collection list of a day: customers with open invoices due on or before it (what is due that day
 * and what is overdue), their phone numbers and their last payment, the most overdue first.
 */
export async function collectionsDue(deps: Deps, dateQ?: string) {
  const date = dateQ ?? manilaDate(deps.now());
  const items = await sqlRows<CollectionDueRow>(
    deps.database.db,
    sql`WITH open_debits AS (
          SELECT l.customer_id, coalesce(l.due_date, l.entry_date) AS due,
                 l.amount_centavos - coalesce((SELECT sum(a.amount_centavos) FROM customer_allocations a
                                               WHERE a.debit_entry_id = l.id), 0) AS open
            FROM customer_ledger l
           WHERE l.amount_centavos > 0 AND coalesce(l.due_date, l.entry_date) <= ${date}::date),
        due AS (
          SELECT customer_id,
                 sum(open) FILTER (WHERE due = ${date}::date) AS due_now,
                 sum(open) FILTER (WHERE due < ${date}::date) AS overdue,
                 min(due) AS oldest
            FROM open_debits WHERE open > 0 GROUP BY customer_id)
        SELECT c.id AS "customerId", c.customer_no::float8 AS "customerNo", c.display_name AS "displayName", c.phone,
               coalesce(d.due_now, 0)::float8 AS "dueCentavos", coalesce(d.overdue, 0)::float8 AS "overdueCentavos",
               to_char(d.oldest, 'YYYY-MM-DD') AS "oldestDueDate",
               (SELECT coalesce(sum(amount_centavos), 0) FROM customer_ledger WHERE customer_id = c.id)::float8 AS "balanceCentavos",
               to_char(lp.business_date, 'YYYY-MM-DD') AS "lastPaymentDate", lp.amount_centavos::float8 AS "lastPaymentCentavos"
          FROM due d JOIN customers c ON c.id = d.customer_id
          LEFT JOIN LATERAL (SELECT business_date, amount_centavos FROM collection_receipts r
                              WHERE r.customer_id = c.id AND r.status = 'valid'
                              ORDER BY business_date DESC, receipt_no DESC LIMIT 1) lp ON true
         ORDER BY d.oldest, c.display_name`,
  );
  return { date, items };
}
