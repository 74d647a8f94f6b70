import { uuidv7 } from '@fbms/db';
import {
  ANONYMIZED_CUSTOMER_FIELDS,
  type AnonymizeResult,
  AUDIT_EXPORT_MAX_ROWS,
  type AuditFilter,
  anonymizedName,
  auditEntriesToRows,
  DomainError,
  formatCustomerNo,
  manilaDate,
  refusal,
} from '@fbms/domain';
import { toCsv } from '@fbms/domain/catalog/csv';
import { writeXlsx } from '@fbms/domain/catalog/xlsx';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import {
  anonymizeCustomerRow,
  auditOfPerson,
  countAudit,
  deleteMessagesOf,
  listAudit,
  listPeople,
  lockCustomerForPrivacy,
  recordConsentWithdrawn,
  rowsAbout,
  saleLinesOfCustomer,
} from './data-history.repository.ts';

/**
 * Data history (issue 25): the audit log read and exported with its filters, and the privacy tools of
 * PH-RULES §9 — everything about one customer or one employee as a JSON file, and a customer's
 * anonymization. Every privacy action is itself audited.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;
type File = { body: Uint8Array; type: string; fileName: string };

const filterOf = <T extends AuditFilter>(q: T): AuditFilter => {
  const { actor, module, action, targetType, targetId, from, to, q: text } = q;
  return Object.fromEntries(
    Object.entries({ actor, module, action, targetType, targetId, from, to, q: text }).filter(
      ([, v]) => v !== undefined,
    ),
  );
};

export async function auditPage(deps: Deps, q: AuditFilter & { page: number; pageSize: number }) {
  const f = filterOf(q);
  const db = deps.database.db;
  const [items, total] = await Promise.all([
    listAudit(db, f, q.pageSize, (q.page - 1) * q.pageSize),
    countAudit(db, f),
  ]);
  return { items, total };
}

export async function auditPeople(deps: Deps) {
  return { items: await listPeople(deps.database.db) };
}

/** The filtered rows as CSV or XLSX, newest first, at most AUDIT_EXPORT_MAX_ROWS; the export is audited. */
export async function exportAudit(
  deps: Deps,
  actor: Actor,
  q: AuditFilter & { format: 'csv' | 'xlsx' },
  where: AuditWhere,
): Promise<File> {
  const f = filterOf(q);
  const entries = await listAudit(deps.database.db, f, AUDIT_EXPORT_MAX_ROWS, 0);
  await writeAudit(
    deps.database.db,
    {
      action: 'privacy.audit_exported',
      ...who(actor),
      details: { filters: f, rows: entries.length, format: q.format },
    },
    where,
  );
  const rows = auditEntriesToRows(entries);
  const fileName = `data-history-${manilaDate(deps.now())}.${q.format}`;
  if (q.format === 'xlsx')
    return {
      body: writeXlsx('Data history', rows),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName,
    };
  return { body: new TextEncoder().encode(toCsv(rows)), type: 'text/csv; charset=utf-8', fileName };
}

const json = (value: unknown, fileName: string): File => ({
  body: new TextEncoder().encode(JSON.stringify(value, null, 2)),
  type: 'application/json; charset=utf-8',
  fileName,
});

/** Everything the store keeps about one customer: profile, consents, ledger, receipts, sales, points, messages. */
export async function exportCustomer(deps: Deps, actor: Actor, id: string, where: AuditWhere): Promise<File> {
  return deps.database.db.transaction(async (tx) => {
    const [profile] = await rowsAbout(tx, 'customers', 'id', id);
    if (!profile) throw new DomainError('CUSTOMER_NOT_FOUND');
    delete profile.search_text;
    const data = {
      exportedAt: deps.now().toISOString(),
      exportedBy: actor.email,
      customer: profile,
      consents: await rowsAbout(tx, 'consent_events', 'customer_id', id, 'at'),
      ledger: await rowsAbout(tx, 'customer_ledger', 'customer_id', id, 'entry_no'),
      collectionReceipts: await rowsAbout(tx, 'collection_receipts', 'customer_id', id),
      sales: await rowsAbout(tx, 'sales', 'customer_id', id),
      saleLines: await saleLinesOfCustomer(tx, id),
      loyaltyPoints: await rowsAbout(tx, 'loyalty_ledger', 'customer_id', id, 'entry_no'),
      marketingMessages: await rowsAbout(tx, 'marketing_messages', 'customer_id', id),
    };
    const customerNo = formatCustomerNo(Number(profile.customer_no));
    await writeAudit(
      tx,
      {
        action: 'privacy.customer_exported',
        ...who(actor),
        targetType: 'customer',
        targetId: id,
        details: { customerNo, sales: data.sales.length, ledger: data.ledger.length },
      },
      where,
    );
    return json(data, `customer-${customerNo}-${manilaDate(deps.now())}.json`);
  });
}

/** An employee's record, settings and audit trail (what they did, what was done to their account). */
export async function exportEmployee(deps: Deps, actor: Actor, id: string, where: AuditWhere): Promise<File> {
  return deps.database.db.transaction(async (tx) => {
    const [user] = await rowsAbout(tx, 'users', 'id', id);
    if (!user) throw new DomainError('AUTH_USER_NOT_FOUND');
    const data = {
      exportedAt: deps.now().toISOString(),
      exportedBy: actor.email,
      user,
      settings: (await rowsAbout(tx, 'user_settings', 'user_id', id, 'updated_at'))[0] ?? null,
      auditTrail: await auditOfPerson(tx, id),
    };
    await writeAudit(
      tx,
      {
        action: 'privacy.employee_exported',
        ...who(actor),
        targetType: 'user',
        targetId: id,
        details: { email: user.email, auditRows: data.auditTrail.length },
      },
      where,
    );
    return json(
      data,
      `employee-${String(user.email).replace(/[^\w.@-]/g, '_')}-${manilaDate(deps.now())}.json`,
    );
  });
}

/**
 * Anonymizes a customer (Data Privacy Act): the personal fields emptied, the name "Anonymized customer
 * #n", consent withdrawn (recorded in the consent history), segments (tags) and marketing messages gone,
 * the record inactive. Sales invoices keep their printed buyer data (kept 10 years). Refused while the
 * customer owes a balance or has store credit: the ledger must be settled first.
 */
export async function anonymizeCustomer(
  deps: Deps,
  actor: Actor,
  id: string,
  where: AuditWhere,
): Promise<AnonymizeResult> {
  return deps.database.db.transaction(async (tx) => {
    const c = await lockCustomerForPrivacy(tx, id);
    if (!c) throw new DomainError('CUSTOMER_NOT_FOUND');
    if (c.balance > 0)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'This customer still owes the store; take the payment (or write it off) before anonymizing.',
        refusal('anonymizeOwes', { balanceCentavos: c.balance }),
      );
    if (c.balance < 0)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'This customer has store credit; use or refund it before anonymizing.',
        refusal('anonymizeHasCredit', { balanceCentavos: -c.balance }),
      );
    const customerNo = formatCustomerNo(c.customerNo);
    const name = anonymizedName(customerNo);
    await anonymizeCustomerRow(tx, id, name, ANONYMIZED_CUSTOMER_FIELDS);
    for (const [channel, granted] of [
      ['sms', c.consentSms],
      ['email', c.consentEmail],
    ] as const)
      if (granted) await recordConsentWithdrawn(tx, uuidv7(), id, channel, actor.userId);
    const messagesDeleted = await deleteMessagesOf(tx, id);
    await writeAudit(
      tx,
      {
        action: 'privacy.customer_anonymized',
        ...who(actor),
        targetType: 'customer',
        targetId: id,
        // The old name is not kept here either: the audit log would otherwise undo the anonymization.
        details: { customerNo, messagesDeleted, cleared: ANONYMIZED_CUSTOMER_FIELDS },
      },
      where,
    );
    return { customerId: id, displayName: name, messagesDeleted };
  });
}
