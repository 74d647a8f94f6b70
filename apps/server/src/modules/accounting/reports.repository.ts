import { type Db, sqlRows, type Tx } from '@fbms/db';
import type {
  AccountFigures,
  AccountTotals,
  BookLine,
  JournalEntryDetail,
  LedgerAccount,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL of the accounting reports: aggregates over `journal_lines` on its date indexes
 * (journal_lines_date carries account and amounts, so a range is read from the index alone;
 * journal_lines_account_date for one account's ledger), and the entries' lines for the books.
 */
type Runner = Db | Tx;

export function listLedgerAccounts(db: Runner): Promise<LedgerAccount[]> {
  return sqlRows<LedgerAccount>(
    db,
    sql`SELECT id, code, name, type, normal_balance AS "normalBalance", cash_flow AS "cashFlow"
          FROM gl_accounts ORDER BY code`,
  );
}

/**
 * Each account's figures over [from, to]: debits and credits in the range and, when `withOpening`,
 * its balance before it (debits − credits). The bare aggregate the statements are built from.
 */
export function accountFiguresSql(from: string, to: string, withOpening: boolean): SQL {
  return withOpening
    ? sql`SELECT l.account_id AS "accountId",
                 coalesce(sum(l.debit_centavos - l.credit_centavos) FILTER (WHERE l.entry_date < ${from}::date), 0)::float8 AS "openingCentavos",
                 coalesce(sum(l.debit_centavos) FILTER (WHERE l.entry_date >= ${from}::date), 0)::float8 AS "debitCentavos",
                 coalesce(sum(l.credit_centavos) FILTER (WHERE l.entry_date >= ${from}::date), 0)::float8 AS "creditCentavos"
            FROM journal_lines l WHERE l.entry_date <= ${to}::date GROUP BY l.account_id`
    : sql`SELECT l.account_id AS "accountId", 0::float8 AS "openingCentavos",
                 sum(l.debit_centavos)::float8 AS "debitCentavos", sum(l.credit_centavos)::float8 AS "creditCentavos"
            FROM journal_lines l WHERE l.entry_date BETWEEN ${from}::date AND ${to}::date GROUP BY l.account_id`;
}

export async function accountFigures(
  db: Runner,
  from: string,
  to: string,
  withOpening: boolean,
): Promise<Map<string, AccountFigures>> {
  const rows = await sqlRows<AccountFigures & { accountId: string }>(
    db,
    accountFiguresSql(from, to, withOpening),
  );
  return new Map(rows.map(({ accountId, ...f }) => [accountId, f]));
}

/** Which entries a book lists (a condition on the entry `e`). */
export type BookFilter = 'all' | 'cash-debited' | 'cash-credited' | 'sales' | 'payables-credited';

function bookCondition(filter: BookFilter): SQL {
  const anyLine = (cond: SQL) =>
    sql`EXISTS (SELECT 1 FROM journal_lines x JOIN gl_accounts xa ON xa.id = x.account_id
                 WHERE x.entry_id = e.id AND ${cond})`;
  switch (filter) {
    case 'all':
      return sql`TRUE`;
    case 'cash-debited':
      return anyLine(sql`xa.cash_flow = 'cash' AND x.debit_centavos > 0`);
    case 'cash-credited':
      return anyLine(sql`xa.cash_flow = 'cash' AND x.credit_centavos > 0`);
    case 'sales':
      return sql`e.source_type IN ('sale', 'sale_void', 'sale_return')`;
    case 'payables-credited':
      return anyLine(sql`xa.key = 'accounts_payable' AND x.credit_centavos > 0`);
  }
}

const LINE_COLUMNS = sql`e.id AS "entryId", e.entry_no::float8 AS "entryNo", to_char(e.entry_date, 'YYYY-MM-DD') AS date,
  e.memo, e.source_type AS "sourceType", e.source_number AS "sourceNumber", l.account_id AS "accountId",
  l.debit_centavos::float8 AS "debitCentavos", l.credit_centavos::float8 AS "creditCentavos", l.memo AS "lineMemo"`;

/** A book's lines in [from, to], by date, entry and line; at most `limit` (one more tells it was cut). */
export function bookLines(
  db: Runner,
  q: { from: string; to: string; filter: BookFilter },
  limit: number,
): Promise<BookLine[]> {
  return sqlRows<BookLine>(
    db,
    sql`SELECT ${LINE_COLUMNS}
          FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         WHERE e.entry_date BETWEEN ${q.from}::date AND ${q.to}::date AND ${bookCondition(q.filter)}
         ORDER BY e.entry_date, e.entry_no, l.line_no
         LIMIT ${limit}`,
  );
}

/** A book's debits and credits by account in [from, to]. */
export async function bookTotals(
  db: Runner,
  q: { from: string; to: string; filter: BookFilter },
): Promise<AccountTotals> {
  const rows = await sqlRows<{ accountId: string; debitCentavos: number; creditCentavos: number }>(
    db,
    sql`SELECT l.account_id AS "accountId", sum(l.debit_centavos)::float8 AS "debitCentavos",
               sum(l.credit_centavos)::float8 AS "creditCentavos"
          FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         WHERE e.entry_date BETWEEN ${q.from}::date AND ${q.to}::date AND ${bookCondition(q.filter)}
         GROUP BY l.account_id`,
  );
  return new Map(rows.map(({ accountId, ...t }) => [accountId, t]));
}

/** The ledger's lines in [from, to], one account or all, by account code, date, entry and line. */
export function ledgerLines(
  db: Runner,
  q: { from: string; to: string; accountId: string | null },
  limit: number,
): Promise<BookLine[]> {
  return sqlRows<BookLine>(
    db,
    sql`SELECT ${LINE_COLUMNS}
          FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.id = l.account_id
         WHERE l.entry_date BETWEEN ${q.from}::date AND ${q.to}::date
           ${q.accountId ? sql`AND l.account_id = ${q.accountId}::uuid` : sql``}
         ORDER BY a.code, l.entry_date, e.entry_no, l.line_no
         LIMIT ${limit}`,
  );
}

/** One entry with its lines and who posted it; null when there is none. */
export async function journalEntry(db: Runner, id: string): Promise<JournalEntryDetail | null> {
  const [entry] = await sqlRows<Omit<JournalEntryDetail, 'lines'>>(
    db,
    sql`SELECT e.id, e.entry_no::float8 AS "entryNo", to_char(e.entry_date, 'YYYY-MM-DD') AS date,
               to_char(e.document_date, 'YYYY-MM-DD') AS "documentDate", e.late_note AS "lateNote", e.memo,
               e.source_type AS "sourceType", e.source_id AS "sourceId", e.source_number AS "sourceNumber",
               e.reverses_entry_id AS "reversesEntryId",
               nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "postedByName",
               to_char(e.posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "postedAt",
               e.total_centavos::float8 AS "totalCentavos"
          FROM journal_entries e LEFT JOIN users u ON u.id = e.posted_by WHERE e.id = ${id}::uuid`,
  );
  if (!entry) return null;
  const lines = await sqlRows<JournalEntryDetail['lines'][number]>(
    db,
    sql`SELECT l.line_no AS "lineNo", l.account_id AS "accountId", a.code, a.name,
               l.debit_centavos::float8 AS "debitCentavos", l.credit_centavos::float8 AS "creditCentavos", l.memo
          FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id
         WHERE l.entry_id = ${id}::uuid ORDER BY l.line_no`,
  );
  return { ...entry, lines };
}
