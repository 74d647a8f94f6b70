import { uuidv7 } from '@fbms/db';
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

type Err = { error: { code: string; details?: { reason?: string; fields?: Record<string, string> } } };
type Po = { id: string; status: string; version: number; locationId: string; lines: { id: string }[] };
type Row = { id: string };

/**
 * T12 for purchasing (decision 0013): orders, receiving vouchers and supplier returns belong to the branch
 * of their location. The demo manager works in Main branch only; branch B has an order of each state, a
 * receipt and a return. B's ids answer 404 and nothing changes, B's documents are in no list, a B location
 * in a body is refused as a missing one, stock figures count only the manager's branches; an admin sees
 * both, and the switcher narrows an admin's lists to one branch.
 */
describe.each(DB_KINDS)('purchasing by branch (T12) on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let b: { branchId: string; locationId: string };
  const sup = uuidv7();
  const feed = uuidv7();
  let draftB: Po; // a draft to B
  let approvedB: Po; // approved, not yet received, to B
  let receivedB: Po; // received at B
  let rvB: string;
  let srB: string;
  let poMain: Po;

  const q = <T>(text: string, params: unknown[] = []) => t.db.query(text, params) as Promise<T[]>;
  const poState = async (id: string) =>
    (
      await q<{ status: string; version: number; location_id: string }>(
        'SELECT status, version, location_id FROM purchase_orders WHERE id = $1',
        [id],
      )
    )[0]!;
  const count = async (table: string) =>
    Number((await q<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const balanceAt = async (locationId: string) =>
    Number(
      (
        await q<{ s: string }>(
          'SELECT coalesce(sum(qty_milli), 0) AS s FROM stock_balances WHERE product_id = $1 AND location_id = $2',
          [feed, locationId],
        )
      )[0]!.s,
    );
  const ids = <T extends Row>(items: T[]) => items.map((i) => i.id);
  const chooseBranch = (email: string, branchId: string | null) =>
    q('UPDATE sessions SET branch_id = $1 WHERE user_id = (SELECT id FROM users WHERE email = $2)', [
      branchId,
      email,
    ]);

  const order = async (who: TestClient, locationId?: string) => {
    const r = await who.post<Po>('/api/purchases', {
      supplierId: sup,
      ...(locationId ? { locationId } : {}),
      lines: [{ productId: feed, unitCode: 'sack', qtyMilli: 2_000, unitCostCentavos: 140_000 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const approve = async (po: Po) => {
    for (const s of ['submit', 'approve']) {
      const r = await admin.post<Po>(`/api/purchases/${po.id}/${s}`, {});
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [admin, manager] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    b = await addBranch(t, { code: 'T12-B', name: 'Branch Bee', locationName: 'Bee store' });
    await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    await q(
      `INSERT INTO suppliers (id, name, email, vat_registered, payment_terms_days)
       VALUES ($1, 'T12 Feedmill', 'orders@t12feed.ph', true, 30)`,
      [sup],
    );
    await q(
      `INSERT INTO products (id, sku, name, base_unit, cost_centavos, price_centavos, min_stock_milli)
       VALUES ($1, 'T12-HOG', 'T12 Hog Grower', 'kg', 2800, 3600, 50000)`,
      [feed],
    );
    await q(
      `INSERT INTO product_units (id, product_id, code, base_milli_per_unit, price_centavos)
       VALUES ($1, $2, 'sack', 50000, 170000)`,
      [uuidv7(), feed],
    );
    // Branch B's documents, made by an admin.
    draftB = await order(admin, b.locationId);
    approvedB = await order(admin, b.locationId);
    await approve(approvedB);
    receivedB = await order(admin, b.locationId);
    await approve(receivedB);
    rvB = uuidv7();
    const rv = await admin.post('/api/purchases/receiving', {
      id: rvB,
      supplierId: sup,
      poId: receivedB.id,
      lines: [
        {
          poLineId: receivedB.lines[0]!.id,
          productId: feed,
          unitCode: 'sack',
          receivedMilli: 100_000,
          unitCostCentavos: 140_000,
        },
      ],
    });
    expect(rv.status, JSON.stringify(rv.body)).toBe(201);
    srB = uuidv7();
    const sr = await admin.post('/api/purchases/returns', {
      id: srB,
      supplierId: sup,
      rvId: rvB,
      locationId: b.locationId,
      reason: 'One sack torn',
      lines: [{ productId: feed, qtyMilli: 10_000 }],
    });
    expect(sr.status, JSON.stringify(sr.body)).toBe(201);
    // The manager's own order (no location named: Main store, their branch's store).
    poMain = await order(manager);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("B's stock is where the documents put it", async () => {
    expect(await balanceAt(b.locationId)).toBe(90_000);
    expect(await balanceAt(MAIN_STORE_LOCATION_ID)).toBe(0);
    expect(poMain.locationId).toBe(MAIN_STORE_LOCATION_ID);
  });

  it("'GET /api/purchases' lists no order of B; an admin sees both", async () => {
    const mine = await manager.get<{ items: Row[]; total: number }>('/api/purchases?status=all&pageSize=100');
    expect(mine.status).toBe(200);
    expect(ids(mine.body.items)).toEqual([poMain.id]);
    expect(mine.body.total).toBe(1);
    const all = await admin.get<{ items: Row[] }>('/api/purchases?status=all&pageSize=100');
    expect(ids(all.body.items)).toEqual(
      expect.arrayContaining([poMain.id, draftB.id, approvedB.id, receivedB.id]),
    );
  });

  it("'GET /api/purchases/{id}' and 'GET /api/purchases/{id}/pdf' answer 404 for an order of B", async () => {
    const one = await manager.get<Err>(`/api/purchases/${draftB.id}`);
    expect(one.status).toBe(404);
    expect(one.body.error.code).toBe('PURCHASE_ORDER_NOT_FOUND');
    expect((await manager.get(`/api/purchases/${draftB.id}/pdf`)).status).toBe(404);
    expect((await manager.get(`/api/purchases/${poMain.id}`)).status).toBe(200);
    expect((await admin.get(`/api/purchases/${draftB.id}`)).status).toBe(200);
  });

  it("'PUT /api/purchases/{id}', 'POST /api/purchases/{id}/submit', 'POST /api/purchases/{id}/approve', 'POST /api/purchases/{id}/reject', 'POST /api/purchases/{id}/cancel', 'POST /api/purchases/{id}/close', 'POST /api/purchases/{id}/email' answer 404 for B and change nothing", async () => {
    const before = await Promise.all([draftB, approvedB, receivedB].map((p) => poState(p.id)));
    const put = await manager.put<Err>(`/api/purchases/${draftB.id}`, {
      supplierId: sup,
      version: draftB.version,
      lines: [{ productId: feed, unitCode: 'sack', qtyMilli: 1_000 }],
    });
    expect(put.status).toBe(404);
    for (const [id, step] of [
      [draftB.id, 'submit'],
      [approvedB.id, 'approve'],
      [approvedB.id, 'reject'],
      [draftB.id, 'cancel'],
      [receivedB.id, 'close'],
      [approvedB.id, 'email'],
    ] as const) {
      const r = await manager.post<Err>(`/api/purchases/${id}/${step}`, { reason: 'Not mine' });
      expect(r.status, step).toBe(404);
      expect(r.body.error.code).toBe('PURCHASE_ORDER_NOT_FOUND');
    }
    expect(await Promise.all([draftB, approvedB, receivedB].map((p) => poState(p.id)))).toEqual(before);
    expect(before.map((p) => p.status)).toEqual(['draft', 'approved', 'received']);
    expect(await count("audit_log WHERE action = 'purchases.po_emailed'")).toBe(0);
  });

  it("'POST /api/purchases' refuses a B delivery location; 'PUT /api/purchases/{id}' cannot move my order there", async () => {
    const n = await count('purchase_orders');
    const r = await manager.post<Err>('/api/purchases', {
      supplierId: sup,
      locationId: b.locationId,
      lines: [{ productId: feed, unitCode: 'sack', qtyMilli: 1_000 }],
    });
    expect(r.status).toBe(422);
    expect(r.body.error.details?.fields?.locationId).toBeTruthy();
    expect(await count('purchase_orders')).toBe(n);
    const moved = await manager.put<Err>(`/api/purchases/${poMain.id}`, {
      supplierId: sup,
      locationId: b.locationId,
      version: poMain.version,
      lines: [{ productId: feed, unitCode: 'sack', qtyMilli: 1_000 }],
    });
    expect(moved.status).toBe(422);
    expect((await poState(poMain.id)).location_id).toBe(MAIN_STORE_LOCATION_ID);
  });

  it("'GET /api/purchases/form-options', 'GET /api/purchases/product-options' and 'GET /api/purchases/reorder-suggestions' see only my branches", async () => {
    const opts = await manager.get<{ locations: { id: string; isMain: boolean; branchName: string }[] }>(
      '/api/purchases/form-options',
    );
    expect(opts.body.locations.some((l) => l.id === b.locationId)).toBe(false);
    expect(opts.body.locations[0]).toMatchObject({
      id: MAIN_STORE_LOCATION_ID,
      isMain: true,
      branchName: 'Main branch',
    });
    const adminOpts = await admin.get<{ locations: { id: string; branchName: string }[] }>(
      '/api/purchases/form-options',
    );
    expect(adminOpts.body.locations.find((l) => l.id === b.locationId)?.branchName).toBe('Branch Bee');
    const p = await manager.get<{ items: { id: string; stockMilli: number }[] }>(
      `/api/purchases/product-options?ids=${feed}`,
    );
    expect(p.body.items[0]?.stockMilli).toBe(0);
    const pa = await admin.get<{ items: { id: string; stockMilli: number }[] }>(
      `/api/purchases/product-options?ids=${feed}`,
    );
    expect(pa.body.items[0]?.stockMilli).toBe(90_000);
    // Under its minimum (50 kg) in Main branch, not in the whole store (90 kg in B).
    const productsIn = (r: { body: { items: { items: { productId: string }[] }[] } }) =>
      r.body.items.flatMap((g) => g.items.map((i) => i.productId));
    expect(productsIn(await manager.get('/api/purchases/reorder-suggestions'))).toContain(feed);
    expect(productsIn(await admin.get('/api/purchases/reorder-suggestions'))).not.toContain(feed);
  });

  it("receiving: 'GET /api/purchases/receiving', 'GET /api/purchases/receiving/{id}', 'GET /api/purchases/receiving/open-orders', 'GET /api/purchases/receiving/options', 'GET /api/purchases/receiving/products' show nothing of B", async () => {
    const list = await manager.get<{ items: Row[] }>('/api/purchases/receiving');
    expect(list.status).toBe(200);
    expect(ids(list.body.items)).not.toContain(rvB);
    expect(ids((await admin.get<{ items: Row[] }>('/api/purchases/receiving')).body.items)).toContain(rvB);
    const one = await manager.get<Err>(`/api/purchases/receiving/${rvB}`);
    expect(one.status).toBe(404);
    expect(one.body.error.code).toBe('RECEIVING_VOUCHER_NOT_FOUND');
    const open = await manager.get<{ items: Row[] }>('/api/purchases/receiving/open-orders');
    expect(ids(open.body.items)).not.toContain(approvedB.id);
    expect(
      ids((await admin.get<{ items: Row[] }>('/api/purchases/receiving/open-orders')).body.items),
    ).toContain(approvedB.id);
    const opts = await manager.get<{
      locations: { id: string; branchName: string }[];
      mainLocationId: string;
    }>('/api/purchases/receiving/options');
    expect(opts.body.mainLocationId).toBe(MAIN_STORE_LOCATION_ID);
    expect(opts.body.locations.some((l) => l.id === b.locationId)).toBe(false);
    // The receivable products are the company's catalog: the same for both, with no stock figure.
    const products = await manager.get<{ items: Row[] }>('/api/purchases/receiving/products?q=T12');
    expect(ids(products.body.items)).toEqual([feed]);
    expect(products.body.items[0]).not.toHaveProperty('stockMilli');
  });

  it("'POST /api/purchases/receiving' refuses B's order and a B location; nothing is received", async () => {
    const vouchers = await count('receiving_vouchers');
    const stockB = await balanceAt(b.locationId);
    const line = { productId: feed, unitCode: 'sack', receivedMilli: 50_000, unitCostCentavos: 140_000 };
    const againstB = await manager.post<Err>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: sup,
      poId: approvedB.id,
      lines: [{ ...line, poLineId: approvedB.lines[0]!.id }],
    });
    expect(againstB.status).toBe(404);
    expect(againstB.body.error.code).toBe('PURCHASE_ORDER_NOT_FOUND');
    const intoB = await manager.post<Err>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: sup,
      locationId: b.locationId,
      lines: [line],
    });
    expect(intoB.status).toBe(422);
    expect(intoB.body.error.details?.reason).toBe('locationInactive');
    expect(await count('receiving_vouchers')).toBe(vouchers);
    expect(await balanceAt(b.locationId)).toBe(stockB);
    expect((await poState(approvedB.id)).status).toBe('approved');
    // Resending B's voucher id with its details does not show it.
    const resend = await manager.post<Err>('/api/purchases/receiving', {
      id: rvB,
      supplierId: sup,
      poId: receivedB.id,
      lines: [{ ...line, receivedMilli: 100_000, poLineId: receivedB.lines[0]!.id }],
    });
    expect(resend.status).toBe(404);
  });

  it("returns: 'GET /api/purchases/returns', 'GET /api/purchases/returns/{id}', 'GET /api/purchases/returns/stock', 'POST /api/purchases/returns' keep to my branches", async () => {
    expect(ids((await manager.get<{ items: Row[] }>('/api/purchases/returns')).body.items)).not.toContain(
      srB,
    );
    expect(ids((await admin.get<{ items: Row[] }>('/api/purchases/returns')).body.items)).toContain(srB);
    const one = await manager.get<Err>(`/api/purchases/returns/${srB}`);
    expect(one.status).toBe(404);
    expect(one.body.error.code).toBe('SUPPLIER_RETURN_NOT_FOUND');
    const stockB = await manager.get<Err>(
      `/api/purchases/returns/stock?productId=${feed}&locationId=${b.locationId}`,
    );
    expect(stockB.status).toBe(422);
    const mine = await manager.get<{ items: unknown[] }>(`/api/purchases/returns/stock?productId=${feed}`);
    expect(mine.body.items).toEqual([]); // nothing of it in Main store
    const returns = await count('supplier_returns');
    const before = await balanceAt(b.locationId);
    const fromB = await manager.post<Err>('/api/purchases/returns', {
      id: uuidv7(),
      supplierId: sup,
      locationId: b.locationId,
      reason: 'Not mine',
      lines: [{ productId: feed, qtyMilli: 1_000 }],
    });
    expect(fromB.status).toBe(422);
    const ofB = await manager.post<Err>('/api/purchases/returns', {
      id: uuidv7(),
      supplierId: sup,
      rvId: rvB,
      reason: 'Not mine',
      lines: [{ productId: feed, qtyMilli: 1_000 }],
    });
    expect(ofB.status).toBe(404);
    expect(ofB.body.error.code).toBe('RECEIVING_VOUCHER_NOT_FOUND');
    expect(await count('supplier_returns')).toBe(returns);
    expect(await balanceAt(b.locationId)).toBe(before);
  });

  it("the supplier page's 'GET /api/suppliers/{id}/orders', 'GET /api/suppliers/{id}/deliveries', 'GET /api/suppliers/{id}/returns' list only my branches' documents", async () => {
    const orders = await manager.get<{ items: Row[] }>(`/api/suppliers/${sup}/orders`);
    expect(orders.status).toBe(200);
    expect(ids(orders.body.items)).toEqual([poMain.id]);
    expect((await manager.get<{ items: Row[] }>(`/api/suppliers/${sup}/deliveries`)).body.items).toEqual([]);
    expect((await manager.get<{ items: Row[] }>(`/api/suppliers/${sup}/returns`)).body.items).toEqual([]);
    expect(ids((await admin.get<{ items: Row[] }>(`/api/suppliers/${sup}/orders`)).body.items)).toHaveLength(
      4,
    );
    expect(ids((await admin.get<{ items: Row[] }>(`/api/suppliers/${sup}/deliveries`)).body.items)).toEqual([
      rvB,
    ]);
    expect(ids((await admin.get<{ items: Row[] }>(`/api/suppliers/${sup}/returns`)).body.items)).toEqual([
      srB,
    ]);
  });

  it("the switcher narrows an admin's purchasing lists to the chosen branch", async () => {
    await chooseBranch('admin@demo.fbms.ph', b.branchId);
    try {
      const pos = await admin.get<{ items: Row[] }>('/api/purchases?status=all&pageSize=100');
      expect(ids(pos.body.items).sort()).toEqual([draftB.id, approvedB.id, receivedB.id].sort());
      expect(
        ids((await admin.get<{ items: Row[] }>(`/api/suppliers/${sup}/orders`)).body.items),
      ).not.toContain(poMain.id);
      const opts = await admin.get<{ mainLocationId: string }>('/api/purchases/receiving/options');
      expect(opts.body.mainLocationId).toBe(b.locationId);
      // A document of another branch still opens by its link (the switcher narrows lists only).
      expect((await admin.get(`/api/purchases/${poMain.id}`)).status).toBe(200);
    } finally {
      await chooseBranch('admin@demo.fbms.ph', null);
    }
  });
});
