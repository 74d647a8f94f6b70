import { type Db, type Tx, uuidv7 } from '@fbms/db';
import {
  isBalanced,
  manilaDate,
  type Posting,
  type PostingLine,
  revaluationEntry,
  stockEntry,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { stockByLocation } from './documents.repository.ts';

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
 * The posting as parts of a statement (named gl_*), to put in a WITH beside a document's own writes:
 * the sale's last statement carries its entry this way, so the sale keeps its three round trips. A
 * data-modifying WITH may not be nested, hence parts rather than a statement. `gl_e` answers the
 * entry's row, or no row when this document had posted already.
 */
export function postingCtes(posting: Posting, postedBy: string | null, id: string = uuidv7()): SQL {
  if (!isBalanced(posting.lines))
    throw new Error(`${posting.sourceType} ${posting.sourceId}: the posting does not balance`);
  const total = posting.lines.reduce((s, l) => s + l.debitCentavos, 0);
  return sql`gl_eff AS (SELECT ${openPostingDateSql(sql`${posting.date}`)} AS d),
      gl_l AS (SELECT j.line_no, j.debit, j.credit, j.memo,
                   coalesce(j.account_id,
                            (SELECT a.id FROM gl_accounts a WHERE a.key = j.key AND a.terminal_id = j.terminal_id),
                            (SELECT a.id FROM gl_accounts a WHERE a.key = j.key AND a.terminal_id IS NULL)) AS account_id
              FROM json_to_recordset(${linesJson(posting.lines)}::json)
                   AS j(line_no int, key text, terminal_id uuid, account_id uuid, debit bigint, credit bigint, memo text)),
      gl_e AS (INSERT INTO journal_entries (id, entry_date, document_date, late_note, memo, source_type, source_id,
                                          source_number, reverses_entry_id, total_centavos, posted_by)
            SELECT ${id}::uuid, gl_eff.d, ${posting.date}::date,
                   CASE WHEN gl_eff.d <> ${posting.date}::date
                     THEN 'Dated ' || ${posting.date} || ': that month is closed, so it is posted on ' || to_char(gl_eff.d, 'YYYY-MM-DD') || '.'
                   END,
                   ${posting.memo}, ${posting.sourceType}, ${posting.sourceId}, ${posting.sourceNumber ?? null},
                   ${posting.reversesEntryId ?? null}::uuid, ${total}::bigint, ${postedBy}
              FROM gl_eff
            ON CONFLICT (source_type, source_id) DO NOTHING
            RETURNING id, entry_no, entry_date, late_note),
      gl_ins AS (INSERT INTO journal_lines (entry_id, line_no, account_id, entry_date, debit_centavos, credit_centavos, memo)
              SELECT gl_e.id, gl_l.line_no, gl_l.account_id, gl_e.entry_date, gl_l.debit, gl_l.credit, gl_l.memo
                FROM gl_e CROSS JOIN gl_l)`;
}

/**
 * The statement that posts an entry (fixed shape: it may be a named statement of a fast transaction).
 * Answers the entry's row, or no row when this document had posted already.
 */
export function postingSql(posting: Posting, postedBy: string | null, id: string = uuidv7()): SQL {
  return sql`WITH ${postingCtes(posting, postedBy, id)}
    SELECT gl_e.id, gl_e.entry_no::float8 AS "entryNo", to_char(gl_e.entry_date, 'YYYY-MM-DD') AS "entryDate",
           gl_e.late_note AS "lateNote"
      FROM gl_e`;
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

/** For the terminals' enrollment (sales): the new terminal's own drawer account, in its transaction. */
export { ensureChart, ensureTerminalAccounts } from './chart.repository.ts';

/**
 * Posts a stock document's movements (an adjustment, a recount, a product's opening stock), each valued
 * at the product's cost now: inventory against each movement type's account. Dated today (Manila)
 * unless the caller says otherwise. Nothing when no value moved.
 */
export const postStock = (
  tx: Tx | Db,
  d: Omit<Parameters<typeof stockEntry>[0], 'date'> & { date?: string },
  postedBy: string | null,
) => postEntry(tx, stockEntry({ ...d, date: d.date ?? manilaDate(new Date()) }), postedBy);

/**
 * A product's cost changed (in the transaction that changes it, the product locked): its stock at each
 * location is revalued to the new cost, against inventory revaluation. Each change posts once (its own id).
 */
export async function postRevaluation(
  tx: Tx,
  c: { productId: string; product: string; oldCostCentavos: number; newCostCentavos: number },
  postedBy: string | null,
) {
  return postEntry(
    tx,
    revaluationEntry({
      id: uuidv7(),
      date: manilaDate(new Date()),
      product: c.product,
      oldCostCentavos: c.oldCostCentavos,
      newCostCentavos: c.newCostCentavos,
      stockMilliByLocation: await stockByLocation(tx, c.productId),
    }),
    postedBy,
  );
}

/**
 * Posts many documents' entries in one statement (the backfill's batches): each as postEntry would, a
 * document already posted left alone. Answers how many entries it wrote.
 */
export async function postEntries(
  tx: Tx | Db,
  postings: readonly { posting: Posting; postedBy: string | null }[],
): Promise<number> {
  const some = postings.filter((p) => p.posting.lines.length > 0);
  if (some.length === 0) return 0;
  const entries = some.map(({ posting, postedBy }) => {
    if (!isBalanced(posting.lines))
      throw new Error(`${posting.sourceType} ${posting.sourceId}: the posting does not balance`);
    return {
      id: uuidv7(),
      date: posting.date,
      memo: posting.memo,
      source_type: posting.sourceType,
      source_id: posting.sourceId,
      source_number: posting.sourceNumber ?? null,
      total: posting.lines.reduce((s, l) => s + l.debitCentavos, 0),
      posted_by: postedBy,
      lines: posting.lines,
    };
  });
  const lines = entries.flatMap((e) =>
    (JSON.parse(linesJson(e.lines)) as Record<string, unknown>[]).map((l) => ({ ...l, entry_id: e.id })),
  );
  const result = (await tx.execute(sql`WITH j AS (
        SELECT * FROM json_to_recordset(${JSON.stringify(entries.map(({ lines: _, ...e }) => e))}::json)
               AS j(id uuid, date date, memo text, source_type text, source_id text, source_number text,
                    total bigint, posted_by text)),
      eff AS (SELECT j.*, ${openPostingDateSql(sql`j.date`)} AS d FROM j),
      e AS (INSERT INTO journal_entries (id, entry_date, document_date, late_note, memo, source_type, source_id,
                                          source_number, total_centavos, posted_by)
            SELECT id, d, date,
                   CASE WHEN d <> date THEN 'Dated ' || to_char(date, 'YYYY-MM-DD') || ': that month is closed, so it is posted on '
                                           || to_char(d, 'YYYY-MM-DD') || '.' END,
                   memo, source_type, source_id, source_number, total, posted_by
              FROM eff
            ON CONFLICT (source_type, source_id) DO NOTHING
            RETURNING id, entry_date),
      ins AS (INSERT INTO journal_lines (entry_id, line_no, account_id, entry_date, debit_centavos, credit_centavos, memo)
              SELECT e.id, l.line_no,
                     coalesce(l.account_id,
                              (SELECT a.id FROM gl_accounts a WHERE a.key = l.key AND a.terminal_id = l.terminal_id),
                              (SELECT a.id FROM gl_accounts a WHERE a.key = l.key AND a.terminal_id IS NULL)),
                     e.entry_date, l.debit, l.credit, l.memo
                FROM e JOIN json_to_recordset(${JSON.stringify(lines)}::json)
                     AS l(entry_id uuid, line_no int, key text, terminal_id uuid, account_id uuid, debit bigint,
                          credit bigint, memo text) ON l.entry_id = e.id)
    SELECT count(*)::int AS n FROM e`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
