import { z } from 'zod';
import { optionalText } from '../catalog/product-schemas.ts';
import { MONEY_TENDERS, paymentInputSchema } from '../sales/sale-schemas.ts';
import { AGEING_BUCKETS, type Ageing, daysBetween } from './credit.ts';
import { ageingSchema, customerLedgerEntrySchema } from './customer-schemas.ts';

/**
 * Collection receipts, ageing, the collection list and statements (issue 23, module
 * customer-transactions): what the screen sends and the server answers.
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

/** CR-YYYYMM-NNNN: the month's series of collection receipts, from 0001, without gaps. */
export function collectionReceiptNumber(businessDate: string, seq: number): string {
  return `CR-${businessDate.slice(0, 4)}${businessDate.slice(5, 7)}-${String(seq).padStart(4, '0')}`;
}
export const COLLECTION_RECEIPT_NUMBER_PATTERN = /^CR-\d{6}-\d{4,}$/;

/**
 * A payment on account. `id` is minted by the screen: sending the same receipt again (a lost answer)
 * answers the receipt already made. The tender's fields are checked as a sale's payment is.
 */
export const collectionReceiptInputSchema = z
  .object({
    id: z.uuid({ error: 'The receipt needs an id' }),
    method: z.enum(MONEY_TENDERS, { error: 'Choose how the customer pays' }),
    amountCentavos: z.number(),
    reference: optionalText(60, 'Reference number'),
    cardLast4: optionalText(4, 'Last 4 digits'),
    approvalCode: optionalText(20, 'Approval code'),
    bank: optionalText(80, 'Bank'),
    checkNumber: optionalText(30, 'Check number'),
    checkDate: dateSchema.nullish().transform((v) => v ?? null),
    /** The invoices the customer pays (in this order); without them the oldest are paid first. */
    allocations: z
      .array(
        z.object({
          debitId: z.uuid(),
          amountCentavos: z.number().int().min(1, 'Enter an amount more than ₱0').optional(),
        }),
      )
      .max(200, 'At most 200 invoices')
      .default([]),
    notes: optionalText(500, 'Notes'),
  })
  .superRefine((v, ctx) => {
    const paid = paymentInputSchema.safeParse(v);
    if (!paid.success) for (const issue of paid.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    const ids = v.allocations.map((a) => a.debitId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'An invoice is chosen twice' });
  });
export type CollectionReceiptInput = z.input<typeof collectionReceiptInputSchema>;
export type CollectionReceiptValues = z.output<typeof collectionReceiptInputSchema>;

export const COLLECTION_STATUSES = ['valid', 'bounced'] as const;

export const collectionReceiptSchema = z
  .object({
    id: z.uuid(),
    receiptNo: z.string(),
    customerId: z.uuid(),
    customerName: z.string(),
    businessDate: dateSchema,
    amountCentavos: z.number(),
    method: z.enum(MONEY_TENDERS),
    reference: z.string().nullable(),
    bank: z.string().nullable(),
    checkNumber: z.string().nullable(),
    checkDate: dateSchema.nullable(),
    terminalId: z.uuid().nullable(),
    terminalName: z.string().nullable(),
    shiftId: z.uuid().nullable(),
    status: z.enum(COLLECTION_STATUSES),
    bouncedAt: z.string().nullable(),
    bounceReason: z.string().nullable(),
    notes: z.string().nullable(),
    createdByName: z.string(),
    createdAt: z.string(),
    /** The invoices (ledger rows) this payment settled, as it stands now. */
    applied: z.array(z.object({ debitId: z.uuid(), reference: z.string(), amountCentavos: z.number() })),
    /** What the customer owes after it (negative: store credit). */
    balanceCentavos: z.number(),
  })
  .meta({ id: 'CollectionReceipt' });
export type CollectionReceipt = z.infer<typeof collectionReceiptSchema>;

export const collectionListQuerySchema = z.object({
  customerId: z.uuid().optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  status: z.enum(COLLECTION_STATUSES).optional(),
});
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

export const collectionListSchema = z.object({
  items: z.array(collectionReceiptSchema.omit({ applied: true, balanceCentavos: true })),
  totalCentavos: z.number(),
});

export const bounceInputSchema = z.object({
  reason: z
    .string({ error: 'Say why the check bounced' })
    .trim()
    .min(3, 'Say why the check bounced')
    .max(300, 'At most 300 characters'),
});

/** The ageing's page: customers by name, 100 at a time; the export asks for every one (up to 100,000). */
export const AGEING_EXPORT_PAGE_SIZE = 100_000;
export const ageingQuerySchema = z.object({
  asOf: dateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AGEING_EXPORT_PAGE_SIZE).default(100),
});
export type AgeingQuery = z.infer<typeof ageingQuerySchema>;

export const ageingRowSchema = z.object({
  customerId: z.uuid(),
  customerNo: z.number(),
  displayName: z.string(),
  phone: z.string().nullable(),
  ageing: ageingSchema,
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;

export const ageingReportSchema = z
  .object({
    asOf: dateSchema,
    /** This page's customers, by name. */
    items: z.array(ageingRowSchema),
    /** Over every customer listed, not only this page. */
    totals: ageingSchema,
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AgeingReport' });
export type AgeingReport = z.infer<typeof ageingReportSchema>;

/** Bucket totals of the rows (the report's last line). */
export function ageingTotals(rows: readonly { ageing: Ageing }[]): Ageing {
  const t: Ageing = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, total: 0 };
  for (const r of rows) for (const k of [...AGEING_BUCKETS, 'total'] as const) t[k] += r.ageing[k];
  return t;
}

export const dueQuerySchema = z.object({ date: dateSchema.optional() });

export const collectionDueRowSchema = z.object({
  customerId: z.uuid(),
  customerNo: z.number(),
  displayName: z.string(),
  phone: z.string().nullable(),
  /** Open on invoices due exactly on the date. */
  dueCentavos: z.number(),
  /** Open on invoices due before the date. */
  overdueCentavos: z.number(),
  oldestDueDate: dateSchema,
  balanceCentavos: z.number(),
  lastPaymentDate: dateSchema.nullable(),
  lastPaymentCentavos: z.number().nullable(),
});
export type CollectionDueRow = z.infer<typeof collectionDueRowSchema>;

export const collectionDueListSchema = z.object({
  date: dateSchema,
  items: z.array(collectionDueRowSchema),
});

export const statementQuerySchema = z.object({ from: dateSchema.optional(), to: dateSchema.optional() });

export const customerStatementSchema = z.object({
  customerId: z.uuid(),
  displayName: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  from: dateSchema,
  to: dateSchema,
  openingCentavos: z.number(),
  rows: z.array(customerLedgerEntrySchema),
  closingCentavos: z.number(),
  ageing: ageingSchema,
});
export type CustomerStatement = z.infer<typeof customerStatementSchema>;

export const statementEmailSchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});

/** The dates of a statement: the month so far when none are given; `from` after `to` is refused. */
export function statementPeriod(q: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = q.to ?? today;
  const from = q.from ?? `${to.slice(0, 7)}-01`;
  return from <= to ? { from, to } : null;
}

/** Due within `days` (inclusive) or already overdue on `today`: a reminder is due for it. */
export const reminderDue = (dueDate: string, today: string, days = 3) => daysBetween(today, dueDate) <= days;
