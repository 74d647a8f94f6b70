import { randomUUID } from 'node:crypto';
import { manilaDate } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, setUserBranches } from '../../test/branches.ts';
import { DB_KINDS, DEMO_PASSWORD, signIn } from '../../test/harness.ts';
import { chooseBranch, count, type PosWorld, posWorld } from '../../test/pos-branches.ts';

type Err = { error: { code: string; details?: Record<string, unknown> } };
type Items<T> = { items: T[] };

/**
 * T12 for the POS and the sales back office (issue 26): the demo manager and cashier work only in Main
 * branch; branch B's terminal, sales, voids, returns, e-journal and reports are none of theirs — a
 * document answers 404, a list or report has no row of it, a terminal of B refuses them and nothing
 * changes. The admin sees both, and the switcher's branch narrows the admin's lists.
 * Each probe names its route as route-branch.table.ts does.
 */
describe.each(DB_KINDS)('sales, branch B seen from branch A (T12) on %s', (kind) => {
  let w: PosWorld;
  const probe = (route: string, fn: () => Promise<void>) => it(route, fn, 30_000);

  beforeAll(async () => {
    w = await posWorld(kind);
  }, 120_000);
  afterAll(async () => {
    await w?.t.close();
  });

  probe('GET /api/pos/terminals', async () => {
    const mine = await w.manager.get<Items<{ id: string; branchName: string }>>('/api/pos/terminals');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((x) => x.id)).toContain(w.terminalA);
    expect(mine.body.items.map((x) => x.id)).not.toContain(w.terminalB);
    const all =
      await w.admin.get<Items<{ id: string; branchName: string; branchCode: string }>>('/api/pos/terminals');
    expect(all.body.items.find((x) => x.id === w.terminalB)).toMatchObject({
      branchName: 'Sto. Tomas',
      branchCode: 'T12-B',
    });
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const narrowed = await w.admin.get<Items<{ id: string }>>('/api/pos/terminals');
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(narrowed.body.items.map((x) => x.id)).not.toContain(w.terminalB);
  });

  probe('POST /api/pos/terminals', async () => {
    const before = await count(w.t, 'terminals');
    const r = await w.manager.post<Err>('/api/pos/terminals', {
      name: 'Sneaky',
      locationId: w.branchB.locationId,
    });
    expect(r.status).toBe(422);
    expect(r.body.error.details).toMatchObject({ reason: 'locationInactive' });
    expect(await count(w.t, 'terminals')).toBe(before);
    // With no location given, a browser is enrolled at the first store of the person's branch.
    await setUserBranches(w.t, 'manager@demo.fbms.ph', [w.branchB.branchId]);
    const atB = await signIn(w.t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const enrolled = await atB.post<{ locationId: string; branchId: string }>('/api/pos/terminals', {
      name: 'Default at B',
    });
    await setUserBranches(w.t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    expect(enrolled.status).toBe(201);
    expect(enrolled.body).toMatchObject({ locationId: w.branchB.locationId, branchId: w.branchB.branchId });
    await w.t.db.query(`UPDATE terminals SET is_active = false WHERE name = 'Default at B'`);
  });

  probe('POST /api/pos/terminals/{id}/retire', async () => {
    const r = await w.manager.post<Err>(`/api/pos/terminals/${w.terminalB}/retire`);
    expect(r.status).toBe(404);
    expect(await count(w.t, 'terminals WHERE id = $1 AND is_active', [w.terminalB])).toBe(1);
  });

  probe('GET /api/pos/terminal', async () => {
    const r = await w.managerAtB.get<Err>('/api/pos/terminal');
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('TERMINAL_OTHER_BRANCH');
    const own = await w.cashier.get<{ terminal: { id: string; branchId: string } }>('/api/pos/terminal');
    expect(own.body.terminal).toMatchObject({ id: w.terminalA, branchId: MAIN_BRANCH_ID });
  });

  probe('GET /api/pos/bnpc-cap', async () => {
    const r = await w.cashierAtB.get<Err>('/api/pos/bnpc-cap?idNumber=SC-1');
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('TERMINAL_OTHER_BRANCH');
    expect((await w.cashier.get('/api/pos/bnpc-cap?idNumber=SC-1')).status).toBe(200);
  });

  probe('GET /api/pos/held-carts', async () => {
    const r = await w.cashierAtB.get<Err>('/api/pos/held-carts');
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('TERMINAL_OTHER_BRANCH');
  });

  probe('POST /api/pos/held-carts', async () => {
    const before = await count(w.t, 'held_carts');
    const r = await w.cashierAtB.post<Err>('/api/pos/held-carts', {
      label: 'Other',
      cart: { saleId: randomUUID(), lines: [], orderPromo: null, statutory: null, customer: null },
    });
    expect(r.status === 403 || r.status === 422).toBe(true);
    expect(await count(w.t, 'held_carts')).toBe(before);
  });

  probe('DELETE /api/pos/held-carts/{id}', async () => {
    const r = await w.cashierAtB.delete<Err>(`/api/pos/held-carts/${w.heldCartB}`);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('TERMINAL_OTHER_BRANCH');
    expect(await count(w.t, 'held_carts WHERE id = $1', [w.heldCartB])).toBe(1);
  });

  probe('POST /api/sales', async () => {
    const [sales, stock] = [
      await count(w.t, 'sales'),
      await w.t.db.query<{ q: number }>(
        'SELECT sum(qty_milli)::float8 AS q FROM stock_balances WHERE product_id = $1',
        [w.productId],
      ),
    ];
    const r = await w.cashierAtB.post<Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ productId: w.productId, unitCode: 'sack', qtyMilli: 1000, unitPriceCentavos: 140_000 }],
      payments: [{ method: 'cash', amountCentavos: 140_000 }],
      totalCentavos: 140_000,
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('TERMINAL_OTHER_BRANCH');
    expect(await count(w.t, 'sales')).toBe(sales);
    expect(
      await w.t.db.query('SELECT sum(qty_milli)::float8 AS q FROM stock_balances WHERE product_id = $1', [
        w.productId,
      ]),
    ).toEqual(stock);
  });

  probe('GET /api/sales', async () => {
    const mine = await w.manager.get<Items<{ id: string }> & { total: number }>('/api/sales?pageSize=100');
    expect(mine.body.items.map((s) => s.id)).toContain(w.saleA);
    for (const id of w.salesB) expect(mine.body.items.map((s) => s.id)).not.toContain(id);
    // B's terminal as a filter only narrows: nothing.
    const asked = await w.manager.get<Items<unknown> & { total: number }>(
      `/api/sales?terminalId=${w.terminalB}`,
    );
    expect(asked.body).toMatchObject({ items: [], total: 0 });
    const all = await w.admin.get<Items<{ id: string }>>(`/api/sales?terminalId=${w.terminalB}`);
    expect(all.body.items).toHaveLength(w.salesB.length);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const narrowed = await w.admin.get<Items<unknown>>(`/api/sales?terminalId=${w.terminalB}`);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(narrowed.body.items).toEqual([]);
  });

  probe('GET /api/sales/{id}', async () => {
    for (const id of w.salesB) expect((await w.manager.get(`/api/sales/${id}`)).status).toBe(404);
    expect((await w.manager.get(`/api/sales/${w.saleA}`)).status).toBe(200);
    // A manager of both branches follows a link even with Main chosen in the switcher.
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const opened = await w.admin.get(`/api/sales/${w.salesB[0]}`);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(opened.status).toBe(200);
  });

  probe('GET /api/sales/{id}/pdf', async () => {
    expect((await w.manager.get(`/api/sales/${w.salesB[0]}/pdf`)).status).toBe(404);
  });

  probe('POST /api/sales/{id}/reprints', async () => {
    const before = await count(w.t, 'sale_reprints');
    expect((await w.manager.post(`/api/sales/${w.salesB[0]}/reprints`)).status).toBe(404);
    expect(await count(w.t, 'sale_reprints')).toBe(before);
  });

  probe('POST /api/sales/{id}/email', async () => {
    const r = await w.manager.post(`/api/sales/${w.salesB[0]}/email`, { to: 'farmer@example.ph' });
    expect(r.status).toBe(404);
    expect(
      await count(w.t, "audit_log WHERE action = 'sales.receipt_emailed' AND target_id = $1", [w.salesB[0]]),
    ).toBe(0);
  });

  probe('POST /api/sales/{id}/void', async () => {
    const r = await w.manager.post(`/api/sales/${w.salesB[0]}/void`, {
      reason: 'Not mine',
      approval: w.approval,
    });
    expect(r.status).toBe(404);
    expect(await count(w.t, "sales WHERE id = $1 AND status = 'completed'", [w.salesB[0]])).toBe(1);
  });

  probe('POST /api/sales/{id}/returns', async () => {
    const before = await count(w.t, 'sale_returns');
    const lines = await w.t.db.query<{ id: string }>('SELECT id FROM sale_lines WHERE sale_id = $1', [
      w.salesB[0],
    ]);
    const body = {
      reason: 'Not mine',
      refundMethod: 'cash',
      approval: w.approval,
      lines: [{ saleLineId: lines[0]!.id, qtyMilli: 1000, condition: 'resellable' }],
    };
    // At a Main terminal, B's sale is not found; at B's terminal, the terminal is refused.
    expect((await w.manager.post(`/api/sales/${w.salesB[0]}/returns`, body)).status).toBe(404);
    const atB = await w.managerAtB.post<Err>(`/api/sales/${w.salesB[0]}/returns`, body);
    expect(atB.body.error.code).toBe('TERMINAL_OTHER_BRANCH');
    expect(await count(w.t, 'sale_returns')).toBe(before);
  });

  probe('GET /api/sales/voids', async () => {
    const mine = await w.manager.get<Items<{ terminalId: string }>>('/api/sales/voids');
    expect(mine.body.items.filter((v) => v.terminalId === w.terminalB)).toEqual([]);
    const asked = await w.manager.get<Items<unknown>>(`/api/sales/voids?terminalId=${w.terminalB}`);
    expect(asked.body.items).toEqual([]);
    expect(
      (await w.admin.get<Items<unknown>>(`/api/sales/voids?terminalId=${w.terminalB}`)).body.items,
    ).toHaveLength(1);
  });

  probe('GET /api/sales/returns', async () => {
    const asked = await w.manager.get<Items<unknown>>(`/api/sales/returns?terminalId=${w.terminalB}`);
    expect(asked.body.items).toEqual([]);
    const mine = await w.manager.get<Items<{ terminalId: string }>>('/api/sales/returns');
    expect(mine.body.items.filter((v) => v.terminalId === w.terminalB)).toEqual([]);
    expect(
      (await w.admin.get<Items<unknown>>(`/api/sales/returns?terminalId=${w.terminalB}`)).body.items,
    ).toHaveLength(1);
  });

  probe('GET /api/sales/e-journal', async () => {
    const mine = await w.manager.get<Items<{ terminalId: string }> & { total: number }>(
      '/api/sales/e-journal?pageSize=100',
    );
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.items.filter((j) => j.terminalId === w.terminalB)).toEqual([]);
    const asked = await w.manager.get<{ total: number }>(`/api/sales/e-journal?terminalId=${w.terminalB}`);
    expect(asked.body.total).toBe(0);
    const all = await w.admin.get<{ total: number }>(`/api/sales/e-journal?terminalId=${w.terminalB}`);
    expect(all.body.total).toBeGreaterThan(0);
  });

  probe('GET /api/sales/e-journal/export', async () => {
    const mine = await w.manager.request('GET', '/api/sales/e-journal/export?format=csv');
    expect(mine.status).toBe(200);
    const text = String(mine.body);
    expect(text).toContain('Counter A');
    expect(text).not.toContain('Sto. Tomas 1');
    const all = await w.admin.request('GET', '/api/sales/e-journal/export?format=csv');
    expect(String(all.body)).toContain('Sto. Tomas 1');
  });

  probe('GET /api/sales/reports/{report}', async () => {
    const today = manilaDate(new Date());
    const q = `from=${today}&to=${today}`;
    const terminals = (r: { rows: { terminal?: string }[] }) => r.rows.map((x) => x.terminal);
    for (const report of ['voids', 'returns', 'bir-sales-summary', 'short-over']) {
      const mine = await w.manager.get<{ rows: { terminal?: string }[] }>(
        `/api/sales/reports/${report}?${q}`,
      );
      expect(mine.status, report).toBe(200);
      expect(terminals(mine.body), report).not.toContain('Sto. Tomas 1');
      const all = await w.admin.get<{ rows: { terminal?: string }[] }>(`/api/sales/reports/${report}?${q}`);
      expect(terminals(all.body), report).toContain('Sto. Tomas 1');
    }
    const asked = await w.manager.get<{ rows: unknown[]; terminalName: string | null }>(
      `/api/sales/reports/voids?${q}&terminalId=${w.terminalB}`,
    );
    expect(asked.body.rows).toEqual([]);
    expect(JSON.stringify(asked.body)).not.toContain('Sto. Tomas 1');
  });

  probe('GET /api/sales/reports/{report}/pdf', async () => {
    const today = manilaDate(new Date());
    const pdf = async (who: typeof w.manager, terminalId: string) => {
      const r = await who.request(
        'GET',
        `/api/sales/reports/voids/pdf?from=${today}&to=${today}&terminalId=${terminalId}`,
      );
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      return String(r.body).length;
    };
    // Asked for B's terminal, the manager's file is the empty report (as for a terminal that does not
    // exist, give or take the printed time); the admin's holds B's void.
    const [mine, none, all] = [
      await pdf(w.manager, w.terminalB),
      await pdf(w.manager, randomUUID()),
      await pdf(w.admin, w.terminalB),
    ];
    expect(Math.abs(mine - none)).toBeLessThan(40);
    expect(Math.abs(all - mine)).toBeGreaterThan(200);
  });

  probe('GET /api/dashboard/sales', async () => {
    type Summary = {
      todaySales: { amountCentavos: number; transactions: number };
      branches: { branchId: string; todaySales: { transactions: number }; stockValueCentavos: number }[];
    };
    const mine = (await w.manager.get<Summary>('/api/dashboard/sales')).body;
    const all = (await w.admin.get<Summary>('/api/dashboard/sales')).body;
    // B sold 4 (one voided): 3 completed, 2 + 3 + 1 sacks.
    expect(all.todaySales.transactions - mine.todaySales.transactions).toBe(3);
    expect(all.todaySales.amountCentavos - mine.todaySales.amountCentavos).toBe(6 * 140_000);
    expect(mine.branches).toEqual([]);
    const b = all.branches.find((x) => x.branchId === w.branchB.branchId)!;
    expect(b.todaySales.transactions).toBe(3);
    // B's stock at cost: 600 kg opening − 6 sacks sold (the voided one came back) + 1 returned = 350 kg × ₱20.
    expect(b.stockValueCentavos).toBe(350 * 2000);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const narrowed = (await w.admin.get<Summary>('/api/dashboard/sales')).body;
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(narrowed.todaySales).toEqual(mine.todaySales);
    expect(narrowed.branches).toEqual([]);
  });

  probe('GET /api/expenses/drawers', async () => {
    const mine = await w.manager.get<Items<{ id: string }>>('/api/expenses/drawers');
    expect(mine.body.items.map((d) => d.id)).toContain(w.terminalA);
    expect(mine.body.items.map((d) => d.id)).not.toContain(w.terminalB);
    const all = await w.admin.get<Items<{ id: string }>>('/api/expenses/drawers');
    expect(all.body.items.map((d) => d.id)).toContain(w.terminalB);
  });

  probe('GET /api/customers/{id}/sales', async () => {
    const mine = await w.manager.get<Items<{ id: string }> & { total: number }>(
      `/api/customers/${w.customerId}/sales`,
    );
    expect(mine.body.items.map((s) => s.id)).toEqual([w.customerSaleA]);
    expect(mine.body.total).toBe(1);
    const all = await w.admin.get<Items<{ id: string }>>(`/api/customers/${w.customerId}/sales`);
    expect(all.body.items.map((s) => s.id).sort()).toEqual([w.customerSaleA, w.salesB[3]].sort());
  });

  it("prints B's address and its TIN branch code on B's invoices; Main's keep the store's", async () => {
    const b = await w.admin.get<{ seller: { tin: string | null; address: string | null } }>(
      `/api/sales/${w.salesB[0]}`,
    );
    expect(b.body.seller.tin).toBe('123456789001');
    expect(b.body.seller.address).toBe('Poblacion, Sto. Tomas');
    const a = await w.admin.get<{ seller: { tin: string | null; address: string | null } }>(
      `/api/sales/${w.saleA}`,
    );
    expect(a.body.seller.tin).toBe('123456789000');
    expect(a.body.seller.address).not.toBe('Poblacion, Sto. Tomas');
  });

  it('answers a product’s stock in each branch, quantities only, to anyone who sees stock', async () => {
    type Availability = { baseUnit: string; items: Record<string, unknown>[] };
    const r = await w.cashier.get<Availability>(`/api/products/${w.productId}/availability`);
    expect(r.status).toBe(200);
    expect(r.body.baseUnit).toBe('kg');
    const b = r.body.items.find((x) => x.branchId === w.branchB.branchId);
    expect(b).toEqual({
      branchId: w.branchB.branchId,
      code: 'T12-B',
      name: 'Sto. Tomas',
      onHandMilli: 350_000,
    });
    const main = r.body.items.find((x) => x.branchId === MAIN_BRANCH_ID)!;
    expect(main.onHandMilli).toBe(1_000_000 - 2 * 50_000);
    expect((await w.cashier.get<Err>(`/api/products/${randomUUID()}/availability`)).status).toBe(404);
  });
});
