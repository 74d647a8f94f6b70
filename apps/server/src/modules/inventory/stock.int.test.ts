import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = {
  error: {
    code: string;
    message: string;
    details?: { suggestions?: string[]; fields?: Record<string, string> };
  };
};
type Adjusted = { movementId: string | null; previousMilli: number; newMilli: number; warnings: string[] };
type Movement = {
  type: string;
  qtyMilli: number;
  reason: string | null;
  performedByName: string | null;
  batchNumber: string | null;
};

describe.each(DB_KINDS)('stock ledger on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let employee: TestClient;
  let productId: string;
  let vaccineId: string;
  let lotId: string;

  const stock = async (id: string) =>
    (await manager.get<{ stockMilli: number }>(`/api/products/${id}`)).body.stockMilli;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    [manager, employee] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'employee@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const p = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'UREA',
      name: 'Urea 46-0-0',
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): fertilizer',
      baseUnit: 'kg',
      priceCentavos: 3_000,
      costCentavos: 2_500,
      minStockMilli: 20_000,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    productId = p.body.product.id;
    const v = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'ND-VAC',
      name: 'ND Vaccine',
      baseUnit: 'dose',
      priceCentavos: 900,
      isLotTracked: true,
      isRxVetDrug: true,
      registrationNumber: 'BAI-1',
      openingStock: [{ qtyMilli: 200_000, lot: { batchNumber: 'L-A', expiryDate: '2027-01-31' } }],
    });
    vaccineId = v.body.product.id;
    const s = await manager.get<{ items: { lotId: string }[] }>(`/api/products/${vaccineId}/stock`);
    lotId = s.body.items[0]!.lotId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('set / add / subtract record adjustment movements with who and why, and warn', async () => {
    const set = await manager.post<Adjusted>('/api/stock/adjustments', {
      productId,
      mode: 'set',
      qtyMilli: 90_500,
      reason: 'Recount after spill',
    });
    expect(set.status).toBe(201);
    expect(set.body).toMatchObject({ previousMilli: 100_000, newMilli: 90_500, warnings: [] });
    const same = await manager.post<Adjusted>('/api/stock/adjustments', {
      productId,
      mode: 'set',
      qtyMilli: 90_500,
      reason: 'Count matches',
    });
    expect(same.body).toMatchObject({ movementId: null, newMilli: 90_500 });
    const sub = await manager.post<Adjusted>('/api/stock/adjustments', {
      productId,
      mode: 'subtract',
      qtyMilli: 75_000,
      reason: 'Damaged sacks',
    });
    expect(sub.body).toMatchObject({ newMilli: 15_500, warnings: ['Stock will fall below minimum level'] });
    const add = await manager.post<Adjusted>('/api/stock/adjustments', {
      productId,
      mode: 'add',
      qtyMilli: 50_000,
      reason: 'Found in back room',
    });
    expect(add.body).toMatchObject({ newMilli: 65_500, warnings: ['Large stock change detected'] });
    const list = await employee.get<{ items: Movement[]; total: number }>(
      `/api/stock/movements?productId=${productId}&type=adjustment_out`,
    );
    expect(list.body.items).toMatchObject([
      {
        type: 'adjustment_out',
        qtyMilli: -75_000,
        reason: 'Damaged sacks',
        performedByName: expect.any(String),
      },
      { type: 'adjustment_out', qtyMilli: -9_500, reason: 'Recount after spill' },
    ]);
  });

  it('refuses taking more than there is with the seed message and suggestions; nothing changes', async () => {
    const before = await stock(productId);
    const r = await manager.post<Err>('/api/stock/adjustments', {
      productId,
      mode: 'subtract',
      qtyMilli: before + 1,
      reason: 'Too much',
    });
    expect(r.status).toBe(409);
    expect(before).toBe(65_500);
    expect(r.body.error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Insufficient stock. Available: 65.5, Requested: 65.501',
    });
    expect(r.body.error.details?.suggestions?.length).toBeGreaterThan(0);
    expect(await stock(productId)).toBe(before);
  });

  it('a reason is required and an employee may not adjust', async () => {
    const r = await manager.post<Err>('/api/stock/adjustments', {
      productId,
      mode: 'add',
      qtyMilli: 1000,
      reason: '',
    });
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body)).toContain('Give a reason for this adjustment');
    const e = await employee.post<Err>('/api/stock/adjustments', {
      productId,
      mode: 'add',
      qtyMilli: 1000,
      reason: 'x y z',
    });
    expect(e.status).toBe(403);
  });

  it('lot-tracked stock moves by batch; the batch filter finds it', async () => {
    const noLot = await manager.post<Err>('/api/stock/adjustments', {
      productId: vaccineId,
      mode: 'subtract',
      qtyMilli: 1000,
      reason: 'Broken vial',
    });
    expect(noLot.body.error.message).toBe('Choose the batch (lot) of this stock');
    const ok = await manager.post<Adjusted>('/api/stock/adjustments', {
      productId: vaccineId,
      lotId,
      mode: 'subtract',
      qtyMilli: 10_000,
      reason: 'Broken vial',
    });
    expect(ok.body.newMilli).toBe(190_000);
    const byBatch = await employee.get<{ items: Movement[] }>('/api/stock/movements?batchNumber=L-A');
    expect(byBatch.body.items.map((m) => m.type)).toEqual(['adjustment_out', 'initial_stock']);
  });

  it('movements are append-only in the database', async () => {
    await expect(t.db.query('UPDATE stock_movements SET qty_milli = 1')).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM stock_movements')).rejects.toThrow(/append-only/);
  });

  it('parallel adjustments of one product never lose an update, and stock equals the sum of its movements', async () => {
    const start = await stock(productId);
    const adds = Array.from({ length: 12 }, () =>
      manager.post<Adjusted>('/api/stock/adjustments', {
        productId,
        mode: 'add',
        qtyMilli: 1_000,
        reason: 'Delivery',
      }),
    );
    const subs = Array.from({ length: 12 }, () =>
      manager.post<Adjusted>('/api/stock/adjustments', {
        productId,
        mode: 'subtract',
        qtyMilli: 10_000,
        reason: 'Issue to farm',
      }),
    );
    const results = await Promise.all([...adds, ...subs]);
    const okSubs = results.slice(12).filter((r) => r.status === 201).length;
    expect(results.slice(0, 12).every((r) => r.status === 201)).toBe(true);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const end = await stock(productId);
    expect(end).toBe(start + 12_000 - okSubs * 10_000);
    expect(end).toBeGreaterThanOrEqual(0);
    const [ledger] = await t.db.query<{ sum: number }>(
      'SELECT sum(qty_milli)::float8 AS sum FROM stock_movements WHERE product_id = $1',
      [productId],
    );
    expect(ledger?.sum).toBe(end);
  });
});
