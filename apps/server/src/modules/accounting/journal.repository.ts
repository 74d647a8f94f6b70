import { type Db, sqlRows, type Tx } from '@fbms/db';
import type { JournalEntry, JournalQuery } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/** The SQL of the journal and the periods (the services hold the transactions and the rules). */

export const isoSql = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const nameSql = (u: string) =>
  sql.raw(`nullif(trim(coalesce(${u}.first_name, '') || ' ' || coalesce(${u}.last_name, '')), '')`);

const entrySelect = sql`SELECT e.id, e.entry_no::float8 AS "entryNo",
       to_char(e.entry_date, 'YYYY-MM-DD') AS "entryDate", to_char(e.document_date, 'YYYY-MM-DD') AS "documentDate",
       e.late_note AS "lateNote", e.memo, e.source_type AS "sourceType", e.source_id AS "sourceId",
       e.source_number AS "sourceNumber", e.total_centavos::float8 AS "totalCentavos",
       ${nameSql('u')} AS "postedByName", ${isoSql(sql`e.posted_at`)} AS "postedAt",
       e.reverses_entry_id AS "reversesEntryId", re.entry_no::float8 AS "reversesEntryNo",
       rb.id AS "reversedByEntryId", rb.entry_no::float8 AS "reversedByEntryNo",
       (SELECT coalesce(json_agg(json_build_object('lineNo', l.line_no, 'accountId', l.account_id,
                 'accountCode', a.code, 'accountName', a.name, 'debitCentavos', l.debit_centavos,
                 'creditCentavos', l.credit_centavos, 'memo', l.memo) ORDER BY l.line_no), '[]'::json)
          FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id WHERE l.entry_id = e.id) AS lines
  FROM journal_entries e
  LEFT JOIN users u ON u.id = e.posted_by
  LEFT JOIN journal_entries re ON re.id = e.reverses_entry_id
  LEFT JOIN journal_entries rb ON rb.reverses_entry_id = e.id`;

export async function findEntry(db: Db | Tx, id: string): Promise<JournalEntry | null> {
  const [row] = await sqlRows<JournalEntry>(db, sql`${entrySelect} WHERE e.id = ${id}`);
  return row ?? null;
}

function entryFilter(q: JournalQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.from) parts.push(sql`e.entry_date >= ${q.from}::date`);
  if (q.to) parts.push(sql`e.entry_date <= ${q.to}::date`);
  if (q.sourceType) parts.push(sql`e.source_type = ${q.sourceType}`);
  if (q.accountId)
    parts.push(
      sql`EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = e.id AND l.account_id = ${q.accountId}::uuid)`,
    );
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(e.memo ILIKE ${like} OR e.source_number ILIKE ${like} OR e.entry_no::text = ${q.q})`);
  }
  return sql.join(parts, sql` AND `);
}

/** A page of entries, newest first (by date, then number), and how many match. */
export async function listEntries(
  db: Db | Tx,
  q: JournalQuery,
): Promise<{ items: JournalEntry[]; total: number }> {
  const where = entryFilter(q);
  const items = await sqlRows<JournalEntry>(
    db,
    sql`${entrySelect} WHERE ${where} ORDER BY e.entry_date DESC, e.entry_no DESC
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const [count] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::float8 AS n FROM journal_entries e WHERE ${where}`,
  );
  return { items, total: count?.n ?? 0 };
}

/** A manual entry's accounts: code, name, active (those that exist). */
export function accountsByIds(db: Db | Tx, ids: readonly string[]) {
  return sqlRows<{ id: string; code: string; name: string; isActive: boolean }>(
    db,
    sql`SELECT id, code, name, is_active AS "isActive" FROM gl_accounts
         WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

/**
 * Holds off a period's closing (its SHARE lock) until this transaction ends, so a month read as open
 * here stays open until the entry is written.
 */
export async function holdOffClosing(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE journal_entries IN ROW EXCLUSIVE MODE`);
}

export async function monthIsClosed(db: Db | Tx, month: string): Promise<boolean> {
  const [row] = await sqlRows(
    db,
    sql`SELECT 1 FROM accounting_periods WHERE month = ${month}::date AND status = 'closed'`,
  );
  return !!row;
}
