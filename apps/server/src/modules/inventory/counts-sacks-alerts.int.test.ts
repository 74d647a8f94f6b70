import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { checkStockAlerts } from './stock-alerts.service.ts';

type Err = { error: { code: string; message: string; details?: { fields?: Record<string, string> } } };
type Stock = { items: { lotId: string | null; qtyMilli: number; looseMilli: number }[] };
type Sheet = { id: string; number: string; lineCount: number };
type Line = {
  id: string;
  productId: string;
  productName: string;
  lotId: string | null;
  expectedMilli: number;
  countedMilli: number | null;
  stockMilli: number;
  movementId: string | null;
};
type Notice = { title: string; message: string; actionUrl: string | null; category: string };

describe.each(DB_KINDS)('sacks, recounts, valuation and stock alerts on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let admin: TestClient;
  let cashier: TestClient;
  let feedId: string;
  let vaccineId: string;

  const create = async (body: Record<string, unknown>) =>
    (await manager.post<{ product: { id: string } }>('/api/products', body)).body.product.id;
  const stock = async (id: string) => (await manager.get<Stock>(`/api/products/${id}/stock`)).body.items;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    [manager, admin, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    feedId = await create({
      sku: 'HOG-GROW',
      name: 'Hog Grower Pellets',
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
      baseUnit: 'kg',
      costCentavos: 3_000,
      priceCentavos: 3_600,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
      openingStock: [{ qtyMilli: 150_000 }],
    });
    vaccineId = await create({
      sku: 'ND-B1',
      name: 'Newcastle B1 Vaccine',
      baseUnit: 'dose',
      costCentavos: 500,
      priceCentavos: 800,
      isLotTracked: true,
      isRxVetDrug: true,
      registrationNumber: 'BAI-VR-1',
      openingStock: [{ qtyMilli: 100_000, lot: { batchNumber: 'NDB-01', expiryDate: '2030-01-31' } }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens a sack into 50 kg loose as a pair of movements; the total does not change', async () => {
    const r = await manager.post<{ sealedMilli: number; looseMilli: number; out: { newMilli: number } }>(
      '/api/stock/open-pack',
      { productId: feedId, unitCode: 'sack', count: 1 },
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ sealedMilli: 100_000, looseMilli: 50_000 });
    expect(await stock(feedId)).toMatchObject([{ qtyMilli: 150_000, looseMilli: 50_000 }]);
    const h = await manager.get<{
      items: { type: string; qtyMilli: number; form: string; reason: string }[];
    }>(`/api/stock/movements?productId=${feedId}`);
    expect(h.body.items.slice(0, 2)).toMatchObject([
      { type: 'stock_in', qtyMilli: 50_000, form: 'loose', reason: 'Opened 1 sack into 50 kg loose' },
      { type: 'stock_out', qtyMilli: -50_000, form: 'sealed' },
    ]);
    // A subtraction takes the loose kilos first.
    await manager.post('/api/stock/adjustments', {
      productId: feedId,
      mode: 'subtract',
      qtyMilli: 2_500,
      reason: 'Spilled at the scale',
    });
    expect(await stock(feedId)).toMatchObject([{ qtyMilli: 147_500, looseMilli: 47_500 }]);
  });

  it('refuses to open more sacks than are sealed, a unit the product lacks, and a cashier', async () => {
    const many = await manager.post<Err>('/api/stock/open-pack', {
      productId: feedId,
      unitCode: 'sack',
      count: 3,
    });
    expect(many.status).toBe(409);
    expect(many.body.error.message).toBe('Only 2 sealed sack left (100 kg sealed, 47.5 kg loose)');
    const box = await manager.post<Err>('/api/stock/open-pack', {
      productId: feedId,
      unitCode: 'box',
      count: 1,
    });
    expect(box.status).toBe(422);
    expect(box.body.error.message).toBe('Hog Grower Pellets has no box unit');
    const c = await cashier.post<Err>('/api/stock/open-pack', {
      productId: feedId,
      unitCode: 'sack',
      count: 1,
    });
    expect(c.status).toBe(403);
    expect(await stock(feedId)).toMatchObject([{ qtyMilli: 147_500, looseMilli: 47_500 }]);
  });

  it('posts a recount sheet as one document against the stock at posting time', async () => {
    const made = await manager.post<Sheet>('/api/stock/counts', { onlyStocked: true });
    expect(made.status).toBe(201);
    expect(made.body.number).toMatch(/^RC-\d{6}$/);
    const sheet = await manager.get<{ sheet: { status: string }; lines: Line[] }>(
      `/api/stock/counts/${made.body.id}`,
    );
    const feed = sheet.body.lines.find((l) => l.productId === feedId)!;
    const vac = sheet.body.lines.find((l) => l.productId === vaccineId)!;
    expect(feed).toMatchObject({ expectedMilli: 147_500, countedMilli: null });
    expect(vac.lotId).not.toBeNull();
    // Someone sells 500 g while the count goes on; the count wins at posting.
    await manager.post('/api/stock/adjustments', {
      productId: feedId,
      mode: 'subtract',
      qtyMilli: 500,
      reason: 'Sold before the counter was set up',
    });
    const bad = await manager.put<Err>(`/api/stock/counts/${made.body.id}/lines`, {
      lines: [{ lineId: feed.id, countedMilli: -1 }],
    });
    expect(bad.status).toBe(422);
    const saved = await manager.put(`/api/stock/counts/${made.body.id}/lines`, {
      lines: [
        { lineId: feed.id, countedMilli: 145_000 },
        { lineId: vac.id, countedMilli: 101_000 },
      ],
    });
    expect(saved.status).toBe(200);
    const posted = await manager.post<{ counted: number; changed: number; valueCentavos: number }>(
      `/api/stock/counts/${made.body.id}/post`,
    );
    expect(posted.status).toBe(200);
    // Feed: 147 kg now → 145 counted = −2 kg × ₱30; vaccine +1 dose × ₱5.
    expect(posted.body).toEqual({
      number: made.body.number,
      counted: 2,
      changed: 2,
      valueCentavos: -6_000 + 500,
    });
    expect((await stock(feedId))[0]!.qtyMilli).toBe(145_000);
    expect((await stock(vaccineId))[0]!.qtyMilli).toBe(101_000);
    const h = await manager.get<{ items: { type: string; referenceNumber: string }[] }>(
      `/api/stock/movements?referenceNumber=${made.body.number}`,
    );
    expect(h.body.items.map((m) => m.type).sort()).toEqual(['adjustment_out', 'recount']);
    const again = await manager.post<Err>(`/api/stock/counts/${made.body.id}/post`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This count sheet is already posted');
    const list = await manager.get<{ items: { number: string; status: string; countedCount: number }[] }>(
      '/api/stock/counts',
    );
    expect(list.body.items[0]).toMatchObject({ number: made.body.number, status: 'posted', countedCount: 2 });
  });

  it('values stock at cost per location and in total, for managers and not cashiers', async () => {
    const v = await manager.get<{
      total: { valueCentavos: number; products: number };
      locations: { locationName: string }[];
    }>('/api/stock/valuation');
    expect(v.status).toBe(200);
    // 145 kg × ₱30 + 101 doses × ₱5
    expect(v.body.total).toMatchObject({ valueCentavos: 435_000 + 50_500, products: 2 });
    expect(v.body.locations[0]!.locationName).toBe('Main store');
    expect((await cashier.get('/api/stock/valuation')).status).toBe(403);
  });

  it('notifies managers once when a product goes low, out, or a batch nears expiry', async () => {
    const notices = async (c: TestClient) =>
      (await c.get<{ items: Notice[] }>('/api/notifications')).body.items.filter(
        (n) => n.category === 'inventory',
      );
    const before = (await notices(admin)).length;
    const low = await create({
      sku: 'AMOX',
      name: 'Amoxicillin 10%',
      baseUnit: 'g',
      priceCentavos: 100,
      minStockMilli: 5_000,
      openingStock: [{ qtyMilli: 8_000 }],
    });
    await manager.post('/api/stock/adjustments', {
      productId: low,
      mode: 'set',
      qtyMilli: 4_000,
      reason: 'Counted',
    });
    let list = await notices(admin);
    expect(list.length).toBe(before + 1);
    expect(list[0]).toMatchObject({
      title: 'Low stock',
      message: 'Amoxicillin 10% (AMOX) is down to 4 g; the minimum is 5 g.',
      actionUrl: `/inventory?product=${low}`,
    });
    // Still low: no second notice.
    await manager.post('/api/stock/adjustments', {
      productId: low,
      mode: 'subtract',
      qtyMilli: 1_000,
      reason: 'Used',
    });
    expect((await notices(admin)).length).toBe(before + 1);
    await manager.post('/api/stock/adjustments', {
      productId: low,
      mode: 'set',
      qtyMilli: 0,
      reason: 'Sold out',
    });
    list = await notices(admin);
    expect(list[0]).toMatchObject({
      title: 'Out of stock',
      message: 'Amoxicillin 10% (AMOX) is out of stock.',
    });
    expect((await notices(manager))[0]).toMatchObject({ title: 'Out of stock' });

    // A batch that expires within the warning days, found by the daily check.
    await create({
      sku: 'IVER',
      name: 'Ivermectin Injectable',
      baseUnit: 'mL',
      priceCentavos: 500,
      isLotTracked: true,
      isRxVetDrug: true,
      registrationNumber: 'BAI-VR-2',
      openingStock: [{ qtyMilli: 50_000, lot: { batchNumber: 'IV-9', expiryDate: tomorrow() } }],
    });
    await checkStockAlerts(t.fbms.deps);
    list = await notices(admin);
    expect(
      list.some(
        (n) =>
          n.title === 'Batch expiring soon' &&
          n.message.startsWith('Ivermectin Injectable batch IV-9 expires on'),
      ),
    ).toBe(true);
    const count = list.length;
    await checkStockAlerts(t.fbms.deps);
    expect((await notices(admin)).length).toBe(count);
  });
});

function tomorrow(): string {
  return new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
}
