import { sqlRows, uuidv7 } from '@fbms/db';
import { addDays, manilaDate, quarterOf } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { MAIN_STORE_ID } from '../inventory/stock.service.ts';
import { payablesSeeder } from './demo-payables.ts';
import { insertBill, lockSupplier } from './payables-ledger.service.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Payment = {
  id: string;
  paymentNo: string;
  amountCentavos: number;
  withholdingAtc: string | null;
  withholdingBaseCentavos: number;
  withholdingCentavos: number;
  lines: { billId: string; reference: string; amountCentavos: number }[];
  balanceCentavos: number;
};
type Bill = { id: string; reference: string; openCentavos: number; supplierName: string };

/** Payables (issue 24): open bills, payments with withholding, ageing, due this week, 2307 over HTTP. */
describe.each(DB_KINDS)('payables on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let accountant: TestClient;
  let cashier: TestClient;
  let userId = '';
  const today = manilaDate(new Date());
  let rvSeq = 0;

  /** A supplier written by SQL (the suppliers module is another slice's). */
  const newSupplier = async (
    name: string,
    extra: { vat?: boolean; atc?: string | null; tin?: string } = {},
  ) => {
    const id = uuidv7();
    await t.db.query(
      `INSERT INTO suppliers (id, name, tin, address, vat_registered, payment_terms_days, withholding_atc, payee_type)
       VALUES ($1, $2, $3, 'Brgy. Poblacion, Lipa City, Batangas', $4, 30, $5, 'corporate')`,
      [
        id,
        name,
        extra.tin ?? '123-456-789-000',
        extra.vat ?? true,
        extra.atc === undefined ? 'WC158' : extra.atc,
      ],
    );
    return id;
  };
  /** A bill through the payables' one door, behind a bare receiving voucher row (as receiving writes it). */
  const bill = async (
    supplierId: string,
    amount: number,
    vat: number,
    billDate: string,
    due: string,
    ref: string,
  ) => {
    const rvId = uuidv7();
    rvSeq += 1;
    let id = '';
    await t.db.db.transaction(async (tx) => {
      await lockSupplier(tx, supplierId);
      await sqlRows(
        tx,
        sql`INSERT INTO receiving_vouchers (id, rv_no, supplier_id, location_id, business_date, supplier_invoice_no,
                                            goods_centavos, input_vat_centavos, total_centavos, request_hash, created_by)
            VALUES (${rvId}, ${`RV-TEST-${rvSeq}`}, ${supplierId}, ${MAIN_STORE_ID}, ${billDate}, ${ref},
                    ${amount}, ${vat}, ${amount}, 'test', ${userId})`,
      );
      id = await insertBill(tx, {
        supplierId,
        kind: 'bill',
        rvId,
        reference: ref,
        billDate,
        dueDate: due,
        amountCentavos: amount,
        inputVatCentavos: vat,
      });
    });
    return id;
  };
  const pay = (body: Record<string, unknown>, who = accountant) =>
    who.post<Payment & Err>('/api/purchases/payables/payments', { id: uuidv7(), method: 'cash', ...body });
  const openOf = async (supplierId: string) =>
    (await manager.get<{ items: Bill[] }>(`/api/purchases/payables/bills?supplierId=${supplierId}`)).body
      .items;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, accountant, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const [u] = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'manager@demo.fbms.ph'`);
    userId = u!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays a bill with withholding on its amount before VAT, numbered SP-YYYYMM-NNNN, posted to AP, cash and EWT', async () => {
    const s = await newSupplier('Batangas Feed Mill Corp.');
    const b1 = await bill(s, 11_200_00, 1_200_00, addDays(today, -40), addDays(today, -10), 'SI-1001');
    await bill(s, 5_600_00, 600_00, addDays(today, -5), addDays(today, 25), 'SI-1002');
    const r = await pay({ supplierId: s, amountCentavos: 11_100_00, withholdingAtc: 'WC158', billIds: [b1] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.paymentNo).toMatch(/^SP-\d{6}-\d{4}$/);
    expect(r.body).toMatchObject({ withholdingBaseCentavos: 10_000_00, withholdingCentavos: 100_00 });
    expect(r.body.lines.map((l) => [l.reference, l.amountCentavos])).toEqual([['SI-1001', 11_200_00]]);
    expect(r.body.balanceCentavos).toBe(5_600_00);
    expect((await openOf(s)).map((b) => b.reference)).toEqual(['SI-1002']);
    const lines = await t.db.query<{ key: string; debit: number; credit: number }>(
      `SELECT a.key, l.debit_centavos::float8 AS debit, l.credit_centavos::float8 AS credit
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_type = 'supplier_payment' AND e.source_id = $1 ORDER BY l.line_no`,
      [r.body.id],
    );
    expect(lines).toEqual([
      { key: 'accounts_payable', debit: 11_200_00, credit: 0 },
      { key: 'cash_in_safe', debit: 0, credit: 11_100_00 },
      { key: 'withholding_tax_expanded', debit: 0, credit: 100_00 },
    ]);
    // A resend answers the same payment; the same id with other details is refused.
    const again = await accountant.post<Payment>('/api/purchases/payables/payments', {
      id: r.body.id,
      supplierId: s,
      method: 'cash',
      amountCentavos: 11_100_00,
      withholdingAtc: 'WC158',
      billIds: [b1],
    });
    expect(again.status).toBe(200);
    expect(again.body.paymentNo).toBe(r.body.paymentNo);
    const reused = await pay({ id: r.body.id, supplierId: s, amountCentavos: 1_00, withholdingAtc: null });
    expect(reused.status).toBe(409);
    expect(reused.body.error.details?.reason).toBe('documentIdReused');
    // The voucher PDF.
    const pdf = await manager.get(`/api/purchases/payables/payments/${r.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('a partial payment leaves the rest open; oldest first without a choice; more than open and a bill not open are refused', async () => {
    const s = await newSupplier('Lipa Agri Supply', { vat: false, atc: null });
    await bill(s, 3_000_00, 0, addDays(today, -20), addDays(today, 10), 'B-2');
    await bill(s, 2_000_00, 0, addDays(today, -30), addDays(today, -1), 'B-1');
    const r = await pay({
      supplierId: s,
      amountCentavos: 2_500_00,
      withholdingAtc: null,
      method: 'gcash',
      reference: 'GC123',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.lines.map((l) => [l.reference, l.amountCentavos])).toEqual([
      ['B-1', 2_000_00],
      ['B-2', 500_00],
    ]);
    expect(r.body.withholdingCentavos).toBe(0);
    expect((await openOf(s)).map((b) => [b.reference, b.openCentavos])).toEqual([['B-2', 2_500_00]]);

    const over = await pay({ supplierId: s, amountCentavos: 2_500_01, withholdingAtc: null });
    expect(over.status).toBe(422);
    expect(over.body.error.details?.reason).toBe('paymentExceedsOpen');
    const paidBill = r.body.lines[0]!.billId;
    const notOpen = await pay({
      supplierId: s,
      amountCentavos: 100,
      withholdingAtc: null,
      billIds: [paidBill],
    });
    expect(notOpen.status).toBe(422);
    expect(notOpen.body.error.details?.reason).toBe('billNotOpen');
    const check = await pay({ supplierId: s, amountCentavos: 100, withholdingAtc: null, method: 'check' });
    expect(check.status).toBe(422);
    expect(JSON.stringify(check.body)).toContain('check number');
    // A cashier may not pay suppliers.
    expect((await pay({ supplierId: s, amountCentavos: 100, withholdingAtc: null }, cashier)).status).toBe(
      403,
    );
    expect((await openOf(s))[0]!.openCentavos).toBe(2_500_00);
  });

  it('ageing by supplier as of a date, due this week, the payments list and the 2307 sums', async () => {
    const s = await newSupplier('Tanauan Vet Distributors', { atc: 'WC158', tin: '987-654-321-000' });
    await bill(s, 1_120_00, 120_00, addDays(today, -100), addDays(today, -95), 'OLD-1');
    await bill(s, 2_240_00, 240_00, addDays(today, -40), addDays(today, -35), 'MID-1');
    const soon = await bill(s, 4_480_00, 480_00, addDays(today, -2), addDays(today, 3), 'SOON-1');
    await bill(s, 5_000_00, 0, addDays(today, -1), addDays(today, 40), 'LATER-1');
    const ageing = await manager.get<{
      items: { supplierId: string; ageing: Record<string, number> }[];
      totals: Record<string, number>;
    }>(`/api/purchases/payables/ageing?asOf=${today}`);
    expect(ageing.status).toBe(200);
    const row = ageing.body.items.find((i) => i.supplierId === s)!;
    expect(row.ageing).toEqual({
      current: 9_480_00,
      d1_30: 0,
      d31_60: 2_240_00,
      d61_90: 0,
      d90_plus: 1_120_00,
      total: 12_840_00,
    });
    expect(ageing.body.totals.total).toBeGreaterThanOrEqual(12_840_00);
    const due = await manager.get<{ items: Bill[] }>(`/api/purchases/payables/due?date=${today}`);
    const mine = due.body.items
      .filter((b) => b.supplierName === 'Tanauan Vet Distributors')
      .map((b) => b.reference);
    expect(mine).toEqual(['OLD-1', 'MID-1', 'SOON-1']);

    // Two payments with withholding in this quarter: base before VAT per month, tax withheld per ATC.
    const p1 = await pay({
      supplierId: s,
      amountCentavos: 4_440_00,
      withholdingAtc: 'WC158',
      billIds: [soon],
    });
    expect(p1.status, JSON.stringify(p1.body)).toBe(201);
    expect(p1.body.withholdingCentavos).toBe(40_00);
    const p2 = await pay({
      supplierId: s,
      amountCentavos: 1_000_00,
      withholdingAtc: 'WC160',
      method: 'bank',
      bank: 'BPI',
    });
    expect(p2.status, JSON.stringify(p2.body)).toBe(201);
    const f = await accountant.get<{
      payee: { name: string; tin: string };
      months: string[];
      rows: { atc: string; months: number[]; totalCentavos: number; withheldCentavos: number }[];
      totalCentavos: number;
      withheldCentavos: number;
    }>(`/api/purchases/payables/2307?supplierId=${s}&quarter=${quarterOf(today)}`);
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    expect(f.body.payee).toMatchObject({ name: 'Tanauan Vet Distributors', tin: '987-654-321-000' });
    const m = f.body.months.indexOf(today.slice(0, 7));
    const wc158 = f.body.rows.find((r) => r.atc === 'WC158')!;
    expect(wc158.months[m]).toBe(4_000_00);
    expect(wc158.withheldCentavos).toBe(40_00);
    const wc160 = f.body.rows.find((r) => r.atc === 'WC160')!;
    expect(wc160.totalCentavos).toBe(p2.body.withholdingBaseCentavos);
    expect(wc160.withheldCentavos).toBe(p2.body.withholdingCentavos);
    expect(f.body.withheldCentavos).toBe(40_00 + p2.body.withholdingCentavos);
    const list = await manager.get<{ items: { paymentNo: string }[] }>(
      `/api/purchases/payables/payments?supplierId=${s}`,
    );
    expect(list.body.items.map((p) => p.paymentNo).sort()).toEqual(
      [p1.body.paymentNo, p2.body.paymentNo].sort(),
    );
    const pdf = await accountant.get(
      `/api/purchases/payables/2307.pdf?supplierId=${s}&quarter=${quarterOf(today)}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bad = await manager.get<Err>(`/api/purchases/payables/2307?supplierId=${s}&quarter=2026-Q5`);
    expect(bad.status).toBe(422);
  });

  it('the demo seeder pays the suppliers owed the most (after receiving wrote their bills)', async () => {
    const s = await newSupplier('Demo Seed Supplier', { atc: 'WC158' });
    await bill(s, 900_000_00, 96_428_57, addDays(today, -20), addDays(today, 10), 'BIG-1');
    await bill(s, 100_000_00, 10_714_29, addDays(today, -10), addDays(today, 20), 'BIG-2');
    const counts: Record<string, number> = {};
    await t.db.db.transaction(async (tx) => {
      await payablesSeeder.seed({
        tx,
        today,
        counts,
        people: [
          { id: userId, email: 'accountant@demo.fbms.ph', firstName: 'A', lastName: 'B', role: 'accountant' },
        ],
      } as unknown as Parameters<typeof payablesSeeder.seed>[0]);
    });
    expect(counts.supplierPayments).toBeGreaterThanOrEqual(1);
    expect((await openOf(s)).map((b) => b.reference)).toEqual(['BIG-2']);
    const [p] = await t.db.query<{ method: string; w: number }>(
      `SELECT method, withholding_centavos::float8 AS w FROM supplier_payments WHERE supplier_id = $1`,
      [s],
    );
    expect(p).toEqual({ method: 'check', w: 8_035_71 });
  });

  it.skipIf(kind !== 'postgres')(
    'two payments of the same bill at once never pay more than is open',
    async () => {
      for (let round = 0; round < 4; round++) {
        const s = await newSupplier(`Race Supplier ${round}`, { atc: null });
        const b = await bill(s, 1_000_00, 0, addDays(today, -3), addDays(today, 27), `RACE-${round}`);
        const [a, c] = await Promise.all([
          pay({ supplierId: s, amountCentavos: 800_00, withholdingAtc: null, billIds: [b] }),
          pay({ supplierId: s, amountCentavos: 800_00, withholdingAtc: null, billIds: [b] }, manager),
        ]);
        expect([a.status, c.status].sort()).toEqual([201, 422]);
        const [paid] = await t.db.query<{ s: number }>(
          'SELECT coalesce(sum(amount_centavos), 0)::float8 AS s FROM supplier_payment_lines WHERE bill_id = $1',
          [b],
        );
        expect(paid!.s).toBe(800_00);
      }
    },
  );
});
