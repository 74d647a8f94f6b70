import { type Db, sqlRows, type Tx } from '@fbms/db';
import type { AuditEntry, AuditFilter, AuditPerson } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/** Data history's SQL (issue 25): the audit log read with its filters, and the privacy tools' reads. */

type R = Db | Tx;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The WHERE of the filters; each one uses the audit log's indexes (by time, action, record, person). */
function filterSql(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.actor) parts.push(sql`a.actor_user_id = ${f.actor}`);
  if (f.action) parts.push(sql`a.action = ${f.action}`);
  else if (f.module) parts.push(sql`a.action LIKE ${`${f.module.replace(/[\\%_]/g, (m) => `\\${m}`)}.%`}`);
  if (f.targetType) parts.push(sql`a.target_type = ${f.targetType}`);
  if (f.targetId) parts.push(sql`a.target_id = ${f.targetId}`);
  if (f.from) parts.push(sql`a.at >= (${f.from}::date)::timestamp AT TIME ZONE 'Asia/Manila'`);
  if (f.to) parts.push(sql`a.at < ((${f.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Manila')`);
  if (f.q) {
    const q = like(f.q);
    parts.push(sql`(a.actor_email ILIKE ${q} OR u.name ILIKE ${q} OR a.action ILIKE ${q} OR a.target_id ILIKE ${q}
      OR a.details::text ILIKE ${q} OR a.ip ILIKE ${q})`);
  }
  return sql.join(parts, sql` AND `);
}

const COLUMNS = sql`a.id, a.at, a.action, a.actor_user_id AS "actorUserId", u.name AS "actorName",
  a.actor_email AS "actorEmail", a.target_type AS "targetType", a.target_id AS "targetId", a.details, a.ip,
  a.user_agent AS "userAgent"`;

type Row = Omit<AuditEntry, 'at'> & { at: Date | string };
const asEntry = (r: Row): AuditEntry => ({
  ...r,
  at: r.at instanceof Date ? r.at.toISOString() : new Date(r.at).toISOString(),
  details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) ?? {},
});

/** Newest first (ties by id, which grows with time: uuidv7). */
export async function listAudit(db: R, f: AuditFilter, limit: number, offset: number): Promise<AuditEntry[]> {
  const rows = await sqlRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
         WHERE ${filterSql(f)} ORDER BY a.at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(asEntry);
}

export async function countAudit(db: R, f: AuditFilter): Promise<number> {
  const join = f.q ? sql`LEFT JOIN users u ON u.id = a.actor_user_id` : sql``;
  const [r] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::float8 AS n FROM audit_log a ${join} WHERE ${filterSql(f)}`,
  );
  return r?.n ?? 0;
}

export function listPeople(db: R): Promise<AuditPerson[]> {
  return sqlRows<AuditPerson>(db, sql`SELECT id, name, email FROM users ORDER BY lower(name), email`);
}

/** Every row of `table` whose `column` is `id`, each as JSON (the table's own column names). */
export async function rowsAbout(db: R, table: string, column: string, id: string, order = 'created_at') {
  const rows = await sqlRows<{ row: Record<string, unknown> }>(
    db,
    sql`SELECT to_jsonb(t) AS row FROM ${sql.raw(table)} t WHERE t.${sql.raw(column)} = ${id}
         ORDER BY t.${sql.raw(order)}`,
  );
  return rows.map((r) => (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as Record<string, unknown>);
}

/** The lines of the customer's sales (what they bought). */
export async function saleLinesOfCustomer(db: R, customerId: string) {
  const rows = await sqlRows<{ row: Record<string, unknown> }>(
    db,
    sql`SELECT to_jsonb(l) AS row FROM sale_lines l JOIN sales s ON s.id = l.sale_id
         WHERE s.customer_id = ${customerId} ORDER BY s.created_at, l.line_no`,
  );
  return rows.map((r) => (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as Record<string, unknown>);
}

export async function lockCustomerForPrivacy(tx: Tx, id: string) {
  const [r] = await sqlRows<{
    id: string;
    customerNo: number;
    displayName: string;
    consentSms: boolean;
    consentEmail: boolean;
    balance: number;
  }>(
    tx,
    sql`SELECT c.id, c.customer_no::float8 AS "customerNo", c.display_name AS "displayName",
               c.consent_sms AS "consentSms", c.consent_email AS "consentEmail",
               (SELECT coalesce(sum(l.amount_centavos), 0) FROM customer_ledger l WHERE l.customer_id = c.id)::float8 AS balance
          FROM customers c WHERE c.id = ${id} FOR UPDATE`,
  );
  return r ?? null;
}

/** Empties the personal fields, ends consent and segments (tags), deactivates; the name keeps the number. */
export async function anonymizeCustomerRow(tx: Tx, id: string, name: string, fields: readonly string[]) {
  await tx.execute(
    sql`UPDATE customers SET ${sql.join(
      fields.map((f) => sql`${sql.raw(f)} = NULL`),
      sql`, `,
    )}, kind = 'individual', display_name = ${name}, tags = '{}'::text[], consent_sms = false, consent_email = false,
        consent_at = NULL, privacy_notice_version = NULL, is_active = false, version = version + 1, updated_at = now()
      WHERE id = ${id}`,
  );
}

export async function deleteMessagesOf(tx: Tx, customerId: string): Promise<number> {
  const rows = await sqlRows<{ id: string }>(
    tx,
    sql`DELETE FROM marketing_messages WHERE customer_id = ${customerId} RETURNING id`,
  );
  return rows.length;
}

export async function recordConsentWithdrawn(
  tx: Tx,
  id: string,
  customerId: string,
  channel: string,
  by: string,
) {
  await tx.execute(
    sql`INSERT INTO consent_events (id, customer_id, channel, granted, source, recorded_by)
        VALUES (${id}, ${customerId}, ${channel}, false, 'anonymized', ${by})`,
  );
}

/** The audit trail of a person: what they did and what was done to their account. */
export async function auditOfPerson(db: R, userId: string) {
  const rows = await sqlRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
         WHERE a.actor_user_id = ${userId} OR (a.target_type = 'user' AND a.target_id = ${userId})
         ORDER BY a.at, a.id`,
  );
  return rows.map(asEntry);
}
