import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@fbms/db';
import { manilaDate, type OperationsToday, WAITING_KINDS } from '@fbms/domain';
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

type Err = { error: { code: string; details?: Record<string, unknown> } };
type Slip = { id: string; version: number; lines: { lots: { id: string }[] }[] };

const DAY_MS = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(d) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * Operations (GET /api/operations/today) over a small day in Main branch, all through the real routes:
 *
 * - Counter O1 (the manager, fund ₱1,000): sale 1 (2 kg feed, cash ₱100), sale 2 (1 kg, GCash ₱50),
 *   sale 3 (1 kg, cash ₱50) voided, 1 kg of sale 1 returned for cash (₱50); the shift closed on a count
 *   of ₱1,000 against ₱1,050 expected (short ₱50); its Z-reading taken: the day is closed.
 * - Counter O2 (the cashier, fund ₱500): sale 4 (1 vitamin, cash ₱112); the shift still open: selling.
 * - Counter O3: enrolled, nothing sold: no shift.
 * - Waiting: two expenses submitted, one of them approved (a third left a draft); two purchase orders
 *   submitted, one approved; four transfer slips from the store to the Bodega: requested, approved,
 *   issued, and received with one sack damaged; one stock count started.
 * - Stock: the vitamin (5 pc, minimum 10) low, less the one sold; the seeds never stocked: out; the
 *   vaccine's lots: one expired, one expiring in 3 days (within the 7 days of the default settings), one
 *   fresh.
 *
 * Last, the clock moves a day on: Counter O2's day, left open, is due its Z-reading.
 */
describe.each(DB_KINDS)('operations today on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let cashier: TestClient;
  let accountant: TestClient;
  let employee: TestClient;
  let today: string;
  let bodega: string;
  const approval = { email: 'admin@demo.fbms.ph', password: DEMO_PASSWORD };
  const ids = { expenseSubmitted: '', expenseApproved: '', poSubmitted: '', poApproved: '' };

  const today$ = async (who: TestClient, query = '') => {
    const r = await who.get<OperationsToday>(`/api/operations/today${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  /** A document's recorded time as the page gives it (ISO, UTC, milliseconds). */
  const iso = async (column: string, id: string) => {
    const [table, col] = column.split('.');
    const [row] = await t.db.query<{ at: string }>(
      `SELECT to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM ${table} WHERE id = $1`,
      [id],
    );
    return row!.at;
  };
  const terminalCookie = (from: TestClient) => [...from.cookies].find(([k]) => k.includes('fbms_terminal'))!;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [admin, manager, cashier, accountant, employee] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'employee@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    await setUserBranches(t, 'cashier@demo.fbms.ph', [MAIN_BRANCH_ID]);
    today = manilaDate(new Date());

    const product = async (body: Record<string, unknown>) => {
      const r = await manager.post<{ product: { id: string } }>('/api/products', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.product.id;
    };
    const feedId = await product({
      sku: 'O-FEED',
      name: 'O Layer Mash',
      baseUnit: 'kg',
      priceCentavos: 5_000,
      costCentavos: 3_000,
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
      openingStock: [{ qtyMilli: 100_000 }],
    });
    const vitaminId = await product({
      sku: 'O-VIT',
      name: 'O Vitamin B',
      baseUnit: 'pc',
      priceCentavos: 11_200,
      costCentavos: 6_000,
      minStockMilli: 10_000,
      openingStock: [{ qtyMilli: 5_000 }],
    });
    await product({ sku: 'O-SEED', name: 'O Corn Seeds', baseUnit: 'pc', priceCentavos: 3_000 });
    const lot = (batchNumber: string, expiryDate: string) => ({
      qtyMilli: 2_000,
      lot: { batchNumber, expiryDate },
    });
    await product({
      sku: 'O-VAC',
      name: 'O Vaccine',
      baseUnit: 'vial',
      priceCentavos: 20_000,
      isLotTracked: true,
      openingStock: [
        lot('OV-OLD', addDays(today, -10)),
        lot('OV-SOON', addDays(today, 3)),
        lot('OV-FRESH', addDays(today, 400)),
      ],
    });

    // Counter O1: the manager's.
    expect((await manager.post('/api/pos/terminals', { name: 'Counter O1' })).status).toBe(201);
    expect((await manager.post('/api/shifts', { openingFundCentavos: 100_000 })).status).toBe(201);
    const sell = async (who: TestClient, lines: unknown[], total: number, pay: Record<string, unknown>) => {
      const r = await who.post<{ sale: { id: string; totalCentavos: number } }>('/api/sales', {
        id: randomUUID(),
        lines,
        payments: [{ ...pay, amountCentavos: total }],
        totalCentavos: total,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.sale.id;
    };
    const feed = (kg: number) => ({
      productId: feedId,
      unitCode: null,
      qtyMilli: kg * 1000,
      unitPriceCentavos: 5_000,
    });
    const s1 = await sell(manager, [feed(2)], 10_000, { method: 'cash' });
    await sell(manager, [feed(1)], 5_000, { method: 'gcash', reference: 'GC-O1' });
    const s3 = await sell(manager, [feed(1)], 5_000, { method: 'cash' });
    const voided = await manager.post(`/api/sales/${s3}/void`, { reason: 'Rung up twice', approval });
    expect(voided.status, JSON.stringify(voided.body)).toBe(201);
    const returnable = (await manager.get<{ returnable: { saleLineId: string }[] }>(`/api/sales/${s1}`)).body
      .returnable;
    const returned = await manager.post(`/api/sales/${s1}/returns`, {
      reason: 'Wet sack',
      refundMethod: 'cash',
      approval,
      lines: [{ saleLineId: returnable[0]!.saleLineId, qtyMilli: 1000, condition: 'resellable' }],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const closed = await manager.post('/api/shifts/current/close', {
      declaredCount: { '100000': 1 },
      declared: {},
      note: 'Counted',
      approval,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const z = await manager.post('/api/shifts/z-reading', { businessDate: today });
    expect(z.status, JSON.stringify(z.body)).toBe(201);

    // Counter O2: enrolled by the manager on another browser, where the cashier sells.
    const atO2 = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    expect((await atO2.post('/api/pos/terminals', { name: 'Counter O2' })).status).toBe(201);
    cashier.cookies.set(...terminalCookie(atO2));
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 50_000 })).status).toBe(201);
    await sell(
      cashier,
      [{ productId: vitaminId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 11_200 }],
      11_200,
      { method: 'cash' },
    );
    // Counter O3: enrolled, nothing more.
    const atO3 = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    expect((await atO3.post('/api/pos/terminals', { name: 'Counter O3' })).status).toBe(201);

    // Expenses: one submitted, one approved (by the accountant: not one's own), one left a draft.
    const cats = (await accountant.get<{ items: { id: string; name: string }[] }>('/api/expenses/categories'))
      .body.items;
    const fuel = cats.find((c) => c.name === 'Fuel')!.id;
    const expense = async (amountCentavos: number, next?: 'submit') => {
      const r = await manager.post<{ id: string; status: string }>('/api/expenses', {
        description: 'Diesel for the delivery truck',
        categoryId: fuel,
        expenseDate: today,
        vendorName: 'Petron Lipa',
        amountCentavos,
        paymentMethod: 'cash_safe',
        ...(next ? { next } : {}),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id;
    };
    ids.expenseSubmitted = await expense(120_000, 'submit');
    ids.expenseApproved = await expense(80_000, 'submit');
    await expense(99_900);
    const approved = await accountant.post<{ status: string }>(
      `/api/expenses/${ids.expenseApproved}/approve`,
    );
    expect(approved.body.status, JSON.stringify(approved.body)).toBe('approved');

    // Purchase orders: one submitted (10 sacks at ₱1,400), one approved (5 at ₱1,400).
    const supplierId = uuidv7();
    await t.db.query(
      `INSERT INTO suppliers (id, name, vat_registered, payment_terms_days) VALUES ($1, 'O Feedmill', true, 30)`,
      [supplierId],
    );
    const po = async (sacks: number) => {
      const r = await manager.post<{ id: string; version: number; totalCentavos: number }>('/api/purchases', {
        supplierId,
        lines: [{ productId: feedId, unitCode: 'kg', qtyMilli: sacks * 50_000, unitCostCentavos: 2_800 }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const s = await manager.post<{ status: string; version: number }>(
        `/api/purchases/${r.body.id}/submit`,
        {
          version: r.body.version,
        },
      );
      expect(s.body.status, JSON.stringify(s.body)).toBe('submitted');
      return { id: r.body.id, version: s.body.version, total: r.body.totalCentavos };
    };
    const po1 = await po(10);
    const po2 = await po(5);
    expect([po1.total, po2.total]).toEqual([1_400_000, 700_000]);
    ids.poSubmitted = po1.id;
    ids.poApproved = po2.id;
    const poOk = await manager.post<{ status: string }>(`/api/purchases/${po2.id}/approve`, {});
    expect(poOk.body.status, JSON.stringify(poOk.body)).toBe('approved');

    // Transfers, store → Bodega (both in Main): requested, approved, in transit, received with a difference.
    const loc = await admin.post<{ id: string }>(`/api/branches/${MAIN_BRANCH_ID}/locations`, {
      name: 'O Bodega',
      type: 'warehouse',
    });
    expect(loc.status, JSON.stringify(loc.body)).toBe(201);
    bodega = loc.body.id;
    const slip = async () => {
      const r = await manager.post<Slip>('/api/stock/transfers', {
        fromLocationId: MAIN_STORE_LOCATION_ID,
        toLocationId: bodega,
        submit: true,
        lines: [{ productId: feedId, requestedMilli: 2_000 }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body;
    };
    const step = async (s: Slip, action: string, body: Record<string, unknown> = {}) => {
      const r = await manager.post<Slip>(`/api/stock/transfers/${s.id}/${action}`, {
        version: s.version,
        ...body,
      });
      expect(r.status, `${action} ${JSON.stringify(r.body)}`).toBe(200);
      return r.body;
    };
    await slip();
    await step(await slip(), 'approve');
    await step(await step(await slip(), 'approve'), 'issue');
    const inTransit = await step(await step(await slip(), 'approve'), 'issue');
    await step(inTransit, 'receive', {
      lots: [{ slipLotId: inTransit.lines[0]!.lots[0]!.id, receivedMilli: 1_000, damagedMilli: 1_000 }],
    });

    // A stock count started at the store.
    const count = await manager.post('/api/stock/counts', { locationId: MAIN_STORE_LOCATION_ID });
    expect(count.status, JSON.stringify(count.body)).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('terminals: the day closed at O1 (its Z-reading), selling at O2, no shift at O3', async () => {
    const r = await today$(manager);
    expect(r.today).toBe(today);
    expect(r.branchName).toBe('Main branch');
    expect(r.terminals.map((x) => [x.name, x.status, x.zDueDate])).toEqual([
      ['Counter O1', 'day_closed', null],
      ['Counter O2', 'selling', null],
      ['Counter O3', 'no_shift', null],
    ]);
    const [o1, o2, o3] = r.terminals;
    expect(o1).toMatchObject({ branch: 'Main branch', businessDate: addDays(today, 1), openShift: null });
    expect(o1!.lastZ).toMatchObject({ number: 'Z 00000001', businessDate: today });
    expect(o2).toMatchObject({ businessDate: today, lastZ: null });
    expect(o2!.openShift).toMatchObject({ cashier: expect.any(String), openingFundCentavos: 50_000 });
    expect(o3).toMatchObject({ businessDate: today, openShift: null, lastZ: null });
  });

  it("shifts: O1's closed (expected ₱1,050, declared ₱1,000, short ₱50) and O2's open", async () => {
    const { shifts } = await today$(manager);
    expect(shifts).toMatchObject({
      open: 1,
      closed: 1,
      expectedCentavos: 105_000,
      declaredCentavos: 100_000,
      shortOverCentavos: -5_000,
    });
    expect(
      shifts.items.map((s) => [s.terminal, s.expectedCentavos, s.declaredCentavos, s.shortOverCentavos]),
    ).toEqual([
      ['Counter O1', 105_000, 100_000, -5_000],
      ['Counter O2', null, null, null],
    ]);
    expect(shifts.items[0]!.closedAt).not.toBeNull();
    expect(shifts.items[1]!.closedAt).toBeNull();
  });

  it('sales: three invoices, their cash, the void and the return', async () => {
    const { sales } = await today$(manager);
    expect(sales).toEqual({
      invoices: 3,
      totalCentavos: 10_000 + 5_000 + 11_200,
      cashCentavos: 10_000 + 11_200,
      voids: { count: 1, totalCentavos: 5_000 },
      returns: { count: 1, totalCentavos: 5_000 },
    });
  });

  it('waiting: every kind with its count, since when, and the amount of expenses and orders', async () => {
    const { waiting } = await today$(manager);
    expect(waiting.map((w) => w.kind)).toEqual([...WAITING_KINDS]);
    const by = Object.fromEntries(waiting.map((w) => [w.kind, w]));
    expect(by.expenses_to_approve).toEqual({
      kind: 'expenses_to_approve',
      count: 1,
      oldestAt: await iso('expenses.submitted_at', ids.expenseSubmitted),
      amountCentavos: 120_000,
    });
    expect(by.expenses_to_pay).toEqual({
      kind: 'expenses_to_pay',
      count: 1,
      oldestAt: await iso('expenses.approved_at', ids.expenseApproved),
      amountCentavos: 80_000,
    });
    expect(by.orders_to_approve).toEqual({
      kind: 'orders_to_approve',
      count: 1,
      oldestAt: await iso('purchase_orders.submitted_at', ids.poSubmitted),
      amountCentavos: 1_400_000,
    });
    expect(by.orders_to_receive).toEqual({
      kind: 'orders_to_receive',
      count: 1,
      oldestAt: await iso('purchase_orders.approved_at', ids.poApproved),
      amountCentavos: 700_000,
    });
    for (const k of [
      'transfers_to_approve',
      'transfers_to_issue',
      'transfers_to_receive',
      'transfer_differences',
    ]) {
      expect(by[k], k).toMatchObject({ count: 1, amountCentavos: null });
      expect(Date.parse(by[k]!.oldestAt!), k).toBeLessThanOrEqual(Date.now());
    }
    expect(by.counts_open).toMatchObject({ count: 1, amountCentavos: null });
    const [slips] = await t.db.query<Record<string, string>>(
      `SELECT (SELECT to_char(requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM transfer_slips WHERE status = 'requested') AS requested,
              (SELECT to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM transfer_slips WHERE status = 'in_transit') AS issued,
              (SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM transfer_slips WHERE status = 'received') AS received`,
    );
    expect(by.transfers_to_approve!.oldestAt).toBe(slips!.requested);
    expect(by.transfers_to_receive!.oldestAt).toBe(slips!.issued);
    expect(by.transfer_differences!.oldestAt).toBe(slips!.received);
  });

  it('stock: the vitamin low, the seeds out, one lot expiring within 7 days, one expired', async () => {
    const { stock } = await today$(manager);
    expect(stock).toEqual({ low: 1, out: 1, expiringLots: 1, expiredLots: 1, expiryWarningDays: 7 });
  });

  it('a cashier, an employee and an accountant are refused', async () => {
    for (const who of [cashier, employee, accountant]) {
      const r = await who.get<Err>('/api/operations/today');
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('AUTH_INSUFFICIENT_PERMISSIONS');
    }
  });

  it("another branch's id narrows the manager's page to nothing (expenses are the company's)", async () => {
    const other = await addBranch(t, { code: 'O-B', name: 'Other branch' });
    const r = await today$(manager, `?branchId=${other.branchId}`);
    expect(r.branchName).toBeNull();
    expect(r.terminals).toEqual([]);
    expect(r.shifts).toEqual({
      open: 0,
      closed: 0,
      expectedCentavos: 0,
      declaredCentavos: 0,
      shortOverCentavos: 0,
      items: [],
    });
    expect(r.sales).toEqual({
      invoices: 0,
      totalCentavos: 0,
      cashCentavos: 0,
      voids: { count: 0, totalCentavos: 0 },
      returns: { count: 0, totalCentavos: 0 },
    });
    expect(r.stock).toEqual({ low: 0, out: 0, expiringLots: 0, expiredLots: 0, expiryWarningDays: 7 });
    expect(r.waiting.filter((w) => w.count > 0).map((w) => w.kind)).toEqual([
      'expenses_to_approve',
      'expenses_to_pay',
    ]);
    // The admin asking for that branch: its (empty) page under its name.
    expect((await today$(admin, `?branchId=${other.branchId}`)).branchName).toBe('Other branch');
  });

  it('a day later, the day left open at O2 is due its Z-reading, dated', async () => {
    t.advance(DAY_MS);
    const again = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const r = await today$(again);
    expect(r.today).toBe(addDays(today, 1));
    expect(r.terminals.map((x) => [x.name, x.status, x.zDueDate])).toEqual([
      ['Counter O1', 'no_shift', null],
      ['Counter O2', 'z_due', today],
      ['Counter O3', 'no_shift', null],
    ]);
    // O2's shift, opened yesterday and still open, is on today's page; yesterday's sales are not.
    expect(r.shifts.items.map((s) => s.terminal)).toEqual(['Counter O2']);
    expect(r.sales.invoices).toBe(0);
  });
});
