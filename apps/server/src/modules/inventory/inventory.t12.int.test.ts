import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBranch, MAIN_BRANCH_ID, MAIN_STORE_LOCATION_ID, setUserBranches } from '../../test/branches.ts';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; details?: { reason?: string } } };
type Product = { id: string; stockMilli: number };
type Loc = { id: string; branchId: string; branchName: string; branchCode: string };
type Movement = { locationId: string; productId: string };
type Valuation = {
  locations: { locationId: string; valueCentavos: number }[];
  total: { valueCentavos: number };
  byBranch: { branchId: string; code: string; name: string; valueCentavos: number }[];
};

/**
 * T12 for the inventory's and the catalog's branch routes (decision 0013): the demo manager works in
 * Main branch only; branch B has its own location, stock, movements and a count sheet. Their ids answer
 * 404, their rows are in no list or figure, a B location in a body is refused as a missing one and in a
 * query narrows to nothing; an admin sees both, and the switcher narrows an admin's lists to one branch.
 */
describe.each(DB_KINDS)('inventory and catalog stock by branch (T12) on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let b: { branchId: string; locationId: string };
  let feedId: string; // stock in both branches
  let onlyBId: string; // stock in branch B only
  let countB: { id: string };
  let countLineB: string;

  const q = <T>(text: string, params: unknown[] = []) => t.db.query(text, params) as Promise<T[]>;
  const balanceAt = async (productId: string, locationId: string) =>
    Number(
      (
        await q<{ s: string }>(
          'SELECT coalesce(sum(qty_milli), 0) AS s FROM stock_balances WHERE product_id = $1 AND location_id = $2',
          [productId, locationId],
        )
      )[0]!.s,
    );
  const movementsCount = async () =>
    Number((await q<{ n: string }>('SELECT count(*) AS n FROM stock_movements'))[0]!.n);
  const countStatus = async (id: string) =>
    (await q<{ status: string }>('SELECT status FROM stock_counts WHERE id = $1', [id]))[0]!.status;
  const chooseBranch = (email: string, branchId: string | null) =>
    q('UPDATE sessions SET branch_id = $1 WHERE user_id = (SELECT id FROM users WHERE email = $2)', [
      branchId,
      email,
    ]);

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    [admin, manager] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    b = await addBranch(t, { code: 'T12-B', name: 'Branch Bee', locationName: 'Bee store' });
    await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    const made = await admin.post<{ product: Product }>('/api/products', {
      sku: 'T12-FEED',
      name: 'T12 Hog Grower',
      baseUnit: 'kg',
      costCentavos: 3_000,
      priceCentavos: 3_600,
      minStockMilli: 20_000,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
      barcodes: [{ barcode: '4800000012121', unitCode: null }],
      openingStock: [
        { qtyMilli: 100_000, locationId: MAIN_STORE_LOCATION_ID },
        { qtyMilli: 150_000, locationId: b.locationId },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    feedId = made.body.product.id;
    const onlyB = await admin.post<{ product: Product }>('/api/products', {
      sku: 'T12-ONLYB',
      name: 'T12 Bee-only Vitamins',
      baseUnit: 'pc',
      costCentavos: 1_000,
      priceCentavos: 1_500,
      openingStock: [{ qtyMilli: 5_000, locationId: b.locationId }],
    });
    expect(onlyB.status, JSON.stringify(onlyB.body)).toBe(201);
    onlyBId = onlyB.body.product.id;
    // Branch B's own adjustment and count sheet, made by an admin.
    const adj = await admin.post('/api/stock/adjustments', {
      productId: feedId,
      locationId: b.locationId,
      mode: 'add',
      qtyMilli: 10_000,
      reason: 'Found in the Bee store',
    });
    expect(adj.status, JSON.stringify(adj.body)).toBe(201);
    const c = await admin.post<{ id: string }>('/api/stock/counts', {
      locationId: b.locationId,
      onlyStocked: true,
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    countB = c.body;
    const sheet = await admin.get<{ lines: { id: string }[] }>(`/api/stock/counts/${countB.id}`);
    countLineB = sheet.body.lines[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("'GET /api/locations' lists only the person's branches' locations, with their branch", async () => {
    const mine = await manager.get<{ items: Loc[] }>('/api/locations');
    expect(mine.status).toBe(200);
    expect(mine.body.items.some((l) => l.id === b.locationId)).toBe(false);
    expect(mine.body.items.every((l) => l.branchId === MAIN_BRANCH_ID)).toBe(true);
    expect(mine.body.items.find((l) => l.id === MAIN_STORE_LOCATION_ID)).toMatchObject({
      branchCode: 'MAIN',
    });
    const all = await admin.get<{ items: Loc[] }>('/api/locations');
    expect(all.body.items.find((l) => l.id === b.locationId)).toMatchObject({
      branchId: b.branchId,
      branchName: 'Branch Bee',
      branchCode: 'T12-B',
    });
  });

  it("'GET /api/products', 'GET /api/products/{id}' and 'GET /api/products/barcode/{barcode}' count only the branches' stock", async () => {
    const list = await manager.get<{ items: Product[] }>('/api/products?search=T12');
    expect(list.body.items.find((p) => p.id === feedId)?.stockMilli).toBe(100_000);
    expect(list.body.items.find((p) => p.id === onlyBId)?.stockMilli).toBe(0);
    const adminList = await admin.get<{ items: Product[] }>('/api/products?search=T12');
    expect(adminList.body.items.find((p) => p.id === feedId)?.stockMilli).toBe(260_000);
    // "Out of stock" is out of stock in my branches: the Bee-only product is, for the manager only.
    const out = await manager.get<{ items: Product[] }>('/api/products?stock=out&limit=100');
    expect(out.body.items.some((p) => p.id === onlyBId)).toBe(true);
    const adminOut = await admin.get<{ items: Product[] }>('/api/products?stock=out&limit=100');
    expect(adminOut.body.items.some((p) => p.id === onlyBId)).toBe(false);
    const one = await manager.get<Product>(`/api/products/${feedId}`);
    expect(one.body.stockMilli).toBe(100_000);
    const scan = await manager.get<{ product: Product }>('/api/products/barcode/4800000012121');
    expect(scan.status).toBe(200);
    expect(scan.body.product.stockMilli).toBe(100_000);
    const adminScan = await admin.get<{ product: Product }>('/api/products/barcode/4800000012121');
    expect(adminScan.body.product.stockMilli).toBe(260_000);
  });

  it("'POST /api/products' refuses opening stock at another branch's location; none named goes to my branch", async () => {
    const before = await movementsCount();
    const bad = await manager.post<Err>('/api/products', {
      sku: 'T12-SNEAK',
      name: 'Sneaked into Bee',
      baseUnit: 'kg',
      priceCentavos: 100,
      openingStock: [{ qtyMilli: 1_000, locationId: b.locationId }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details?.reason).toBe('locationInactive');
    expect(await q("SELECT 1 FROM products WHERE sku = 'T12-SNEAK'")).toHaveLength(0);
    expect(await movementsCount()).toBe(before);
    const ok = await manager.post<{ product: Product }>('/api/products', {
      sku: 'T12-MINE',
      name: 'T12 Main shelf',
      baseUnit: 'kg',
      priceCentavos: 100,
      openingStock: [{ qtyMilli: 2_000 }],
    });
    expect(ok.status).toBe(201);
    expect(await balanceAt(ok.body.product.id, MAIN_STORE_LOCATION_ID)).toBe(2_000);
  });

  it("'PUT /api/products/{id}' answers the branches' stock; 'DELETE /api/products/{id}' keeps a product with history in another branch", async () => {
    const one = await manager.get<Record<string, unknown>>(`/api/products/${feedId}`);
    const {
      id: _i,
      stockMilli: _s,
      createdAt: _c,
      updatedAt: _u,
      hasImage: _h,
      categoryName: _n,
      ...rest
    } = one.body;
    const put = await manager.put<Product>(`/api/products/${feedId}`, {
      ...rest,
      name: 'T12 Hog Grower Pellets',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.stockMilli).toBe(100_000);
    // A manager deletes no product; the Bee-only one has stock history (in B), so even an admin may not:
    // the product is the company's, its history the branches'.
    expect((await manager.delete<Err>(`/api/products/${onlyBId}`)).status).toBe(403);
    const del = await admin.delete<Err>(`/api/products/${onlyBId}`);
    expect(del.status).toBe(409);
    expect(del.body.error.details?.reason).toBe('productHasHistory');
    expect(await q('SELECT 1 FROM products WHERE id = $1', [onlyBId])).toHaveLength(1);
  });

  it("'GET /api/products/{id}/stock' and 'GET /api/stock/movements' show no row of branch B", async () => {
    const stock = await manager.get<{ items: { locationId: string }[] }>(`/api/products/${feedId}/stock`);
    expect(stock.body.items.map((s) => s.locationId)).toEqual([MAIN_STORE_LOCATION_ID]);
    expect((await manager.get<{ items: unknown[] }>(`/api/products/${onlyBId}/stock`)).body.items).toEqual(
      [],
    );
    const moves = await manager.get<{ items: Movement[]; total: number }>(
      `/api/stock/movements?productId=${feedId}&limit=100`,
    );
    expect(moves.body.items.length).toBeGreaterThan(0);
    expect(moves.body.items.every((m) => m.locationId === MAIN_STORE_LOCATION_ID)).toBe(true);
    // A B location in the query narrows to nothing.
    const viaB = await manager.get<{ items: Movement[]; total: number }>(
      `/api/stock/movements?locationId=${b.locationId}&limit=100`,
    );
    expect(viaB.body.total).toBe(0);
    const adminMoves = await admin.get<{ items: Movement[] }>(
      `/api/stock/movements?productId=${feedId}&limit=100`,
    );
    expect(adminMoves.body.items.some((m) => m.locationId === b.locationId)).toBe(true);
  });

  it("'POST /api/stock/adjustments' and 'POST /api/stock/open-pack' refuse a B location; nothing changes", async () => {
    const before = await balanceAt(feedId, b.locationId);
    const moves = await movementsCount();
    const adj = await manager.post<Err>('/api/stock/adjustments', {
      productId: feedId,
      locationId: b.locationId,
      mode: 'subtract',
      qtyMilli: 1_000,
      reason: 'Not mine to change',
    });
    expect(adj.status).toBe(422);
    expect(adj.body.error.details?.reason).toBe('locationInactive');
    const open = await manager.post<Err>('/api/stock/open-pack', {
      productId: feedId,
      locationId: b.locationId,
      unitCode: 'sack',
      count: 1,
    });
    expect(open.status).toBe(422);
    expect(await balanceAt(feedId, b.locationId)).toBe(before);
    expect(await movementsCount()).toBe(moves);
    // Named nowhere: my branch's store.
    const mine = await manager.post('/api/stock/open-pack', {
      productId: feedId,
      unitCode: 'sack',
      count: 1,
    });
    expect(mine.status).toBe(201);
    expect(await balanceAt(feedId, b.locationId)).toBe(before);
  });

  it('the default location is the first store of the person’s branch', async () => {
    await setUserBranches(t, 'manager@demo.fbms.ph', [b.branchId]);
    try {
      const before = await balanceAt(onlyBId, b.locationId);
      const r = await manager.post('/api/stock/adjustments', {
        productId: onlyBId,
        mode: 'add',
        qtyMilli: 1_000,
        reason: 'Delivered to the Bee store',
      });
      expect(r.status).toBe(201);
      expect(await balanceAt(onlyBId, b.locationId)).toBe(before + 1_000);
      expect(await balanceAt(onlyBId, MAIN_STORE_LOCATION_ID)).toBe(0);
    } finally {
      await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    }
  });

  it("counts: 'GET /api/stock/counts' lists none of B; 'POST /api/stock/counts' refuses a B location; 'GET /api/stock/counts/{id}', 'PUT /api/stock/counts/{id}/lines', 'POST /api/stock/counts/{id}/post', 'POST /api/stock/counts/{id}/cancel' answer 404", async () => {
    const list = await manager.get<{ items: { id: string }[] }>('/api/stock/counts');
    expect(list.status).toBe(200);
    expect(list.body.items.some((c) => c.id === countB.id)).toBe(false);
    expect(
      (await admin.get<{ items: { id: string }[] }>('/api/stock/counts')).body.items.map((c) => c.id),
    ).toContain(countB.id);
    const sheets = (await q('SELECT id FROM stock_counts')).length;
    const made = await manager.post<Err>('/api/stock/counts', {
      locationId: b.locationId,
      onlyStocked: true,
    });
    expect(made.status).toBe(422);
    expect((await q('SELECT id FROM stock_counts')).length).toBe(sheets);
    expect((await manager.get<Err>(`/api/stock/counts/${countB.id}`)).status).toBe(404);
    const saved = await manager.put<Err>(`/api/stock/counts/${countB.id}/lines`, {
      lines: [{ lineId: countLineB, countedMilli: 1 }],
    });
    expect(saved.status).toBe(404);
    expect(
      (
        await q<{ c: string | null }>('SELECT counted_milli AS c FROM stock_count_lines WHERE id = $1', [
          countLineB,
        ])
      )[0]!.c,
    ).toBeNull();
    expect((await manager.post<Err>(`/api/stock/counts/${countB.id}/post`)).status).toBe(404);
    expect((await manager.post<Err>(`/api/stock/counts/${countB.id}/cancel`)).status).toBe(404);
    expect(await countStatus(countB.id)).toBe('draft');
    // The admin may.
    expect((await admin.post(`/api/stock/counts/${countB.id}/cancel`)).status).toBe(200);
    expect(await countStatus(countB.id)).toBe('cancelled');
  });

  it("'GET /api/stock/valuation' values only the branches' stock, with per-branch subtotals", async () => {
    const mine = await manager.get<Valuation>('/api/stock/valuation');
    expect(mine.status).toBe(200);
    expect(mine.body.locations.some((l) => l.locationId === b.locationId)).toBe(false);
    expect(mine.body.byBranch.map((x) => x.branchId)).toEqual([MAIN_BRANCH_ID]);
    expect(mine.body.byBranch[0]!.valueCentavos).toBe(mine.body.total.valueCentavos);
    const all = await admin.get<Valuation>('/api/stock/valuation');
    const bee = all.body.byBranch.find((x) => x.branchId === b.branchId)!;
    // 160 kg of feed at ₱30 and 6 pc of vitamins at ₱10 (one added by the default-location probe).
    expect(bee).toMatchObject({ code: 'T12-B', name: 'Branch Bee', valueCentavos: 160 * 3_000 + 6 * 1_000 });
    expect(all.body.total.valueCentavos).toBe(mine.body.total.valueCentavos + bee.valueCentavos);
  });

  it('stock alerts count each person’s branches: low in Main branch is low for its manager, not for the whole store', async () => {
    const notices = async (c: TestClient) =>
      (
        await c.get<{ items: { title: string; message: string; category: string }[] }>('/api/notifications')
      ).body.items.filter((n) => n.category === 'inventory' && n.message.includes('T12 Dewormer'));
    const made = await admin.post<{ product: Product }>('/api/products', {
      sku: 'T12-WORM',
      name: 'T12 Dewormer',
      baseUnit: 'mL',
      priceCentavos: 100,
      minStockMilli: 5_000,
      openingStock: [
        { qtyMilli: 10_000, locationId: MAIN_STORE_LOCATION_ID },
        { qtyMilli: 2_000, locationId: b.locationId },
      ],
    });
    expect(made.status).toBe(201);
    const r = await admin.post('/api/stock/adjustments', {
      productId: made.body.product.id,
      locationId: MAIN_STORE_LOCATION_ID,
      mode: 'set',
      qtyMilli: 4_000,
      reason: 'Counted',
    });
    expect(r.status).toBe(201);
    // Main branch has 4 mL (under 5): its manager is told; the whole store has 6 mL: the admin is not.
    const mine = await notices(manager);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Low stock', message: expect.stringContaining('down to 4 mL') });
    expect(await notices(admin)).toHaveLength(0);
  });

  it("the switcher narrows an admin's lists to the chosen branch", async () => {
    await chooseBranch('admin@demo.fbms.ph', b.branchId);
    try {
      const locs = await admin.get<{ items: Loc[] }>('/api/locations');
      expect(locs.body.items.map((l) => l.id)).toEqual([b.locationId]);
      const moves = await admin.get<{ items: Movement[] }>('/api/stock/movements?limit=100');
      expect(moves.body.items.length).toBeGreaterThan(0);
      expect(moves.body.items.every((m) => m.locationId === b.locationId)).toBe(true);
      const one = await admin.get<Product>(`/api/products/${feedId}`);
      expect(one.body.stockMilli).toBe(160_000);
      const v = await admin.get<Valuation>('/api/stock/valuation');
      expect(v.body.byBranch.map((x) => x.branchId)).toEqual([b.branchId]);
      // A B-branch admin adjusting with no location works at the Bee store.
      const before = await balanceAt(onlyBId, b.locationId);
      await admin.post('/api/stock/adjustments', {
        productId: onlyBId,
        mode: 'add',
        qtyMilli: 1_000,
        reason: 'Switcher on Bee',
      });
      expect(await balanceAt(onlyBId, b.locationId)).toBe(before + 1_000);
    } finally {
      await chooseBranch('admin@demo.fbms.ph', null);
    }
  });
});
