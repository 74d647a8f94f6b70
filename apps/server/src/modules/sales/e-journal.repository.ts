import { type Db, sqlRows } from '@fbms/db';
import type { JournalEntryView, JournalFilter } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { terminalIn } from './terminal-scope.ts';

/** Reading the e-journal (the screen and its export); writing is e-journal.service.ts. */

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function whereOf(f: JournalFilter, ...more: SQL[]): SQL {
  const w: SQL[] = [];
  if (f.terminalId) w.push(sql`j.terminal_id = ${f.terminalId}`);
  if (f.from) w.push(sql`j.business_date >= ${f.from}::date`);
  if (f.to) w.push(sql`j.business_date <= ${f.to}::date`);
  if (f.kind) w.push(sql`j.kind = ${f.kind}`);
  if (f.search) w.push(sql`(j.document_number ILIKE ${like(f.search)} OR j.body ILIKE ${like(f.search)})`);
  w.push(...more);
  return w.length ? sql`WHERE ${sql.join(w, sql` AND `)}` : sql``;
}

const SELECT = sql`SELECT j.id, j.terminal_id AS "terminalId", t.name AS "terminalName",
         to_char(j.business_date, 'YYYY-MM-DD') AS "businessDate", j.kind, j.document_id AS "documentId",
         j.document_number AS "documentNumber", j.created_at AS "createdAt",
         nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "createdByName",
         j.body, j.created_at::text AS "cursorAt"
    FROM e_journal j JOIN terminals t ON t.id = j.terminal_id LEFT JOIN users u ON u.id = j.created_by`;

type Row = JournalEntryView & { cursorAt: string };
const view = ({ cursorAt: _c, ...r }: Row): JournalEntryView => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** A page of entries, newest first. */
export async function listJournal(
  db: Db,
  f: JournalFilter & { page: number; pageSize: number },
  scope: BranchScope,
) {
  const where = whereOf(f, terminalIn(scope, sql`j.terminal_id`));
  const [count] = await sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM e_journal j ${where}`);
  const rows = await sqlRows<Row>(
    db,
    sql`${SELECT} ${where} ORDER BY j.created_at DESC, j.id DESC
        LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
  );
  return { items: rows.map(view), total: count?.n ?? 0, page: f.page, pageSize: f.pageSize };
}

/** Where the export's next page starts: the last entry's exact time (microseconds kept) and id. */
export interface JournalCursor {
  at: string;
  id: string;
}

/** The next `limit` entries of the filter in the order printed (oldest first), after `cursor`. */
export async function journalPage(
  db: Db,
  f: JournalFilter,
  cursor: JournalCursor | null,
  limit: number,
  scope: BranchScope,
) {
  const after = cursor ? [sql`(j.created_at, j.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`] : [];
  after.push(terminalIn(scope, sql`j.terminal_id`));
  const rows = await sqlRows<Row>(
    db,
    sql`${SELECT} ${whereOf(f, ...after)} ORDER BY j.created_at, j.id LIMIT ${limit}`,
  );
  const last = rows.at(-1);
  return { entries: rows.map(view), next: last ? { at: last.cursorAt, id: last.id } : null };
}
