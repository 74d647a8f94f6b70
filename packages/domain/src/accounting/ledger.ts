import { z } from 'zod';
import { ACCOUNT_TYPES, CASH_FLOW_CLASSES, NORMAL_BALANCES } from './chart.ts';
import { SOURCE_TYPES } from './posting.ts';

/**
 * The accounting back office's shapes (issue 22): the chart of accounts as the accountant edits it, the
 * journal as they read it and post manual entries into it, and the monthly periods they close.
 * Amounts are whole centavos; dates are Manila business dates (YYYY-MM-DD); a month is its first day.
 */
export const ledgerDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
/** A period in the address: `2026-10`. */
export const periodMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-10');

export const accountCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,6}$/, 'A code is 4 to 6 digits');

export const glAccountSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  normalBalance: z.enum(NORMAL_BALANCES),
  cashFlow: z.enum(CASH_FLOW_CLASSES),
  /** Set when automatic postings use the account (a posting key); such an account stays active. */
  key: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** The balance on the account's normal side (negative: the other side), in centavos, all entries. */
  balanceCentavos: z.number().int(),
  /** Whether any journal line names it: then its code and type are fixed. */
  hasLines: z.boolean(),
});
export type GlAccount = z.infer<typeof glAccountSchema>;

const descriptionSchema = z.string().trim().max(500).nullable().optional();

export const accountCreateSchema = z.object({
  code: accountCodeSchema,
  name: z.string().trim().min(2).max(120),
  type: z.enum(ACCOUNT_TYPES),
  /** Defaults to the type's usual side (NORMAL_BALANCE_OF); a contra account names the other. */
  normalBalance: z.enum(NORMAL_BALANCES).optional(),
  cashFlow: z.enum(CASH_FLOW_CLASSES),
  description: descriptionSchema,
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

export const accountUpdateSchema = z.object({
  name: z.string().trim().min(2).max(120).optional(),
  description: descriptionSchema,
  isActive: z.boolean().optional(),
  cashFlow: z.enum(CASH_FLOW_CLASSES).optional(),
  /** Only while no journal line names the account. */
  code: accountCodeSchema.optional(),
  type: z.enum(ACCOUNT_TYPES).optional(),
  normalBalance: z.enum(NORMAL_BALANCES).optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const journalLineSchema = z.object({
  lineNo: z.number().int(),
  accountId: z.uuid(),
  accountCode: z.string(),
  accountName: z.string(),
  debitCentavos: z.number().int(),
  creditCentavos: z.number().int(),
  memo: z.string().nullable(),
});

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  entryNo: z.number().int(),
  entryDate: z.string(),
  /** The document's own date (differs from entryDate when its month was closed: see lateNote). */
  documentDate: z.string(),
  lateNote: z.string().nullable(),
  memo: z.string(),
  sourceType: z.enum(SOURCE_TYPES),
  sourceId: z.string(),
  sourceNumber: z.string().nullable(),
  totalCentavos: z.number().int(),
  postedByName: z.string().nullable(),
  postedAt: z.string(),
  reversesEntryId: z.uuid().nullable(),
  reversesEntryNo: z.number().int().nullable(),
  reversedByEntryId: z.uuid().nullable(),
  reversedByEntryNo: z.number().int().nullable(),
  lines: z.array(journalLineSchema),
});
export type JournalEntry = z.infer<typeof ledgerEntrySchema>;

export const JOURNAL_PAGE_SIZE = 25;

export const journalQuerySchema = z.object({
  from: ledgerDateSchema.optional(),
  to: ledgerDateSchema.optional(),
  accountId: z.uuid().optional(),
  sourceType: z.enum(SOURCE_TYPES).optional(),
  /** Words of the memo, or the entry's or document's number. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(JOURNAL_PAGE_SIZE),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;

const centavosField = z.number().int().min(0).max(100_000_000_000);

export const manualLineSchema = z.object({
  accountId: z.uuid(),
  debitCentavos: centavosField,
  creditCentavos: centavosField,
  memo: z.string().trim().max(200).nullable().optional(),
});
export type ManualLine = z.infer<typeof manualLineSchema>;

export const manualEntrySchema = z.object({
  date: ledgerDateSchema,
  memo: z.string().trim().min(3).max(500),
  lines: z.array(manualLineSchema).min(2, 'An entry has at least two lines').max(100),
});
export type ManualEntry = z.infer<typeof manualEntrySchema>;

export const reverseEntrySchema = z.object({
  date: ledgerDateSchema,
  reason: z.string().trim().min(5).max(500),
});
export type ReverseEntry = z.infer<typeof reverseEntrySchema>;

export const periodSchema = z.object({
  /** The month's first day (YYYY-MM-01). */
  month: z.string(),
  status: z.enum(['open', 'closed']),
  entryCount: z.number().int(),
  /** The month's debits (= its credits). */
  totalCentavos: z.number().int(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type Period = z.infer<typeof periodSchema>;

export const reopenPeriodSchema = z.object({ reason: z.string().trim().min(5).max(500) });

/** What a manual entry's lines add up to: debits, credits, and debits − credits. */
export function entryTotals(lines: readonly { debitCentavos: number; creditCentavos: number }[]) {
  const debitCentavos = lines.reduce((s, l) => s + (l.debitCentavos || 0), 0);
  const creditCentavos = lines.reduce((s, l) => s + (l.creditCentavos || 0), 0);
  return { debitCentavos, creditCentavos, differenceCentavos: debitCentavos - creditCentavos };
}

/** A line with both sides, or neither, filled: a manual line is a debit or a credit. */
export const lineIsOneSided = (l: { debitCentavos: number; creditCentavos: number }) =>
  l.debitCentavos > 0 !== l.creditCentavos > 0;

/** `2026-10` → `2026-10-01`, and back. */
export const periodToMonth = (period: string) => `${period}-01`;
export const monthToPeriod = (month: string) => month.slice(0, 7);
