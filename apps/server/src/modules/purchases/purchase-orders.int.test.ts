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
import { purchaseOrdersSeeder } from './demo-purchase-orders.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Po = {
  id: string;
  poNo: string;
  status: string;
  version: number;
  totalCentavos: number;
  cancelReason: string | null;
  rejectReason: string | null;
  lines: { unitCode: string; orderedMilli: number; unitCostCentavos: number; lineCentavos: number }[];
};

const MAIN = '01900000-0000-7000-8000-000000000001';

/** Purchase orders (issue 24) over HTTP: drafts, every transition, approval threshold, versions, PDF. */
describe.each(DB_KINDS)('purchase orders on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let accountant: TestClient;
  let cashier: TestClient;
  const sup = randomUUID();
  const quiet = randomUUID();
  const feed = randomUUID();
  const wormer = randomUUID();

  /** Suppliers and products by SQL (the suppliers module is another slice). */
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [admin, manager, accountant, cashier] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    await t.db.query(
      `INSERT INTO suppliers (id, name, email, payment_terms_days) VALUES
        ($1, 'Test Feedmill Corp.', 'orders@feedmill.test', 30), ($2, 'Quiet Supplier', NULL, 0)`,
      [sup, quiet],
    );
    await t.db.query(
      `INSERT INTO products (id, sku, name, base_unit, cost_centavos, price_centavos, min_stock_milli, reorder_qty_milli)
       VALUES ($1, 'T-FEED', 'Test Hog Grower', 'kg', 3000, 4000, 100000, 500000),
              ($2, 'T-WORM', 'Test Dewormer', 'bottle', 25000, 32000, 10000, 0)`,
      [feed, wormer],
    );
    await t.db.query(
      `INSERT INTO product_units (id, product_id, code, base_milli_per_unit, price_centavos)
       VALUES ($1, $2, 'sack', 50000, 190000)`,
      [randomUUID(), feed],
    );
    await t.db.query(
      `INSERT INTO supplier_products (supplier_id, product_id, supplier_sku, last_cost_centavos)
       VALUES ($1, $2, 'FM-HG50', 2800)`,
      [sup, feed],
    );
  });
  afterAll(() => t?.close());

  const draft = async (lines?: unknown[], who = manager) => {
    const r = await who.post<Po>('/api/purchases', {
      supplierId: sup,
      expectedDate: '2026-12-15',
      lines: lines ?? [{ productId: feed, unitCode: 'sack', qtyMilli: 10_000 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const step = (po: { id: string }, s: string, body: Record<string, unknown> = {}, who = manager) =>
    who.post<Po & Err>(`/api/purchases/${po.id}/${s}`, body);

  it('creates a draft: PO number, units, default cost from the supplier, totals', async () => {
    const po = await draft([
      { productId: feed, unitCode: 'sack', qtyMilli: 10_000 },
      { productId: wormer, unitCode: 'bottle', qtyMilli: 12_000, unitCostCentavos: 24_000 },
    ]);
    expect(po.poNo).toMatch(/^PO-\d{6}-\d{4}$/);
    expect(po.status).toBe('draft');
    // 10 sacks × 50 kg; ₱28/kg last cost × 50 = ₱1,400 a sack.
    expect(po.lines[0]).toMatchObject({ unitCode: 'sack', orderedMilli: 500_000, unitCostCentavos: 140_000 });
    expect(po.lines[0]!.lineCentavos).toBe(1_400_000);
    expect(po.totalCentavos).toBe(1_400_000 + 12 * 24_000);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_orders'))[0]!.n;
    const none = await manager.post<Err>('/api/purchases', { supplierId: sup, lines: [] });
    expect(none.status).toBe(422);
    const unit = await manager.post<Err>('/api/purchases', {
      supplierId: sup,
      lines: [{ productId: wormer, unitCode: 'sack', qtyMilli: 1000 }],
    });
    expect(unit.status).toBe(422);
    expect(unit.body.error.details?.reason).toBe('unitNotOfProduct');
    const noSupplier = await manager.post<Err>('/api/purchases', {
      supplierId: randomUUID(),
      lines: [{ productId: feed, unitCode: 'kg', qtyMilli: 1000 }],
    });
    expect(noSupplier.body.error.code).toBe('SUPPLIER_NOT_FOUND');
    const missing = await manager.post<Err>('/api/purchases', {
      supplierId: sup,
      lines: [{ productId: randomUUID(), unitCode: 'kg', qtyMilli: 1000 }],
    });
    expect(missing.status).toBe(422);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_orders'))[0]!.n).toBe(
      before,
    );
  });

  it('walks draft → submitted → approved → partly received → closed; refuses the rest', async () => {
    const po = await draft();
    // Refused from draft: approve, close, reject.
    for (const s of ['approve', 'close'] as const) {
      const r = await step(po, s);
      expect(r.status, s).toBe(409);
      expect(r.body.error.details?.reason).toBe('poStatusWrong');
    }
    expect((await step(po, 'reject', { reason: 'x' })).status).toBe(409);
    const sub = await step(po, 'submit', { version: po.version });
    expect(sub.status).toBe(200);
    expect(sub.body.status).toBe('submitted');
    expect((await step(po, 'submit')).status).toBe(409);
    expect((await step(po, 'close')).status).toBe(409);
    // Cashier may not approve; accountant may not approve.
    expect((await step(po, 'approve', {}, cashier)).status).toBe(403);
    expect((await step(po, 'approve', {}, accountant)).status).toBe(403);
    const ok = await step(po, 'approve');
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('approved');
    // Approved: no edit, no submit, no close before a delivery; cancel is allowed (tested below).
    const edit = await manager.put<Err>(`/api/purchases/${po.id}`, {
      supplierId: sup,
      version: ok.body.version,
      lines: [{ productId: feed, unitCode: 'kg', qtyMilli: 1000 }],
    });
    expect(edit.status).toBe(409);
    expect((await step(po, 'close')).status).toBe(409);
    expect((await step(po, 'reject', { reason: 'late' })).status).toBe(409);
    // A delivery (receiving's job) makes it partly received; then it may be closed, not cancelled.
    await t.db.query(`UPDATE purchase_orders SET status = 'partly_received' WHERE id = $1`, [po.id]);
    expect((await step(po, 'cancel', { reason: 'no' })).status).toBe(409);
    const closed = await step(po, 'close');
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    for (const s of ['submit', 'approve', 'close'] as const) expect((await step(po, s)).status).toBe(409);
    expect((await step(po, 'cancel', { reason: 'x' })).status).toBe(409);
  });

  it('received orders close; reject sends back to draft with its reason; cancel keeps its reason', async () => {
    const a = await draft();
    await t.db.query(`UPDATE purchase_orders SET status = 'received' WHERE id = $1`, [a.id]);
    expect((await step(a, 'close')).body.status).toBe('closed');

    const b = await draft();
    await step(b, 'submit');
    const noReason = await step(b, 'reject', {});
    expect(noReason.status).toBe(422);
    const back = await step(b, 'reject', { reason: 'Ask for a better price' });
    expect(back.body.status).toBe('draft');
    expect(back.body.rejectReason).toBe('Ask for a better price');

    const c = await draft();
    const cancelled = await step(c, 'cancel', { reason: 'Supplier out of stock' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.cancelReason).toBe('Supplier out of stock');
    expect((await step(c, 'submit')).status).toBe(409);

    const d = await draft();
    await step(d, 'submit');
    expect((await step(d, 'cancel', { reason: 'Not needed' })).body.status).toBe('cancelled');
  });

  it('edits a draft or submitted order with the version read; a stale version is DOCUMENT_CHANGED', async () => {
    const po = await draft();
    const body = (version: number) => ({
      supplierId: sup,
      version,
      notes: 'Deliver before noon',
      lines: [{ productId: feed, unitCode: 'kg', qtyMilli: 25_000, unitCostCentavos: 2900 }],
    });
    const ok = await manager.put<Po>(`/api/purchases/${po.id}`, body(po.version));
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(po.version + 1);
    expect(ok.body.totalCentavos).toBe(25 * 2900);
    const stale = await manager.put<Err>(`/api/purchases/${po.id}`, body(po.version));
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('DOCUMENT_CHANGED');
    const staleStep = await step(po, 'submit', { version: po.version });
    expect(staleStep.body.error.code).toBe('DOCUMENT_CHANGED');
    const sub = await step(po, 'submit', { version: ok.body.version });
    expect(sub.status).toBe(200);
    const again = await manager.put<Po>(`/api/purchases/${po.id}`, body(sub.body.version));
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('submitted');
  });

  it('above the approval amount only an admin approves', async () => {
    await t.db.query(
      `UPDATE system_settings SET purchase_controls = '{"adminApprovalAboveCentavos": 1000000}'`,
    );
    try {
      const big = await draft(); // ₱14,000 > ₱10,000
      await step(big, 'submit');
      const refused = await step(big, 'approve');
      expect(refused.status).toBe(403);
      expect(refused.body.error.details?.reason).toBe('poApprovalNeedsAdmin');
      expect((await step(big, 'approve', {}, admin)).body.status).toBe('approved');
      const small = await draft([{ productId: wormer, unitCode: 'bottle', qtyMilli: 2000 }]);
      await step(small, 'submit');
      expect((await step(small, 'approve')).body.status).toBe('approved');
    } finally {
      await t.db.query(`UPDATE system_settings SET purchase_controls = '{}'`);
    }
  });

  it('lists with filters, suggests reorders by supplier, answers the PDF and e-mails it', async () => {
    const list = await manager.get<{ items: { poNo: string; status: string }[]; total: number }>(
      `/api/purchases?status=cancelled&supplierId=${sup}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(2);
    expect(list.body.items.every((i) => i.status === 'cancelled')).toBe(true);
    expect((await accountant.get('/api/purchases')).status).toBe(200);
    expect((await cashier.get('/api/purchases')).status).toBe(403);

    const sugg = await manager.get<{
      items: { supplierId: string | null; items: { productId: string; suggestedMilli: number }[] }[];
    }>('/api/purchases/reorder-suggestions');
    const mine = sugg.body.items.find((g) => g.supplierId === sup);
    expect(mine?.items.find((i) => i.productId === feed)?.suggestedMilli).toBe(500_000);
    const unassigned = sugg.body.items.find((g) => g.supplierId === null);
    expect(unassigned?.items.find((i) => i.productId === wormer)?.suggestedMilli).toBe(10_000);

    const opts = await manager.get<{ items: { id: string; baseCostCentavos: number; units: unknown[] }[] }>(
      `/api/purchases/product-options?supplierId=${sup}&ids=${feed},${wormer}`,
    );
    expect(opts.body.items.find((p) => p.id === feed)).toMatchObject({ baseCostCentavos: 2800 });
    const form = await manager.get<{ suppliers: { id: string }[]; locations: { id: string }[] }>(
      '/api/purchases/form-options',
    );
    expect(form.body.suppliers.some((s) => s.id === sup)).toBe(true);
    expect(form.body.locations[0]!.id).toBe(MAIN);

    const po = await draft();
    const pdf = await manager.request('GET', `/api/purchases/${po.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await manager.post<Err>(`/api/purchases/${po.id}/email`, {})).status).toBe(409);
    await step(po, 'submit');
    const sent = await manager.post<{ sentTo: string }>(`/api/purchases/${po.id}/email`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.sentTo).toBe('orders@feedmill.test');
  });

  it('the demo seeder makes orders in each state with the suppliers it finds', async () => {
    const people = await t.db.query<{ id: string; email: string; role: string }>(
      `SELECT id, email, role FROM users WHERE email LIKE '%@demo.fbms.ph'`,
    );
    const counts: Record<string, number> = {};
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_orders');
    await t.fbms.deps.database.db.transaction((tx) =>
      purchaseOrdersSeeder.seed({ tx, today: '2026-11-20', people, counts } as never),
    );
    expect(counts.purchaseOrders).toBe(6);
    const rows = await t.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM purchase_orders WHERE po_no LIKE 'PO-2026%' AND created_at < now() - interval '1 hour'
        GROUP BY status ORDER BY status`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.status, r.n]))).toMatchObject({
      approved: 2,
      submitted: 1,
      draft: 2,
      cancelled: 1,
    });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_orders'))[0]!.n).toBe(
      before[0]!.n + 6,
    );
  });

  it.runIf(kind === 'postgres')('two approvals racing: one wins, the other is refused', async () => {
    for (let round = 0; round < 4; round++) {
      const po = await draft();
      const sub = await step(po, 'submit');
      const results = await Promise.all([
        step(po, 'approve', { version: sub.body.version }),
        step(po, 'approve', { version: sub.body.version }, admin),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const n = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'purchases.po_approved' AND target_id = $1`,
        [po.id],
      );
      expect(n[0]!.n).toBe(1);
    }
  });
});
