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

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Line = { lineNo: number; lots: { lotId: string; batchNumber: string; baseQtyMilli: number }[] };
type Sale = {
  id: string;
  status: string;
  invoiceNumber: string;
  totalCentavos: number;
  vatCentavos: number;
  vatableSalesCentavos: number;
  lines: Line[];
  voidDocument?: { voidNumber: string; reason: string; approvedByName: string } | null;
  returns?: { returnNumber: string; totalCentavos: number; vatCentavos: number }[];
  returnable?: { saleLineId: string; lineNo: number; returnedMilli: number; returnableMilli: number }[];
  voidable?: boolean;
};
type Voided = { voidDocument: { voidNo: number; voidNumber: string }; slip: { blocks: unknown[] } };
type Returned = {
  saleReturn: {
    returnNo: number;
    returnNumber: string;
    grossCentavos: number;
    vatCentavos: number;
    vatableSalesCentavos: number;
    vatExemptSalesCentavos: number;
    totalCentavos: number;
    lines: { qtyMilli: number; baseQtyMilli: number; netCentavos: number; condition: string }[];
  };
  slip: { blocks: { kind: string; text?: string }[] };
};

/** Voids and returns of sales invoices (issue 21): numbering, stock, amounts, refusals and races. */
describe.each(DB_KINDS)('voids and returns on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let feedId: string;
  let vaccineId: string;
  const approval = { email: 'manager@demo.fbms.ph', password: DEMO_PASSWORD };

  const stock = async (id: string) =>
    (await manager.get<{ stockMilli: number }>(`/api/products/${id}`)).body.stockMilli;
  const lotStock = async (id: string) =>
    Object.fromEntries(
      (
        await t.db.query<{ batch: string; q: number }>(
          `SELECT l.batch_number AS batch, b.qty_milli::float8 AS q FROM stock_balances b JOIN lots l ON l.id = b.lot_id
            WHERE b.product_id = $1 ORDER BY 1`,
          [id],
        )
      ).map((r) => [r.batch, r.q]),
    );
  const sell = async (lines: Record<string, unknown>[], totalCentavos: number, method = 'cash') => {
    const r = await cashier.post<{ sale: Sale }>('/api/sales', {
      id: randomUUID(),
      lines,
      payments: [
        { method, amountCentavos: totalCentavos, ...(method === 'gcash' ? { reference: 'G-1' } : {}) },
      ],
      totalCentavos,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.sale;
  };
  const sacks = (n: number) => ({
    productId: feedId,
    unitCode: 'sack',
    qtyMilli: n * 1000,
    unitPriceCentavos: 145_000,
  });
  const doses = (n: number) => ({
    productId: vaccineId,
    unitCode: null,
    qtyMilli: n * 1000,
    unitPriceCentavos: 900,
    rx: { vetName: 'Dr. Ana Cruz', prcNumber: '0012345', prescriptionNumber: 'RX-1' },
  });
  const detail = async (id: string) => (await manager.get<Sale>(`/api/sales/${id}`)).body;
  const lineIds = async (id: string) => (await detail(id)).returnable!.map((l) => l.saleLineId);
  const voidIt = (id: string, body: Record<string, unknown> = { reason: 'Wrong items rung up', approval }) =>
    cashier.post<Voided & Err>(`/api/sales/${id}/void`, body);
  const returnIt = (id: string, body: Record<string, unknown>) =>
    cashier.post<Returned & Err>(`/api/sales/${id}/returns`, {
      reason: 'Customer changed mind',
      refundMethod: 'cash',
      approval,
      ...body,
    });

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
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
      sku: 'VR-FEED',
      name: 'Hog Grower',
      baseUnit: 'kg',
      priceCentavos: 3200,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
      openingStock: [{ qtyMilli: 2_000_000 }],
    });
    vaccineId = await create({
      sku: 'VR-VAC',
      name: 'ND Vaccine',
      baseUnit: 'dose',
      priceCentavos: 900,
      isLotTracked: true,
      isRxVetDrug: true,
      registrationNumber: 'BAI-1',
      openingStock: [
        { qtyMilli: 30_000, lot: { batchNumber: 'L-A', expiryDate: '2098-01-31' } },
        { qtyMilli: 100_000, lot: { batchNumber: 'L-B', expiryDate: '2099-03-31' } },
      ],
    });
    expect((await manager.post('/api/pos/terminals', { name: 'Counter V' })).status).toBe(201);
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) cashier.cookies.set(k, v);
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 100_000 })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("voids a whole invoice on its day with a manager's approval: stock back into its lots, status voided", async () => {
    const feedBefore = await stock(feedId);
    const lotsBefore = await lotStock(vaccineId);
    const sale = await sell([sacks(2), doses(40)], 2 * 145_000 + 40 * 900);
    expect(sale.lines[1]!.lots.map((l) => [l.batchNumber, l.baseQtyMilli])).toEqual([
      ['L-A', 30_000],
      ['L-B', 10_000],
    ]);
    expect((await detail(sale.id)).voidable).toBe(true);

    const noApproval = await voidIt(sale.id, { reason: 'Wrong items' });
    expect(noApproval.status).toBe(422);
    const wrong = await voidIt(sale.id, {
      reason: 'Wrong items',
      approval: { ...approval, password: 'nope' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('APPROVAL_REQUIRED');
    const noReason = await voidIt(sale.id, { reason: '  ', approval });
    expect(noReason.status).toBe(422);

    const r = await voidIt(sale.id);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.voidDocument).toMatchObject({ voidNo: 1, voidNumber: 'VOID 00000001' });
    expect(await stock(feedId)).toBe(feedBefore);
    expect(await lotStock(vaccineId)).toEqual(lotsBefore);
    const d = await detail(sale.id);
    expect(d.status).toBe('voided');
    expect(d.voidable).toBe(false);
    expect(d.voidDocument).toMatchObject({ voidNumber: 'VOID 00000001', reason: 'Wrong items rung up' });
    expect(d.voidDocument!.approvedByName).not.toBe('');
    expect(d.returnable!.every((l) => l.returnableMilli === 0)).toBe(true);
    const moves = await t.db.query<{ type: string; ref: string; n: string }>(
      `SELECT type, reference_type AS ref, reference_number AS n FROM stock_movements
        WHERE reference_type = 'sale_void' ORDER BY product_id, lot_id`,
    );
    expect(moves.every((m) => m.type === 'return_in' && m.n === 'VOID 00000001')).toBe(true);
    expect(moves).toHaveLength(3);
    const journal = await t.db.query<{ kind: string; body: string }>(
      `SELECT kind, body FROM e_journal WHERE document_number = 'VOID 00000001'`,
    );
    expect(journal).toHaveLength(1);
    expect(journal[0]!.body.replace(/\s+/g, ' ')).toContain(
      'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX',
    );
    expect(journal[0]!.body).toContain(`Counter V ${sale.invoiceNumber}`);
    const [audit] = await t.db.query<{ details: { approvedBy: string } }>(
      `SELECT details FROM audit_log WHERE action = 'sales.voided' AND target_id = $1`,
      [sale.id],
    );
    expect(audit!.details.approvedBy).toBe('manager@demo.fbms.ph');

    // Twice: refused, and no number taken.
    const again = await voidIt(sale.id);
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({ reason: 'saleAlreadyVoided' });
    // A voided invoice returns nothing.
    const ret = await returnIt(sale.id, {
      lines: [{ saleLineId: (await lineIds(sale.id))[0], qtyMilli: 1000, condition: 'resellable' }],
    });
    expect(ret.status).toBe(409);
    expect(ret.body.error.details).toMatchObject({ reason: 'returnOfVoidedSale' });
  });

  it('keeps the VOID series gap-free when a void fails midway', async () => {
    await t.db.query(`CREATE FUNCTION test_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.reason = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
    await t.db.query(
      'CREATE TRIGGER test_boom BEFORE INSERT ON sale_voids FOR EACH ROW EXECUTE FUNCTION test_boom()',
    );
    const feedBefore = await stock(feedId);
    const a = await sell([sacks(1)], 145_000);
    const failed = await voidIt(a.id, { reason: 'boom', approval });
    expect(failed.status).toBe(500);
    expect(await stock(feedId)).toBe(feedBefore - 50_000);
    expect((await detail(a.id)).status).toBe('completed');
    await t.db.query('DROP TRIGGER test_boom ON sale_voids');
    const ok = await voidIt(a.id);
    expect(ok.status).toBe(201);
    expect(ok.body.voidDocument.voidNumber).toBe('VOID 00000002');
    expect(await stock(feedId)).toBe(feedBefore);
  });

  it('returns part of a line up to what was sold, with amounts in proportion, then refuses more', async () => {
    const sale = await sell([sacks(3)], 435_000, 'gcash');
    // VAT = 435,000 × 12/112 = 46,607.14 → 46,607.
    expect(sale.vatCentavos).toBe(46_607);
    const [line] = await lineIds(sale.id);
    const needs = await cashier.post<Err>(`/api/sales/${sale.id}/returns`, {
      lines: [{ saleLineId: line, qtyMilli: 1000, condition: 'resellable' }],
      reason: 'Torn sack',
      refundMethod: 'cash',
    });
    expect(needs.status).toBe(403);
    expect(needs.body.error.details).toMatchObject({ reason: 'returnNeedsApproval' });
    const card = await returnIt(sale.id, {
      lines: [{ saleLineId: line, qtyMilli: 1000, condition: 'resellable' }],
      refundMethod: 'card',
    });
    expect(card.status).toBe(422);
    expect(card.body.error.details).toMatchObject({ reason: 'refundMethodNotOnSale' });

    const before = await stock(feedId);
    const one = await returnIt(sale.id, {
      lines: [{ saleLineId: line, qtyMilli: 1000, condition: 'resellable' }],
      refundMethod: 'gcash',
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    // 46,607 × 145,000 / 435,000 = 15,535.67 → 15,536.
    expect(one.body.saleReturn).toMatchObject({
      returnNo: 1,
      returnNumber: 'RETURN 00000001',
      grossCentavos: 145_000,
      totalCentavos: 145_000,
      vatCentavos: 15_536,
      vatableSalesCentavos: 145_000 - 15_536,
      vatExemptSalesCentavos: 0,
    });
    expect(one.body.saleReturn.lines).toEqual([
      expect.objectContaining({ qtyMilli: 1000, baseQtyMilli: 50_000, netCentavos: 145_000 }),
    ]);
    expect(one.body.slip.blocks).toContainEqual({ kind: 'title', text: 'RETURN' });
    expect(await stock(feedId)).toBe(before + 50_000);

    const two = await returnIt(sale.id, {
      lines: [{ saleLineId: line, qtyMilli: 2000, condition: 'resellable' }],
    });
    expect(two.status).toBe(201);
    expect(two.body.saleReturn.returnNumber).toBe('RETURN 00000002');
    expect(two.body.saleReturn.vatCentavos).toBe(46_607 - 15_536);
    const more = await returnIt(sale.id, {
      lines: [{ saleLineId: line, qtyMilli: 1, condition: 'resellable' }],
    });
    expect(more.status).toBe(422);
    expect(more.body.error.details).toMatchObject({
      reason: 'returnTooMuch',
      returnableMilli: 0,
      requestedMilli: 1,
    });
    const d = await detail(sale.id);
    expect(d.returns!.map((r) => r.returnNumber)).toEqual(['RETURN 00000001', 'RETURN 00000002']);
    expect(d.returns!.reduce((s, r) => s + r.totalCentavos, 0)).toBe(sale.totalCentavos);
    expect(d.returnable).toEqual([{ saleLineId: line, lineNo: 1, returnedMilli: 3000, returnableMilli: 0 }]);
    const list = await manager.get<{ items: { id: string; returnState: string | null }[] }>(
      '/api/sales?status=returned',
    );
    expect(list.body.items.find((s) => s.id === sale.id)?.returnState).toBe('fully');
    // Goods came back: the invoice can no longer be voided.
    expect(d.voidable).toBe(false);
    const v = await voidIt(sale.id);
    expect(v.status).toBe(409);
    expect(v.body.error.details).toMatchObject({ reason: 'voidAfterReturn' });
  });

  it('damaged goods are recorded back and written off: never sellable again', async () => {
    const sale = await sell([doses(10)], 9000);
    const lots = await lotStock(vaccineId);
    const [line] = await lineIds(sale.id);
    const r = await returnIt(sale.id, {
      lines: [{ saleLineId: line, qtyMilli: 4000, condition: 'damaged' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.saleReturn.totalCentavos).toBe(3600);
    expect(await lotStock(vaccineId)).toEqual(lots);
    const moves = await t.db.query<{ type: string; q: number }>(
      `SELECT m.type, m.qty_milli::float8 AS q FROM stock_movements m JOIN sale_returns r ON r.id::text = m.reference_id
        WHERE r.sale_id = $1 AND m.reference_type = 'sale_return'`,
      [sale.id],
    );
    expect(moves.map((m) => [m.type, m.q]).sort()).toEqual([
      ['damage_out', -4000],
      ['return_in', 4000],
    ]);
    const detailAfter = await detail(sale.id);
    expect(detailAfter.returnable![0]).toMatchObject({ returnedMilli: 4000, returnableMilli: 6000 });
    const list = await manager.get<{ items: { id: string; returnState: string | null }[] }>('/api/sales');
    expect(list.body.items.find((s) => s.id === sale.id)?.returnState).toBe('partly');
  });

  it('after the Z-reading a sale cannot be voided: return the goods instead', async () => {
    const sale = await sell([sacks(1)], 145_000);
    await t.db.query('UPDATE terminals SET business_date = business_date + 1');
    expect((await detail(sale.id)).voidable).toBe(false);
    const r = await voidIt(sale.id);
    expect(r.status).toBe(409);
    expect(r.body.error.details).toMatchObject({ reason: 'voidAfterZReading' });
    expect(r.body.error.message).toMatch(/Return the goods instead/);
    const ret = await returnIt(sale.id, {
      lines: [{ saleLineId: (await lineIds(sale.id))[0], qtyMilli: 1000, condition: 'resellable' }],
    });
    expect(ret.status).toBe(201);
    const voids = await manager.get<{ items: { voidNumber: string; invoiceNumber: string }[] }>(
      '/api/sales/voids',
    );
    expect(voids.body.items.map((v) => v.voidNumber)).toEqual(['VOID 00000001', 'VOID 00000002']);
    const returns = await manager.get<{ items: { returnNumber: string; lineCount: number }[] }>(
      '/api/sales/returns',
    );
    expect(returns.body.items.map((x) => x.returnNumber)).toEqual([
      'RETURN 00000001',
      'RETURN 00000002',
      'RETURN 00000003',
      'RETURN 00000004',
    ]);
    expect((await cashier.get<Err>('/api/sales/voids')).status).toBe(403);
  });

  it.runIf(kind === 'postgres')(
    'a void and a return racing on one invoice: exactly one of them, stock and totals exact',
    async () => {
      await t.db.query(`UPDATE system_settings SET pos_controls = '{"returnsNeedApproval": false}'`);
      for (let i = 0; i < 10; i++) {
        const sale = await sell([sacks(2)], 290_000);
        const before = await stock(feedId);
        const [line] = await lineIds(sale.id);
        const [v, r] = await Promise.all([
          voidIt(sale.id),
          returnIt(sale.id, {
            lines: [{ saleLineId: line, qtyMilli: 1000, condition: 'resellable' }],
            approval: null,
          }),
        ]);
        const ok = [v.status, r.status].filter((s) => s === 201);
        expect(ok, JSON.stringify([v.body, r.body])).toHaveLength(1);
        const d = await detail(sale.id);
        if (v.status === 201) {
          expect(r.body.error.details).toMatchObject({ reason: 'returnOfVoidedSale' });
          expect(await stock(feedId)).toBe(before + 100_000);
          expect(d.status).toBe('voided');
          expect(d.returns).toEqual([]);
        } else {
          expect(v.body.error.details).toMatchObject({ reason: 'voidAfterReturn' });
          expect(await stock(feedId)).toBe(before + 50_000);
          expect(d.status).toBe('completed');
          expect(d.returns!.map((x) => x.totalCentavos)).toEqual([145_000]);
        }
      }
    },
  );

  it.runIf(kind === 'postgres')('10 returns racing for one line never exceed the sold quantity', async () => {
    await t.db.query(`UPDATE system_settings SET pos_controls = '{"returnsNeedApproval": false}'`);
    const sale = await sell([sacks(5)], 725_000);
    const before = await stock(feedId);
    const [line] = await lineIds(sale.id);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        returnIt(sale.id, {
          lines: [{ saleLineId: line, qtyMilli: 1000, condition: 'resellable' }],
          approval: null,
        }),
      ),
    );
    const ok = replies.filter((r) => r.status === 201);
    expect(ok).toHaveLength(5);
    for (const r of replies.filter((x) => x.status !== 201)) expect(r.status).toBe(422);
    expect(await stock(feedId)).toBe(before + 250_000);
    const d = await detail(sale.id);
    expect(d.returnable![0]).toMatchObject({ returnedMilli: 5000, returnableMilli: 0 });
    expect(d.returns!.reduce((s, r) => s + r.totalCentavos, 0)).toBe(725_000);
    expect(d.returns!.reduce((s, r) => s + r.vatCentavos, 0)).toBe(sale.vatCentavos);
    // The series stays gap-free under the race.
    const nos = ok.map((r) => r.body.saleReturn.returnNo).sort((a, b) => a - b);
    expect(nos).toEqual(Array.from({ length: 5 }, (_, i) => nos[0]! + i));
  });
});
