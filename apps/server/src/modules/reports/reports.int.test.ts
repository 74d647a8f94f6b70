import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@fbms/db';
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
 * Reports & Analytics over a small day at one counter, all through the real routes: a VAT-exempt feed
 * (cost ₱30/kg) and a VATable vitamin (cost ₱60/pc) in two categories; sale 1 (3 kg feed + 1 vitamin, 10%
 * off the order, cash), sale 2 (2 vitamins, GCash), sale 3 voided, one vitamin of sale 2 returned for cash;
 * seeds received from a supplier (20 pc at ₱20) and 5 returned to it, never sold.
 *
 * Sale 1: gross 26,200, order promo 2,620 shared 1,500 / 1,120, net 13,500 + 10,080 = 23,580, VAT 1,080
 * (the vitamin's 10,080 × 12/112); sale 2: 22,400, VAT 2,400; the return: 11,200, VAT 1,200. Costs 15,000,
 * 12,000 and 6,000 back. Every sales report totals net 34,780, VAT 2,280, cost 21,000 — by product and by
 * category exactly as by day (a line's VAT is its invoice's VAT shared over its VATable lines).
 */
describe.each(DB_KINDS)('Reports & Analytics on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let today: string;
  let q: string;
  const approval = { email: 'admin@demo.fbms.ph', password: DEMO_PASSWORD };

  const get = async (who: TestClient, report: string, query = q) => {
    const r = await who.get<AnalyticsReport>(`/api/reports/${report}?${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    today = manilaDate(new Date());
    q = `from=${today}&to=${today}`;
    const category = async (name: string) =>
      (await manager.post<{ id: string }>('/api/categories', { name })).body.id;
    const [feeds, vet, seeds] = [
      await category('R Feeds'),
      await category('R Vet'),
      await category('R Seeds'),
    ];
    const product = async (body: Record<string, unknown>) => {
      const r = await manager.post<{ product: { id: string } }>('/api/products', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.product.id;
    };
    const feedId = await product({
      sku: 'R-FEED',
      name: 'R Layer Mash',
      baseUnit: 'kg',
      categoryId: feeds,
      priceCentavos: 5_000,
      costCentavos: 3_000,
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
      openingStock: [{ qtyMilli: 100_000 }],
    });
    const vitaminId = await product({
      sku: 'R-VIT',
      name: 'R Vitamin B',
      baseUnit: 'pc',
      categoryId: vet,
      priceCentavos: 11_200,
      costCentavos: 6_000,
      openingStock: [{ qtyMilli: 50_000 }],
    });
    const seedId = await product({
      sku: 'R-SEED',
      name: 'R Corn Seeds',
      baseUnit: 'pc',
      categoryId: seeds,
      priceCentavos: 3_000,
      costCentavos: 2_000,
    });
    expect((await manager.post('/api/pos/terminals', { name: 'Counter R' })).status).toBe(201);
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
    const feed = (kg: number) => ({
      productId: feedId,
      unitCode: null,
      qtyMilli: kg * 1000,
      unitPriceCentavos: 5_000,
    });
    const vit = (n: number) => ({
      productId: vitaminId,
      unitCode: null,
      qtyMilli: n * 1000,
      unitPriceCentavos: 11_200,
    });
    const s1 = await sell(
      { lines: [feed(3), vit(1)], orderPromo: { kind: 'percent', basisPoints: 1000 } },
      { method: 'cash' },
    );
    expect(s1.totalCentavos).toBe(23_580);
    const s2 = await sell({ lines: [vit(2)] }, { method: 'gcash', reference: 'GC-1' });
    const s3 = await sell({ lines: [feed(1)] }, { method: 'cash' });
    const voided = await manager.post(`/api/sales/${s3.id}/void`, { reason: 'Rung up twice', approval });
    expect(voided.status, JSON.stringify(voided.body)).toBe(201);
    const returnable = (await manager.get<{ returnable: { saleLineId: string }[] }>(`/api/sales/${s2.id}`))
      .body.returnable;
    const returned = await manager.post(`/api/sales/${s2.id}/returns`, {
      reason: 'Wrong item',
      refundMethod: 'cash',
      approval,
      lines: [{ saleLineId: returnable[0]!.saleLineId, qtyMilli: 1000, condition: 'resellable' }],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);

    const supplierId = uuidv7();
    await t.db.query(
      `INSERT INTO suppliers (id, name, vat_registered, payment_terms_days) VALUES ($1, 'R Seed Co.', true, 30)`,
      [supplierId],
    );
    const rvId = uuidv7();
    const rv = await manager.post('/api/purchases/receiving', {
      id: rvId,
      supplierId,
      lines: [{ productId: seedId, unitCode: 'pc', receivedMilli: 20_000, unitCostCentavos: 2_000 }],
    });
    expect(rv.status, JSON.stringify(rv.body)).toBe(201);
    const sr = await manager.post('/api/purchases/returns', {
      id: uuidv7(),
      supplierId,
      rvId,
      reason: 'Wrong variety',
      lines: [{ productId: seedId, qtyMilli: 5_000 }],
    });
    expect(sr.status, JSON.stringify(sr.body)).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const SALES_TOTALS = { net: 34_780, vat: 2_280, exVat: 32_500, cost: 21_000, profit: 11_500, margin: 35.4 };

  it('sales by day: two invoices, the void left out, the return on its own day', async () => {
    const r = await get(manager, 'sales-by-day');
    expect(r).toMatchObject({ title: 'Sales by Day', from: today, to: today, costsShown: true });
    expect(r.rows).toEqual([
      { date: today, invoices: 2, gross: 48_600, discounts: 2_620, returns: 11_200, ...SALES_TOTALS },
    ]);
    expect(r.totals).toEqual({
      invoices: 2,
      gross: 48_600,
      discounts: 2_620,
      returns: 11_200,
      ...SALES_TOTALS,
    });
  });

  it('sales by product: base quantities sold less returned, net descending; totals exactly as by day', async () => {
    const r = await get(manager, 'sales-by-product');
    expect(r.rows).toEqual([
      {
        product: 'R Vitamin B',
        sku: 'R-VIT',
        category: 'R Vet',
        unit: 'pc',
        qty: 2,
        net: 21_280,
        vat: 2_280,
        exVat: 19_000,
        cost: 12_000,
        profit: 7_000,
        margin: 36.8,
      },
      {
        product: 'R Layer Mash',
        sku: 'R-FEED',
        category: 'R Feeds',
        unit: 'kg',
        qty: 3,
        net: 13_500,
        vat: 0,
        exVat: 13_500,
        cost: 9_000,
        profit: 4_500,
        margin: 33.3,
      },
    ]);
    expect(r.totals).toEqual(SALES_TOTALS);
  });

  it('sales by category, cashier and branch', async () => {
    const cat = await get(manager, 'sales-by-category');
    expect(cat.rows.map((x) => [x.category, x.invoices, x.net, x.cost])).toEqual([
      ['R Vet', 2, 21_280, 12_000],
      ['R Feeds', 1, 13_500, 9_000],
    ]);
    // An invoice with lines of two categories counts in both rows, so the invoices have no total.
    expect(cat.totals).toEqual(SALES_TOTALS);
    const who = await get(manager, 'sales-by-cashier');
    expect(who.rows).toHaveLength(1);
    expect(who.totals).toEqual({
      invoices: 2,
      gross: 48_600,
      discounts: 2_620,
      returns: 11_200,
      ...SALES_TOTALS,
    });
    const br = await get(manager, 'sales-by-branch');
    expect(br.rows).toHaveLength(1);
    expect(br.totals).toEqual(who.totals);
    expect(br.branchName).toBe(who.branchName);
  });

  it('the sales reports agree: every net total is by day’s, and so is by payment’s', async () => {
    const byDay = await get(manager, 'sales-by-day');
    for (const report of ['sales-by-cashier', 'sales-by-branch', 'sales-by-category', 'sales-by-product'])
      expect((await get(manager, report)).totals, report).toMatchObject({
        net: byDay.totals.net,
        vat: byDay.totals.vat,
        cost: byDay.totals.cost,
      });
    const pay = await get(manager, 'sales-by-payment');
    expect(pay.rows).toEqual([
      { method: 'GCash', payments: 1, received: 22_400, refunded: 0, net: 22_400 },
      { method: 'Cash', payments: 1, received: 23_580, refunded: 11_200, net: 12_380 },
    ]);
    expect(pay.totals.net).toBe(byDay.totals.net);
  });

  it('purchases by supplier and slow movers', async () => {
    const p = await get(manager, 'purchases-by-supplier');
    expect(p.rows).toEqual([
      {
        supplier: 'R Seed Co.',
        vouchers: 1,
        received: 40_000,
        returned: 10_000,
        net: 30_000,
        // A VAT-registered supplier: 40,000 × 12/112 = 4,286 less 10,000 × 12/112 = 1,071.
        inputVat: 3_215,
        exVat: 26_785,
      },
    ]);
    const slow = await get(manager, 'slow-movers');
    expect(slow.rows.filter((x) => String(x.sku).startsWith('R-'))).toEqual([
      {
        product: 'R Corn Seeds',
        sku: 'R-SEED',
        category: 'R Seeds',
        unit: 'pc',
        onHand: 15,
        // The valuation's cost: the product's moving average, VAT taken off a VAT-registered supplier's ₱20.
        stockValue: 26_790,
        lastSold: null,
      },
    ]);
    // Yesterday nothing sold: the feed and the vitamin are slow too, last sold today.
    const day = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const before = await get(manager, 'slow-movers', `from=${day}&to=${day}`);
    expect(before.rows.find((x) => x.sku === 'R-VIT')).toMatchObject({
      onHand: 48,
      stockValue: 288_000,
      lastSold: today,
    });
  });

  it('a cashier sees no cost: no cost column, no cost key, no purchases report, no PDF', async () => {
    for (const report of ['sales-by-day', 'sales-by-product', 'sales-by-category', 'slow-movers']) {
      const r = await get(cashier, report);
      expect(r.costsShown, report).toBe(false);
      for (const row of [...r.rows, r.totals])
        for (const key of ['exVat', 'cost', 'profit', 'margin', 'stockValue'])
          expect(row, report).not.toHaveProperty(key);
    }
    const p = await cashier.get<Err>(`/api/reports/purchases-by-supplier?${q}`);
    expect(p.status).toBe(403);
    expect(p.body.error.code).toBe('AUTH_INSUFFICIENT_PERMISSIONS');
    const pdf = await cashier.get<Err>(`/api/reports/sales-by-day/pdf?${q}`);
    expect(pdf.status).toBe(403);
    expect(pdf.body.error.code).toBe('AUTH_INSUFFICIENT_PERMISSIONS');
  });

  // The router's refusal of a bad query or path parameter: 422 VALIDATION_FAILED.
  it('refuses a bad range, a date not on the calendar and an unknown report', async () => {
    const backwards = await manager.get<Err>(`/api/reports/sales-by-day?from=2026-03-02&to=2026-03-01`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.code).toBe('VALIDATION_FAILED');
    const long = await manager.get<Err>(`/api/reports/sales-by-day?from=2025-01-01&to=2026-01-02`);
    expect(long.status).toBe(422);
    expect(long.body.error.code).toBe('VALIDATION_FAILED');
    // A date that is not on the calendar is refused by the contract, not by the database (a 500).
    const feb30 = await manager.get<Err>(`/api/reports/sales-by-day?from=2026-02-01&to=2026-02-30`);
    expect([feb30.status, feb30.body.error.code]).toEqual([422, 'VALIDATION_FAILED']);
    const unknown = await manager.get<Err>(`/api/reports/sales-by-moon?${q}`);
    expect([unknown.status, unknown.body.error.code]).toEqual([422, 'VALIDATION_FAILED']);
  });

  it('prints the PDF', async () => {
    const r = await manager.request('GET', `/api/reports/sales-by-product/pdf?${q}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toContain(`sales-by-product-${today}-to-${today}.pdf`);
    expect(String(r.body).startsWith('%PDF-')).toBe(true);
  });
});
