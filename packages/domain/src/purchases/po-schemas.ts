import { z } from 'zod';
import { PO_STATUSES } from './po-status.ts';

/**
 * Purchase orders' shapes (issue 24), shared by the server and the web. Money in centavos; quantities in
 * thousandths: a line's `qtyMilli` counts the unit it is ordered in (2 sacks = 2000), the order keeps
 * `orderedMilli` in thousandths of the product's base unit (2 × 50-kg sacks = 100,000).
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

export const poLineInputSchema = z.object({
  productId: z.uuid({ error: 'Choose a product' }),
  /** A code of the product's product_units, or its base unit. */
  unitCode: z.string({ error: 'Choose a unit' }).trim().min(1, 'Choose a unit').max(40),
  qtyMilli: z
    .number({ error: 'Enter the quantity' })
    .int('Enter the quantity in thousandths')
    .positive('The quantity must be more than 0')
    .max(1_000_000_000, 'The quantity is too large'),
  /** Expected cost per unit ordered; left out: the supplier's last cost, else the product's cost. */
  unitCostCentavos: z
    .number({ error: 'Enter the cost' })
    .int('Enter the cost in centavos')
    .min(0, 'The cost cannot be negative')
    .max(10_000_000_000, 'The cost is too large')
    .optional(),
});
export type PoLineInput = z.input<typeof poLineInputSchema>;

export const poInputSchema = z.object({
  supplierId: z.uuid({ error: 'Choose a supplier' }),
  /** Where the goods are delivered (locations); left out: the main store. */
  locationId: z.uuid({ error: 'Choose a delivery location' }).optional(),
  expectedDate: dateSchema.nullable().optional(),
  notes: z.string().trim().max(1000, 'At most 1,000 characters').nullable().optional(),
  lines: z
    .array(poLineInputSchema, { error: 'Add at least one product to the order' })
    .min(1, 'Add at least one product to the order')
    .max(200, 'An order holds at most 200 lines'),
});
export type PoInput = z.input<typeof poInputSchema>;

/** A change of a draft or submitted order, with the version read (a stale version: DOCUMENT_CHANGED). */
export const poUpdateSchema = z.intersection(
  poInputSchema,
  z.object({ version: z.number({ error: 'The version read is required' }).int().min(1) }),
);
export type PoUpdate = z.input<typeof poUpdateSchema>;

/** Submit, approve, close: the version read (optional; when given, a stale one is refused). */
export const poStepSchema = z.object({ version: z.number().int().min(1).optional() });
/** Reject (back to draft) and cancel: a reason the supplier file keeps. */
export const poReasonSchema = z.object({
  version: z.number().int().min(1).optional(),
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, 'Give a reason')
    .max(500, 'At most 500 characters'),
});

export const poLineSchema = z.object({
  id: z.uuid(),
  lineNo: z.number(),
  productId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  baseUnit: z.string(),
  unitCode: z.string(),
  baseMilliPerUnit: z.number(),
  /** In base thousandths. */
  orderedMilli: z.number(),
  receivedMilli: z.number(),
  unitCostCentavos: z.number(),
  lineCentavos: z.number(),
});
export type PoLine = z.output<typeof poLineSchema>;

export const purchaseOrderSchema = z.object({
  id: z.uuid(),
  poNo: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  supplierEmail: z.string().nullable(),
  locationId: z.uuid(),
  locationName: z.string(),
  status: z.enum(PO_STATUSES),
  orderDate: z.string(),
  expectedDate: z.string().nullable(),
  notes: z.string().nullable(),
  totalCentavos: z.number(),
  version: z.number(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The reason given when the order was last sent back to draft (null: never). */
  rejectReason: z.string().nullable(),
  /** Above this total an admin must approve (system settings' purchase controls). */
  adminApprovalAboveCentavos: z.number(),
  lines: z.array(poLineSchema),
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

export const poSummarySchema = z.object({
  id: z.uuid(),
  poNo: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  status: z.enum(PO_STATUSES),
  orderDate: z.string(),
  expectedDate: z.string().nullable(),
  totalCentavos: z.number(),
  lineCount: z.number(),
});
export type PoSummary = z.output<typeof poSummarySchema>;

export const poListQuerySchema = z.object({
  status: z.enum([...PO_STATUSES, 'open', 'all']).default('all'),
  supplierId: z.uuid().optional(),
  /** PO number or supplier name. */
  q: z.string().trim().max(100).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});
export type PoListQuery = z.input<typeof poListQuerySchema>;

/** A product as the order form offers it: its units and the expected cost per base unit. */
export const poProductOptionSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  name: z.string(),
  baseUnit: z.string(),
  /** Per base unit: the supplier's last cost when known, else the product's cost. */
  baseCostCentavos: z.number(),
  supplierSku: z.string().nullable(),
  stockMilli: z.number(),
  units: z.array(z.object({ code: z.string(), baseMilliPerUnit: z.number() })),
});
export type PoProductOption = z.output<typeof poProductOptionSchema>;

export const poProductQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  supplierId: z.uuid().optional(),
  /** Specific products (the reorder suggestions' "Create PO"); comma-separated ids. */
  ids: z.string().max(4000).optional(),
});

export const poSupplierOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  paymentTermsDays: z.number(),
});
export type PoSupplierOption = z.output<typeof poSupplierOptionSchema>;

export const poFormOptionsSchema = z.object({
  suppliers: z.array(poSupplierOptionSchema),
  // The active locations of the person's branches; isMain: their default (decision 0013).
  locations: z.array(
    z.object({ id: z.uuid(), name: z.string(), isMain: z.boolean(), branchName: z.string() }),
  ),
  adminApprovalAboveCentavos: z.number(),
});
export type PoFormOptions = z.output<typeof poFormOptionsSchema>;

export const reorderItemSchema = z.object({
  productId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  baseUnit: z.string(),
  stockMilli: z.number(),
  minStockMilli: z.number(),
  /** The product's reorder quantity, or what brings it back to its minimum. */
  suggestedMilli: z.number(),
  baseCostCentavos: z.number(),
});
export type ReorderItem = z.output<typeof reorderItemSchema>;

export const reorderGroupSchema = z.object({
  /** Null: products no supplier is linked to. */
  supplierId: z.uuid().nullable(),
  supplierName: z.string().nullable(),
  items: z.array(reorderItemSchema),
});
export type ReorderGroup = z.output<typeof reorderGroupSchema>;

export const poEmailResultSchema = z.object({
  sentTo: z.string(),
  transport: z.enum(['smtp', 'outbox']),
});

/** What a line costs: quantity ordered (thousandths of its unit) × cost per unit, rounded to the centavo. */
export function poLineCentavos(qtyMilli: number, unitCostCentavos: number): number {
  return Math.round((qtyMilli * unitCostCentavos) / 1000);
}

/** The ordered quantity in base thousandths: 2 sacks (2000) of 50,000 each = 100,000. */
export function poOrderedMilli(qtyMilli: number, baseMilliPerUnit: number): number {
  return Math.round((qtyMilli * baseMilliPerUnit) / 1000);
}

/** The default cost of one unit from a cost per base unit: a sack of 50 kg at ₱30/kg = ₱1,500. */
export function unitCostFromBase(baseCostCentavos: number, baseMilliPerUnit: number): number {
  return Math.round((baseCostCentavos * baseMilliPerUnit) / 1000);
}

/** Reorder quantity: the product's own, else what brings stock back to its minimum (never below 0). */
export function suggestedReorderMilli(p: {
  stockMilli: number;
  minStockMilli: number;
  reorderQtyMilli: number;
}): number {
  if (p.reorderQtyMilli > 0) return p.reorderQtyMilli;
  return Math.max(0, p.minStockMilli - p.stockMilli);
}
