import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { backfillLedger } from './backfill.service.ts';

/**
 * The automatic postings (issue 22, decision 0009) over the demo store (its history posted by the
 * backfill at seeding) and a day of documents made through the API: the books balance, the inventory
 * account equals the stock valuation to the centavo, a sale and its entry are one transaction, and the
 * backfill posts a document once however often it runs.
 */
describe.each(DB_KINDS)('ledger postings on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let feedId: string;
  let vaccineId: string;
  let terminalId: string;
  const approval = { email: 'manager@demo.fbms.ph', password: DEMO_PASSWORD };

  const one = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params))[0]!;
  const trialBalance = () =>
    one<{ d: number; c: number }>(
      'SELECT coalesce(sum(debit_centavos), 0)::float8 AS d, coalesce(sum(credit_centavos), 0)::float8 AS c FROM journal_lines',
    );
  const balanceOf = async (key: string, terminal: string | null = null) =>
    (
      await one<{ b: number }>(
        `SELECT coalesce(sum(l.debit_centavos - l.credit_centavos), 0)::float8 AS b
           FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id
          WHERE a.key = $1 AND a.terminal_id IS NOT DISTINCT FROM $2::uuid`,
        [key, terminal],
      )
    ).b;
  const valuation = async () =>
    (await manager.get<{ total: { valueCentavos: number } }>('/api/stock/valuation')).body.total
      .valueCentavos;
  const entriesOf = async (sourceType: string, sourceId: string) =>
    t.db.query<{ memo: string; total: number }>(
      'SELECT memo, total_centavos::float8 AS total FROM journal_entries WHERE source_type = $1 AND source_id = $2',
      [sourceType, sourceId],
    );
  const expectBooksBalanced = async () => {
    const tb = await trialBalance();
    expect(tb.d).toBe(tb.c);
    expect(await balanceOf('inventory')).toBe(await valuation());
  };
  const sell = async (lines: Record<string, unknown>[], totalCentavos: number, id: string = randomUUID()) =>
    cashier.post<{ sale: { id: string; invoiceNumber: string; lines: { id: string }[] } }>('/api/sales', {
      id,
      lines,
      payments: [{ method: 'cash', amountCentavos: totalCentavos }],
      totalCentavos,
    });
  /** Bills and coins making up an amount. */
  const countOf = (centavos: number) => {
    const count: Record<string, number> = {};
    let left = centavos;
    for (const d of [100_000, 10_000, 1_000, 100, 1]) {
      if (left >= d) count[String(d)] = Math.floor(left / d);
      left %= d;
    }
    return count;
  };
  const sacks = (n: number) => ({
    productId: feedId,
    unitCode: 'sack',
    qtyMilli: n * 1000,
    unitPriceCentavos: 145_000,
  });

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const create = async (body: Record<string, unknown>) => {
      const r = await manager.post<{ product: { id: string } }>('/api/products', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.product.id;
    };
    feedId = await create({
      sku: 'GL-FEED',
      name: 'Hog Grower',
      baseUnit: 'kg',
      priceCentavos: 3200,
      costCentavos: 2_733,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
      openingStock: [{ qtyMilli: 1_000_333 }],
    });
    vaccineId = await create({
      sku: 'GL-VAC',
      name: 'ND Vaccine',
      baseUnit: 'dose',
      priceCentavos: 900,
      costCentavos: 517,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    const enrolled = await manager.post<{ terminal: { id: string } }>('/api/pos/terminals', {
      name: 'Counter GL',
    });
    expect(enrolled.status).toBe(201);
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) cashier.cookies.set(k, v);
    terminalId = (await one<{ id: string }>(`SELECT id FROM terminals WHERE name = 'Counter GL'`)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo store opens with its history posted and its books balanced', async () => {
    const demoSales = await one<{ n: number }>('SELECT count(*)::int AS n FROM sales');
    const posted = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal_entries WHERE source_type = 'sale'`,
    );
    expect(demoSales.n).toBeGreaterThan(0);
    expect(posted.n).toBe(demoSales.n);
    const unposted = await one<{ n: number }>(
      `SELECT ((SELECT count(*) FROM sale_voids v WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.source_type = 'sale_void' AND e.source_id = v.id::text))
            + (SELECT count(*) FROM sale_returns r WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.source_type = 'sale_return' AND e.source_id = r.id::text))
            + (SELECT count(*) FROM cash_slips c WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.source_type = 'cash_slip' AND e.source_id = c.id::text)))::int
            AS n`,
    );
    expect(unposted.n).toBe(0);
    await expectBooksBalanced();
    // The new terminal got its own drawer account when it was enrolled.
    expect(
      (
        await one<{ code: string }>(
          `SELECT code FROM gl_accounts WHERE key = 'cash_on_hand' AND terminal_id = $1`,
          [terminalId],
        )
      ).code,
    ).toMatch(/^1010\d\d$/);
  });

  it('a day of documents: every one posts, the books balance, inventory equals the valuation', async () => {
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 200_000 })).status).toBe(201);
    expect(await balanceOf('cash_on_hand', terminalId)).toBe(200_000);

    const sold = await sell(
      [sacks(2), { productId: vaccineId, unitCode: null, qtyMilli: 3_000, unitPriceCentavos: 900 }],
      292_700,
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const [saleEntry] = await entriesOf('sale', sold.body.sale.id);
    expect(saleEntry!.memo).toBe(`Sale Counter GL ${sold.body.sale.invoiceNumber}`);
    expect(saleEntry!.total).toBeGreaterThan(292_700);
    await expectBooksBalanced();

    const toVoid = await sell([sacks(1)], 145_000);
    const voided = await cashier.post<{ voidDocument: { id: string } }>(
      `/api/sales/${toVoid.body.sale.id}/void`,
      { reason: 'Wrong items', approval },
    );
    expect(voided.status, JSON.stringify(voided.body)).toBe(201);
    expect(await entriesOf('sale_void', voided.body.voidDocument.id)).toHaveLength(1);
    await expectBooksBalanced();

    const detail = await manager.get<{ returnable: { saleLineId: string }[] }>(
      `/api/sales/${sold.body.sale.id}`,
    );
    const [feedLine, vacLine] = detail.body.returnable.map((l) => l.saleLineId);
    const returned = await cashier.post<{ saleReturn: { id: string } }>(
      `/api/sales/${sold.body.sale.id}/returns`,
      {
        reason: 'Torn sack, one dose spoiled',
        refundMethod: 'cash',
        approval,
        lines: [
          { saleLineId: feedLine, qtyMilli: 1000, condition: 'resellable' },
          { saleLineId: vacLine, qtyMilli: 1000, condition: 'damaged' },
        ],
      },
    );
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(await entriesOf('sale_return', returned.body.saleReturn.id)).toHaveLength(1);
    await expectBooksBalanced();

    const adjusted = await manager.post<{ movementId: string }>('/api/stock/adjustments', {
      productId: feedId,
      mode: 'subtract',
      qtyMilli: 1_777,
      reason: 'Spilled at the scale',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    expect(await entriesOf('stock', adjusted.body.movementId)).toHaveLength(1);
    await expectBooksBalanced();

    const sheet = await manager.post<{ id: string }>('/api/stock/counts', { onlyStocked: true });
    const lines = await manager.get<{ lines: { id: string; productId: string }[] }>(
      `/api/stock/counts/${sheet.body.id}`,
    );
    const feedCount = lines.body.lines.find((l) => l.productId === feedId)!;
    const vacCount = lines.body.lines.find((l) => l.productId === vaccineId)!;
    await manager.put(`/api/stock/counts/${sheet.body.id}/lines`, {
      lines: [
        { lineId: feedCount.id, countedMilli: 800_001 },
        { lineId: vacCount.id, countedMilli: 99_000 },
      ],
    });
    expect((await manager.post(`/api/stock/counts/${sheet.body.id}/post`)).status).toBe(200);
    expect(await entriesOf('stock_count', sheet.body.id)).toHaveLength(1);
    await expectBooksBalanced();

    // A new cost revalues what is on hand.
    const product = await manager.get<Record<string, unknown>>(`/api/products/${feedId}`);
    const inventoryBefore = await balanceOf('inventory');
    const changed = await manager.put(`/api/products/${feedId}`, { ...product.body, costCentavos: 2_911 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await balanceOf('inventory_revaluation')).not.toBe(0);
    expect(await balanceOf('inventory')).not.toBe(inventoryBefore);
    await expectBooksBalanced();

    // Cash in and out, then a closing ₱100 short.
    const slipIn = await cashier.post('/api/shifts/current/cash-slips', {
      kind: 'cash_in',
      reasonKind: 'float',
      reason: 'More coins',
      amountCentavos: 50_000,
    });
    expect(slipIn.status, JSON.stringify(slipIn.body)).toBe(201);
    const slipOut = await cashier.post('/api/shifts/current/cash-slips', {
      kind: 'cash_out',
      reasonKind: 'payout',
      reason: 'Ice for the vaccines',
      amountCentavos: 3_000,
    });
    expect(slipOut.status, JSON.stringify(slipOut.body)).toBe(201);
    expect(await balanceOf('misc_expense')).toBeGreaterThanOrEqual(3_000);
    const current = await cashier.get<{ shift: { id: string } }>('/api/shifts/current');
    const shiftId = current.body.shift.id;
    // Expected: 2,000 + 2,927 + 1,450 − 1,450 (void) − refund + 500 − 30; counted ₱100 less.
    const drawer = await balanceOf('cash_on_hand', terminalId);
    const declared = drawer - 10_000;
    const short = await balanceOf('cash_short');
    const closed = await cashier.post<{ shift: { expectedCashCentavos: number } }>(
      '/api/shifts/current/close',
      {
        declaredCount: countOf(declared),
        declared: {},
        approval,
      },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    // The drawer account held exactly what the shift expected; closed, it is empty.
    expect(closed.body.shift.expectedCashCentavos).toBe(drawer);
    expect(await balanceOf('cash_on_hand', terminalId)).toBe(0);
    expect((await balanceOf('cash_short')) - short).toBe(10_000);
    expect(await entriesOf('shift_open', shiftId)).toHaveLength(1);
    expect(await entriesOf('shift_close', shiftId)).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('a sale and its entry are one transaction: a refused entry leaves no sale and no stock change', async () => {
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 100_000 })).status).toBe(201);
    const stockBefore = await one<{ q: number }>(
      'SELECT sum(qty_milli)::float8 AS q FROM stock_balances WHERE product_id = $1',
      [feedId],
    );
    await t.db.query(`CREATE FUNCTION gl_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the ledger refuses (test)'; END $$`);
    await t.db.query(
      'CREATE TRIGGER gl_test_refuse BEFORE INSERT ON journal_lines FOR EACH ROW EXECUTE FUNCTION gl_test_refuse()',
    );
    const id = randomUUID();
    try {
      const refused = await sell([sacks(1)], 145_000, id);
      expect(refused.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.query('DROP TRIGGER gl_test_refuse ON journal_lines');
      await t.db.query('DROP FUNCTION gl_test_refuse()');
    }
    expect(await t.db.query('SELECT 1 FROM sales WHERE id = $1', [id])).toHaveLength(0);
    expect(await entriesOf('sale', id)).toHaveLength(0);
    expect(
      await one<{ q: number }>(
        'SELECT sum(qty_milli)::float8 AS q FROM stock_balances WHERE product_id = $1',
        [feedId],
      ),
    ).toEqual(stockBefore);
    // The same sale sent again once the ledger takes it: one sale, one entry; a resend posts nothing more.
    const again = await sell([sacks(1)], 145_000, id);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const resent = await sell([sacks(1)], 145_000, id);
    expect(resent.status).toBe(200);
    expect(await entriesOf('sale', id)).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('the backfill posts documents written without an entry, once however often it runs', async () => {
    // A cash slip and an opening stock written straight into their tables, as before the ledger.
    const shift = await one<{ id: string }>('SELECT open_shift_id AS id FROM terminals WHERE id = $1', [
      terminalId,
    ]);
    const slipId = randomUUID();
    await t.db.query(
      `WITH n AS (UPDATE terminals SET next_slip_no = next_slip_no + 1 WHERE id = $2 RETURNING next_slip_no - 1 AS no)
       INSERT INTO cash_slips (id, terminal_id, shift_id, slip_no, business_date, kind, reason_kind, reason, amount_centavos, created_by)
       SELECT $1, $2, $3, n.no, t.business_date, 'cash_in', 'float', 'Older slip', 12300, u.id
         FROM n, terminals t, users u WHERE t.id = $2 AND u.email = 'cashier@demo.fbms.ph'`,
      [slipId, terminalId, shift.id],
    );
    const movementId = randomUUID();
    await t.db.query(
      `WITH b AS (UPDATE stock_balances SET qty_milli = qty_milli + 5000 WHERE product_id = $2 AND lot_id IS NULL
                   RETURNING qty_milli - 5000 AS was)
       INSERT INTO stock_movements (id, product_id, location_id, type, qty_milli, previous_milli, new_milli, unit_cost_centavos, reason)
       SELECT $1, $2, '01900000-0000-7000-8000-000000000001', 'stock_in', 5000, b.was, b.was + 5000, 517, 'Older delivery' FROM b`,
      [movementId, vaccineId],
    );
    const first = await backfillLedger({ database: t.db });
    expect(first).toMatchObject({ cash_slip: 1, stock: 1 });
    const second = await backfillLedger({ database: t.db });
    expect(second).toEqual({});
    expect(await entriesOf('cash_slip', slipId)).toHaveLength(1);
    expect(await entriesOf('stock', movementId)).toHaveLength(1);
    const perSource = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM journal_entries GROUP BY source_type, source_id HAVING count(*) > 1',
    );
    expect(perSource).toHaveLength(0);
    await expectBooksBalanced();
  });
});
