import { adjustmentSchema, MOVEMENT_TYPES } from '@fbms/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { adjustStock } from './adjustments.service.ts';
import { listLocations, listMovements, productStock } from './movements.repository.ts';

const view = permission({ module: 'inventory', action: 'view' });
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

const Movement = z
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
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('StockMovement');

const movementsRoute = defineRoute(view, {
  method: 'get',
  path: '/api/stock/movements',
  tags: ['inventory'],
  summary: 'The stock ledger, newest first, with the filters of seed 001 §7',
  request: {
    query: z.object({
      productId: z.uuid().optional(),
      productName: z.string().trim().max(100).optional(),
      type: z.enum(MOVEMENT_TYPES as [string, ...string[]]).optional(),
      locationId: z.uuid().optional(),
      fromDate: date.optional(),
      toDate: date.optional(),
      performedBy: z.string().max(100).optional(),
      status: z.string().max(20).optional(),
      batchNumber: z.string().max(64).optional(),
      referenceNumber: z.string().max(64).optional(),
      minQuantity: z.coerce.number().int().min(0).optional(),
      maxQuantity: z.coerce.number().int().min(0).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: { 200: json(z.object({ items: z.array(Movement), total: z.number() })) },
});

const locationsRoute = defineRoute(view, {
  method: 'get',
  path: '/api/locations',
  tags: ['inventory'],
  summary: 'Stock locations by name',
  responses: {
    200: json(
      z.object({
        items: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            type: z.string(),
            address: z.string().nullable(),
            isActive: z.boolean(),
          }),
        ),
      }),
    ),
  },
});

const stockRoute = defineRoute(view, {
  method: 'get',
  path: '/api/products/{id}/stock',
  tags: ['inventory'],
  summary: 'A product’s stock by location and batch, earliest expiry first',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: json(
      z.object({
        items: z.array(
          z.object({
            locationId: z.string(),
            locationName: z.string(),
            lotId: z.string().nullable(),
            batchNumber: z.string().nullable(),
            expiryDate: z.string().nullable(),
            qtyMilli: z.number(),
          }),
        ),
      }),
    ),
  },
});

const adjustRoute = defineRoute(permission({ module: 'inventory', action: 'edit' }), {
  method: 'post',
  path: '/api/stock/adjustments',
  tags: ['inventory'],
  summary: 'Set, add or subtract stock with a reason (an adjustment movement)',
  request: { body: { content: { 'application/json': { schema: adjustmentSchema } }, required: true } },
  responses: {
    201: json(
      z.object({
        movementId: z.string().nullable(),
        previousMilli: z.number(),
        newMilli: z.number(),
        warnings: z.array(z.string()),
      }),
      'Recorded (movementId null: the count already matched)',
    ),
  },
});

const where = (c: Context<AppEnv>) => ({
  ip: c.get('clientIp'),
  userAgent: c.req.header('user-agent'),
  requestId: c.get('requestId'),
});

export function mountInventory(router: ReturnType<typeof createRouter>) {
  router.openapi(movementsRoute, async (c) => {
    return c.json(await listMovements(c.get('deps').database.db, c.req.valid('query')), 200);
  });
  router.openapi(locationsRoute, async (c) => {
    return c.json({ items: await listLocations(c.get('deps').database.db) }, 200);
  });
  router.openapi(stockRoute, async (c) => {
    return c.json({ items: await productStock(c.get('deps').database.db, c.req.valid('param').id) }, 200);
  });
  router.openapi(adjustRoute, async (c) => {
    return c.json(await adjustStock(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201);
  });
}
