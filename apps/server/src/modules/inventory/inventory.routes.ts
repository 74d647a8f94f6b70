import {
  adjustmentSchema,
  countEntriesSchema,
  DomainError,
  MOVEMENT_TYPES,
  newCountSheetSchema,
  openPackSchema,
  refusal,
} from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { adjustStock } from './adjustments.service.ts';
import { countLines, findCountSheet, listCountSheets } from './counts.repository.ts';
import { cancelCount, createCountSheet, postCount, saveCounts } from './counts.service.ts';
import { listLocations, listMovements, productStock, stockValuation } from './movements.repository.ts';
import { openPack } from './open-pack.service.ts';
import { alertAfterChange } from './stock-alerts.service.ts';

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
    form: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('StockMovement');

const edit = permission({ module: 'inventory', action: 'edit' });
const idParam = z.object({ id: z.uuid() });

const MovementResult = z.object({
  movementId: z.string().nullable(),
  previousMilli: z.number(),
  newMilli: z.number(),
  warnings: z.array(z.string()),
});

const openPackRoute = defineRoute(edit, {
  method: 'post',
  path: '/api/stock/open-pack',
  tags: ['inventory'],
  summary:
    'Open sealed packs (a sack) into loose base units: a stock_out of the sealed part and a stock_in of the loose part',
  request: { body: { content: { 'application/json': { schema: openPackSchema } }, required: true } },
  responses: {
    201: json(
      z.object({ out: MovementResult, in: MovementResult, sealedMilli: z.number(), looseMilli: z.number() }),
    ),
  },
});

const CountSheet = z
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
  .openapi('CountSheet');

const CountLine = z
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
    stockMilli: z.number(),
    movementId: z.string().nullable(),
  })
  .openapi('CountLine');

const countsRoute = defineRoute(view, {
  method: 'get',
  path: '/api/stock/counts',
  tags: ['inventory'],
  summary: 'Recount sheets, newest first',
  responses: { 200: json(z.object({ items: z.array(CountSheet) })) },
});

const countRoute = defineRoute(view, {
  method: 'get',
  path: '/api/stock/counts/{id}',
  tags: ['inventory'],
  summary: 'A recount sheet with its lines',
  request: { params: idParam },
  responses: { 200: json(z.object({ sheet: CountSheet, lines: z.array(CountLine) })) },
});

const newCountRoute = defineRoute(edit, {
  method: 'post',
  path: '/api/stock/counts',
  tags: ['inventory'],
  summary: 'Start a recount sheet for a location (optionally one category)',
  request: { body: { content: { 'application/json': { schema: newCountSheetSchema } }, required: true } },
  responses: { 201: json(z.object({ id: z.string(), number: z.string(), lineCount: z.number() })) },
});

const saveCountsRoute = defineRoute(edit, {
  method: 'put',
  path: '/api/stock/counts/{id}/lines',
  tags: ['inventory'],
  summary: 'Save counted quantities on a draft sheet',
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: countEntriesSchema } }, required: true },
  },
  responses: { 200: json(z.object({ saved: z.number() })) },
});

const postCountRoute = defineRoute(edit, {
  method: 'post',
  path: '/api/stock/counts/{id}/post',
  tags: ['inventory'],
  summary: 'Post a sheet: counted lines become recount / adjustment_out movements, as one document',
  request: { params: idParam },
  responses: {
    200: json(
      z.object({ number: z.string(), counted: z.number(), changed: z.number(), valueCentavos: z.number() }),
    ),
  },
});

const cancelCountRoute = defineRoute(edit, {
  method: 'post',
  path: '/api/stock/counts/{id}/cancel',
  tags: ['inventory'],
  summary: 'Cancel a draft sheet; nothing is posted',
  request: { params: idParam },
  responses: { 200: json(z.object({ number: z.string() })) },
});

const valuationRoute = defineRoute(permission({ module: 'reports', action: 'export' }), {
  method: 'get',
  path: '/api/stock/valuation',
  tags: ['inventory'],
  summary: 'Inventory value at cost per location and in total',
  responses: {
    200: json(
      z.object({
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
      }),
    ),
  },
});

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
            /** Of qtyMilli, the loose part (opened sacks); the rest is sealed. */
            looseMilli: z.number(),
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
    const input = c.req.valid('json');
    const result = await adjustStock(c.get('deps'), c.get('actor')!, input, where(c));
    await alertAfterChange(c.get('deps'), [input.productId]);
    return c.json(result, 201);
  });
  router.openapi(openPackRoute, async (c) => {
    return c.json(await openPack(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201);
  });
  router.openapi(countsRoute, async (c) => {
    return c.json({ items: await listCountSheets(c.get('deps').database.db) }, 200);
  });
  router.openapi(countRoute, async (c) => {
    const db = c.get('deps').database.db;
    const id = c.req.valid('param').id;
    const sheet = await findCountSheet(db, id);
    if (!sheet)
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'This count sheet does not exist',
        refusal('countSheetNotFound'),
      );
    return c.json({ sheet, lines: await countLines(db, id) }, 200);
  });
  router.openapi(newCountRoute, async (c) => {
    return c.json(await createCountSheet(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201);
  });
  router.openapi(saveCountsRoute, async (c) => {
    return c.json(await saveCounts(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), 200);
  });
  router.openapi(postCountRoute, async (c) => {
    const { changedProducts, ...result } = await postCount(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      where(c),
    );
    await alertAfterChange(c.get('deps'), changedProducts);
    return c.json(result, 200);
  });
  router.openapi(cancelCountRoute, async (c) => {
    return c.json(await cancelCount(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200);
  });
  router.openapi(valuationRoute, async (c) => {
    return c.json(await stockValuation(c.get('deps').database.db), 200);
  });
}
