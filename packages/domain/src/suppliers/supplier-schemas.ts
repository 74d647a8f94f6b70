import { z } from 'zod';
import {
  BUYER_TIN_PATTERN,
  EMAIL_PATTERN,
  normalizePhone,
  normalizeTin,
  PHONE_PATTERN,
} from '../auth/schemas.ts';
import { optionalText } from '../catalog/product-schemas.ts';
import { EMAIL_MESSAGE, PHONE_MESSAGE } from '../customers/customer-schemas.ts';
import { WITHHOLDING_ATCS } from '../expenses/expense-rules.ts';

/**
 * Suppliers' shapes (issue 24): what the supplier form sends and the server accepts, what the list and the
 * supplier page answer. Phone, e-mail and TIN are checked as the customers' are (one pattern for both).
 */

export const PAYEE_TYPES = ['corporate', 'individual'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

const phoneSchema = z
  .string()
  .trim()
  .transform(normalizePhone)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), PHONE_MESSAGE)
  .nullish()
  .transform((v) => v || null);

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'The e-mail address is too long')
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), EMAIL_MESSAGE)
  .nullish()
  .transform((v) => v || null);

const tinSchema = z
  .string()
  .trim()
  .transform(normalizeTin)
  .refine(
    (v) => v === '' || BUYER_TIN_PATTERN.test(v),
    'Enter the TIN as 9 digits, with its branch code if any',
  )
  .nullish()
  .transform((v) => v || null);

export const supplierInputSchema = z.object({
  name: z
    .string({ error: 'Enter the supplier name' })
    .trim()
    .min(1, 'Enter the supplier name')
    .max(160, 'The name must be at most 160 characters'),
  contactPerson: optionalText(120, 'Contact person'),
  email: emailSchema,
  phone: phoneSchema,
  address: optionalText(300, 'Address'),
  tin: tinSchema,
  vatRegistered: z.boolean().default(true),
  paymentTermsDays: z
    .number({ error: 'Enter the terms in days' })
    .int('Terms are whole days')
    .min(0, 'Terms cannot be below 0 days')
    .max(365, 'Terms can be at most 365 days')
    .default(30),
  withholdingAtc: z
    .enum(WITHHOLDING_ATCS, { error: 'Choose a withholding code from the list' })
    .nullish()
    .transform((v) => v ?? null),
  payeeType: z.enum(PAYEE_TYPES, { error: 'Choose corporate or individual' }).default('corporate'),
  notes: optionalText(2000, 'Notes'),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;
export type SupplierFields = z.output<typeof supplierInputSchema>;

/** A supplier's number as printed: S-0042. */
export const formatSupplierNo = (n: number) => `S-${String(n).padStart(4, '0')}`;

/** A row of the supplier list. */
export const supplierSummarySchema = z.object({
  id: z.uuid(),
  supplierNo: z.string(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tin: z.string().nullable(),
  vatRegistered: z.boolean(),
  paymentTermsDays: z.number(),
  isActive: z.boolean(),
  /** What the store owes this supplier: open bills less debit memos. */
  balanceCentavos: z.number(),
  productCount: z.number(),
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;

export const supplierSchema = supplierSummarySchema.extend({
  address: z.string().nullable(),
  withholdingAtc: z.enum(WITHHOLDING_ATCS).nullable(),
  payeeType: z.enum(PAYEE_TYPES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** A product the supplier sells: their item code, the last cost paid (per base unit, net of VAT). */
export const supplierProductSchema = z.object({
  productId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  baseUnit: z.string(),
  supplierSku: z.string().nullable(),
  lastCostCentavos: z.number().nullable(),
  lastReceivedOn: dateSchema.nullable(),
  productCostCentavos: z.number(),
});
export type SupplierProduct = z.infer<typeof supplierProductSchema>;

export const supplierProductInputSchema = z.object({
  productId: z.uuid({ error: 'Choose a product' }),
  supplierSku: optionalText(60, "The supplier's item code"),
});
export type SupplierProductInput = z.input<typeof supplierProductInputSchema>;

/** Ageing of what is owed by due date: not yet due, then days past due. */
export const SUPPLIER_AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90plus'] as const;
export type SupplierAgeingBucket = (typeof SUPPLIER_AGEING_BUCKETS)[number];

/** Days between two YYYY-MM-DD dates (b − a). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The bucket of an open amount due on `dueDate`, seen on `asOf`: current until the due date passes. */
export function supplierAgeingBucket(dueDate: string, asOf: string): SupplierAgeingBucket {
  const late = daysBetween(dueDate, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'd90plus';
}

/** Sums open amounts into the ageing buckets (debit memos, negative, reduce their bucket), with the total. */
export function supplierAgeing(items: { dueDate: string; openCentavos: number }[], asOf: string) {
  const out = Object.fromEntries([...SUPPLIER_AGEING_BUCKETS, 'total'].map((b) => [b, 0])) as Record<
    SupplierAgeingBucket | 'total',
    number
  >;
  for (const i of items) {
    out[supplierAgeingBucket(i.dueDate, asOf)] += i.openCentavos;
    out.total += i.openCentavos;
  }
  return out;
}

export const supplierAgeingSchema = z.object(
  Object.fromEntries([...SUPPLIER_AGEING_BUCKETS, 'total'].map((b) => [b, z.number()])) as Record<
    SupplierAgeingBucket | 'total',
    z.ZodNumber
  >,
);

/** An open bill or debit memo of the supplier, with what payments settled of it. */
export const supplierOpenBillSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['bill', 'debit_memo']),
  reference: z.string(),
  billDate: dateSchema,
  dueDate: dateSchema,
  amountCentavos: z.number(),
  paidCentavos: z.number(),
  openCentavos: z.number(),
  daysOverdue: z.number(),
});
export type SupplierOpenBill = z.infer<typeof supplierOpenBillSchema>;

export const supplierPayablesSchema = z.object({
  asOf: dateSchema,
  balanceCentavos: z.number(),
  ageing: supplierAgeingSchema,
  bills: z.array(supplierOpenBillSchema),
  payments: z.array(
    z.object({
      id: z.uuid(),
      paymentNo: z.string(),
      businessDate: dateSchema,
      method: z.string(),
      amountCentavos: z.number(),
      withholdingCentavos: z.number(),
    }),
  ),
});
export type SupplierPayables = z.infer<typeof supplierPayablesSchema>;

export const supplierOrderSchema = z.object({
  id: z.uuid(),
  poNo: z.string(),
  status: z.string(),
  orderDate: dateSchema,
  expectedDate: dateSchema.nullable(),
  totalCentavos: z.number(),
});
export type SupplierOrder = z.infer<typeof supplierOrderSchema>;

export const supplierDeliverySchema = z.object({
  id: z.uuid(),
  rvNo: z.string(),
  businessDate: dateSchema,
  poNo: z.string().nullable(),
  supplierInvoiceNo: z.string().nullable(),
  totalCentavos: z.number(),
});
export type SupplierDelivery = z.infer<typeof supplierDeliverySchema>;

export const supplierReturnRowSchema = z.object({
  id: z.uuid(),
  returnNo: z.string(),
  businessDate: dateSchema,
  reason: z.string(),
  totalCentavos: z.number(),
});
export type SupplierReturnRow = z.infer<typeof supplierReturnRowSchema>;
