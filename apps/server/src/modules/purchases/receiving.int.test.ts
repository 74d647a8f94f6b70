import { uuidv7 } from '@fbms/db';
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
import { receivingSeeder } from './demo-receiving.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Voucher = {
  id: string;
  rvNo: string;
  totalCentavos: number;
  goodsCentavos: number;
  inputVatCentavos: number;
  billDueDate: string | null;
  lines: {
    receivedMilli: number;
    damagedMilli: number;
    lotNumber: string | null;
    baseCostCentavos: number;
    costBeforeCentavos: number;
    costAfterCentavos: number;
    landedCentavos: number;
    lineCentavos: number;
  }[];
};

/** Receiving vouchers and supplier returns (issue 24) over HTTP. */
describe.each(DB_KINDS)('receiving on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let accountant: TestClient;
  const today = manilaDate(new Date());
  const ids = {
    vatSupplier: uuidv7(),
    smallSupplier: uuidv7(),
    feed: uuidv7(),
    drug: uuidv7(),
    seed: uuidv7(),
  };

  const q = <T>(text: string, params: unknown[] = []) => t.db.query(text, params) as Promise<T[]>;
  const one = async <T>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0]!;

  /** An approved order written by SQL (the order module is another slice's). */
  const approvedOrder = async (
    lines: { productId: string; unit: string; factor: number; orderedMilli: number; cost: number }[],
    supplierId = ids.vatSupplier,
  ) => {
    const poId = uuidv7();
    const n = Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM purchase_orders`)).n) + 1;
    await q(
      `INSERT INTO purchase_orders (id, po_no, supplier_id, location_id, status, order_date, total_centavos)
       VALUES ($1, $2, $3, '01900000-0000-7000-8000-000000000001', 'approved', $4, 0)`,
      [poId, `PO-TEST-${String(n).padStart(4, '0')}`, supplierId, today],
    );
    const lineIds: string[] = [];
    for (const [i, l] of lines.entries()) {
      const id = uuidv7();
      lineIds.push(id);
      await q(
        `INSERT INTO purchase_order_lines (id, po_id, line_no, product_id, unit_code, base_milli_per_unit,
                                           ordered_milli, unit_cost_centavos)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, poId, i + 1, l.productId, l.unit, l.factor, l.orderedMilli, l.cost],
      );
    }
    return { poId, lineIds };
  };
  const stock = async (productId: string) =>
    Number(
      (
        await one<{ s: string }>(
          `SELECT coalesce(sum(qty_milli), 0) AS s FROM stock_balances WHERE product_id = $1`,
          [productId],
        )
      ).s,
    );
  const cost = async (productId: string) =>
    Number(
      (await one<{ c: string }>(`SELECT cost_centavos AS c FROM products WHERE id = $1`, [productId])).c,
    );
  const ledger = async (sourceId: string) =>
    q<{ key: string; dr: string; cr: string }>(
      `SELECT a.key, l.debit_centavos AS dr, l.credit_centavos AS cr FROM journal_entries e
         JOIN journal_lines l ON l.entry_id = e.id JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_id = $1 ORDER BY l.line_no`,
      [sourceId],
    );
  const net = (rows: { key: string; dr: string; cr: string }[], key: string) =>
    rows.filter((r) => r.key === key).reduce((s, r) => s + Number(r.dr) - Number(r.cr), 0);

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    accountant = await signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD);
    await q(
      `INSERT INTO suppliers (id, name, vat_registered, payment_terms_days) VALUES
         ($1, 'Luzon Feedmill Corp.', true, 30), ($2, 'Mang Ben Seeds', false, 0)`,
      [ids.vatSupplier, ids.smallSupplier],
    );
    await q(
      `INSERT INTO products (id, sku, name, base_unit, cost_centavos, price_centavos, is_lot_tracked) VALUES
         ($1, 'T-FEED', 'Hog Grower 50 kg', 'kg', 3000, 4000, false),
         ($2, 'T-DRUG', 'Ivermectin 50 mL', 'bottle', 0, 25000, true),
         ($3, 'T-SEED', 'Pechay seeds', 'pack', 0, 3500, false)`,
      [ids.feed, ids.drug, ids.seed],
    );
    await q(
      `INSERT INTO product_units (id, product_id, code, base_milli_per_unit, price_centavos)
       VALUES ($1, $2, 'sack', 50000, 190000)`,
      [uuidv7(), ids.feed],
    );
    // 100 kg on hand at ₱30.00/kg before any delivery.
    await q(
      `INSERT INTO stock_balances (id, product_id, location_id, qty_milli) VALUES ($1, $2, '01900000-0000-7000-8000-000000000001', 100000)`,
      [uuidv7(), ids.feed],
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('receives against an approved order: stock by lot, moving-average cost, bill, ledger, order status', async () => {
    const { poId, lineIds } = await approvedOrder([
      { productId: ids.feed, unit: 'sack', factor: 50000, orderedMilli: 500_000, cost: 1_680_00 },
      { productId: ids.drug, unit: 'bottle', factor: 1000, orderedMilli: 20_000, cost: 112_00 },
    ]);
    const rvId = uuidv7();
    const body = {
      id: rvId,
      supplierId: ids.vatSupplier,
      poId,
      supplierInvoiceNo: 'SI-1001',
      supplierInvoiceDate: today,
      freightCentavos: 500_00,
      lines: [
        // 6 sacks good (300 kg) + 1 sack damaged, at ₱1,680 a sack (VAT-inclusive)
        {
          poLineId: lineIds[0],
          productId: ids.feed,
          unitCode: 'sack',
          receivedMilli: 300_000,
          damagedMilli: 50_000,
          discrepancy: 'damaged',
          discrepancyNote: 'One sack torn',
          unitCostCentavos: 1_680_00,
        },
        {
          poLineId: lineIds[1],
          productId: ids.drug,
          unitCode: 'bottle',
          receivedMilli: 20_000,
          unitCostCentavos: 112_00,
          lotNumber: 'IVM-2601',
          expiryDate: '2028-06-30',
        },
      ],
    };
    const r = await manager.post<Voucher>('/api/purchases/receiving', body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const v = r.body;
    expect(v.rvNo).toMatch(/^RV-\d{6}-\d{4}$/);
    // The answer is built from what was written, not read back: it is what the voucher page reads.
    const read = await manager.get<Voucher>(`/api/purchases/receiving/${rvId}`);
    expect(read.body).toEqual(v);
    // goods: 6 × 1,680 + 20 × 112 = 10,080 + 2,240 = 12,320; VAT 12/112 per line: 1,080 + 240
    expect(v.goodsCentavos).toBe(12_320_00);
    expect(v.inputVatCentavos).toBe(1_320_00);
    expect(v.totalCentavos).toBe(12_820_00);
    // freight by net value: 9,000 : 2,000 of ₱500
    expect(v.lines.map((l) => l.landedCentavos)).toEqual([409_09, 90_91]);
    // feed: (9,000 + 409.09) / 300 kg = ₱31.3636 → 3136; average with 100 kg at 3000: (100×3000 + 300×3136)/400 = 3102
    expect(v.lines[0]!.baseCostCentavos).toBe(3136);
    expect(v.lines[0]!.costBeforeCentavos).toBe(3000);
    expect(v.lines[0]!.costAfterCentavos).toBe(3102);
    expect(await cost(ids.feed)).toBe(3102);
    expect(await stock(ids.feed)).toBe(400_000); // damaged sack never enters stock
    expect(v.lines[1]!.baseCostCentavos).toBe(10455); // (2,000 + 90.91)/20
    expect(await cost(ids.drug)).toBe(10455);
    const lot = await one<{ batch_number: string; expiry: string; qty: string }>(
      `SELECT l.batch_number, to_char(l.expiry_date, 'YYYY-MM-DD') AS expiry, b.qty_milli AS qty
         FROM lots l JOIN stock_balances b ON b.lot_id = l.id WHERE l.product_id = $1`,
      [ids.drug],
    );
    expect(lot).toEqual({ batch_number: 'IVM-2601', expiry: '2028-06-30', qty: expect.anything() });
    expect(Number(lot.qty)).toBe(20_000);
    // The order: partly received (4 sacks still to come).
    const po = await one<{ status: string }>(`SELECT status FROM purchase_orders WHERE id = $1`, [poId]);
    expect(po.status).toBe('partly_received');
    // The bill: due 30 days after the invoice.
    const bill = await one<{ amount: string; vat: string; reference: string; due: string }>(
      `SELECT amount_centavos AS amount, input_vat_centavos AS vat, reference, to_char(due_date, 'YYYY-MM-DD') AS due
         FROM supplier_bills WHERE rv_id = $1`,
      [rvId],
    );
    expect(Number(bill.amount)).toBe(12_820_00);
    expect(Number(bill.vat)).toBe(1_320_00);
    expect(bill.reference).toBe('SI-1001');
    expect(v.billDueDate).toBe(bill.due);
    // Ledger: balanced; inventory = total − VAT, input VAT, AP = total.
    const gl = await ledger(rvId);
    expect(gl.reduce((s, l) => s + Number(l.dr) - Number(l.cr), 0)).toBe(0);
    expect(net(gl, 'inventory')).toBe(11_500_00);
    expect(net(gl, 'input_vat')).toBe(1_320_00);
    expect(net(gl, 'accounts_payable')).toBe(-12_820_00);
    const mv = await q<{ type: string; qty: string }>(
      `SELECT type, qty_milli AS qty FROM stock_movements WHERE reference_id = $1 ORDER BY qty_milli`,
      [rvId],
    );
    expect(mv.map((m) => [m.type, Number(m.qty)])).toEqual([
      ['purchase', 20_000],
      ['purchase', 300_000],
    ]);

    // The same voucher sent again answers it; the same id with other details is refused.
    const again = await manager.post<Voucher>('/api/purchases/receiving', body);
    expect(again.status).toBe(200);
    expect(again.body.rvNo).toBe(v.rvNo);
    const other = await manager.post<Err>('/api/purchases/receiving', { ...body, freightCentavos: 0 });
    expect(other.status).toBe(409);
    expect(other.body.error.details?.reason).toBe('documentIdReused');

    // More than ordered: the accountant (receive, not approve) is refused; nothing written.
    const over = await accountant.post<Err>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: ids.vatSupplier,
      poId,
      lines: [
        {
          poLineId: lineIds[0],
          productId: ids.feed,
          unitCode: 'sack',
          receivedMilli: 250_000,
          unitCostCentavos: 1_680_00,
        },
      ],
    });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('OVER_DELIVERY_NOT_ALLOWED');
    expect(await stock(ids.feed)).toBe(400_000);

    // The rest (4 sacks) by the accountant: the order is received.
    const rest = await accountant.post<Voucher>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: ids.vatSupplier,
      poId,
      lines: [
        {
          poLineId: lineIds[0],
          productId: ids.feed,
          unitCode: 'sack',
          receivedMilli: 200_000,
          unitCostCentavos: 1_680_00,
        },
      ],
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(
      (await one<{ status: string }>(`SELECT status FROM purchase_orders WHERE id = $1`, [poId])).status,
    ).toBe('received');
    // A received order takes no more.
    const closed = await manager.post<Err>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: ids.vatSupplier,
      poId,
      lines: [
        {
          poLineId: lineIds[0],
          productId: ids.feed,
          unitCode: 'sack',
          receivedMilli: 50_000,
          unitCostCentavos: 1,
        },
      ],
    });
    expect(closed.body.error.details?.reason).toBe('poStatusWrong');

    const list = await accountant.get<{ items: { rvNo: string }[] }>(`/api/purchases/receiving?poId=${poId}`);
    expect(list.body.items).toHaveLength(2);
  });

  it('refuses a lot-tracked line without its lot (the last line) and writes nothing', async () => {
    const before = await one<{ n: number }>(`SELECT count(*)::int AS n FROM receiving_vouchers`);
    const feedBefore = await stock(ids.feed);
    const r = await manager.post<Err>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: ids.vatSupplier,
      lines: [
        { productId: ids.feed, unitCode: 'kg', receivedMilli: 10_000, unitCostCentavos: 33_60 },
        { productId: ids.drug, unitCode: 'bottle', receivedMilli: 1_000, unitCostCentavos: 112_00 },
      ],
    });
    expect(r.status).toBe(422);
    expect(r.body.error.details?.reason).toBe('lotAndExpiryRequired');
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM receiving_vouchers`)).n).toBe(before.n);
    expect(await stock(ids.feed)).toBe(feedBefore);
    const unit = await manager.post<Err>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: ids.vatSupplier,
      lines: [{ productId: ids.seed, unitCode: 'sack', receivedMilli: 1_000, unitCostCentavos: 1 }],
    });
    expect(unit.body.error.details?.reason).toBe('unitNotOfProduct');
    const bad = await manager.post<Err>('/api/purchases/receiving', {
      id: uuidv7(),
      supplierId: ids.vatSupplier,
      lines: [],
    });
    expect(bad.status).toBe(422);
  });

  it('receives without an order from a non-VAT supplier (cash terms), then returns part of it', async () => {
    const rvId = uuidv7();
    const r = await manager.post<Voucher>('/api/purchases/receiving', {
      id: rvId,
      supplierId: ids.smallSupplier,
      lines: [{ productId: ids.seed, unitCode: 'pack', receivedMilli: 40_000, unitCostCentavos: 25_00 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.inputVatCentavos).toBe(0);
    expect(r.body.totalCentavos).toBe(1_000_00);
    expect(r.body.billDueDate).toBe(today);
    expect(await cost(ids.seed)).toBe(25_00);
    const gl = await ledger(rvId);
    expect(net(gl, 'inventory')).toBe(1_000_00);
    expect(net(gl, 'accounts_payable')).toBe(-1_000_00);
    const sp = await one<{ c: string }>(
      `SELECT last_cost_centavos AS c FROM supplier_products WHERE supplier_id = $1 AND product_id = $2`,
      [ids.smallSupplier, ids.seed],
    );
    expect(Number(sp.c)).toBe(25_00);

    const retId = uuidv7();
    const ret = await manager.post<{ returnNo: string; totalCentavos: number }>('/api/purchases/returns', {
      id: retId,
      supplierId: ids.smallSupplier,
      rvId,
      reason: 'Wrong variety',
      lines: [{ productId: ids.seed, qtyMilli: 10_000 }],
    });
    expect(ret.status, JSON.stringify(ret.body)).toBe(201);
    expect(ret.body.returnNo).toMatch(/^SR-\d{6}-\d{4}$/);
    expect(ret.body.totalCentavos).toBe(250_00);
    expect(await stock(ids.seed)).toBe(30_000);
    const memo = await one<{ kind: string; amount: string }>(
      `SELECT kind, amount_centavos AS amount FROM supplier_bills WHERE return_id = $1`,
      [retId],
    );
    expect(memo.kind).toBe('debit_memo');
    expect(Number(memo.amount)).toBe(-250_00);
    const rgl = await ledger(retId);
    expect(rgl.reduce((s, l) => s + Number(l.dr) - Number(l.cr), 0)).toBe(0);
    expect(net(rgl, 'accounts_payable')).toBe(250_00);
    expect(net(rgl, 'inventory')).toBe(-250_00);

    const tooMuch = await manager.post<Err>('/api/purchases/returns', {
      id: uuidv7(),
      supplierId: ids.smallSupplier,
      reason: 'Expired',
      lines: [{ productId: ids.seed, qtyMilli: 30_001 }],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.details?.reason).toBe('returnMoreThanReceived');
    expect(await stock(ids.seed)).toBe(30_000);
    const returns = await manager.get<{ items: unknown[] }>('/api/purchases/returns');
    expect(returns.body.items.length).toBeGreaterThanOrEqual(1);
    const got = await accountant.get<{ lines: unknown[] }>(`/api/purchases/returns/${retId}`);
    expect(got.body.lines).toHaveLength(1);
  });

  it('offers open orders, options and products to the form', async () => {
    await approvedOrder([
      { productId: ids.seed, unit: 'pack', factor: 1000, orderedMilli: 5_000, cost: 25_00 },
    ]);
    const open = await accountant.get<{ items: { poNo: string; lines: { units: unknown[] }[] }[] }>(
      '/api/purchases/receiving/open-orders',
    );
    expect(open.status).toBe(200);
    expect(open.body.items.length).toBeGreaterThanOrEqual(1);
    const opts = await accountant.get<{ suppliers: { name: string }[] }>('/api/purchases/receiving/options');
    expect(opts.body.suppliers.map((s) => s.name)).toContain('Mang Ben Seeds');
    const products = await accountant.get<{ items: { sku: string; units: { code: string }[] }[] }>(
      '/api/purchases/receiving/products?q=hog',
    );
    expect(products.body.items[0]!.units.map((u) => u.code)).toEqual(['kg', 'sack']);
  });

  it('the demo seeder receives the approved orders (one in part, a damaged sack, lots) and makes one return', async () => {
    await q(
      `UPDATE purchase_orders SET status = 'cancelled' WHERE status IN ('approved', 'partly_received')`,
    );
    const { poId } = await approvedOrder([
      { productId: ids.feed, unit: 'sack', factor: 50000, orderedMilli: 400_000, cost: 1_680_00 },
      { productId: ids.drug, unit: 'bottle', factor: 1000, orderedMilli: 10_000, cost: 112_00 },
    ]);
    const [person] = await q<{ id: string; email: string }>(
      `SELECT id, email FROM users WHERE email = 'manager@demo.fbms.ph'`,
    );
    const rvBefore = (await one<{ n: number }>(`SELECT count(*)::int AS n FROM receiving_vouchers`)).n;
    await t.db.db.transaction(async (tx) => {
      await receivingSeeder.seed({
        tx,
        today,
        people: [{ ...person!, firstName: 'M', lastName: 'M', role: 'manager' }],
        products: [],
      } as unknown as Parameters<typeof receivingSeeder.seed>[0]);
    });
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM receiving_vouchers`)).n).toBe(
      rvBefore + 1,
    );
    expect(
      (await one<{ status: string }>(`SELECT status FROM purchase_orders WHERE id = $1`, [poId])).status,
    ).toBe('partly_received');
    const damaged = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM receiving_voucher_lines l JOIN receiving_vouchers v ON v.id = l.rv_id
        WHERE v.po_id = $1 AND l.damaged_milli = 50000`,
      [poId],
    );
    expect(damaged.n).toBe(1);
    expect(
      (await one<{ n: number }>(`SELECT count(*)::int AS n FROM supplier_returns`)).n,
    ).toBeGreaterThanOrEqual(2);
  });

  it.skipIf(kind !== 'postgres')(
    'two receipts of the same order line at once never exceed what was ordered',
    async () => {
      for (let round = 0; round < 4; round++) {
        const { poId, lineIds } = await approvedOrder([
          { productId: ids.feed, unit: 'sack', factor: 50000, orderedMilli: 100_000, cost: 1_680_00 },
        ]);
        const send = () =>
          accountant.post<Voucher | Err>('/api/purchases/receiving', {
            id: uuidv7(),
            supplierId: ids.vatSupplier,
            poId,
            lines: [
              {
                poLineId: lineIds[0],
                productId: ids.feed,
                unitCode: 'sack',
                receivedMilli: 100_000,
                unitCostCentavos: 1_680_00,
              },
            ],
          });
        const results = await Promise.all([send(), send()]);
        expect(results.map((x) => x.status).sort()).toEqual([201, 409]);
        const line = await one<{ r: string }>(
          `SELECT received_milli AS r FROM purchase_order_lines WHERE id = $1`,
          [lineIds[0]],
        );
        expect(Number(line.r)).toBe(100_000);
      }
    },
  );
});
