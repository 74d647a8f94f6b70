import { z } from 'zod';
import { MAX_QTY_MILLI } from '../inventory/quantity.ts';

/**
 * What a product, its units, barcodes and opening stock must look like: one schema for the API and the
 * product form (STYLE 4). Money in centavos, quantities in thousandths of the base unit.
 */
export const TAX_CLASSES = ['vatable', 'vat_exempt', 'zero_rated'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  vatable: 'VATable',
  vat_exempt: 'VAT-exempt',
  zero_rated: 'Zero-rated',
};

export const MAX_CENTAVOS = 100_000_000_00; // ₱100,000,000.00

export const centavos = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be in whole centavos`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CENTAVOS, `${label} is too large`);

const qty = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} can have at most 3 decimals`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_QTY_MILLI, `${label} is too large`);

export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Letters, digits and - . / _ only; what scanners and SKU labels use. */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const skuSchema = z
  .string({ error: 'SKU is required' })
  .trim()
  .min(1, 'SKU is required')
  .max(64, 'SKU must be at most 64 characters')
  .regex(CODE_PATTERN, 'SKU may use letters, digits and - . / _ only');

export const barcodeSchema = z
  .string({ error: 'Barcode is required' })
  .trim()
  .min(4, 'Barcode must be at least 4 characters')
  .max(64, 'Barcode must be at most 64 characters')
  .regex(CODE_PATTERN, 'Barcode may use letters, digits and - . / _ only');

export const unitCodeSchema = z
  .string({ error: 'Unit is required' })
  .trim()
  .min(1, 'Unit is required')
  .max(16, 'Unit must be at most 16 characters')
  .regex(/^[\p{L}\p{N} .-]+$/u, 'Unit may use letters, digits, spaces, dots and dashes only');

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a real date');

export const productUnitSchema = z.object({
  code: unitCodeSchema,
  baseMilliPerUnit: z
    .number({ error: 'Conversion is required' })
    .int('Conversion can have at most 3 decimals of the base unit')
    .positive('Conversion must be more than 0')
    .max(MAX_QTY_MILLI, 'Conversion is too large'),
  priceCentavos: centavos('Unit price'),
});

export const lotInputSchema = z
  .object({
    batchNumber: z.string().trim().min(1, 'Batch number is required').max(64, 'Batch number is too long'),
    expiryDate: isoDate.nullish().transform((v) => v ?? null),
    manufacturingDate: isoDate.nullish().transform((v) => v ?? null),
  })
  .refine((l) => !l.expiryDate || !l.manufacturingDate || l.manufacturingDate <= l.expiryDate, {
    message: 'Manufacturing date must be on or before the expiry date',
    path: ['manufacturingDate'],
  });

export const openingStockSchema = z.object({
  locationId: z.uuid('Choose a location').optional(),
  qtyMilli: qty('Opening stock').refine((q) => q > 0, 'Opening stock must be more than 0'),
  unitCostCentavos: centavos('Unit cost').optional(),
  lot: lotInputSchema.optional(),
});

const productFields = {
  sku: skuSchema,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name is too long'),
  description: optionalText(2000, 'Description'),
  categoryId: z
    .uuid('Choose a category')
    .nullish()
    .transform((v) => v ?? null),
  brand: optionalText(100, 'Brand'),
  taxClass: z.enum(TAX_CLASSES, { error: 'Choose VATable, VAT-exempt or zero-rated' }).default('vatable'),
  vatExemptBasis: optionalText(200, 'VAT exemption basis'),
  baseUnit: unitCodeSchema.default('piece'),
  costCentavos: centavos('Cost').default(0),
  priceCentavos: centavos('Price'),
  minStockMilli: qty('Minimum stock').default(0),
  reorderQtyMilli: qty('Reorder quantity').default(0),
  isActive: z.boolean().default(true),
  isLotTracked: z.boolean().default(false),
  supplierName: optionalText(200, 'Supplier'),
  tags: z
    .array(z.string().trim().min(1).max(40, 'A tag must be at most 40 characters'))
    .max(20, 'At most 20 tags')
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
  isRxVetDrug: z.boolean().default(false),
  isRestrictedPesticide: z.boolean().default(false),
  isBanned: z.boolean().default(false),
  bnpcEligible: z.boolean().default(false),
  scPwdEligible: z.boolean().default(false),
  registrationNumber: optionalText(64, 'Registration number'),
  units: z.array(productUnitSchema).max(10, 'At most 10 units').default([]),
  barcodes: z
    .array(
      z.object({ barcode: barcodeSchema, unitCode: unitCodeSchema.nullish().transform((v) => v ?? null) }),
    )
    .max(20, 'At most 20 barcodes')
    .default([]),
};

type ProductShape = {
  taxClass: TaxClass;
  vatExemptBasis: string | null;
  isRxVetDrug: boolean;
  isRestrictedPesticide: boolean;
  registrationNumber: string | null;
  baseUnit: string;
  units: { code: string }[];
  barcodes: { barcode: string; unitCode: string | null }[];
};

/** Rules across fields, with the field each message belongs to. */
function crossCheck(p: ProductShape, ctx: z.RefinementCtx) {
  if (p.taxClass === 'vat_exempt' && !p.vatExemptBasis)
    ctx.addIssue({
      code: 'custom',
      path: ['vatExemptBasis'],
      message: 'Say why this product is VAT-exempt (e.g. NIRC Sec. 109(1)(A): feeds)',
    });
  if ((p.isRxVetDrug || p.isRestrictedPesticide) && !p.registrationNumber)
    ctx.addIssue({
      code: 'custom',
      path: ['registrationNumber'],
      message: 'Enter the BAI or FPA registration number of a regulated product',
    });
  const codes = new Set<string>();
  p.units.forEach((u, i) => {
    const key = u.code.toLowerCase();
    if (key === p.baseUnit.toLowerCase() || codes.has(key))
      ctx.addIssue({ code: 'custom', path: ['units', i, 'code'], message: `Unit ${u.code} is listed twice` });
    codes.add(key);
  });
  const seen = new Set<string>();
  p.barcodes.forEach((b, i) => {
    if (seen.has(b.barcode))
      ctx.addIssue({
        code: 'custom',
        path: ['barcodes', i, 'barcode'],
        message: `Barcode ${b.barcode} is listed twice`,
      });
    seen.add(b.barcode);
    if (
      b.unitCode &&
      !codes.has(b.unitCode.toLowerCase()) &&
      b.unitCode.toLowerCase() !== p.baseUnit.toLowerCase()
    )
      ctx.addIssue({
        code: 'custom',
        path: ['barcodes', i, 'unitCode'],
        message: `Barcode ${b.barcode} names unit ${b.unitCode}, which this product does not have`,
      });
  });
}

export const createProductSchema = z
  .object({ ...productFields, openingStock: z.array(openingStockSchema).max(50).default([]) })
  .superRefine((p, ctx) => {
    crossCheck(p, ctx);
    p.openingStock.forEach((s, i) => {
      if (p.isLotTracked && !s.lot)
        ctx.addIssue({
          code: 'custom',
          path: ['openingStock', i, 'lot'],
          message: 'Enter the batch of this stock',
        });
      if (!p.isLotTracked && s.lot)
        ctx.addIssue({
          code: 'custom',
          path: ['openingStock', i, 'lot'],
          message: 'This product is not tracked by batch',
        });
    });
  });

export const updateProductSchema = z.object(productFields).superRefine(crossCheck);

export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;
export type UpdateProduct = z.output<typeof updateProductSchema>;

export const categoryInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name is too long'),
  description: optionalText(500, 'Description'),
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** "Uncategorized" when a product has no category (seed 001 §3). */
export const categoryLabel = (name: string | null | undefined) => name?.trim() || 'Uncategorized';
