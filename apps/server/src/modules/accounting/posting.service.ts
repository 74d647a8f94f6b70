import { type Db, type Tx, uuidv7 } from '@fbms/db';
import { isBalanced, type Posting, type PostingLine } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one door into the general ledger (issue 22). Every module that posts calls `postEntry` inside its
 * own transaction — or, on the sale's hot path, sends `postingSql` as a statement of its fast
 * transaction — so a document and its entry commit together or not at all.
 *
 * - The lines must balance (checked here, and again by the database at commit: migration 0015).
 * - A document posts once: source type and id are unique, so a second posting of the same document (a
 *   retried request, the backfill run again) writes nothing and answers null.
 * - The entry is dated the document's business date; when that month is closed it goes to the first
 *   day of the next open month, with a note saying so (the document keeps its own date).
 * - Accounts are named by posting key (a terminal's own cash account when it has one, else the general
 *   one) or by id; a key with no account fails the statement, and so the document.
 * - A period's closing locks `journal_entries` (SHARE), so no posting is halfway through while a month
 *   closes, and the month a posting reads is the one it writes into.
 */
export interface PostedEntry {
  id: string;
  entryNo: number;
  entryDate: string;
  lateNote: string | null;
}

const linesJson = (lines: readonly PostingLine[]) =>
  JSON.stringify(
    lines.map((l, i) => ({
      line_no: i + 1,
      key: 'key' in l.account ? l.account.key : null,
      terminal_id: 'key' in l.account ? (l.account.terminalId ?? null) : null,
      account_id: 'accountId' in l.account ? l.account.accountId : null,
      debit: l.debitCentavos,
      credit: l.creditCentavos,
      memo: l.memo ?? null,
    })),
  );

/** The first day of the first month, from the document's, that is not closed (SQL, on `d`). */
export const openPostingDateSql = (d: SQL) => sql`(SELECT CASE
      WHEN NOT EXISTS (SELECT 1 FROM accounting_periods p
                        WHERE p.month = date_trunc('month', ${d}::date)::date AND p.status = 'closed')
        THEN ${d}::date
      ELSE (SELECT min(m)::date FROM generate_series(date_trunc('month', ${d}::date), date_trunc('month', ${d}::date) + interval '600 months', interval '1 month') m
             WHERE NOT EXISTS (SELECT 1 FROM accounting_periods p WHERE p.month = m::date AND p.status = 'closed'))
    END)`;

/**
 * The statement that posts an entry (fixed shape: it may be a named statement of the sale's fast
 * transaction). Answers the entry's row, or no row when this document had posted already.
 */
export function postingSql(posting: Posting, postedBy: string | null, id: string = uuidv7()): SQL {
  if (!isBalanced(posting.lines))
    throw new Error(`${posting.sourceType} ${posting.sourceId}: the posting does not balance`);
  const total = posting.lines.reduce((s, l) => s + l.debitCentavos, 0);
  return sql`WITH eff AS (SELECT ${openPostingDateSql(sql`${posting.date}`)} AS d),
      l AS (SELECT j.line_no, j.debit, j.credit, j.memo,
                   coalesce(j.account_id,
                            (SELECT a.id FROM gl_accounts a WHERE a.key = j.key AND a.terminal_id = j.terminal_id),
                            (SELECT a.id FROM gl_accounts a WHERE a.key = j.key AND a.terminal_id IS NULL)) AS account_id
              FROM json_to_recordset(${linesJson(posting.lines)}::json)
                   AS j(line_no int, key text, terminal_id uuid, account_id uuid, debit bigint, credit bigint, memo text)),
      e AS (INSERT INTO journal_entries (id, entry_date, document_date, late_note, memo, source_type, source_id,
                                          source_number, reverses_entry_id, total_centavos, posted_by)
            SELECT ${id}::uuid, eff.d, ${posting.date}::date,
                   CASE WHEN eff.d <> ${posting.date}::date
                     THEN 'Dated ' || ${posting.date} || ': that month is closed, so it is posted on ' || to_char(eff.d, 'YYYY-MM-DD') || '.'
                   END,
                   ${posting.memo}, ${posting.sourceType}, ${posting.sourceId}, ${posting.sourceNumber ?? null},
                   ${posting.reversesEntryId ?? null}::uuid, ${total}::bigint, ${postedBy}
              FROM eff
            ON CONFLICT (source_type, source_id) DO NOTHING
            RETURNING id, entry_no, entry_date, late_note),
      ins AS (INSERT INTO journal_lines (entry_id, line_no, account_id, entry_date, debit_centavos, credit_centavos, memo)
              SELECT e.id, l.line_no, l.account_id, e.entry_date, l.debit, l.credit, l.memo FROM e CROSS JOIN l)
    SELECT e.id, e.entry_no::float8 AS "entryNo", to_char(e.entry_date, 'YYYY-MM-DD') AS "entryDate",
           e.late_note AS "lateNote"
      FROM e`;
}

/**
 * Posts a document's entry in the caller's transaction. Null when there is nothing to post (no lines:
 * the document moved no money and no stock value) or when this document had posted already.
 */
export async function postEntry(
  tx: Tx | Db,
  posting: Posting,
  postedBy: string | null,
  /** The entry's id, when the caller needs it beforehand (a manual entry is its own source). */
  id: string = uuidv7(),
): Promise<PostedEntry | null> {
  if (posting.lines.length === 0) return null;
  const result = (await tx.execute(postingSql(posting, postedBy, id))) as unknown as { rows: PostedEntry[] };
  return result.rows[0] ?? null;
}
