import { z } from 'zod';
import {
  BUYER_TIN_PATTERN,
  EMAIL_PATTERN,
  normalizePhone,
  normalizeTin,
  PHONE_PATTERN,
} from '../auth/schemas.ts';
import { centavos, optionalText } from '../catalog/product-schemas.ts';
import { normalizeIdNumber } from '../sales/sale-schemas.ts';
import { AGEING_BUCKETS } from './credit.ts';
import { DEFAULT_LOYALTY_RULE } from './loyalty.ts';

/**
 * Customers' shapes (issue 23): what the customer form sends and the server accepts, what lists and the
 * customer page answer, and the store's credit, loyalty and marketing rules (customer_controls). One
 * contract for the screen and the API; the server re-checks everything.
 */

export const CUSTOMER_KINDS = ['individual', 'business'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

export const PHONE_MESSAGE = 'Enter a mobile or landline number: +63 or 0 and 10 digits';
export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com';

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

/** The last 10 digits of a phone: +63 917 123 4567 and 0917-123-4567 are one number. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

export const customerInputSchema = z
  .object({
    kind: z.enum(CUSTOMER_KINDS, { error: 'Choose individual or business' }).default('individual'),
    firstName: optionalText(80, 'First name'),
    lastName: optionalText(80, 'Last name'),
    businessName: optionalText(160, 'Business name'),
    email: emailSchema,
    phone: phoneSchema,
    address: optionalText(300, 'Address'),
    city: optionalText(80, 'City or municipality'),
    province: optionalText(80, 'Province'),
    zipCode: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{4}$/.test(v), 'A ZIP code has 4 digits')
      .nullish()
      .transform((v) => v || null),
    country: z
      .string()
      .trim()
      .max(80)
      .nullish()
      .transform((v) => v || 'Philippines'),
    tin: tinSchema,
    registeredAddress: optionalText(300, 'Registered address'),
    farmLocation: optionalText(200, 'Farm location'),
    raises: optionalText(200, 'Crops or animals raised'),
    seniorPwdKind: z
      .enum(['senior', 'pwd'])
      .nullish()
      .transform((v) => v ?? null),
    seniorPwdId: z
      .string()
      .trim()
      .max(40, 'The ID number must be at most 40 characters')
      .nullish()
      .transform((v) => (v ? normalizeIdNumber(v) : null)),
    tags: z
      .array(z.string().trim().min(1).max(40, 'A tag must be at most 40 characters'))
      .max(20, 'At most 20 tags')
      .default([])
      .transform((t) => [...new Set(t)]),
    notes: optionalText(2000, 'Notes'),
    creditLimitCentavos: centavos('Credit limit').default(0),
    creditTermsDays: z
      .number({ error: 'Enter the terms in days' })
      .int('Terms are whole days')
      .min(0, 'Terms cannot be below 0 days')
      .max(366, 'Terms can be at most 366 days')
      .default(30),
    harvestMonth: z
      .number()
      .int()
      .min(1, 'Choose a month')
      .max(12, 'Choose a month')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'business' && !c.businessName)
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Business name is required' });
    if (c.kind === 'individual' && !c.firstName && !c.lastName)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'Enter a first or last name' });
    if (c.seniorPwdId && !c.seniorPwdKind)
      ctx.addIssue({ code: 'custom', path: ['seniorPwdKind'], message: 'Choose senior citizen or PWD' });
  });
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerFields = z.output<typeof customerInputSchema>;

/** "Dela Cruz, Juan" for a person, the business name for a business. */
export function displayNameOf(c: Pick<CustomerFields, 'kind' | 'firstName' | 'lastName' | 'businessName'>) {
  if (c.kind === 'business' && c.businessName) return c.businessName;
  return [c.lastName, c.firstName].filter(Boolean).join(', ') || c.businessName || '';
}

/** A customer's number as printed: C-000042. */
export const formatCustomerNo = (n: number) => `C-${String(n).padStart(6, '0')}`;

/** A row of the customer list and of the POS picker. */
export const customerSummarySchema = z.object({
  id: z.uuid(),
  customerNo: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  displayName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  tin: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  balanceCentavos: z.number(),
  overdueCentavos: z.number(),
  creditLimitCentavos: z.number(),
  points: z.number(),
  tags: z.array(z.string()),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSchema = customerSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  province: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
  registeredAddress: z.string().nullable(),
  farmLocation: z.string().nullable(),
  raises: z.string().nullable(),
  seniorPwdKind: z.enum(['senior', 'pwd']).nullable(),
  seniorPwdId: z.string().nullable(),
  notes: z.string().nullable(),
  creditTermsDays: z.number(),
  harvestMonth: z.number().nullable(),
  consentSms: z.boolean(),
  consentEmail: z.boolean(),
  consentAt: z.string().nullable(),
  privacyNoticeVersion: z.string().nullable(),
  mergedIntoId: z.uuid().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const ageingSchema = z.object(
  Object.fromEntries([...AGEING_BUCKETS, 'total'].map((b) => [b, z.number()])) as Record<
    (typeof AGEING_BUCKETS)[number] | 'total',
    z.ZodNumber
  >,
);

export const CUSTOMER_LEDGER_KINDS = [
  'charge',
  'payment',
  'void',
  'return',
  'store_credit',
  'credit_used',
  'bounce',
  'adjustment',
] as const;
export type CustomerLedgerKind = (typeof CUSTOMER_LEDGER_KINDS)[number];

/** A row of the customer ledger as the customer page and the statement show it. */
export const customerLedgerEntrySchema = z.object({
  id: z.uuid(),
  entryNo: z.number(),
  entryDate: dateSchema,
  kind: z.enum(CUSTOMER_LEDGER_KINDS),
  reference: z.string(),
  memo: z.string().nullable(),
  amountCentavos: z.number(),
  dueDate: dateSchema.nullable(),
  /** A debit's part still unpaid (null for credits). */
  openCentavos: z.number().nullable(),
  saleId: z.uuid().nullable(),
  receiptId: z.uuid().nullable(),
  /** Running balance after this row. */
  balanceCentavos: z.number(),
});
export type CustomerLedgerEntry = z.infer<typeof customerLedgerEntrySchema>;

/** The store's rules for loyalty and marketing consent (system_settings.customer_controls). */
export const customerControlsSchema = z.object({
  loyalty: z
    .object({
      enabled: z.boolean().default(DEFAULT_LOYALTY_RULE.enabled),
      pointsPerPesoMilli: z
        .number()
        .int()
        .min(1)
        .max(100_000)
        .default(DEFAULT_LOYALTY_RULE.pointsPerPesoMilli),
      pesoPerPointCentavos: z
        .number()
        .int()
        .min(1)
        .max(100_000)
        .default(DEFAULT_LOYALTY_RULE.pesoPerPointCentavos),
      expiryMonths: z.number().int().min(0).max(120).default(DEFAULT_LOYALTY_RULE.expiryMonths),
      minRedeemPoints: z.number().int().min(0).max(1_000_000).default(DEFAULT_LOYALTY_RULE.minRedeemPoints),
    })
    .default(DEFAULT_LOYALTY_RULE),
  marketing: z
    .object({
      /** The privacy notice customers agree to; its version is recorded with each consent. */
      privacyNoticeVersion: z.string().trim().min(1).max(40).default('2026-1'),
    })
    .default({ privacyNoticeVersion: '2026-1' }),
});
export type CustomerControls = z.output<typeof customerControlsSchema>;
export const DEFAULT_CUSTOMER_CONTROLS: CustomerControls = customerControlsSchema.parse({});
