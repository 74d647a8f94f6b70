import { type Tx, uuidv7 } from '@fbms/db';
import { type InvoiceSale, invoiceLayout, invoiceText } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The e-journal (PH-RULES §4): the exact text of every printed POS document, appended in the document's
 * own transaction. The table refuses UPDATE, DELETE and TRUNCATE (migration 0014). Every module that
 * prints a numbered POS document (sales, shifts) writes through here.
 */
export type JournalKind =
  | 'invoice'
  | 'reprint'
  | 'void'
  | 'return'
  | 'x_reading'
  | 'z_reading'
  | 'cash_slip'
  | 'shift_open'
  | 'shift_close'
  | 'reset';

export interface JournalEntry {
  terminalId: string;
  /** The business date (YYYY-MM-DD) the document carries. */
  businessDate: string;
  kind: JournalKind;
  documentId: string;
  /** As printed: "00000042", "VOID 00000003", "Z 00000012". */
  documentNumber: string;
  /** The document's text (documentText of its layout). */
  body: string;
  createdBy: string | null;
  /** Defaults to the database's clock. */
  at?: string | null;
}

const rowsJson = (entries: JournalEntry[]) =>
  JSON.stringify(
    entries.map((e) => ({
      id: uuidv7(),
      terminal_id: e.terminalId,
      business_date: e.businessDate,
      kind: e.kind,
      document_id: e.documentId,
      document_number: e.documentNumber,
      body: e.body,
      created_by: e.createdBy,
      created_at: e.at ?? null,
    })),
  );

/** An INSERT of the entries, to run as a CTE of a larger statement (the sale writes its invoice's so). */
export function journalInsertSql(entries: JournalEntry[]): SQL {
  return sql`INSERT INTO e_journal (id, terminal_id, business_date, kind, document_id, document_number, body,
      created_by, created_at)
    SELECT j.id, j.terminal_id, j.business_date, j.kind, j.document_id, j.document_number, j.body, j.created_by,
           coalesce(j.created_at, now())
      FROM json_to_recordset(${rowsJson(entries)}::json) AS j(id uuid, terminal_id uuid, business_date date,
           kind text, document_id uuid, document_number text, body text, created_by text, created_at timestamptz)`;
}

/** Appends entries in the caller's transaction. */
export async function appendJournal(tx: Tx, ...entries: JournalEntry[]): Promise<void> {
  if (entries.length > 0) await tx.execute(journalInsertSql(entries));
}

/**
 * The entry of a sales invoice (kind 'invoice') or of its reprint ('reprint', with the REPRINT line and
 * its time): the exact text the invoice prints (invoiceText of invoiceLayout). A reprint carries the
 * Manila date it was printed on; the invoice, the business date of its sale.
 */
export function invoiceJournalEntry(
  sale: InvoiceSale,
  e: { businessDate: string; createdBy: string | null; at: string; reprintedAt?: string },
): JournalEntry {
  return {
    terminalId: sale.terminalId,
    businessDate: e.businessDate,
    kind: e.reprintedAt ? 'reprint' : 'invoice',
    documentId: sale.id,
    documentNumber: sale.invoiceNumber,
    body: invoiceText(invoiceLayout(sale, e.reprintedAt ?? null)),
    createdBy: e.createdBy,
    at: e.at,
  };
}
