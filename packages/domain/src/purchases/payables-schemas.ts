import { z } from 'zod';
import { optionalText } from '../catalog/product-schemas.ts';
import { ageingSchema } from '../customers/customer-schemas.ts';
import { WITHHOLDING_ATCS } from '../expenses/expense-rules.ts';
import { SUPPLIER_PAYMENT_METHODS } from './purchasing-posting.ts';

/**
 * Payables (issue 24): the store's open bills to suppliers, ageing, what falls due this week, payments
 * with expanded withholding, and the BIR Form 2307 data. What the screen sends and the server answers.
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

export const payableBillSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  /** The supplier's usual withholding code (the payment dialog's default). */
  supplierAtc: z.string().nullable(),
  kind: z.enum(['bill', 'debit_memo']),
  reference: z.string(),
  billDate: dateSchema,
  dueDate: dateSchema,
  amountCentavos: z.number(),
  inputVatCentavos: z.number(),
  openCentavos: z.number(),
  /** Days past due today (0 or less: not yet due). */
  daysLate: z.number(),
});
export type PayableBill = z.infer<typeof payableBillSchema>;

export const openBillsQuerySchema = z.object({ supplierId: z.uuid().optional() });
export const openBillsSchema = z.object({ items: z.array(payableBillSchema), totalCentavos: z.number() });

export const payablesAgeingQuerySchema = z.object({
  asOf: dateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100_000).default(100),
});
export type PayablesAgeingQuery = z.infer<typeof payablesAgeingQuerySchema>;

export const payablesAgeingRowSchema = z.object({
  supplierId: z.uuid(),
  supplierNo: z.number(),
  name: z.string(),
  ageing: ageingSchema,
});
export const payablesAgeingSchema = z
  .object({
    asOf: dateSchema,
    items: z.array(payablesAgeingRowSchema),
    /** Over every supplier owed, not only this page. */
    totals: ageingSchema,
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PayablesAgeing' });
export type PayablesAgeing = z.infer<typeof payablesAgeingSchema>;

export const dueThisWeekQuerySchema = z.object({ date: dateSchema.optional() });
export const dueThisWeekSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  /** Bills due on or before `to` (overdue ones too), oldest due first. */
  items: z.array(payableBillSchema),
  totalCentavos: z.number(),
  overdueCentavos: z.number(),
});

/**
 * A payment to a supplier. `id` is minted by the screen: sending it again answers the payment already
 * made; the same id with other details is refused. `amountCentavos` is the cash paid; the withholding
 * is computed. Without `billIds` the oldest open bills are paid first.
 */
export const supplierPaymentInputSchema = z
  .object({
    id: z.uuid({ error: 'The payment needs an id' }),
    supplierId: z.uuid({ error: 'Choose the supplier' }),
    method: z.enum(SUPPLIER_PAYMENT_METHODS, { error: 'Choose how the supplier is paid' }),
    amountCentavos: z
      .number({ error: 'Enter the amount paid' })
      .int('Enter the amount in centavos')
      .min(0, 'The amount cannot be below ₱0')
      .max(100_000_000_00, 'At most ₱100,000,000'),
    /** The ATC withheld (null: no withholding). */
    withholdingAtc: z.enum(WITHHOLDING_ATCS, { error: 'Choose a withholding code' }).nullable(),
    billIds: z.array(z.uuid()).max(200, 'At most 200 bills').default([]),
    reference: optionalText(60, 'Reference number'),
    bank: optionalText(80, 'Bank'),
    checkNumber: optionalText(30, 'Check number'),
    checkDate: dateSchema.nullish().transform((v) => v ?? null),
    notes: optionalText(500, 'Notes'),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'check' && !v.checkNumber)
      ctx.addIssue({ code: 'custom', path: ['checkNumber'], message: 'Enter the check number' });
    if (v.method === 'check' && !v.checkDate)
      ctx.addIssue({ code: 'custom', path: ['checkDate'], message: 'Enter the check date' });
    if (new Set(v.billIds).size !== v.billIds.length)
      ctx.addIssue({ code: 'custom', path: ['billIds'], message: 'A bill is chosen twice' });
  });
export type SupplierPaymentInput = z.input<typeof supplierPaymentInputSchema>;
export type SupplierPaymentValues = z.output<typeof supplierPaymentInputSchema>;

export const supplierPaymentSchema = z
  .object({
    id: z.uuid(),
    paymentNo: z.string(),
    supplierId: z.uuid(),
    supplierName: z.string(),
    supplierTin: z.string().nullable(),
    businessDate: dateSchema,
    method: z.enum(SUPPLIER_PAYMENT_METHODS),
    amountCentavos: z.number(),
    withholdingAtc: z.string().nullable(),
    withholdingRateBp: z.number().nullable(),
    withholdingBaseCentavos: z.number(),
    withholdingCentavos: z.number(),
    reference: z.string().nullable(),
    bank: z.string().nullable(),
    checkNumber: z.string().nullable(),
    checkDate: dateSchema.nullable(),
    notes: z.string().nullable(),
    createdByName: z.string(),
    createdAt: z.string(),
    lines: z.array(
      z.object({
        billId: z.uuid(),
        kind: z.enum(['bill', 'debit_memo']),
        reference: z.string(),
        dueDate: dateSchema,
        amountCentavos: z.number(),
      }),
    ),
    /** What the store owes the supplier after it. */
    balanceCentavos: z.number(),
  })
  .meta({ id: 'SupplierPayment' });
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

export const paymentListQuerySchema = z.object({
  supplierId: z.uuid().optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export const paymentListSchema = z.object({
  items: z.array(supplierPaymentSchema.omit({ lines: true, balanceCentavos: true })),
  totalCentavos: z.number(),
  withholdingCentavos: z.number(),
});

export const form2307QuerySchema = z.object({
  supplierId: z.uuid({ error: 'Choose the supplier' }),
  quarter: z.string().regex(QUARTER_PATTERN, 'Use a quarter like 2026-Q3'),
});

const party = z.object({ name: z.string(), tin: z.string().nullable(), address: z.string().nullable() });
export const form2307Schema = z
  .object({
    quarter: z.string(),
    from: dateSchema,
    to: dateSchema,
    /** The three months of the quarter, "YYYY-MM". */
    months: z.array(z.string()),
    payee: party,
    payor: party,
    rows: z.array(
      z.object({
        atc: z.string(),
        rateBp: z.number(),
        /** Income payments (before VAT) per month of the quarter. */
        months: z.array(z.number()),
        totalCentavos: z.number(),
        withheldCentavos: z.number(),
      }),
    ),
    totalCentavos: z.number(),
    withheldCentavos: z.number(),
    /** The payments behind the figures. */
    payments: z.array(
      z.object({
        paymentNo: z.string(),
        businessDate: dateSchema,
        atc: z.string(),
        baseCentavos: z.number(),
        withheldCentavos: z.number(),
      }),
    ),
  })
  .meta({ id: 'Form2307Data' });
export type Form2307 = z.infer<typeof form2307Schema>;
