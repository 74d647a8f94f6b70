import { type Db, type FastTx, sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  type CreditPosition,
  type CustomerLedgerKind,
  customerControlsSchema,
  DomainError,
  type OpenDebit,
  planApplication,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The customer ledger's one door (issue 23, module customer-transactions): every document that changes
 * what a customer owes appends its row here, in the document's own transaction, after `lockCustomer`
 * took the customer's row lock (so two cashiers charging one customer at once are checked one after the
 * other). `settle` then applies unapplied credits to open debits oldest first, so after every write
 * either nothing is open or nothing is unapplied, and balance = open debits − unapplied credits.
 *
 * Works on a FastTx (the sale's transaction) and on a drizzle transaction alike.
 */
export type LedgerRunner = FastTx | Tx | Db;
const rowsOf = <T>(db: LedgerRunner, s: SQL) => ('rows' in db ? db.rows<T>(s) : sqlRows<T>(db, s));

export interface LockedCustomer {
  id: string;
  displayName: string;
  isActive: boolean;
  creditLimitCentavos: number;
  creditTermsDays: number;
  harvestMonth: number | null;
  tin: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * Locks the customer's row for the rest of the transaction and reads it; refuses one that does not
 * exist (CUSTOMER_NOT_FOUND) or is inactive or merged (CUSTOMER_INACTIVE) unless `allowInactive`
 * (a payment on an old balance of a deactivated customer is still taken).
 */
export async function lockCustomer(
  db: LedgerRunner,
  id: string,
  options: { allowInactive?: boolean } = {},
): Promise<LockedCustomer> {
  const [row] = await rowsOf<LockedCustomer & { mergedIntoId: string | null }>(
    db,
    sql`SELECT id, display_name AS "displayName", is_active AS "isActive",
               credit_limit_centavos::float8 AS "creditLimitCentavos", credit_terms_days AS "creditTermsDays",
               harvest_month AS "harvestMonth", tin, address, phone, email, merged_into_id AS "mergedIntoId"
          FROM customers WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw new DomainError('CUSTOMER_NOT_FOUND');
  if (row.mergedIntoId || (!row.isActive && !options.allowInactive))
    throw new DomainError('CUSTOMER_INACTIVE');
  const { mergedIntoId: _m, ...customer } = row;
  return customer;
}

/** What the customer owes (negative: store credit) and what of it is past due on `asOf`. */
export async function creditPosition(
  db: LedgerRunner,
  customer: Pick<LockedCustomer, 'id' | 'creditLimitCentavos'>,
  asOf: string,
): Promise<CreditPosition> {
  const [row] = await rowsOf<{ balance: number; overdue: number }>(
    db,
    sql`SELECT (SELECT coalesce(sum(amount_centavos), 0) FROM customer_ledger WHERE customer_id = ${customer.id})::float8 AS balance,
               (SELECT coalesce(sum(l.amount_centavos - coalesce(
                          (SELECT sum(a.amount_centavos) FROM customer_allocations a WHERE a.debit_entry_id = l.id), 0)), 0)
                  FROM customer_ledger l
                 WHERE l.customer_id = ${customer.id} AND l.amount_centavos > 0
                   AND coalesce(l.due_date, l.entry_date) < ${asOf}::date)::float8 AS overdue`,
  );
  return {
    balanceCentavos: row?.balance ?? 0,
    overdueCentavos: Math.max(0, row?.overdue ?? 0),
    creditLimitCentavos: customer.creditLimitCentavos,
  };
}

export interface NewLedgerEntry {
  customerId: string;
  entryDate: string;
  kind: CustomerLedgerKind;
  /** > 0: the customer owes more; < 0: less (the kind's sign is checked by the database). */
  amountCentavos: number;
  /** A debit's due date (a charge invoice's); other debits are due on their date. */
  dueDate?: string | null;
  saleId?: string | null;
  returnId?: string | null;
  receiptId?: string | null;
  /** The document's number as printed. */
  reference: string;
  memo?: string | null;
  createdBy: string | null;
}

/** Appends one row to the customer ledger (the customer's lock held) and answers its id. */
export async function appendLedgerEntry(db: LedgerRunner, e: NewLedgerEntry): Promise<string> {
  const id = uuidv7();
  await rowsOf(
    db,
    sql`INSERT INTO customer_ledger (id, customer_id, entry_date, kind, amount_centavos, due_date, sale_id,
                                     return_id, receipt_id, reference, memo, created_by)
        VALUES (${id}, ${e.customerId}, ${e.entryDate}, ${e.kind}, ${e.amountCentavos}, ${e.dueDate ?? null},
                ${e.saleId ?? null}, ${e.returnId ?? null}, ${e.receiptId ?? null}, ${e.reference},
                ${e.memo ?? null}, ${e.createdBy})`,
  );
  return id;
}

interface OpenRow {
  id: string;
  entryNo: number;
  entryDate: string;
  dueDate: string;
  amount: number;
  applied: number;
  received: number;
}

/** The customer's open debits and unapplied credits, from the ledger and its allocations. */
export async function openItems(db: LedgerRunner, customerId: string) {
  const rows = await rowsOf<OpenRow>(
    db,
    sql`SELECT l.id, l.entry_no::float8 AS "entryNo", l.entry_date::text AS "entryDate",
               coalesce(l.due_date, l.entry_date)::text AS "dueDate", l.amount_centavos::float8 AS amount,
               coalesce((SELECT sum(a.amount_centavos) FROM customer_allocations a WHERE a.debit_entry_id = l.id), 0)::float8 AS applied,
               coalesce((SELECT sum(a.amount_centavos) FROM customer_allocations a WHERE a.credit_entry_id = l.id), 0)::float8 AS received
          FROM customer_ledger l WHERE l.customer_id = ${customerId}
         ORDER BY l.entry_date, l.entry_no`,
  );
  const debits: OpenDebit[] = [];
  const credits: { id: string; unappliedCentavos: number }[] = [];
  for (const r of rows) {
    if (r.amount > 0 && r.amount - r.applied > 0)
      debits.push({
        id: r.id,
        entryNo: r.entryNo,
        entryDate: r.entryDate,
        dueDate: r.dueDate,
        openCentavos: r.amount - r.applied,
      });
    else if (r.amount < 0 && -r.amount - r.received > 0)
      credits.push({ id: r.id, unappliedCentavos: -r.amount - r.received });
  }
  return { debits, credits };
}

/**
 * Writes allocations with the due date of the debit each pays and the date it took effect: the later of
 * its two rows' dates, or `appliedOn` when that is later (a bounce undoing payments on its own date).
 */
async function insertAllocations(
  db: LedgerRunner,
  customerId: string,
  rows: readonly { creditId: string; debitId: string; amountCentavos: number }[],
  appliedOn?: string,
) {
  if (rows.length === 0) return;
  await rowsOf(
    db,
    sql`INSERT INTO customer_allocations
               (id, customer_id, credit_entry_id, debit_entry_id, amount_centavos, debit_due_date, applied_on)
        SELECT v.id::uuid, ${customerId}, c.id, d.id, v.amount::bigint, coalesce(d.due_date, d.entry_date),
               greatest(c.entry_date, d.entry_date, ${appliedOn ?? null}::date)
          FROM (VALUES ${sql.join(
            rows.map((r) => sql`(${uuidv7()}, ${r.creditId}::uuid, ${r.debitId}::uuid, ${r.amountCentavos})`),
            sql`, `,
          )}) v(id, credit_id, debit_id, amount)
          JOIN customer_ledger c ON c.id = v.credit_id
          JOIN customer_ledger d ON d.id = v.debit_id`,
  );
}

/**
 * Applies a credit row to the debits chosen (each at most its open amount, in the order given), then
 * settles the rest oldest first. Answers what was applied to which debit by the chosen step.
 */
export async function applyCredit(
  db: LedgerRunner,
  customerId: string,
  creditEntryId: string,
  chosen: readonly { debitId: string; amountCentavos?: number | undefined }[],
) {
  const { debits, credits } = await openItems(db, customerId);
  const credit = credits.find((c) => c.id === creditEntryId);
  if (credit && chosen.length > 0) {
    const { applications } = planApplication(credit.unappliedCentavos, debits, chosen);
    await insertAllocations(
      db,
      customerId,
      applications.map((a) => ({
        creditId: creditEntryId,
        debitId: a.debitId,
        amountCentavos: a.amountCentavos,
      })),
    );
  }
  await settle(db, customerId);
}

/** Applies every unapplied credit to the open debits, oldest credit first, each to the oldest debits. */
export async function settle(db: LedgerRunner, customerId: string): Promise<void> {
  const { debits, credits } = await openItems(db, customerId);
  if (debits.length === 0 || credits.length === 0) return;
  let open = debits;
  const rows: { creditId: string; debitId: string; amountCentavos: number }[] = [];
  for (const c of credits) {
    const { applications } = planApplication(c.unappliedCentavos, open);
    for (const a of applications)
      rows.push({ creditId: c.id, debitId: a.debitId, amountCentavos: a.amountCentavos });
    const taken = new Map(applications.map((a) => [a.debitId, a.amountCentavos]));
    open = open
      .map((d) => ({ ...d, openCentavos: d.openCentavos - (taken.get(d.id) ?? 0) }))
      .filter((d) => d.openCentavos > 0);
    if (open.length === 0) break;
  }
  await insertAllocations(db, customerId, rows);
}

/**
 * Undoes what a credit row had settled (a bounced check): a row of the opposite sign for each debit it
 * paid, so those debits are open again with their own due dates. Answers the amount undone.
 */
export async function unapplyCredit(
  db: LedgerRunner,
  customerId: string,
  creditEntryId: string,
  onDate: string,
) {
  const paid = await rowsOf<{ debitId: string; amount: number }>(
    db,
    sql`SELECT debit_entry_id AS "debitId", sum(amount_centavos)::float8 AS amount
          FROM customer_allocations WHERE credit_entry_id = ${creditEntryId}
         GROUP BY debit_entry_id HAVING sum(amount_centavos) <> 0`,
  );
  await insertAllocations(
    db,
    customerId,
    paid.map((p) => ({ creditId: creditEntryId, debitId: p.debitId, amountCentavos: -p.amount })),
    onDate,
  );
  return paid.reduce((s, p) => s + p.amount, 0);
}

/** A customer's loyalty points now (the sum of the points ledger). */
export async function pointsBalance(db: LedgerRunner, customerId: string): Promise<number> {
  const [row] = await rowsOf<{ points: number }>(
    db,
    sql`SELECT coalesce(sum(points), 0)::float8 AS points FROM loyalty_ledger WHERE customer_id = ${customerId}`,
  );
  return row?.points ?? 0;
}

export interface NewPointsEntry {
  customerId: string;
  entryDate: string;
  kind: 'earn' | 'redeem' | 'reverse' | 'expire' | 'adjust';
  points: number;
  expiresOn?: string | null;
  saleId?: string | null;
  returnId?: string | null;
  memo?: string | null;
  createdBy: string | null;
}

/** Appends one row to the points ledger (the customer's lock held). */
export async function appendPoints(db: LedgerRunner, e: NewPointsEntry): Promise<void> {
  if (e.points === 0) return;
  await rowsOf(
    db,
    sql`INSERT INTO loyalty_ledger (id, customer_id, entry_date, kind, points, expires_on, sale_id, return_id, memo, created_by)
        VALUES (${uuidv7()}, ${e.customerId}, ${e.entryDate}, ${e.kind}, ${e.points}, ${e.expiresOn ?? null},
                ${e.saleId ?? null}, ${e.returnId ?? null}, ${e.memo ?? null}, ${e.createdBy})`,
  );
}

/** The store's loyalty and marketing-consent rules (system_settings.customer_controls). */
export async function readCustomerControls(db: LedgerRunner) {
  const [row] = await rowsOf<{ c: unknown }>(
    db,
    sql`SELECT customer_controls AS c FROM system_settings WHERE id = 1`,
  );
  return customerControlsSchema.parse(row?.c ?? {});
}
