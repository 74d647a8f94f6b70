import { z } from 'zod';
import { optionalText } from '../catalog/product-schemas.ts';
import { PO_STATUSES } from './po-status.ts';

/**
 * Receiving vouchers and supplier returns (issue 24, registry entry receiving-voucher): what the screen
 * sends and the server answers. Money in centavos; quantities in thousandths of the product's base unit
 * (`…Milli`), with the unit the line was written in (code and base thousandths per unit).
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
const centavos = (label: string) =>
  z
    .number({ error: `Enter ${label}` })
    .int(`${label} must be in whole centavos`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000_00, `${label} is too large`);
const milli = (label: string) =>
  z
    .number({ error: `Enter ${label}` })
    .int(`${label} must be in thousandths`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000_000, `${label} is too large`);

export const DISCREPANCIES = ['none', 'short', 'damaged', 'wrong_item'] as const;
export type Discrepancy = (typeof DISCREPANCIES)[number];

export const receivingLineInputSchema = z
  .object({
    /** The order's line this delivers (null: not on an order, or received without one). */
    poLineId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    productId: z.uuid({ error: 'Choose a product' }),
    /** The product's base unit or one of its units (product_units.code). */
    unitCode: z.string({ error: 'Choose a unit' }).trim().min(1, 'Choose a unit').max(20),
    /** Good quantity, base thousandths: enters stock and is billed. */
    receivedMilli: milli('the quantity received'),
    /** Delivered damaged, base thousandths: recorded, never enters stock, not billed. */
    damagedMilli: milli('the quantity damaged').default(0),
    /** Actual cost per unit (of `unitCode`), as the supplier bills it (VAT-inclusive when VAT-registered). */
    unitCostCentavos: centavos('the unit cost'),
    discrepancy: z.enum(DISCREPANCIES).default('none'),
    discrepancyNote: optionalText(300, 'Discrepancy note'),
    lotNumber: optionalText(40, 'Lot number'),
    expiryDate: dateSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((l, ctx) => {
    if (l.receivedMilli + l.damagedMilli <= 0)
      ctx.addIssue({ code: 'custom', path: ['receivedMilli'], message: 'Enter the quantity received' });
    if (l.discrepancy !== 'none' && !l.discrepancyNote && l.discrepancy === 'wrong_item')
      ctx.addIssue({ code: 'custom', path: ['discrepancyNote'], message: 'Say what came instead' });
  });
export type ReceivingLineInput = z.input<typeof receivingLineInputSchema>;

export const MAX_RECEIVING_LINES = 500;

/** A delivery. `id` is minted by the screen: a resend (a lost answer) answers the voucher already made. */
export const receivingInputSchema = z
  .object({
    id: z.uuid({ error: 'The voucher needs an id' }),
    supplierId: z.uuid({ error: 'Choose the supplier' }),
    poId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    locationId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    supplierInvoiceNo: optionalText(40, "Supplier's invoice number"),
    supplierInvoiceDate: dateSchema.nullish().transform((v) => v ?? null),
    freightCentavos: centavos('the freight').default(0),
    otherCostsCentavos: centavos('the other costs').default(0),
    notes: optionalText(500, 'Notes'),
    lines: z
      .array(receivingLineInputSchema)
      .min(1, 'Add at least one product')
      .max(MAX_RECEIVING_LINES, `At most ${MAX_RECEIVING_LINES} lines`),
  })
  .superRefine((v, ctx) => {
    const ids = v.lines.map((l) => l.poLineId).filter(Boolean);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'An order line is received twice' });
    if (!v.poId && ids.length > 0)
      ctx.addIssue({ code: 'custom', path: ['poId'], message: 'Choose the purchase order of these lines' });
  });
export type ReceivingInput = z.input<typeof receivingInputSchema>;
export type ReceivingValues = z.output<typeof receivingInputSchema>;

/** One line's amount as billed: quantity in units × the unit's cost, to the centavo. */
export function receivingLineCentavos(receivedMilli: number, baseMilliPerUnit: number, unitCost: number) {
  if (receivedMilli <= 0) return 0;
  const num = BigInt(receivedMilli) * BigInt(unitCost);
  const den = BigInt(baseMilliPerUnit);
  return Number((num * 2n + den) / (2n * den));
}

export const receivingLineSchema = z.object({
  id: z.uuid(),
  lineNo: z.number().int(),
  poLineId: z.uuid().nullable(),
  productId: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  baseUnit: z.string(),
  unitCode: z.string(),
  baseMilliPerUnit: z.number(),
  receivedMilli: z.number(),
  damagedMilli: z.number(),
  discrepancy: z.enum(DISCREPANCIES),
  discrepancyNote: z.string().nullable(),
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  expiryDate: dateSchema.nullable(),
  unitCostCentavos: z.number(),
  lineCentavos: z.number(),
  landedCentavos: z.number(),
  baseCostCentavos: z.number(),
  costBeforeCentavos: z.number(),
  costAfterCentavos: z.number(),
});
export type ReceivingLine = z.infer<typeof receivingLineSchema>;

export const receivingSummarySchema = z.object({
  id: z.uuid(),
  rvNo: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  poId: z.uuid().nullable(),
  poNo: z.string().nullable(),
  locationId: z.uuid(),
  locationName: z.string(),
  businessDate: dateSchema,
  supplierInvoiceNo: z.string().nullable(),
  supplierInvoiceDate: dateSchema.nullable(),
  goodsCentavos: z.number(),
  freightCentavos: z.number(),
  otherCostsCentavos: z.number(),
  inputVatCentavos: z.number(),
  totalCentavos: z.number(),
  lineCount: z.number().int(),
  damagedLines: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type ReceivingSummary = z.infer<typeof receivingSummarySchema>;

export const receivingVoucherSchema = receivingSummarySchema
  .extend({
    notes: z.string().nullable(),
    /** The bill it put on the payables (none when nothing good was received). */
    billDueDate: dateSchema.nullable(),
    lines: z.array(receivingLineSchema),
  })
  .meta({ id: 'ReceivingVoucher' });
export type ReceivingVoucher = z.infer<typeof receivingVoucherSchema>;

export const receivingListQuerySchema = z.object({
  supplierId: z.uuid().optional(),
  poId: z.uuid().optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  q: z.string().trim().max(60).optional(),
});
export type ReceivingListQuery = z.infer<typeof receivingListQuerySchema>;

export const receivingListSchema = z.object({ items: z.array(receivingSummarySchema) });

/** A product's unit as the form offers it. */
export const receivableUnitSchema = z.object({ code: z.string(), baseMilliPerUnit: z.number() });

/** An order that can still be received: approved or partly received, with what is still to come. */
export const openOrderSchema = z.object({
  id: z.uuid(),
  poNo: z.string(),
  status: z.enum(PO_STATUSES),
  supplierId: z.uuid(),
  supplierName: z.string(),
  locationId: z.uuid(),
  orderDate: dateSchema,
  expectedDate: dateSchema.nullable(),
  totalCentavos: z.number(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      lineNo: z.number().int(),
      productId: z.uuid(),
      productName: z.string(),
      sku: z.string(),
      isLotTracked: z.boolean(),
      baseUnit: z.string(),
      unitCode: z.string(),
      baseMilliPerUnit: z.number(),
      orderedMilli: z.number(),
      receivedMilli: z.number(),
      unitCostCentavos: z.number(),
      units: z.array(receivableUnitSchema),
    }),
  ),
});
export type OpenOrder = z.infer<typeof openOrderSchema>;
export const openOrderListSchema = z.object({ items: z.array(openOrderSchema) });

/** The suppliers a delivery can come from (active), and the store's locations. */
export const receivingOptionsSchema = z.object({
  suppliers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      vatRegistered: z.boolean(),
      paymentTermsDays: z.number().int(),
    }),
  ),
  /** The active locations of the person's branches (decision 0013), with their branch. */
  locations: z.array(z.object({ id: z.uuid(), name: z.string(), branchName: z.string() })),
  /** The person's default location (their branch's first store), preselected. */
  mainLocationId: z.uuid(),
});
export type ReceivingOptions = z.infer<typeof receivingOptionsSchema>;

/** Products for a delivery without an order (or an extra line): by name, SKU or barcode. */
export const receivableProductQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a name or SKU').max(60),
  supplierId: z.uuid().optional(),
});
export const receivableProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  baseUnit: z.string(),
  isLotTracked: z.boolean(),
  costCentavos: z.number(),
  /** The supplier's last cost per base unit (net of VAT), when known. */
  lastCostCentavos: z.number().nullable(),
  units: z.array(receivableUnitSchema),
});
export type ReceivableProduct = z.infer<typeof receivableProductSchema>;
export const receivableProductListSchema = z.object({ items: z.array(receivableProductSchema) });

// ——— Supplier returns ———

export const supplierReturnLineInputSchema = z.object({
  productId: z.uuid({ error: 'Choose a product' }),
  lotId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  /** Base thousandths; at most what is in stock (of the lot) at the location. */
  qtyMilli: z
    .number({ error: 'Enter the quantity' })
    .int('Enter the quantity in thousandths')
    .min(1, 'Enter the quantity returned')
    .max(1_000_000_000_000, 'The quantity is too large'),
  /** Per base unit as the supplier credits it; default: the product's cost (with VAT for a VAT supplier). */
  unitCostCentavos: centavos('the unit cost')
    .nullish()
    .transform((v) => v ?? null),
});

export const supplierReturnInputSchema = z
  .object({
    id: z.uuid({ error: 'The return needs an id' }),
    supplierId: z.uuid({ error: 'Choose the supplier' }),
    rvId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    locationId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    reason: z
      .string({ error: 'Say why the goods go back' })
      .trim()
      .min(3, 'Say why the goods go back')
      .max(300, 'At most 300 characters'),
    lines: z
      .array(supplierReturnLineInputSchema)
      .min(1, 'Add at least one product')
      .max(200, 'At most 200 lines'),
  })
  .superRefine((v, ctx) => {
    const keys = v.lines.map((l) => `${l.productId}:${l.lotId ?? ''}`);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'A product (lot) is listed twice' });
  });
export type SupplierReturnInput = z.input<typeof supplierReturnInputSchema>;
export type SupplierReturnValues = z.output<typeof supplierReturnInputSchema>;

/** The default credit per base unit: the product's cost, grossed up by 12% VAT for a VAT-registered supplier. */
export const returnUnitCost = (costCentavos: number, vatRegistered: boolean) =>
  vatRegistered ? Math.round((costCentavos * 112) / 100) : costCentavos;

export const supplierReturnSchema = z
  .object({
    id: z.uuid(),
    returnNo: z.string(),
    supplierId: z.uuid(),
    supplierName: z.string(),
    rvId: z.uuid().nullable(),
    rvNo: z.string().nullable(),
    locationId: z.uuid(),
    businessDate: dateSchema,
    reason: z.string(),
    totalCentavos: z.number(),
    inputVatCentavos: z.number(),
    createdByName: z.string(),
    createdAt: z.string(),
    lines: z.array(
      z.object({
        lineNo: z.number().int(),
        productId: z.uuid(),
        productName: z.string(),
        sku: z.string(),
        baseUnit: z.string(),
        lotId: z.uuid().nullable(),
        lotNumber: z.string().nullable(),
        qtyMilli: z.number(),
        unitCostCentavos: z.number(),
        lineCentavos: z.number(),
      }),
    ),
  })
  .meta({ id: 'SupplierReturn' });
export type SupplierReturn = z.infer<typeof supplierReturnSchema>;

export const supplierReturnListQuerySchema = z.object({
  supplierId: z.uuid().optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export const supplierReturnListSchema = z.object({
  items: z.array(supplierReturnSchema.omit({ lines: true }).extend({ lineCount: z.number().int() })),
});
export type SupplierReturnSummary = z.infer<typeof supplierReturnListSchema>['items'][number];

/** What can go back: the product's stock by lot at a location. */
export const returnableStockQuerySchema = z.object({
  productId: z.uuid(),
  locationId: z.uuid().optional(),
});
export const returnableStockSchema = z.object({
  items: z.array(
    z.object({
      lotId: z.uuid().nullable(),
      lotNumber: z.string().nullable(),
      expiryDate: dateSchema.nullable(),
      qtyMilli: z.number(),
    }),
  ),
});
