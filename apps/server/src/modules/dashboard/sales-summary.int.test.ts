import type { SalesSummary } from '@fbms/domain';
import { manilaDate } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

/** The calendar date n days from a YYYY-MM-DD date. */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

interface SaleRow {
  id: string;
  at: string;
  total: number;
  cashier: string;
}

const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

describe.each(DB_KINDS)('dashboard sales figures (%s)', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let cashierId: string;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const [u] = await t.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'cashier@demo.fbms.ph'");
    cashierId = u!.id;
  });
  afterAll(() => t?.close());

  /** The figures worked out here from every sale in the database, by Manila date, for one clock reading. */
  async function expected(now: Date, onlyCashier: string | null) {
    const rows = await t.db.query<SaleRow>(
      `SELECT id, created_at AS at, total_centavos::float8 AS total, cashier_id AS cashier FROM sales
        WHERE status = 'completed'`,
    );
    const mine = rows.filter((s) => onlyCashier === null || s.cashier === onlyCashier);
    const today = manilaDate(now);
    const monday = mondayOf(today);
    const figure = (keep: (date: string) => boolean) => {
      const picked = mine.filter((s) => keep(manilaDate(new Date(s.at))));
      return { amountCentavos: picked.reduce((a, s) => a + s.total, 0), transactions: picked.length };
    };
    const since = addDays(today, -29);
    const inMonth = new Set(
      mine
        .filter((s) => manilaDate(new Date(s.at)) >= since && manilaDate(new Date(s.at)) <= today)
        .map((s) => s.id),
    );
    const lines = await t.db.query<{ sale: string; product: string; net: number }>(
      'SELECT sale_id AS sale, product_id AS product, net_centavos::float8 AS net FROM sale_lines',
    );
    const byProduct = new Map<string, number>();
    for (const l of lines)
      if (inMonth.has(l.sale)) byProduct.set(l.product, (byProduct.get(l.product) ?? 0) + l.net);
    const top = [...byProduct].sort((a, b) => b[1] - a[1]).slice(0, 5);
    return {
      today,
      weekStart: monday,
      todaySales: figure((d) => d === today),
      weekSales: figure((d) => d >= monday && d < addDays(monday, 7)),
      top: top.map(([productId, amountCentavos]) => ({ productId, amountCentavos })),
    };
  }

  async function check(client: TestClient, now: Date, onlyCashier: string | null) {
    const r = await client.get<SalesSummary>('/api/dashboard/sales');
    expect(r.status).toBe(200);
    const want = await expected(now, onlyCashier);
    expect(r.body).toMatchObject({
      scope: onlyCashier ? 'mine' : 'store',
      today: want.today,
      weekStart: want.weekStart,
      todaySales: want.todaySales,
      weekSales: want.weekSales,
    });
    expect(
      r.body.topProducts.items.map((p) => ({ productId: p.productId, amountCentavos: p.amountCentavos })),
    ).toEqual(want.top);
    return r.body;
  }

  it("shows the store's sales of today and this week, and the best sellers, as the sales add up", async () => {
    const body = await check(manager, new Date(), null);
    expect(body.weekSales.transactions).toBeGreaterThan(0);
    expect(body.topProducts.items).toHaveLength(5);
  });

  it('shows a cashier their own sales, as their sales history does; one more sale counts at once', async () => {
    const before = await check(cashier, new Date(), cashierId);
    expect(before.weekSales.amountCentavos).toBeLessThan(
      (await manager.get<SalesSummary>('/api/dashboard/sales')).body.weekSales.amountCentavos,
    );
    await cashier.get('/api/pos/terminal'); // the demo counter
    const [feed] = await t.db.query<{ id: string; price: number }>(
      `SELECT p.id, p.price_centavos::float8 AS price FROM products p JOIN stock_balances b ON b.product_id = p.id
        WHERE p.sku LIKE 'FER-%' AND b.qty_milli >= 10000 ORDER BY p.sku LIMIT 1`,
    );
    const sale = await cashier.post('/api/sales', {
      id: crypto.randomUUID(),
      lines: [{ productId: feed!.id, unitCode: null, qtyMilli: 3000, unitPriceCentavos: feed!.price }],
      payments: [{ method: 'cash', amountCentavos: feed!.price * 3 }],
      totalCentavos: feed!.price * 3,
    });
    expect(sale.status).toBe(201);
    const after = await check(cashier, new Date(), cashierId);
    expect(after.todaySales).toEqual({
      amountCentavos: before.todaySales.amountCentavos + feed!.price * 3,
      transactions: before.todaySales.transactions + 1,
    });
    await check(manager, new Date(), null);
  });

  it('counts what is low or out of stock, lowest first, as the inventory filters do', async () => {
    const body = (await manager.get<SalesSummary>('/api/dashboard/sales')).body;
    const [c] = await t.db.query<{ low: number; out: number }>(`
      SELECT count(*) FILTER (WHERE q > 0 AND min > 0 AND q <= min)::int AS low, count(*) FILTER (WHERE q <= 0)::int AS out
        FROM (SELECT p.min_stock_milli AS min, coalesce(sum(b.qty_milli), 0) AS q FROM products p
                LEFT JOIN stock_balances b ON b.product_id = p.id WHERE p.is_active GROUP BY p.id) x`);
    expect(body.lowStock).toMatchObject({ lowCount: c!.low, outCount: c!.out });
    expect(body.lowStock.lowCount).toBeGreaterThan(0);
    const ratios = body.lowStock.items.map((i) => (i.stockMilli <= 0 ? 0 : i.stockMilli / i.minStockMilli));
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    for (const i of body.lowStock.items)
      expect(i.stockMilli <= 0 || i.stockMilli <= i.minStockMilli).toBe(true);
  });

  it('follows the Manila business day and week when the clock moves on', async () => {
    const shift = 3 * 24 * 3600 * 1000 + 5 * 3600 * 1000;
    t.advance(shift);
    const later = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD); // the old session went idle
    const body = await check(later, new Date(Date.now() + shift), null);
    expect(body.today).toBe(manilaDate(new Date(Date.now() + shift)));
  });

  it('is not for roles that do not see sales', async () => {
    for (const email of ['accountant@demo.fbms.ph', 'employee@demo.fbms.ph']) {
      const c = await signIn(t, email, DEMO_PASSWORD);
      expect((await c.get('/api/dashboard/sales')).status).toBe(403);
    }
  });
});
