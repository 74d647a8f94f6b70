import { z } from 'zod';
import { normalizeTin, TIN_MESSAGE, TIN_PATTERN } from '../auth/schemas.ts';
import {
  BIR_CLASSIFICATIONS,
  EXPENSE_PAYMENT_METHODS,
  EXPENSE_STATUSES,
  inputVatWithinCap,
  RECURRING_INTERVALS,
  WITHHOLDING_ATCS,
} from './expense-rules.ts';

/** Expenses' request and answer shapes (the one contract of /api/expenses). */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
const money = (what: string, min = 0) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`${what} must be in whole centavos`)
    .min(min, min > 0 ? `${what} must be more than zero` : `${what} cannot be below zero`)
    .max(100_000_000_00, `${what} is too large`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const VAT_ABOVE_CAP_MESSAGE = 'Input VAT cannot be more than 12/112 of the amount';

/** A vendor's TIN as on their receipt (with the branch code), or nothing. */
const vendorTinSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? normalizeTin(v) : null))
  .refine((v) => v === null || TIN_PATTERN.test(v), TIN_MESSAGE);

/** The category's id is checked by the server (INVALID_UUID, seed 001 §5), so any text passes here. */
const categoryIdSchema = z.string({ error: 'Choose a category' }).trim().min(1, 'Choose a category').max(100);

// ——— categories ———

export const expenseCategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    birClassification: z.enum(BIR_CLASSIFICATIONS),
    accountId: z.string(),
    accountCode: z.string(),
    accountName: z.string(),
    isActive: z.boolean(),
    expenseCount: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'ExpenseCategory' });
export type ExpenseCategory = z.output<typeof expenseCategorySchema>;

export const expenseCategoryInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters'),
    description: optionalText(300),
    birClassification: z.enum(BIR_CLASSIFICATIONS, { error: 'Choose the BIR classification' }),
    accountId: z.uuid({ error: 'Choose an expense account' }),
    isActive: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'ExpenseCategoryInput' });
export type ExpenseCategoryInput = z.input<typeof expenseCategoryInputSchema>;

/** An expense account of the chart a category can post to. */
export const expenseAccountSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type ExpenseAccount = z.output<typeof expenseAccountSchema>;

/** A terminal whose drawer an expense can be paid from (it must have a shift open). */
export const expenseDrawerSchema = z.object({ id: z.string(), name: z.string(), shiftOpen: z.boolean() });
export type ExpenseDrawer = z.output<typeof expenseDrawerSchema>;

export const expenseControlsSchema = z.object({ approvalAboveCentavos: z.number() });
export type ExpenseControls = z.output<typeof expenseControlsSchema>;

// ——— expenses ———

/** What the form sends; `next` says what happens after saving: keep as draft, submit, or record as paid. */
export const expenseInputSchema = z
  .object({
    description: z.string().trim().min(1, 'Say what the expense is for').max(200, 'At most 200 characters'),
    categoryId: categoryIdSchema,
    expenseDate: dateSchema,
    vendorName: optionalText(120),
    vendorTin: vendorTinSchema,
    amountCentavos: money('the amount', 1),
    vatInvoice: z.boolean().default(false),
    inputVatCentavos: money('the input VAT').default(0),
    withholdingAtc: z
      .enum(WITHHOLDING_ATCS)
      .nullish()
      .transform((v) => v ?? null),
    withholdingCentavos: money('the withholding').default(0),
    paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS, { error: 'Choose how it is paid' }),
    terminalId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    notes: optionalText(1000),
    next: z.enum(['draft', 'submit', 'pay']).default('draft'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.vatInvoice && v.inputVatCentavos > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['inputVatCentavos'],
        message: 'Input VAT needs a VAT invoice: tick "VAT invoice" or leave it at zero',
      });
    if (!inputVatWithinCap(v.amountCentavos, v.inputVatCentavos))
      ctx.addIssue({ code: 'custom', path: ['inputVatCentavos'], message: VAT_ABOVE_CAP_MESSAGE });
    if (!v.withholdingAtc && v.withholdingCentavos > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['withholdingAtc'],
        message: 'Choose the ATC code of the tax withheld',
      });
    if (v.withholdingCentavos + v.inputVatCentavos >= v.amountCentavos)
      ctx.addIssue({
        code: 'custom',
        path: ['withholdingCentavos'],
        message: 'The withholding and input VAT together must be less than the amount',
      });
    if (v.paymentMethod === 'cash_drawer' && !v.terminalId)
      ctx.addIssue({
        code: 'custom',
        path: ['terminalId'],
        message: 'Choose the drawer the cash comes from',
      });
  })
  .meta({ id: 'ExpenseInput' });
export type ExpenseInputIn = z.input<typeof expenseInputSchema>;
export type ExpenseInput = z.output<typeof expenseInputSchema>;

export const expenseSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    description: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    expenseDate: z.string(),
    vendorName: z.string().nullable(),
    vendorTin: z.string().nullable(),
    amountCentavos: z.number(),
    inputVatCentavos: z.number(),
    withholdingAtc: z.enum(WITHHOLDING_ATCS).nullable(),
    withholdingRateBp: z.number().nullable(),
    withholdingCentavos: z.number(),
    paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS),
    terminalId: z.string().nullable(),
    terminalName: z.string().nullable(),
    status: z.enum(EXPENSE_STATUSES),
    /** A draft a recurring template made on its date, waiting for someone to submit it. */
    proposed: z.boolean(),
    recurringId: z.string().nullable(),
    notes: z.string().nullable(),
    rejectedReason: z.string().nullable(),
    attachment: z.object({ fileName: z.string(), type: z.string(), updatedAt: z.string() }).nullable(),
    createdByName: z.string().nullable(),
    createdBy: z.string().nullable(),
    submittedBy: z.string().nullable(),
    submittedByName: z.string().nullable(),
    approvedByName: z.string().nullable(),
    paidByName: z.string().nullable(),
    createdAt: z.string(),
    submittedAt: z.string().nullable(),
    approvedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Expense' });
export type Expense = z.output<typeof expenseSchema>;

export const expenseListQuerySchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  categoryId: z.string().max(100).optional(),
  status: z.enum([...EXPENSE_STATUSES, 'proposed']).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

export const expenseTotalsSchema = z.object({
  count: z.number(),
  amountCentavos: z.number(),
  inputVatCentavos: z.number(),
  withholdingCentavos: z.number(),
});
export const expenseListSchema = z.object({
  items: z.array(expenseSchema),
  total: z.number(),
  totals: expenseTotalsSchema,
});
export type ExpenseList = z.output<typeof expenseListSchema>;

export const rejectExpenseSchema = z
  .object({ reason: z.string().trim().min(1, 'Say why it is rejected').max(300, 'At most 300 characters') })
  .strict();

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const attachmentInputSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    /** data:<type>;base64,… — the type is read from the bytes, not from this label. */
    dataUrl: z.string().max(7_200_000),
  })
  .strict();

// ——— recurring ———

export const recurringExpenseSchema = z
  .object({
    id: z.string(),
    description: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    vendorName: z.string().nullable(),
    vendorTin: z.string().nullable(),
    amountCentavos: z.number(),
    inputVatCentavos: z.number(),
    paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS),
    interval: z.enum(RECURRING_INTERVALS),
    nextDate: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'RecurringExpense' });
export type RecurringExpense = z.output<typeof recurringExpenseSchema>;

export const recurringInputSchema = z
  .object({
    description: z.string().trim().min(1, 'Say what the expense is for').max(200, 'At most 200 characters'),
    categoryId: categoryIdSchema,
    vendorName: optionalText(120),
    vendorTin: vendorTinSchema,
    amountCentavos: money('the amount', 1),
    inputVatCentavos: money('the input VAT').default(0),
    /** A drawer is chosen when the proposed expense is paid, so a template pays from the safe, bank or GCash. */
    paymentMethod: z.enum(['cash_safe', 'bank', 'gcash'], { error: 'Choose how it is paid' }),
    interval: z.enum(RECURRING_INTERVALS, { error: 'Choose how often' }),
    nextDate: dateSchema,
    isActive: z.boolean().default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!inputVatWithinCap(v.amountCentavos, v.inputVatCentavos))
      ctx.addIssue({ code: 'custom', path: ['inputVatCentavos'], message: VAT_ABOVE_CAP_MESSAGE });
  })
  .meta({ id: 'RecurringExpenseInput' });
export type RecurringInputIn = z.input<typeof recurringInputSchema>;
export type RecurringInput = z.output<typeof recurringInputSchema>;
