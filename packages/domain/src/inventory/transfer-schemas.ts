import { z } from 'zod';
import { idParamSchema, itemsSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { MAX_QTY_MILLI } from './quantity.ts';
import { TRANSFER_ACTIONS, TRANSFER_STATUSES } from './transfer-state.ts';

/**
 * Transfer slips over HTTP (issue 26, decision 0013; /api/stock/transfers). Shared by the server and the
 * web. Quantities in thousandths of the product's base unit (20 sacks of a product sold by the sack =
 * 20,000); money in centavos; dates YYYY-MM-DD, times ISO strings. The slip PDF is a plain route:
 * `transferPdfPath(id, 'a4' | '80mm')`.
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
const qtySchema = (what: string) =>
  z
    .number({ error: `Enter the ${what} quantity` })
    .int('A quantity can have at most 3 decimals')
    .min(0, 'A quantity cannot be negative')
    .max(MAX_QTY_MILLI, 'The quantity is too large');
const textSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString('en-US')} characters`)
    .nullable()
    .optional();
const versionSchema = z.number().int().min(1).optional();

export const transferStatusSchema = z.enum(TRANSFER_STATUSES);
export const transferActionSchema = z.enum(TRANSFER_ACTIONS);
export const TRANSFER_CONDITIONS = ['good', 'damaged', 'short', 'mixed'] as const;
export type TransferCondition = (typeof TRANSFER_CONDITIONS)[number];
export const TRANSFER_RESOLUTION_ACTIONS = ['found', 'returned', 'written_off'] as const;
export type TransferResolutionAction = (typeof TRANSFER_RESOLUTION_ACTIONS)[number];

// ─── Requests ────────────────────────────────────────────────────────────────────────────────────────

export const transferLineInputSchema = z.object({
  productId: z.uuid({ error: 'Choose a product' }),
  requestedMilli: qtySchema('requested').refine((n) => n > 0, 'The quantity must be more than 0'),
  notes: textSchema(500),
});
export type TransferLineInput = z.input<typeof transferLineInputSchema>;

const transferHeaderFields = {
  fromLocationId: z.uuid({ error: 'Choose where the goods come from' }),
  toLocationId: z.uuid({ error: 'Choose where the goods go' }),
  /** Left out: today (the business date). */
  transferDate: dateSchema.optional(),
  expectedDeliveryDate: dateSchema.nullable().optional(),
  vehicleInfo: textSchema(200),
  driverInfo: textSchema(200),
  notes: textSchema(1000),
  lines: z
    .array(transferLineInputSchema, { error: 'Add at least one product' })
    .min(1, 'Add at least one product')
    .max(200, 'A slip holds at most 200 lines'),
};

const differentPlaces = {
  check: (v: { fromLocationId: string; toLocationId: string }) => v.fromLocationId !== v.toLocationId,
  opts: { message: 'The goods must go to another location', path: ['toLocationId'] },
};
const productsOnce = {
  check: (v: { lines: { productId: string }[] }) =>
    new Set(v.lines.map((l) => l.productId)).size === v.lines.length,
  opts: { message: 'Each product may appear once on a slip', path: ['lines'] },
};

/** A new slip. `submit: true` makes it `requested` at once; else it stays a draft. */
export const transferCreateSchema = z
  .object({
    ...transferHeaderFields,
    submit: z.boolean().default(false),
    /** 'low_stock' when raised from the destination's low-stock list. */
    source: z.enum(['manual', 'low_stock']).default('manual'),
  })
  .refine(differentPlaces.check, differentPlaces.opts)
  .refine(productsOnce.check, productsOnce.opts);
export type TransferCreateInput = z.input<typeof transferCreateSchema>;

/** A change of a draft or requested slip (its lines are replaced), with the version read. */
export const transferUpdateSchema = z
  .object({
    ...transferHeaderFields,
    version: z.number({ error: 'The version read is required' }).int().min(1),
  })
  .refine(differentPlaces.check, differentPlaces.opts)
  .refine(productsOnce.check, productsOnce.opts);
export type TransferUpdateInput = z.input<typeof transferUpdateSchema>;

/** Request, close: the version read (optional; when given, a stale one is refused). */
export const transferStepSchema = z.object({ version: versionSchema });
export type TransferStepInput = z.input<typeof transferStepSchema>;

/** Approve: the quantity approved per line (0 … requested). Lines left out are approved as requested. */
export const transferApproveSchema = z.object({
  version: versionSchema,
  lines: z
    .array(z.object({ lineId: z.uuid(), approvedMilli: qtySchema('approved') }))
    .max(200)
    .optional(),
});
export type TransferApproveInput = z.input<typeof transferApproveSchema>;

/**
 * Issue: what leaves the source. Per line the quantity issued (≤ approved; left out: as approved), taken
 * first-expiry-first-out at the source unless `lots` names them (lotId null: the stock without a batch).
 */
export const transferIssueSchema = z.object({
  version: versionSchema,
  transferDate: dateSchema.optional(),
  expectedDeliveryDate: dateSchema.nullable().optional(),
  vehicleInfo: textSchema(200),
  driverInfo: textSchema(200),
  notes: textSchema(1000),
  lines: z
    .array(
      z.object({
        lineId: z.uuid(),
        issuedMilli: qtySchema('issued'),
        lots: z
          .array(z.object({ lotId: z.uuid().nullable(), qtyMilli: qtySchema('issued') }))
          .max(100)
          .optional(),
      }),
    )
    .max(200)
    .optional(),
});
export type TransferIssueInput = z.input<typeof transferIssueSchema>;

/**
 * Receive (once): every lot of the slip with what arrived in good order and what arrived damaged
 * (received + damaged ≤ issued; the rest is missing). Condition left out: worked out from the numbers.
 */
export const transferReceiveSchema = z.object({
  version: versionSchema,
  actualDeliveryDate: dateSchema.optional(),
  notes: textSchema(1000),
  lots: z
    .array(
      z.object({
        slipLotId: z.uuid(),
        receivedMilli: qtySchema('received'),
        damagedMilli: qtySchema('damaged').default(0),
        condition: z.enum(TRANSFER_CONDITIONS).optional(),
        notes: textSchema(500),
      }),
      { error: 'Say what arrived' },
    )
    .min(1, 'Say what arrived')
    .max(1000),
});
export type TransferReceiveInput = z.input<typeof transferReceiveSchema>;

/** Resolve open discrepancies: found (into the destination), returned (into the source), written off. */
export const transferResolveSchema = z.object({
  version: versionSchema,
  items: z
    .array(
      z.object({
        slipLotId: z.uuid(),
        action: z.enum(TRANSFER_RESOLUTION_ACTIONS, { error: 'Choose found, returned or written off' }),
        qtyMilli: qtySchema('resolved').refine((n) => n > 0, 'The quantity must be more than 0'),
        reason: z
          .string({ error: 'Give a reason' })
          .trim()
          .min(3, 'Give a reason')
          .max(500, 'At most 500 characters'),
      }),
      { error: 'Choose what to resolve' },
    )
    .min(1, 'Choose what to resolve')
    .max(1000),
});
export type TransferResolveInput = z.input<typeof transferResolveSchema>;

export const transferCancelSchema = z.object({
  version: versionSchema,
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason')
    .max(500, 'At most 500 characters'),
});
export type TransferCancelInput = z.input<typeof transferCancelSchema>;

export const transferListQuerySchema = z.object({
  /** A status, 'open' (not closed nor cancelled) or 'all'. */
  status: z.enum([...TRANSFER_STATUSES, 'open', 'all']).default('all'),
  /** Relative to the person's branches (the switcher's): outgoing = sent from them, incoming = to them. */
  direction: z.enum(['outgoing', 'incoming', 'all']).default('all'),
  /** TR number, or a product's name or SKU on the slip. */
  q: z.string().trim().max(100).optional(),
  /** Transfer date from / to (inclusive). */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});
export type TransferListQuery = z.input<typeof transferListQuerySchema>;

export const transferLowStockQuerySchema = z.object({ toLocationId: z.uuid({ error: 'Choose a location' }) });

// ─── Responses ───────────────────────────────────────────────────────────────────────────────────────

export const transferSummarySchema = z
  .object({
    id: z.uuid(),
    transferNo: z.string(),
    status: transferStatusSchema,
    source: z.enum(['manual', 'low_stock']),
    fromLocationId: z.uuid(),
    fromLocationName: z.string(),
    fromBranchId: z.uuid(),
    fromBranchName: z.string(),
    toLocationId: z.uuid(),
    toLocationName: z.string(),
    toBranchId: z.uuid(),
    toBranchName: z.string(),
    transferDate: z.string(),
    expectedDeliveryDate: z.string().nullable(),
    actualDeliveryDate: z.string().nullable(),
    lineCount: z.number(),
    /** Issued when issued, else approved when approved, else requested. */
    totalQtyMilli: z.number(),
    /** At the source's cost once issued; before, at the products' cost. */
    totalValueCentavos: z.number(),
    requestedByName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TransferSummary' });
export type TransferSummary = z.output<typeof transferSummarySchema>;

export const transferLocationOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  branchId: z.uuid(),
  branchName: z.string(),
});
export type TransferLocationOption = z.output<typeof transferLocationOptionSchema>;

/** From: the active locations of the person's branches. To: every active location of every active branch. */
export const transferOptionsSchema = z.object({
  fromLocations: z.array(transferLocationOptionSchema),
  toLocations: z.array(transferLocationOptionSchema),
});
export type TransferOptions = z.output<typeof transferOptionsSchema>;

export const transferInTransitItemSchema = z.object({
  slipId: z.uuid(),
  transferNo: z.string(),
  status: transferStatusSchema,
  fromLocationName: z.string(),
  fromBranchName: z.string(),
  toLocationName: z.string(),
  toBranchName: z.string(),
  issuedAt: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  slipLotId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  sku: z.string(),
  baseUnit: z.string(),
  lotId: z.uuid().nullable(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  qtyMilli: z.number(),
  unitCostCentavos: z.number(),
  valueCentavos: z.number(),
});
export type TransferInTransitItem = z.output<typeof transferInTransitItemSchema>;

export const transferInTransitSchema = z.object({
  items: z.array(transferInTransitItemSchema),
  totalValueCentavos: z.number(),
});
export type TransferInTransit = z.output<typeof transferInTransitSchema>;

export const transferLowStockItemSchema = z.object({
  productId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  baseUnit: z.string(),
  onHandMilli: z.number(),
  minStockMilli: z.number(),
  reorderQtyMilli: z.number().nullable(),
  /** The reorder quantity when set, else what brings it back to its minimum. */
  suggestedMilli: z.number(),
  /** Stock at the person's other locations (most first). */
  availableAt: z.array(
    z.object({
      locationId: z.uuid(),
      locationName: z.string(),
      branchName: z.string(),
      qtyMilli: z.number(),
    }),
  ),
});
export type TransferLowStockItem = z.output<typeof transferLowStockItemSchema>;

export const transferSlipLotSchema = z.object({
  id: z.uuid(),
  lotId: z.uuid().nullable(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  issuedMilli: z.number(),
  receivedMilli: z.number(),
  damagedMilli: z.number(),
  /** Resolved so far (found, returned, written off). */
  resolvedMilli: z.number(),
  /** Still in transit: issued − received in good order − resolved. */
  openMilli: z.number(),
  unitCostCentavos: z.number(),
  condition: z.enum(TRANSFER_CONDITIONS).nullable(),
  notes: z.string().nullable(),
});
export type TransferSlipLot = z.output<typeof transferSlipLotSchema>;

export const transferSlipLineSchema = z.object({
  id: z.uuid(),
  lineNo: z.number(),
  productId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  baseUnit: z.string(),
  requestedMilli: z.number(),
  approvedMilli: z.number().nullable(),
  issuedMilli: z.number().nullable(),
  receivedMilli: z.number().nullable(),
  /** Before issue: the product's cost; after: the weighted cost of what left. */
  unitCostCentavos: z.number(),
  totalValueCentavos: z.number(),
  notes: z.string().nullable(),
  lots: z.array(transferSlipLotSchema),
});
export type TransferSlipLine = z.output<typeof transferSlipLineSchema>;

export const transferResolutionSchema = z.object({
  id: z.uuid(),
  slipLotId: z.uuid(),
  productName: z.string(),
  batchNumber: z.string().nullable(),
  action: z.enum(TRANSFER_RESOLUTION_ACTIONS),
  qtyMilli: z.number(),
  valueCentavos: z.number(),
  reason: z.string().nullable(),
  performedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TransferResolution = z.output<typeof transferResolutionSchema>;

export const transferSlipSchema = z
  .object({
    id: z.uuid(),
    transferNo: z.string(),
    status: transferStatusSchema,
    source: z.enum(['manual', 'low_stock']),
    fromLocationId: z.uuid(),
    fromLocationName: z.string(),
    fromBranchId: z.uuid(),
    fromBranchName: z.string(),
    toLocationId: z.uuid(),
    toLocationName: z.string(),
    toBranchId: z.uuid(),
    toBranchName: z.string(),
    transferDate: z.string(),
    expectedDeliveryDate: z.string().nullable(),
    actualDeliveryDate: z.string().nullable(),
    vehicleInfo: z.string().nullable(),
    driverInfo: z.string().nullable(),
    notes: z.string().nullable(),
    totalRequestedMilli: z.number(),
    totalApprovedMilli: z.number(),
    totalIssuedMilli: z.number(),
    totalReceivedMilli: z.number(),
    totalDamagedMilli: z.number(),
    /** In transit now (issued − received − resolved). */
    totalOpenMilli: z.number(),
    totalValueCentavos: z.number(),
    openValueCentavos: z.number(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    requestedByName: z.string().nullable(),
    requestedAt: z.string().nullable(),
    approvedByName: z.string().nullable(),
    approvedAt: z.string().nullable(),
    issuedByName: z.string().nullable(),
    issuedAt: z.string().nullable(),
    receivedByName: z.string().nullable(),
    receivedAt: z.string().nullable(),
    closedByName: z.string().nullable(),
    closedAt: z.string().nullable(),
    cancelledByName: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    lines: z.array(transferSlipLineSchema),
    resolutions: z.array(transferResolutionSchema),
    /** What this person may do now (status, their side of the slip, permission). */
    actions: z.array(transferActionSchema),
    /** Whether the person works in the sending / receiving branch. */
    side: z.object({ from: z.boolean(), to: z.boolean() }),
    version: z.number(),
  })
  .meta({ id: 'TransferSlip' });
export type TransferSlip = z.output<typeof transferSlipSchema>;

// ─── Routes ──────────────────────────────────────────────────────────────────────────────────────────

/** The slip as a PDF (A4 or an 80 mm receipt roll); it travels with the goods. */
export function transferPdfPath(id: string, format: 'a4' | '80mm' = 'a4'): string {
  return `/api/stock/transfers/${id}/pdf?format=${format}`;
}

export const transfersContract = {
  listTransfers: endpoint({
    method: 'get',
    path: '/api/stock/transfers',
    query: transferListQuerySchema,
    response: pageSchema(transferSummarySchema),
  }),
  transferOptions: endpoint({
    method: 'get',
    path: '/api/stock/transfers/options',
    response: transferOptionsSchema,
  }),
  inTransit: endpoint({
    method: 'get',
    path: '/api/stock/transfers/in-transit',
    response: transferInTransitSchema,
  }),
  transferLowStock: endpoint({
    method: 'get',
    path: '/api/stock/transfers/low-stock',
    query: transferLowStockQuerySchema,
    response: itemsSchema(transferLowStockItemSchema),
  }),
  createTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers',
    body: transferCreateSchema,
    response: transferSlipSchema,
    status: 201,
  }),
  getTransfer: endpoint({
    method: 'get',
    path: '/api/stock/transfers/{id}',
    params: idParamSchema,
    response: transferSlipSchema,
  }),
  updateTransfer: endpoint({
    method: 'put',
    path: '/api/stock/transfers/{id}',
    params: idParamSchema,
    body: transferUpdateSchema,
    response: transferSlipSchema,
  }),
  requestTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers/{id}/request',
    params: idParamSchema,
    body: transferStepSchema,
    response: transferSlipSchema,
  }),
  approveTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers/{id}/approve',
    params: idParamSchema,
    body: transferApproveSchema,
    response: transferSlipSchema,
  }),
  issueTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers/{id}/issue',
    params: idParamSchema,
    body: transferIssueSchema,
    response: transferSlipSchema,
  }),
  receiveTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers/{id}/receive',
    params: idParamSchema,
    body: transferReceiveSchema,
    response: transferSlipSchema,
  }),
  resolveTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers/{id}/resolutions',
    params: idParamSchema,
    body: transferResolveSchema,
    response: transferSlipSchema,
  }),
  closeTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers/{id}/close',
    params: idParamSchema,
    body: transferStepSchema,
    response: transferSlipSchema,
  }),
  cancelTransfer: endpoint({
    method: 'post',
    path: '/api/stock/transfers/{id}/cancel',
    params: idParamSchema,
    body: transferCancelSchema,
    response: transferSlipSchema,
  }),
};
