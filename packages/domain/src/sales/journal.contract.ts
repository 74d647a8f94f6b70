import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { formatManilaDateTime } from './invoice.ts';

/**
 * The e-journal over HTTP (/api/sales/e-journal): the exact text of every printed POS document, in the
 * order printed, for managers to read and export (PH-RULES §4). Read-only: the table refuses changes.
 */
export const JOURNAL_KINDS = [
  'invoice',
  'reprint',
  'void',
  'return',
  'x_reading',
  'z_reading',
  'cash_slip',
  'shift_open',
  'shift_close',
  'reset',
] as const;
export type JournalKindName = (typeof JOURNAL_KINDS)[number];

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

/** The filters of the list and of the export; dates are the documents' business dates, inclusive. */
export const journalFilterSchema = z.object({
  terminalId: z.uuid().optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  kind: z.enum(JOURNAL_KINDS).optional(),
  /** Words in the document's number or anywhere in its text (an invoice number, a name, an amount). */
  search: z.string().trim().max(100).optional(),
});
export type JournalFilter = z.output<typeof journalFilterSchema>;

export const journalListQuerySchema = journalFilterSchema.extend({
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(25),
});

export const JOURNAL_EXPORT_FORMATS = ['txt', 'csv'] as const;
export const journalExportQuerySchema = journalFilterSchema.extend({
  format: z.enum(JOURNAL_EXPORT_FORMATS).default('txt'),
});

export const journalEntrySchema = z
  .object({
    id: z.string(),
    terminalId: z.string(),
    terminalName: z.string(),
    businessDate: z.string(),
    kind: z.enum(JOURNAL_KINDS),
    documentId: z.string(),
    /** As printed: "00000042", "VOID 00000003". */
    documentNumber: z.string(),
    createdAt: z.string(),
    /** Who printed it (null for a document the system printed). */
    createdByName: z.string().nullable(),
    /** The document's text, as printed. */
    body: z.string(),
  })
  .meta({ id: 'JournalEntry' });
export type JournalEntryView = z.output<typeof journalEntrySchema>;

export const journalContract = {
  listJournal: endpoint({
    method: 'get',
    path: '/api/sales/e-journal',
    query: journalListQuerySchema,
    response: z.object({
      items: z.array(journalEntrySchema),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
    }),
  }),
};

/** A kind as a header prints it: "INVOICE", "Z-READING". */
export const journalKindLabel = (kind: JournalKindName) => kind.toUpperCase().replace('_', '-');

/** The header line of an entry in the text export. */
export function journalHeader(e: JournalEntryView): string {
  const who = e.createdByName ? ` · ${e.createdByName}` : '';
  return `=== ${formatManilaDateTime(e.createdAt)} · ${e.terminalName} · ${journalKindLabel(e.kind)} ${e.documentNumber} · business date ${e.businessDate}${who} ===`;
}

/** The text export: each entry's header line, then its text as printed, then a blank line. */
export const journalText = (entries: JournalEntryView[]) =>
  entries.map((e) => `${journalHeader(e)}\n${e.body}\n`).join('');

/** The CSV export's rows: a header row, then one row per entry with its text in the last cell. */
export function journalCsvRows(entries: JournalEntryView[]): string[][] {
  return [
    ['Printed at', 'Business date', 'Terminal', 'Kind', 'Number', 'Printed by', 'Text'],
    ...entries.map((e) => [
      e.createdAt,
      e.businessDate,
      e.terminalName,
      journalKindLabel(e.kind),
      e.documentNumber,
      e.createdByName ?? '',
      e.body,
    ]),
  ];
}
