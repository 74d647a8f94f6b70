import { inventoryContract as api, DomainError, refusal } from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { adjustStock } from './adjustments.service.ts';
import { countLines, findCountSheet, listCountSheets } from './counts.repository.ts';
import { cancelCount, createCountSheet, postCount, saveCounts } from './counts.service.ts';
import { listLocations } from './locations.repository.ts';
import { listMovements, productStock, stockValuation } from './movements.repository.ts';
import { openPack } from './open-pack.service.ts';
import { alertAfterChange } from './stock-alerts.service.ts';

const view = permission({ module: 'inventory', action: 'view' });
const edit = permission({ module: 'inventory', action: 'edit' });
const openPackRoute = defineRoute(
  edit,
  fromContract(api.openPack, {
    tags: ['inventory'],
    summary:
      'Open sealed packs (a sack) into loose base units: a stock_out of the sealed part and a stock_in of the loose part',
    answer: 'OK',
  }),
);

const countsRoute = defineRoute(
  view,
  fromContract(api.listCounts, {
    tags: ['inventory'],
    summary: 'Recount sheets, newest first',
  }),
);

const countRoute = defineRoute(
  view,
  fromContract(api.getCount, {
    tags: ['inventory'],
    summary: 'A recount sheet with its lines',
  }),
);

const newCountRoute = defineRoute(
  edit,
  fromContract(api.createCount, {
    tags: ['inventory'],
    summary: 'Start a recount sheet for a location (optionally one category)',
    answer: 'OK',
  }),
);

const saveCountsRoute = defineRoute(
  edit,
  fromContract(api.saveCounts, {
    tags: ['inventory'],
    summary: 'Save counted quantities on a draft sheet',
  }),
);

const postCountRoute = defineRoute(
  edit,
  fromContract(api.postCount, {
    tags: ['inventory'],
    summary: 'Post a sheet: counted lines become recount / adjustment_out movements, as one document',
  }),
);

const cancelCountRoute = defineRoute(
  edit,
  fromContract(api.cancelCount, {
    tags: ['inventory'],
    summary: 'Cancel a draft sheet; nothing is posted',
  }),
);

const valuationRoute = defineRoute(
  permission({ module: 'reports', action: 'export' }),
  fromContract(api.getValuation, {
    tags: ['inventory'],
    summary: 'Inventory value at cost per location, per branch and in total (the branches the person reads)',
  }),
);

const movementsRoute = defineRoute(
  view,
  fromContract(api.listMovements, {
    tags: ['inventory'],
    summary: 'The stock ledger, newest first, with the filters of seed 001 §7',
  }),
);

const locationsRoute = defineRoute(
  view,
  fromContract(api.listLocations, {
    tags: ['inventory'],
    summary: 'Stock locations of the branches the person reads, by name, with their branch',
  }),
);

const stockRoute = defineRoute(
  view,
  fromContract(api.getProductStock, {
    tags: ['inventory'],
    summary: 'A product’s stock by location and batch, earliest expiry first',
  }),
);

const adjustRoute = defineRoute(
  permission({ module: 'inventory', action: 'edit' }),
  fromContract(api.adjustStock, {
    tags: ['inventory'],
    summary: 'Set, add or subtract stock with a reason (an adjustment movement)',
    answer: 'Recorded (movementId null: the count already matched)',
  }),
);

/** The branches a request reads and may use (T12, decision 0013). */
const scopeOf = (c: { get(key: 'actor'): Parameters<typeof branchScope>[0] | null | undefined }) =>
  branchScope(c.get('actor')!);

export function mountInventory(router: ReturnType<typeof createRouter>) {
  router.openapi(movementsRoute, async (c) => {
    return c.json(await listMovements(c.get('deps').database.db, c.req.valid('query'), scopeOf(c)), 200);
  });
  router.openapi(locationsRoute, async (c) => {
    return c.json({ items: await listLocations(c.get('deps').database.db, scopeOf(c)) }, 200);
  });
  router.openapi(stockRoute, async (c) => {
    return c.json(
      { items: await productStock(c.get('deps').database.db, c.req.valid('param').id, scopeOf(c)) },
      200,
    );
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
    return c.json({ items: await listCountSheets(c.get('deps').database.db, scopeOf(c)) }, 200);
  });
  router.openapi(countRoute, async (c) => {
    const db = c.get('deps').database.db;
    const id = c.req.valid('param').id;
    const sheet = await findCountSheet(db, id, scopeOf(c));
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
    return c.json(
      await saveCounts(c.get('deps'), c.get('actor')!, c.req.valid('param').id, c.req.valid('json')),
      200,
    );
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
    return c.json(await stockValuation(c.get('deps').database.db, scopeOf(c)), 200);
  });
}
