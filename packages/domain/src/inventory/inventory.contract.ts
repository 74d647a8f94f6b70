import { z } from 'zod';
import { idParamSchema, itemsSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  adjustmentSchema,
  countEntriesSchema,
  movementTypeSchema,
  newCountSheetSchema,
  openPackSchema,
} from './adjustment-schemas.ts';

/** Stock, the ledger, locations and recounts over HTTP (/api/stock, /api/locations, /api/products/{id}/stock). */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

/** One row of the stock ledger; `qtyMilli` is signed (out is negative). */
export const stockMovementSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    productName: z.string(),
    productSku: z.string(),
    baseUnit: z.string(),
    type: z.string(),
    qtyMilli: z.number(),
    previousMilli: z.number(),
    newMilli: z.number(),
    unitCostCentavos: z.number(),
    totalValueCentavos: z.number(),
    reason: z.string().nullable(),
    referenceType: z.string().nullable(),
    referenceId: z.string().nullable(),
    referenceNumber: z.string().nullable(),
    locationId: z.string(),
    locationName: z.string(),
    fromLocationName: z.string().nullable(),
    toLocationName: z.string().nullable(),
    batchNumber: z.string().nullable(),
    expiryDate: z.string().nullable(),
    performedBy: z.string().nullable(),
    performedByName: z.string().nullable(),
    status: z.string(),
    form: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.output<typeof stockMovementSchema>;

export const movementResultSchema = z.object({
  movementId: z.string().nullable(),
  previousMilli: z.number(),
  newMilli: z.number(),
  warnings: z.array(z.string()),
});
export type MovementResult = z.output<typeof movementResultSchema>;

export const countSheetSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    title: z.string(),
    status: z.enum(['draft', 'posted', 'cancelled']),
    locationId: z.string(),
    locationName: z.string(),
    notes: z.string().nullable(),
    createdAt: z.string(),
    createdByName: z.string().nullable(),
    postedAt: z.string().nullable(),
    postedByName: z.string().nullable(),
    lineCount: z.number(),
    countedCount: z.number(),
  })
  .meta({ id: 'CountSheet' });
export type CountSheet = z.output<typeof countSheetSchema>;

export const countLineSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    productName: z.string(),
    productSku: z.string(),
    baseUnit: z.string(),
    lotId: z.string().nullable(),
    batchNumber: z.string().nullable(),
    expiryDate: z.string().nullable(),
    expectedMilli: z.number(),
    countedMilli: z.number().nullable(),
    unitCostCentavos: z.number(),
    /** Stock now (draft) or when posted. */
    stockMilli: z.number(),
    movementId: z.string().nullable(),
  })
  .meta({ id: 'CountLine' });
export type CountLine = z.output<typeof countLineSchema>;

export const valuationSchema = z.object({
  locations: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      products: z.number(),
      valueCentavos: z.number(),
      retailCentavos: z.number(),
    }),
  ),
  total: z.object({ products: z.number(), valueCentavos: z.number(), retailCentavos: z.number() }),
  /** The value at cost per branch (the branches the list may show), by branch code. */
  byBranch: z.array(
    z.object({ branchId: z.string(), code: z.string(), name: z.string(), valueCentavos: z.number() }),
  ),
});
export type Valuation = z.output<typeof valuationSchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  /** The branch the location belongs to (decision 0013). */
  branchId: z.string(),
  branchName: z.string(),
  branchCode: z.string(),
});
export type Location = z.output<typeof locationSchema>;

/** A product's stock at one location, and one batch for lot-tracked products. */
export const stockLineSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  lotId: z.string().nullable(),
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  qtyMilli: z.number(),
  /** Of qtyMilli, the loose part (opened sacks); the rest is sealed. */
  looseMilli: z.number(),
});
export type StockLine = z.output<typeof stockLineSchema>;

export const movementListQuerySchema = z.object({
  productId: z.uuid().optional(),
  productName: z.string().trim().max(100).optional(),
  type: movementTypeSchema.optional(),
  locationId: z.uuid().optional(),
  fromDate: dateSchema.optional(),
  toDate: dateSchema.optional(),
  performedBy: z.string().max(100).optional(),
  status: z.string().max(20).optional(),
  batchNumber: z.string().max(64).optional(),
  referenceNumber: z.string().max(64).optional(),
  minQuantity: z.coerce.number<number>().int().min(0).optional(),
  maxQuantity: z.coerce.number<number>().int().min(0).optional(),
  limit: z.coerce.number<number>().int().min(1).max(200).default(50),
  offset: z.coerce.number<number>().int().min(0).default(0),
});

export const inventoryContract = {
  openPack: endpoint({
    method: 'post',
    path: '/api/stock/open-pack',
    body: openPackSchema,
    response: z.object({
      out: movementResultSchema,
      in: movementResultSchema,
      sealedMilli: z.number(),
      looseMilli: z.number(),
    }),
    status: 201,
  }),
  listCounts: endpoint({ method: 'get', path: '/api/stock/counts', response: itemsSchema(countSheetSchema) }),
  getCount: endpoint({
    method: 'get',
    path: '/api/stock/counts/{id}',
    params: idParamSchema,
    response: z.object({ sheet: countSheetSchema, lines: z.array(countLineSchema) }),
  }),
  createCount: endpoint({
    method: 'post',
    path: '/api/stock/counts',
    body: newCountSheetSchema,
    response: z.object({ id: z.string(), number: z.string(), lineCount: z.number() }),
    status: 201,
  }),
  saveCounts: endpoint({
    method: 'put',
    path: '/api/stock/counts/{id}/lines',
    params: idParamSchema,
    body: countEntriesSchema,
    response: z.object({ saved: z.number() }),
  }),
  postCount: endpoint({
    method: 'post',
    path: '/api/stock/counts/{id}/post',
    params: idParamSchema,
    response: z.object({
      number: z.string(),
      counted: z.number(),
      changed: z.number(),
      valueCentavos: z.number(),
    }),
  }),
  cancelCount: endpoint({
    method: 'post',
    path: '/api/stock/counts/{id}/cancel',
    params: idParamSchema,
    response: z.object({ number: z.string() }),
  }),
  getValuation: endpoint({ method: 'get', path: '/api/stock/valuation', response: valuationSchema }),
  listMovements: endpoint({
    method: 'get',
    path: '/api/stock/movements',
    query: movementListQuerySchema,
    response: pageSchema(stockMovementSchema),
  }),
  listLocations: endpoint({ method: 'get', path: '/api/locations', response: itemsSchema(locationSchema) }),
  getProductStock: endpoint({
    method: 'get',
    path: '/api/products/{id}/stock',
    params: idParamSchema,
    response: itemsSchema(stockLineSchema),
  }),
  adjustStock: endpoint({
    method: 'post',
    path: '/api/stock/adjustments',
    body: adjustmentSchema,
    response: movementResultSchema,
    status: 201,
  }),
};
