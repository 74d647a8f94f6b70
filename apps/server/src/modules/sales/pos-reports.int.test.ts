import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@fbms/db';
import { manilaDate, type PosReport, type ReadingFigures } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Sale = {
  id: string;
  invoiceNumber: string;
  grossCentavos: number;
  promoCentavos: number;
  scPwdCentavos: number;
  bnpcCentavos: number;
  vatRemovedCentavos: number;
  vatExemptSalesCentavos: number;
  totalCentavos: number;
};
type Err = { error: { code: string; details?: { totalCentavos?: number } } };

/** A Z-reading's figures as the readings helper stores them (the shape of reading-figures.ts). */
function zFigures(day: string, over: Partial<ReadingFigures> = {}): ReadingFigures {
  const c = (n: number) => n as ReadingFigures['grossCentavos'];
  return {
    kind: 'z',
    readingNo: 7,
    businessDate: day,
    header: {} as ReadingFigures['header'],
    takenAt: `${day}T12:00:00.000Z`,
    takenByName: 'Mara Manager',
    shifts: [],
    from: null,
    to: null,
    invoices: { first: '00000001', last: '00000005', count: 5 },
    voids: { first: '00000001', last: '00000001', count: 1 },
    returns: { first: '00000001', last: '00000001', count: 1 },
    resetCounter: 0,
    zCounter: 7,
    previousAccumulatedCentavos: c(1_000_000),
    salesForTheDayCentavos: c(100_000),
    presentAccumulatedCentavos: c(1_100_000),
    grossCentavos: c(100_000),
    discounts: {
      scPwdCentavos: c(2_000),
      bnpcCentavos: c(500),
      promoCentavos: c(1_000),
      totalCentavos: c(3_500),
    },
    returnsCentavos: c(4_000),
    voidsCentavos: c(10_000),
    vatAdjustmentCentavos: c(1_200),
    netCentavos: c(81_300),
    vat: {
      vatableSalesCentavos: c(50_000),
      vatCentavos: c(6_000),
      vatExemptSalesCentavos: c(44_000),
      zeroRatedSalesCentavos: c(0),
      nonVatSalesCentavos: c(0),
    },
    tenders: [],
    refunds: [],
    cash: {
      openingFundCentavos: c(0),
      cashInCentavos: c(0),
      cashOutCentavos: c(0),
      declaredCentavos: null,
      expectedCentavos: c(0),
      shortOverCentavos: null,
    },
    ...over,
  };
}

describe.each(DB_KINDS)('POS back-end reports on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let vitaminId: string;
  let feedId: string;
  let terminalId: string;
  let managerId: string;
  let today: string;
  const sales: Record<'senior' | 'pwd' | 'bnpc' | 'promo' | 'voided', Sale> = {} as never;

  /** Sends the sale once with a wrong total to learn the right one, then for real. */
  const sell = async (body: Record<string, unknown>) => {
    const send = (totalCentavos: number) =>
      manager.post<{ sale: Sale } & Err>('/api/sales', {
        id: randomUUID(),
        payments: [{ method: 'cash', amountCentavos: totalCentavos }],
        totalCentavos,
        ...body,
      });
    const probe = await send(1);
    const total = probe.body.error?.details?.totalCentavos;
    expect(total, JSON.stringify(probe.body)).toBeTypeOf('number');
    const r = await send(total!);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.sale;
  };
  const report = async (name: string, query = `from=${today}&to=${today}`) => {
    const r = await manager.get<PosReport>(`/api/sales/reports/${name}?${query}`);
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
    const create = async (body: Record<string, unknown>) =>
      (await manager.post<{ product: { id: string } }>('/api/products', body)).body.product.id;
    vitaminId = await create({
      sku: 'VIT-R',
      name: 'Vitamin B',
      baseUnit: 'pc',
      priceCentavos: 11_200,
      scPwdEligible: true,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    feedId = await create({
      sku: 'FEED-R',
      name: 'Layer Mash',
      baseUnit: 'kg',
      priceCentavos: 5_000,
      bnpcEligible: true,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    terminalId = (await manager.post<{ id: string }>('/api/pos/terminals', { name: 'Counter R' })).body.id;
    expect((await manager.post('/api/shifts', { openingFundCentavos: 0 })).status).toBe(201);
    const vitamins = (qtyMilli: number) => [
      { productId: vitaminId, unitCode: null, qtyMilli, unitPriceCentavos: 11_200 },
    ];
    const beneficiary = (b: 'senior' | 'pwd', k: 'sc_pwd20' | 'bnpc5', name: string, idNumber: string) => ({
      kind: k,
      beneficiary: b,
      name,
      idNumber,
      tin: b === 'senior' ? '123456789' : undefined,
    });
    sales.senior = await sell({
      lines: vitamins(1000),
      statutory: beneficiary('senior', 'sc_pwd20', 'Lola Basyang', 'OSCA-77'),
    });
    sales.pwd = await sell({
      lines: vitamins(2000),
      statutory: beneficiary('pwd', 'sc_pwd20', 'Juan Dela Cruz', 'PWD-55'),
    });
    sales.bnpc = await sell({
      lines: [{ productId: feedId, unitCode: null, qtyMilli: 10_000, unitPriceCentavos: 5_000 }],
      statutory: beneficiary('senior', 'bnpc5', 'Lola Basyang', 'OSCA-77'),
    });
    sales.promo = await sell({ lines: vitamins(1000), orderPromo: { kind: 'percent', basisPoints: 1000 } });
    sales.voided = await sell({
      lines: vitamins(3000),
      statutory: beneficiary('senior', 'sc_pwd20', 'Tata Selo', 'OSCA-99'),
    });

    // What the voids, returns, shifts and readings helpers write, inserted as they store it.
    const [ids] = await t.db.query<{ manager: string; shift: string }>(
      `SELECT u.id AS manager, t.open_shift_id AS shift FROM users u, terminals t
        WHERE u.email = 'manager@demo.fbms.ph' AND t.id = $1`,
      [terminalId],
    );
    managerId = ids!.manager;
    await t.db.query(
      `INSERT INTO sale_voids (id, sale_id, terminal_id, void_no, shift_id, business_date, reason, voided_by, approved_by)
       VALUES ($1, $2, $3, 1, $4, $5, 'Wrong item rung up', $6, $6)`,
      [uuidv7(), sales.voided.id, terminalId, ids!.shift, today, managerId],
    );
    await t.db.query(`UPDATE sales SET status = 'voided' WHERE id = $1`, [sales.voided.id]);
    await t.db.query(
      `INSERT INTO sale_returns (id, sale_id, terminal_id, return_no, shift_id, business_date, reason, refund_method,
         gross_centavos, promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, vatable_sales_centavos,
         vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos, non_vat_sales_centavos, total_centavos,
         returned_by)
       VALUES ($1, $2, $3, 1, $4, $5, 'Damaged box', 'cash', 11200, 1120, 0, 0, 0, 9000, 1080, 0, 0, 0, 10080, $6)`,
      [uuidv7(), sales.promo.id, terminalId, ids!.shift, today, managerId],
    );
    await t.db.query(
      `INSERT INTO shifts (id, terminal_id, shift_no, cashier_id, business_date, opened_by, opening_fund_centavos,
         closed_at, closed_by, declared_cash_centavos, expected_cash_centavos, short_over_centavos)
       VALUES ($1, $2, 90, $3, $4, $3, 100000, now(), $3, 149950, 150000, -50)`,
      [uuidv7(), terminalId, managerId, today],
    );
    await t.db.query(
      `INSERT INTO readings (id, terminal_id, kind, reading_no, business_date, figures, created_by)
       VALUES ($1, $2, 'z', 7, $3, $4::jsonb, $5)`,
      [uuidv7(), terminalId, today, JSON.stringify(zFigures(today)), managerId],
    );
  });
  afterAll(() => t?.close());

  it('BIR Sales Summary: one row per Z-reading, from its stored figures', async () => {
    const r = await report('bir-sales-summary');
    expect(r.title).toBe('BIR Sales Summary Report');
    expect(r.rows).toEqual([
      {
        date: today,
        terminal: 'Counter R',
        beginningSi: '00000001',
        endingSi: '00000005',
        grandTotalEnd: 1_100_000,
        grandTotalBeginning: 1_000_000,
        gross: 100_000,
        vatable: 50_000,
        vat: 6_000,
        exempt: 44_000,
        zeroRated: 0,
        scPwd: 2_000,
        bnpc: 500,
        promo: 1_000,
        returns: 4_000,
        voids: 10_000,
        vatAdjustment: 1_200,
        net: 81_300,
        zCounter: 7,
        resetCounter: 0,
      },
    ]);
    expect(r.totals).toMatchObject({ gross: 100_000, net: 81_300 });
    expect(r.totals).not.toHaveProperty('zCounter');
  });

  it('senior citizen and PWD sales books: each beneficiary in its own book, voided invoices left out', async () => {
    const seniors = await report('senior-sales-book');
    const s = sales.senior;
    expect(seniors.rows).toEqual([
      {
        date: today,
        name: 'Lola Basyang',
        idNumber: 'OSCA-77',
        tin: '123456789',
        terminal: 'Counter R',
        invoice: s.invoiceNumber,
        gross: s.grossCentavos,
        vatExempt: s.vatExemptSalesCentavos,
        vatRemoved: s.vatRemovedCentavos,
        discount: s.scPwdCentavos,
        net: s.totalCentavos,
      },
    ]);
    // ₱112.00 with VAT: ₱100.00 VAT-exempt, 20% of it ₱20.00, ₱80.00 due.
    expect(seniors.rows[0]).toMatchObject({ gross: 11_200, vatRemoved: 1_200, discount: 2_000, net: 8_000 });
    const pwd = await report('pwd-sales-book');
    expect(pwd.rows.map((r) => [r.name, r.idNumber, r.discount])).toEqual([
      ['Juan Dela Cruz', 'PWD-55', 4_000],
    ]);
    expect(pwd.totals).toMatchObject({ gross: 22_400, discount: 4_000, net: 16_000 });
  });

  it('BNPC book: the purchase and its 5% discount', async () => {
    const r = await report('bnpc-book');
    expect(r.rows).toEqual([
      expect.objectContaining({
        name: 'Lola Basyang',
        beneficiary: 'Senior',
        idNumber: 'OSCA-77',
        invoice: sales.bnpc.invoiceNumber,
        discount: sales.bnpc.bnpcCentavos,
      }),
    ]);
    expect(r.rows[0]!.purchase).toBe(50_000);
    expect(r.totals.discount).toBe(2_500);
  });

  it('void and return reports: the documents with their invoice, amounts and people', async () => {
    const v = await report('voids');
    expect(v.rows).toEqual([
      expect.objectContaining({
        voidNo: 'VOID 00000001',
        invoice: sales.voided.invoiceNumber,
        invoiceDate: today,
        amount: sales.voided.totalCentavos,
        reason: 'Wrong item rung up',
        voidedBy: expect.any(String),
      }),
    ]);
    expect(v.totals.amount).toBe(sales.voided.totalCentavos);
    const r = await report('returns');
    expect(r.rows).toEqual([
      expect.objectContaining({
        returnNo: 'RETURN 00000001',
        invoice: sales.promo.invoiceNumber,
        gross: 11_200,
        discounts: 1_120,
        refund: 10_080,
        refundMethod: 'cash',
        approvedBy: null,
      }),
    ]);
  });

  it('discount report: per day by kind, voided invoices left out', async () => {
    const r = await report('discounts');
    const s = sales;
    expect(r.rows).toEqual([
      {
        date: today,
        sales: 4,
        promo: s.promo.promoCentavos,
        senior: s.senior.scPwdCentavos,
        pwd: s.pwd.scPwdCentavos,
        vatRemoved: s.senior.vatRemovedCentavos + s.pwd.vatRemovedCentavos,
        bnpc: s.bnpc.bnpcCentavos,
        total:
          s.promo.promoCentavos +
          s.senior.scPwdCentavos +
          s.pwd.scPwdCentavos +
          s.senior.vatRemovedCentavos +
          s.pwd.vatRemovedCentavos +
          s.bnpc.bnpcCentavos,
      },
    ]);
    expect(r.rows[0]).toMatchObject({ promo: 1_120, senior: 2_000, pwd: 4_000, bnpc: 2_500 });
  });

  it('cashier short/over: closed shifts only', async () => {
    const r = await report('short-over');
    expect(r.rows).toEqual([
      expect.objectContaining({
        terminal: 'Counter R',
        shiftNo: 90,
        expected: 150_000,
        declared: 149_950,
        shortOver: -50,
      }),
    ]);
    expect(r.totals.shortOver).toBe(-50);
  });

  it('keeps to the dates and the terminal asked for', async () => {
    for (const name of [
      'bir-sales-summary',
      'senior-sales-book',
      'voids',
      'returns',
      'discounts',
      'short-over',
    ]) {
      expect((await report(name, 'from=2000-01-01&to=2000-12-31')).rows, name).toEqual([]);
      expect((await report(name, `from=${today}&to=${today}&terminalId=${randomUUID()}`)).rows, name).toEqual(
        [],
      );
    }
    const mine = await report('senior-sales-book', `from=${today}&to=${today}&terminalId=${terminalId}`);
    expect(mine.terminalName).toBe('Counter R');
    expect(mine.rows).toHaveLength(1);
    expect((await manager.get(`/api/sales/reports/voids?from=${today}&to=2000-01-01`)).status).toBe(422);
    expect((await manager.get('/api/sales/reports/voids?from=2024-01-01&to=2026-01-01')).status).toBe(422);
    expect((await manager.get(`/api/sales/reports/nonsense?from=${today}&to=${today}`)).status).toBe(422);
  });

  it('serves each report as a PDF', async () => {
    const r = await manager.get<string>(`/api/sales/reports/bir-sales-summary/pdf?from=${today}&to=${today}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toContain(`bir-sales-summary-${today}-to-${today}.pdf`);
    expect(r.body.startsWith('%PDF-')).toBe(true);
  });

  it('is for the roles that export reports: a cashier is refused', async () => {
    expect((await cashier.get(`/api/sales/reports/voids?from=${today}&to=${today}`)).status).toBe(403);
    expect((await cashier.get(`/api/sales/reports/voids/pdf?from=${today}&to=${today}`)).status).toBe(403);
  });
});
