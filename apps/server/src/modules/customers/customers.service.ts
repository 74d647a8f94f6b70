import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  ageing,
  type ConsentEvent,
  type Customer,
  type CustomerFields,
  type CustomerLedgerEntry,
  type CustomerMergeResult,
  type CustomerSale,
  type CustomerSummaryDetail,
  customerInputSchema,
  DomainError,
  formatInvoiceNo,
  manilaDate,
  openingBalancePosting,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import { type BranchScope, locationIn } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import {
  appendLedgerEntry,
  creditPosition,
  openItems,
  pointsBalance,
  readCustomerControls,
  settle,
} from './customer-ledger.service.ts';
import {
  type CustomerFilter,
  findCustomer,
  insertCustomer,
  iso,
  listCustomers,
  lockCustomerRow,
  type R,
  setActiveRow,
  updateCustomerRow,
} from './customers.repository.ts';

/**
 * Customers (issue 23): the record and its changes, each in one transaction with its audit row;
 * deactivation, merging two records of one person, the opening balance (posted to the ledger), consent.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;
const today = (deps: Deps) => manilaDate(deps.now());
const notFound = (): never => {
  throw new DomainError('CUSTOMER_NOT_FOUND');
};

export async function customerOf(deps: Deps, id: string, db: R = deps.database.db): Promise<Customer> {
  return (await findCustomer(db, id, today(deps))) ?? notFound();
}

export function customersList(
  deps: Deps,
  q: {
    q?: string | undefined;
    status: CustomerFilter['status'];
    hasBalance?: 'true' | 'false' | undefined;
    page: number;
    pageSize: number;
  },
) {
  return listCustomers(deps.database.db, {
    q: q.q,
    status: q.status,
    hasBalance: q.hasBalance === 'true',
    asOf: today(deps),
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
}

const audit = (
  tx: Tx,
  actor: Actor,
  where: AuditWhere,
  action: Parameters<typeof writeAudit>[1]['action'],
  id: string,
  details: Record<string, unknown>,
) =>
  writeAudit(
    tx,
    {
      action,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'customer',
      targetId: id,
      details,
    },
    where,
  );

export async function createCustomer(deps: Deps, actor: Actor, input: CustomerFields, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    const id = await insertCustomer(tx, input, actor.userId);
    const c = await customerOf(deps, id, tx);
    await audit(tx, actor, where, 'customers.created', id, { name: c.displayName, customerNo: c.customerNo });
    return c;
  });
}

export async function updateCustomer(
  deps: Deps,
  actor: Actor,
  id: string,
  input: CustomerFields & { version: number },
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const was = (await lockCustomerRow(tx, id)) ?? notFound();
    if (was.mergedIntoId) throw new DomainError('CUSTOMER_INACTIVE');
    const before = await customerOf(deps, id, tx);
    if (was.version !== input.version || !(await updateCustomerRow(tx, id, input, input.version)))
      throw new DomainError('CUSTOMER_CHANGED', undefined, { version: was.version });
    const c = await customerOf(deps, id, tx);
    await audit(tx, actor, where, 'customers.changed', id, {
      name: c.displayName,
      was: was.displayName,
      changes: changesOf(before, c),
    });
    return c;
  });
}

/** The senior/PWD ID number is sensitive: the audit log says it changed, never what it was or is. */
const HIDDEN_IN_AUDIT = new Set(['seniorPwdId']);

/** Before → after of each field of the form that changed. */
function changesOf(before: Customer, after: Customer) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of Object.keys(customerInputSchema.shape) as (keyof CustomerFields)[]) {
    const from = before[k as keyof Customer];
    const to = after[k as keyof Customer];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    out[k] = HIDDEN_IN_AUDIT.has(k) ? { from: from ? '•••' : null, to: to ? '•••' : null } : { from, to };
  }
  return out;
}

/**
 * A customer's record for a reader; the senior/PWD ID number is sensitive personal data (PH-RULES §9),
 * so a read of a record that holds one is audited (privacy.sensitive_read).
 */
export async function customerForReader(deps: Deps, actor: Actor, id: string, where: AuditWhere) {
  const c = await customerOf(deps, id);
  if (c.seniorPwdId)
    await writeAudit(
      deps.database.db,
      {
        action: 'privacy.sensitive_read',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'customer',
        targetId: id,
        details: { fields: ['seniorPwdId'], kind: c.seniorPwdKind },
      },
      where,
    );
  return c;
}

export async function setCustomerActive(
  deps: Deps,
  actor: Actor,
  id: string,
  active: boolean,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const was = (await lockCustomerRow(tx, id)) ?? notFound();
    if (was.mergedIntoId)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'This record was merged into another customer and stays inactive.',
      );
    if (was.isActive !== active) {
      await setActiveRow(tx, id, active);
      await audit(tx, actor, where, active ? 'customers.reactivated' : 'customers.deactivated', id, {
        name: was.displayName,
      });
    }
    return customerOf(deps, id, tx);
  });
}

/** The fields a survivor takes from its duplicate when it has none of its own. */
const FILLABLE = [
  'first_name',
  'last_name',
  'business_name',
  'email',
  'phone',
  'address',
  'city',
  'province',
  'zip_code',
  'tin',
  'registered_address',
  'farm_location',
  'raises',
  'senior_pwd_kind',
  'senior_pwd_id',
  'notes',
  'harvest_month',
] as const;

/**
 * Merges the duplicate `id` into `intoId`: both rows locked in id order, every ledger, allocation, points,
 * consent, receipt, message and sale row moved to the survivor (the ledgers' triggers allow only that
 * change), the survivor's empty fields filled from the duplicate, the duplicate inactive with
 * merged_into_id, one audit row. The route lets customers 'edit', manager and up, do it.
 */
export async function mergeCustomers(
  deps: Deps,
  actor: Actor,
  id: string,
  intoId: string,
  where: AuditWhere,
): Promise<CustomerMergeResult> {
  if (id === intoId)
    throw new DomainError('VALIDATION_FAILED', 'Choose another customer to merge into.', {
      fields: { intoId: 'Choose another customer to merge into.' },
    });
  return deps.database.db.transaction(async (tx) => {
    const [first, second] = [id, intoId].sort();
    const a = await lockCustomerRow(tx, first!);
    const b = await lockCustomerRow(tx, second!);
    const dup = (a?.id === id ? a : b) ?? notFound();
    const survivor = (a?.id === intoId ? a : b) ?? notFound();
    if (dup.mergedIntoId || survivor.mergedIntoId || !survivor.isActive)
      throw new DomainError('CUSTOMER_INACTIVE');
    const move = async (table: string) => {
      const rows = await sqlRows<{ id: string }>(
        tx,
        sql`UPDATE ${sql.raw(table)} SET customer_id = ${intoId} WHERE customer_id = ${id} RETURNING id`,
      );
      return rows.length;
    };
    const moved = {
      ledger: await move('customer_ledger'),
      allocations: await move('customer_allocations'),
      points: await move('loyalty_ledger'),
      consents: await move('consent_events'),
      receipts: await move('collection_receipts'),
      messages: await move('marketing_messages'),
      sales: await move('sales'),
    };
    await tx.execute(sql`UPDATE customers s SET ${sql.join(
      FILLABLE.map((f) => sql`${sql.raw(f)} = coalesce(s.${sql.raw(f)}, d.${sql.raw(f)})`),
      sql`, `,
    )}, tags = ARRAY(SELECT DISTINCT unnest(s.tags || d.tags)),
        credit_limit_centavos = greatest(s.credit_limit_centavos, d.credit_limit_centavos),
        consent_sms = s.consent_sms OR d.consent_sms, consent_email = s.consent_email OR d.consent_email,
        consent_at = CASE WHEN s.consent_at IS NULL OR (d.consent_at IS NOT NULL AND d.consent_at > s.consent_at) THEN coalesce(d.consent_at, s.consent_at) ELSE s.consent_at END,
        privacy_notice_version = coalesce(s.privacy_notice_version, d.privacy_notice_version),
        version = s.version + 1, updated_at = now()
      FROM customers d WHERE s.id = ${intoId} AND d.id = ${id}`);
    await tx.execute(
      sql`UPDATE customers SET is_active = false, merged_into_id = ${intoId}, version = version + 1, updated_at = now() WHERE id = ${id}`,
    );
    // Credits of one record may now settle debits of the other.
    await settle(tx, intoId);
    await audit(tx, actor, where, 'customers.merged', intoId, {
      merged: id,
      mergedName: dup.displayName,
      into: survivor.displayName,
      moved,
    });
    return { survivor: await customerOf(deps, intoId, tx), moved };
  });
}

const LEDGER_COLUMNS = sql`l.id, l.entry_no::float8 AS "entryNo", l.entry_date::text AS "entryDate", l.kind,
  l.reference, l.memo, l.amount_centavos::float8 AS "amountCentavos", l.due_date::text AS "dueDate",
  CASE WHEN l.amount_centavos > 0 THEN (l.amount_centavos - coalesce(
    (SELECT sum(a.amount_centavos) FROM customer_allocations a WHERE a.debit_entry_id = l.id), 0))::float8 END AS "openCentavos",
  l.sale_id AS "saleId", l.receipt_id AS "receiptId",
  (sum(l.amount_centavos) OVER (ORDER BY l.entry_date, l.entry_no))::float8 AS "balanceCentavos"`;

/** The customer's ledger, oldest first, with the running balance and each debit's open amount. */
export async function ledgerOf(
  deps: Deps,
  id: string,
  db: R = deps.database.db,
): Promise<CustomerLedgerEntry[]> {
  await customerOf(deps, id, db);
  return sqlRows<CustomerLedgerEntry>(
    db,
    sql`SELECT ${LEDGER_COLUMNS} FROM customer_ledger l WHERE l.customer_id = ${id} ORDER BY l.entry_date, l.entry_no`,
  );
}

const hasOpeningSql = (id: string) =>
  sql`SELECT EXISTS (SELECT 1 FROM customer_ledger WHERE customer_id = ${id} AND kind = 'charge' AND sale_id IS NULL
                       AND memo = 'opening_balance') AS has`;

/**
 * The customer's opening balance (what was owed before the store used FBMS): a charge row without a
 * sale, posted accounts receivable against opening balance equity, once per customer.
 */
export async function postOpeningBalance(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { amountCentavos: number; asOf: string; dueDate: string; reference: string },
  where: AuditWhere,
): Promise<CustomerLedgerEntry> {
  if (input.asOf > today(deps))
    throw new DomainError('VALIDATION_FAILED', 'The date owed cannot be in the future.', {
      fields: { asOf: 'The date owed cannot be in the future.' },
    });
  return deps.database.db.transaction(async (tx) => {
    const entryId = await openingBalanceIn(tx, actor, id, input, where);
    const rows = await ledgerOf(deps, id, tx);
    return rows.find((r) => r.id === entryId)!;
  });
}

/**
 * The opening balance inside the caller's transaction (the customer's page and the import): the ledger's
 * charge row, its posting (accounts receivable against opening balance equity) and the audit row.
 */
export async function openingBalanceIn(
  tx: Tx,
  actor: Actor,
  id: string,
  input: { amountCentavos: number; asOf: string; dueDate: string; reference: string },
  where: AuditWhere,
): Promise<string> {
  const c = (await lockCustomerRow(tx, id)) ?? notFound();
  if (c.mergedIntoId) throw new DomainError('CUSTOMER_INACTIVE');
  const [has] = await sqlRows<{ has: boolean }>(tx, hasOpeningSql(id));
  if (has?.has)
    throw new DomainError('BUSINESS_DUPLICATE_RECORD', `${c.displayName} already has an opening balance.`);
  const reference = input.reference || 'Opening balance';
  const entryId = await appendLedgerEntry(tx, {
    customerId: id,
    entryDate: input.asOf,
    kind: 'charge',
    amountCentavos: input.amountCentavos,
    dueDate: input.dueDate,
    reference,
    memo: 'opening_balance',
    createdBy: actor.userId,
  });
  await postEntry(
    tx,
    {
      date: input.asOf,
      memo: `Opening balance of ${c.displayName}`,
      sourceType: 'customer_opening',
      sourceId: entryId,
      sourceNumber: reference,
      lines: openingBalancePosting(input.amountCentavos),
    },
    actor.userId,
  );
  await settle(tx, id);
  await audit(tx, actor, where, 'customers.opening_balance', id, {
    name: c.displayName,
    amountCentavos: input.amountCentavos,
    asOf: input.asOf,
  });
  return entryId;
}

/** Records the customer's consent per channel as given now (by staff), with the privacy notice's version. */
export async function putConsent(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { sms: boolean; email: boolean },
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const c = (await lockCustomerRow(tx, id)) ?? notFound();
    if (c.mergedIntoId) throw new DomainError('CUSTOMER_INACTIVE');
    const [now] = await sqlRows<{ sms: boolean; email: boolean }>(
      tx,
      sql`SELECT consent_sms AS sms, consent_email AS email FROM customers WHERE id = ${id}`,
    );
    const version = (await readCustomerControls(tx)).marketing.privacyNoticeVersion;
    const changes = (['sms', 'email'] as const).filter((ch) => now![ch] !== input[ch]);
    if (changes.length === 0) return customerOf(deps, id, tx);
    for (const ch of changes)
      await tx.execute(
        sql`INSERT INTO consent_events (id, customer_id, channel, granted, notice_version, source, recorded_by)
            VALUES (${uuidv7()}, ${id}, ${ch}, ${input[ch]}, ${version}, 'staff', ${actor.userId})`,
      );
    await tx.execute(
      sql`UPDATE customers SET consent_sms = ${input.sms}, consent_email = ${input.email}, consent_at = now(),
            privacy_notice_version = ${version}, version = version + 1, updated_at = now() WHERE id = ${id}`,
    );
    await audit(tx, actor, where, 'customers.consent_changed', id, {
      sms: input.sms,
      email: input.email,
      noticeVersion: version,
    });
    return customerOf(deps, id, tx);
  });
}

export async function consentOf(deps: Deps, id: string): Promise<ConsentEvent[]> {
  await customerOf(deps, id);
  const rows = await sqlRows<ConsentEvent & { at: unknown }>(
    deps.database.db,
    sql`SELECT e.channel, e.granted, e.notice_version AS "noticeVersion", e.source,
               u.name AS "recordedBy", e.at
          FROM consent_events e LEFT JOIN users u ON u.id = e.recorded_by
         WHERE e.customer_id = ${id} ORDER BY e.at DESC`,
  );
  return rows.map((r) => ({ ...r, at: iso(r.at)! }));
}

/** Balance, overdue, ageing, points and the last purchase of a customer, as of today. */
export async function summaryOf(deps: Deps, id: string): Promise<CustomerSummaryDetail> {
  const db = deps.database.db;
  const c = await customerOf(deps, id);
  const asOf = today(deps);
  const pos = await creditPosition(db, { id, creditLimitCentavos: c.creditLimitCentavos }, asOf);
  const { debits, credits } = await openItems(db, id);
  const unapplied = credits.reduce((s, x) => s + x.unappliedCentavos, 0);
  const [last] = await sqlRows<{ at: unknown }>(
    db,
    sql`SELECT max(created_at) AS at FROM sales WHERE customer_id = ${id}`,
  );
  const [has] = await sqlRows<{ has: boolean }>(db, hasOpeningSql(id));
  return {
    customerId: id,
    asOf,
    balanceCentavos: pos.balanceCentavos,
    overdueCentavos: pos.overdueCentavos,
    creditLimitCentavos: c.creditLimitCentavos,
    availableCreditCentavos: Math.max(0, c.creditLimitCentavos - pos.balanceCentavos),
    ageing: ageing(debits, asOf, unapplied),
    points: await pointsBalance(db, id),
    lastPurchaseAt: iso(last?.at),
    hasOpeningBalance: has?.has ?? false,
  };
}

/** The customer's sales, newest first. */
export async function salesOf(deps: Deps, id: string, page: number, pageSize: number, scope: BranchScope) {
  const db = deps.database.db;
  await customerOf(deps, id);
  // The customer is the company's; their sales shown are those of the person's branches (T12).
  const here = locationIn(scope, sql`location_id`);
  const rows = await sqlRows<
    Omit<CustomerSale, 'invoiceNo'> & { invoiceNo: number | null; createdAt: unknown }
  >(
    db,
    sql`SELECT id, invoice_no::float8 AS "invoiceNo", created_at AS "createdAt", business_date::text AS "businessDate",
               total_centavos::float8 AS "totalCentavos", status, due_date::text AS "dueDate"
          FROM sales WHERE customer_id = ${id} AND ${here}
         ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const [total] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM sales WHERE customer_id = ${id} AND ${here}`,
  );
  return {
    items: rows.map((r) => ({
      ...r,
      invoiceNo: r.invoiceNo == null ? null : formatInvoiceNo(r.invoiceNo),
      createdAt: iso(r.createdAt)!,
    })),
    total: total?.n ?? 0,
  };
}
