import { z } from 'zod';
import { BUYER_TIN_PATTERN, normalizeTin } from '../auth/schemas.ts';
import { centavos, optionalText } from '../catalog/product-schemas.ts';
import { MAX_QTY_MILLI } from '../inventory/quantity.ts';
import { asCentavos, type Centavos } from '../money/centavos.ts';
import type { Role } from '../users/permissions.ts';

/**
 * What the POS sends and the server accepts: enrolling a terminal and completing a sale. One schema for
 * the screen and the API (STYLE 4); the server re-checks everything against its own data.
 */

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalTin = z
  .string()
  .trim()
  .transform(normalizeTin)
  .refine(
    (v) => v === '' || BUYER_TIN_PATTERN.test(v),
    'Enter the TIN as 9 digits, with its branch code if any',
  )
  .nullish()
  .transform((v) => (v ? v : null));

export const enrollTerminalSchema = z.object({
  name: text(60, 'Terminal name'),
  locationId: z.uuid('Choose a location').nullish(),
  min: optionalText(40, 'Machine identification number (MIN)'),
  serialNumber: optionalText(60, 'Serial number'),
  ptuNumber: optionalText(60, 'PTU / AC number'),
  ptuDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use a date like 2026-12-31')
    .nullish()
    .transform((v) => v || null),
});
export type EnrollTerminalInput = z.input<typeof enrollTerminalSchema>;

export const discountSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('percent'),
    basisPoints: z
      .number()
      .int('Use at most two decimals in a percent')
      .min(1, 'A discount must be more than 0%')
      .max(10_000, 'A discount cannot be more than 100%'),
  }),
  z.strictObject({
    kind: z.literal('amount'),
    centavos: asCentavos(centavos('Discount').min(1, 'A discount must be more than ₱0')),
  }),
]);
export type DiscountInput = z.input<typeof discountSchema>;

/** The highest promo discount each role may give without a manager's approval, in basis points. */
export const PROMO_LIMIT_BASIS_POINTS: Record<Role, number> = {
  admin: 10_000,
  manager: 10_000,
  cashier: 500,
  accountant: 0,
  employee: 0,
};

/** A prescription vet drug's prescription (RA 9711 / FDA rules for veterinary drugs). */
export const rxSchema = z.strictObject({
  vetName: text(120, "Veterinarian's name"),
  prcNumber: text(20, 'PRC number'),
  prescriptionNumber: text(40, 'Prescription number'),
});

export const saleLineInputSchema = z.object({
  productId: z.uuid('Choose a product'),
  /** The selling unit (sack, kg…); null is the product's base unit. */
  unitCode: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || null),
  qtyMilli: z
    .number({ error: 'Quantity is required' })
    .int('A quantity can have at most 3 decimals')
    .min(1, 'Quantity must be more than 0')
    .max(MAX_QTY_MILLI, 'Quantity is too large'),
  /** A lot the cashier chose; else the server picks first-expiry-first-out. */
  lotId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  /** The unit price the cashier saw; a different server price is refused unless overridden. */
  unitPriceCentavos: asCentavos(centavos('Price')),
  /** The cashier changed the price (needs permission, logged). */
  priceOverride: z.boolean().default(false),
  promo: discountSchema.nullish().transform((v) => v ?? null),
  rx: rxSchema.nullish().transform((v) => v ?? null),
  fpaCertNumber: optionalText(40, 'FPA certification number'),
  /** The product's stock (base units) when the line was added, to say what changed if it ran out. */
  stockSeenMilli: z.number().int().min(0).nullish(),
});
export type SaleLineInput = z.input<typeof saleLineInputSchema>;

/**
 * How a sale is paid. `charge` puts it on the customer's account (utang: a charge invoice with a due
 * date, or the customer's store credit); `points` redeems loyalty points (issue 23). Both need the sale's
 * customer record.
 */
export const TENDER_METHODS = [
  'cash',
  'gcash',
  'maya',
  'qrph',
  'card',
  'bank_transfer',
  'check',
  'charge',
  'points',
] as const;
/** Tenders that are money received (a collection receipt takes only these). */
export const MONEY_TENDERS = ['cash', 'gcash', 'maya', 'qrph', 'card', 'bank_transfer', 'check'] as const;
export type MoneyTender = (typeof MONEY_TENDERS)[number];
export type TenderMethod = (typeof TENDER_METHODS)[number];

export const TENDER_LABELS: Record<TenderMethod, string> = {
  cash: 'Cash',
  gcash: 'GCash',
  maya: 'Maya',
  qrph: 'QR Ph',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  check: 'Check',
  charge: 'Charge to account',
  points: 'Loyalty points',
};

export const paymentInputSchema = z
  .object({
    method: z.enum(TENDER_METHODS, { error: 'Choose how the customer pays' }),
    /** Cash: what the customer handed over. Others: the amount paid this way. */
    amountCentavos: asCentavos(centavos('Amount').min(1, 'Enter an amount more than ₱0')),
    /** E-wallet / QR Ph / bank transfer reference number. */
    reference: optionalText(60, 'Reference number'),
    cardLast4: optionalText(4, 'Last 4 digits'),
    approvalCode: optionalText(20, 'Approval code'),
    bank: optionalText(80, 'Bank'),
    checkNumber: optionalText(30, 'Check number'),
    checkDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((p, ctx) => {
    const need = (field: keyof typeof p, message: string) => {
      if (!p[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (p.method === 'gcash' || p.method === 'maya' || p.method === 'qrph' || p.method === 'bank_transfer')
      need('reference', "Enter the payer's reference number");
    if (p.method === 'card') {
      if (!p.cardLast4 || !/^\d{4}$/.test(p.cardLast4))
        ctx.addIssue({ code: 'custom', path: ['cardLast4'], message: 'Enter the last 4 digits of the card' });
      need('approvalCode', 'Enter the approval code');
    }
    if (p.method === 'check') {
      need('bank', 'Enter the bank');
      need('checkNumber', 'Enter the check number');
      need('checkDate', 'Enter the check date');
    }
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** OSCA / PWD ID numbers are compared upper-case with single spaces (the weekly cap is kept per ID). */
export const normalizeIdNumber = (v: string) => v.trim().toUpperCase().replace(/\s+/g, ' ');

export const statutoryInputSchema = z.object({
  /** bnpc5: 5% on basic necessities; sc_pwd20: 20% + VAT-exempt on eligible items. */
  kind: z.enum(['bnpc5', 'sc_pwd20'], { error: 'Choose the discount' }),
  beneficiary: z.enum(['senior', 'pwd'], { error: 'Choose senior citizen or PWD' }),
  name: text(120, "Beneficiary's name"),
  idNumber: z
    .string({ error: 'ID number is required' })
    .trim()
    .min(3, 'Enter the OSCA or PWD ID number')
    .max(40, 'The ID number must be at most 40 characters')
    .transform(normalizeIdNumber),
  tin: optionalTin,
});
export type StatutoryInput = z.input<typeof statutoryInputSchema>;

export const completeSaleSchema = z.object({
  /** Minted by the POS when the cart opens: a resend returns the first answer. */
  id: z.uuid('The sale needs an id'),
  lines: z.array(saleLineInputSchema).min(1, 'Add an item first').max(200, 'At most 200 lines in one sale'),
  orderPromo: discountSchema.nullish().transform((v) => v ?? null),
  statutory: statutoryInputSchema.nullish().transform((v) => v ?? null),
  customer: z
    .object({
      name: optionalText(120, "Customer's name"),
      address: optionalText(300, "Customer's address"),
      tin: optionalTin,
    })
    .nullish()
    .transform((v) => v ?? null),
  /**
   * The customer's record (issue 23): the sale goes on their history, the invoice's buyer block is filled
   * from it unless typed, and it is needed to charge to their account or redeem their points.
   */
  customerId: z
    .uuid('Choose a customer')
    .nullish()
    .transform((v) => v ?? null),
  payments: z.array(paymentInputSchema).min(1, 'Add a payment').max(10, 'At most 10 payments'),
  /** The total the cashier showed the customer; the server's total must be the same. */
  totalCentavos: asCentavos(centavos('Total')),
  /** A manager's approval for a discount or price above the cashier's limit, or a charge over credit. */
  approval: z
    .object({ email: z.string().trim().toLowerCase().max(200), password: z.string().max(200) })
    .nullish()
    .transform((v) => v ?? null),
});
export type CompleteSaleInput = z.input<typeof completeSaleSchema>;

/** Tenders that take nothing into the drawer and need the sale's customer (issue 23). */
export const CUSTOMER_TENDERS = ['charge', 'points'] as const;
export const isCustomerTender = (m: TenderMethod) => m === 'charge' || m === 'points';
export type CompleteSale = z.output<typeof completeSaleSchema>;

export interface SettledPayment {
  method: TenderMethod;
  /** What this tender pays of the total. */
  amountCentavos: Centavos;
  /** What was handed over (cash); equals the amount for other tenders. */
  tenderedCentavos: Centavos;
}

export type Settlement =
  | { ok: true; payments: SettledPayment[]; tenderedCentavos: Centavos; changeCentavos: Centavos }
  | { ok: false; message: string };

/**
 * Splits a total across tenders: other tenders pay exactly what they say and may not exceed what is
 * left; cash pays the rest and gives the change. Pure, for the screen and the server. The amounts are
 * whole centavos (the payment schema's), so what it answers is Centavos.
 */
export function settleTenders(
  totalCentavos: number,
  payments: readonly { method: TenderMethod; amountCentavos: number }[],
): Settlement {
  const nonCash = payments.filter((p) => p.method !== 'cash').reduce((a, p) => a + p.amountCentavos, 0);
  const cash = payments.filter((p) => p.method === 'cash').reduce((a, p) => a + p.amountCentavos, 0);
  if (nonCash > totalCentavos)
    return {
      ok: false,
      message: 'Card, e-wallet, transfer and check payments add up to more than the total',
    };
  const tendered = nonCash + cash;
  if (tendered < totalCentavos) return { ok: false, message: 'The payments do not cover the total yet' };
  const change = tendered - totalCentavos;
  let cashDue = totalCentavos - nonCash;
  const settled: SettledPayment[] = [];
  for (const p of payments) {
    if (p.method !== 'cash') {
      settled.push({
        method: p.method,
        amountCentavos: p.amountCentavos as Centavos,
        tenderedCentavos: p.amountCentavos as Centavos,
      });
      continue;
    }
    const applied = Math.min(cashDue, p.amountCentavos);
    if (applied === 0)
      return { ok: false, message: 'The other payments already cover the total: remove the cash' };
    cashDue -= applied;
    settled.push({
      method: 'cash',
      amountCentavos: applied as Centavos,
      tenderedCentavos: p.amountCentavos as Centavos,
    });
  }
  if (change > 0 && cash === 0) return { ok: false, message: 'The payments add up to more than the total' };
  return {
    ok: true,
    payments: settled,
    tenderedCentavos: tendered as Centavos,
    changeCentavos: change as Centavos,
  };
}

/** The invoice's serial number as printed: 8 digits, zero-padded (00000001). */
export const formatInvoiceNo = (n: number) => String(n).padStart(8, '0');
