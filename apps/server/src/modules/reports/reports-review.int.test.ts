import { randomUUID } from 'node:crypto';
import { type AnalyticsReport, manilaDate } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; details?: Record<string, unknown> } };

/**
 * The cases a review found: a senior's sale (the VAT removed is a discount, so gross − discounts − returns
 * = net), an invoice across two categories, a sack sold (base units), a bank transfer (the tender's name),
 * a discontinued product still on the shelf (slow-moving stock).
 */
describe.each(DB_KINDS)("Reports & Analytics, the review's cases, on %s", (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let today: string;
  let q: string;
  let deadId: string;

  const get = async (report: string, query = q) => {
    const r = await manager.get<AnalyticsReport>(`/api/reports/${report}?${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    today = manilaDate(new Date());
    q = `from=${today}&to=${today}`;
    const category = async (name: string) =>
      (await manager.post<{ id: string }>('/api/categories', { name })).body.id;
    const [feeds, vet] = [await category('P Feeds'), await category('P Vet')];
    const product = async (body: Record<string, unknown>) => {
      const r = await manager.post<{ product: { id: string } }>('/api/products', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.product.id;
    };
    const vitId = await product({
      sku: 'P-VIT',
      name: 'P Vitamin',
      baseUnit: 'pc',
      categoryId: vet,
      priceCentavos: 11_200,
      costCentavos: 6_000,
      scPwdEligible: true,
      openingStock: [{ qtyMilli: 50_000 }],
    });
    const feedId = await product({
      sku: 'P-FEED',
      name: 'P Feed',
      baseUnit: 'kg',
      categoryId: feeds,
      priceCentavos: 3_000,
      costCentavos: 2_000,
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 140_000 }],
      openingStock: [{ qtyMilli: 500_000 }],
    });
    deadId = await product({
      sku: 'P-DEAD',
      name: 'P Discontinued',
      baseUnit: 'pc',
      categoryId: vet,
      priceCentavos: 10_000,
      costCentavos: 5_000,
      openingStock: [{ qtyMilli: 40_000 }],
    });
    // Discontinued: deactivated with 40 pc still on the shelf.
    await t.db.query(`UPDATE products SET is_active = false WHERE id = $1`, [deadId]);
    expect((await manager.post('/api/pos/terminals', { name: 'Counter P' })).status).toBe(201);
    expect((await manager.post('/api/shifts', { openingFundCentavos: 0 })).status).toBe(201);
    const sell = async (body: Record<string, unknown>, method: Record<string, unknown>) => {
      const send = (totalCentavos: number) =>
        manager.post<{ sale: { id: string; totalCentavos: number } } & Err>('/api/sales', {
          id: randomUUID(),
          payments: [{ ...method, amountCentavos: totalCentavos }],
          totalCentavos,
          ...body,
        });
      const probe = await send(1);
      const total = probe.body.error?.details?.totalCentavos as number;
      const r = await send(total);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.sale;
    };
    // A senior's sale of one vitamin: gross 112.00, 20% of 100.00 = 20.00, VAT 12.00 removed, pays 80.00.
    const sc = await sell(
      {
        lines: [{ productId: vitId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 11_200 }],
        statutory: { kind: 'sc_pwd20', beneficiary: 'senior', name: 'Lola', idNumber: 'OSCA-1' },
      },
      { method: 'cash' },
    );
    expect(sc.totalCentavos).toBe(8_000);
    // One invoice with a feed sack and a vitamin (two categories), paid by bank transfer.
    await sell(
      {
        lines: [
          { productId: feedId, unitCode: 'sack', qtyMilli: 1000, unitPriceCentavos: 140_000 },
          { productId: vitId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 11_200 },
        ],
      },
      { method: 'bank_transfer', reference: 'BT-1' },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("a senior's sale: the VAT removed is among the discounts, so the columns add up to net", async () => {
    const x = (await get('sales-by-day')).totals;
    expect(x.discounts).toBe(2_000 + 1_200);
    expect(x.gross! - x.discounts! - x.returns!).toBe(x.net);
  });

  it('an invoice across two categories counts in both rows, and the invoices have no total', async () => {
    const cat = await get('sales-by-category');
    expect(cat.rows.map((r) => [r.category, r.invoices])).toEqual([
      ['P Feeds', 1],
      ['P Vet', 2],
    ]);
    expect(cat.totals.invoices).toBeUndefined();
    expect((await get('sales-by-day')).totals.invoices).toBe(2);
  });

  it('a sack is sold in base units; a tender by its name', async () => {
    const feed = (await get('sales-by-product')).rows.find((r) => r.product === 'P Feed');
    expect([feed?.unit, feed?.qty]).toEqual(['kg', 50]);
    const methods = (await get('sales-by-payment')).rows.map((r) => r.method).sort();
    expect(methods).toEqual(['Bank transfer', 'Cash']);
  });

  it('slow-moving stock shows a discontinued product still on the shelf', async () => {
    const day = '2001-01-01';
    const dead = (await get('slow-movers', `from=${day}&to=${day}`)).rows.find((r) => r.sku === 'P-DEAD');
    expect([dead?.onHand, dead?.stockValue]).toEqual([40, 200_000]);
  });
});
