import { randomUUID } from 'node:crypto';
import { sqlRows, uuidv7 } from '@fbms/db';
import {
  documentFigures,
  type InvoiceDoc,
  manilaDate,
  type Reading,
  type ReturnDoc,
  type VoidDoc,
} from '@fbms/domain';
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
import { computeFigures, flagMissedZReadings } from './readings.service.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Sale = { sale: { id: string; invoiceNo: number; businessDate?: string; totalCentavos: number } };
const DAY = 86_400_000;
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** X and Z readings, the business date's move, reprints and the grand total (issue 21, decision 0008). */
describe.each(DB_KINDS)('readings on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let admin: TestClient;
  let productId: string;
  let terminalId: string;
  const today = () => manilaDate(t.fbms.deps.now());
  const db = () => t.db.db;

  const sell = async (qty = 1, client = cashier) => {
    const r = await client.post<Sale & Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ productId, unitCode: null, qtyMilli: qty * 1000, unitPriceCentavos: 10_000 }],
      payments: [{ method: 'cash', amountCentavos: qty * 10_000 }],
      totalCentavos: qty * 10_000,
    });
    return r;
  };
  const terminal = async () =>
    (
      await sqlRows<{
        businessDate: string;
        dayOpen: boolean;
        zCounter: number;
        grandTotal: number;
        openShiftId: string | null;
      }>(
        db(),
        sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS "businessDate", day_open AS "dayOpen",
                   z_counter::float8 AS "zCounter", grand_total_centavos::float8 AS "grandTotal",
                   open_shift_id AS "openShiftId" FROM terminals WHERE id = ${terminalId}`,
      )
    )[0]!;
  const openShift = async () => {
    const r = await cashier.post<{ id: string } & Err>('/api/shifts', { openingFundCentavos: 200_000 });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };
  /** Closes the open shift as the shifts module does (counted exactly), under the terminal's lock. */
  const closeShift = async () => {
    await db().transaction(async (tx) => {
      const [row] = await sqlRows<{ shift: string; fund: number }>(
        tx,
        sql`SELECT t.open_shift_id AS shift, s.opening_fund_centavos::float8 AS fund
              FROM terminals t JOIN shifts s ON s.id = t.open_shift_id WHERE t.id = ${terminalId} FOR UPDATE OF t`,
      );
      if (!row) return;
      const [cash] = await sqlRows<{ cash: number }>(
        tx,
        sql`SELECT coalesce(sum(p.amount_centavos), 0)::float8 AS cash FROM sales s JOIN sale_payments p ON p.sale_id = s.id
             WHERE s.shift_id = ${row.shift} AND p.method = 'cash'`,
      );
      const expected = row.fund + cash!.cash;
      await tx.execute(sql`
        UPDATE shifts SET closed_at = ${t.fbms.deps.now().toISOString()}, closed_by = cashier_id,
               declared_cash_centavos = ${expected - 500}, expected_cash_centavos = ${expected}, short_over_centavos = -500
         WHERE id = ${row.shift}`);
      await tx.execute(sql`UPDATE terminals SET open_shift_id = NULL WHERE id = ${terminalId}`);
    });
  };
  const z = (businessDate: string) => cashier.post<Reading & Err>('/api/shifts/z-reading', { businessDate });

  let terminalCookie: [string, string] | undefined;
  const signInAll = async () => {
    manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    cashier = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    admin = await signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD);
    if (terminalCookie) cashier.cookies.set(...terminalCookie);
  };
  /** The clock moves a day on (the sessions of a day ago have expired: everyone signs in again). */
  const advanceDay = async () => {
    t.advance(DAY);
    await signInAll();
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    await signInAll();
    const p = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'RD-1',
      name: 'Vitamin B Complex',
      baseUnit: 'pc',
      priceCentavos: 10_000,
      openingStock: [{ qtyMilli: 5_000_000 }],
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    productId = p.body.product.id;
    const e = await manager.post<{ id: string }>('/api/pos/terminals', {
      name: 'Counter R',
      min: '21010112345678901',
      serialNumber: 'SN-R',
      ptuNumber: 'FP-R',
    });
    expect(e.status).toBe(201);
    terminalId = e.body.id;
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) terminalCookie = [k, v];
    cashier.cookies.set(...terminalCookie!);
  });
  afterAll(async () => {
    await t?.close();
  });

  let shiftId: string;
  let zOne: Reading;

  it('takes an X-reading any time: mid-shift, twice, resetting nothing', async () => {
    shiftId = await openShift();
    expect((await sell(2)).status).toBe(201);
    expect((await sell(1)).status).toBe(201);
    const x1 = await cashier.post<Reading & Err>(`/api/shifts/${shiftId}/x-reading`);
    expect(x1.status, JSON.stringify(x1.body)).toBe(201);
    expect(x1.body).toMatchObject({ kind: 'x', readingNo: 1, number: 'X 00000001', shiftId });
    const f = x1.body.figures;
    expect(f.invoices).toEqual({ first: '00000001', last: '00000002', count: 2 });
    expect(f).toMatchObject({ grossCentavos: 30_000, netCentavos: 30_000, zCounter: null });
    expect(f.tenders).toEqual([{ method: 'cash', amountCentavos: 30_000, count: 2 }]);
    // Mid-shift the drawer's expected cash is not printed: the cashier counts blind at closing.
    expect(f.cash).toMatchObject({
      openingFundCentavos: 200_000,
      expectedCentavos: null,
      declaredCentavos: null,
    });
    expect(f.shifts).toHaveLength(1);
    expect((await sell(1)).status).toBe(201);
    const x2 = await cashier.post<Reading>(`/api/shifts/${shiftId}/x-reading`);
    expect(x2.body.readingNo).toBe(2);
    expect(x2.body.figures.grossCentavos).toBe(40_000);
    const [j] = await sqlRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::float8 AS n FROM e_journal WHERE kind = 'x_reading' AND terminal_id = ${terminalId}`,
    );
    expect(j!.n).toBe(2);
    expect((await terminal()).zCounter).toBe(0);
  });

  it('refuses the Z-reading while a shift is open, and for a date other than the one confirmed', async () => {
    const r = await z(today());
    expect(r.status).toBe(409);
    expect(r.body.error.details).toMatchObject({ reason: 'zReadingShiftOpen' });
    await closeShift();
    const wrong = await z(nextDay(today()));
    expect(wrong.body.error.details).toMatchObject({ reason: 'zReadingDateChanged', businessDate: today() });
  });

  it('takes the Z-reading: the figures of the day, the counters, and the terminal moves to the next date', async () => {
    const day = today();
    const r = await z(day);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    zOne = r.body;
    expect(zOne).toMatchObject({ kind: 'z', readingNo: 1, number: 'Z 00000001', businessDate: day });
    expect(zOne.figures).toMatchObject({
      zCounter: 1,
      resetCounter: 0,
      previousAccumulatedCentavos: 0,
      salesForTheDayCentavos: 40_000,
      presentAccumulatedCentavos: 40_000,
      grossCentavos: 40_000,
      netCentavos: 40_000,
      invoices: { first: '00000001', last: '00000003', count: 3 },
      cash: {
        openingFundCentavos: 200_000,
        expectedCentavos: 240_000,
        declaredCentavos: 239_500,
        shortOverCentavos: -500,
      },
      header: {
        min: '21010112345678901',
        serialNumber: 'SN-R',
        ptuNumber: 'FP-R',
        terminalName: 'Counter R',
      },
    });
    expect(await terminal()).toMatchObject({
      businessDate: nextDay(day),
      dayOpen: false,
      zCounter: 1,
      grandTotal: 40_000,
    });
    const [j] = await sqlRows<{ body: string; number: string }>(
      db(),
      sql`SELECT body, document_number AS number FROM e_journal WHERE document_id = ${zOne.id} AND kind = 'z_reading'`,
    );
    expect(j!.number).toBe('Z 00000001');
    expect(j!.body).toContain('Z-READING');
    expect(j!.body).toContain('Present accumulated sales');
  });

  it('a sale after the Z-reading carries the next business date; a second Z of the date is refused', async () => {
    const day = today();
    const again = await z(day);
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({
      reason: 'zReadingTaken',
      businessDate: day,
      nextDate: nextDay(day),
    });
    shiftId = await openShift();
    const s = await sell(1);
    expect(s.status).toBe(201);
    const [row] = await sqlRows<{ d: string }>(
      db(),
      sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS d FROM sales WHERE id = ${s.body.sale.id}`,
    );
    expect(row!.d).toBe(nextDay(day));
    // Tomorrow's Z-reading is not taken before tomorrow.
    await closeShift();
    const early = await z(nextDay(day));
    expect(early.body.error.details).toMatchObject({ reason: 'zReadingTaken' });
    shiftId = await openShift();
  });

  it('locks the business date: a day left open refuses sales on a later day until its Z-reading', async () => {
    await advanceDay(); // the calendar reaches the terminal's business date (yesterday's sale at 21:00 was on it)
    expect((await sell(1)).status).toBe(201);
    await advanceDay(); // and passes it, with the day still open
    const due = await sell(1);
    expect(due.status).toBe(409);
    expect(due.body.error.code).toBe('Z_READING_DUE');
    const open = (await terminal()).businessDate;
    // Managers are told once per terminal and date (the job may have run already as the clock moved).
    await flagMissedZReadings(t.fbms.deps);
    expect(await flagMissedZReadings(t.fbms.deps)).toBe(0);
    const [flags] = await sqlRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::float8 AS n FROM audit_log WHERE action = 'shifts.z_reading_missed' AND target_id = ${terminalId}
             AND details->>'businessDate' = ${open}`,
    );
    expect(flags!.n).toBe(1);
    const inbox = await manager.get<{ items: { title: string; message: string }[] }>('/api/notifications');
    expect(inbox.body.items.some((n) => n.title === 'Z-reading missing' && n.message.includes(open))).toBe(
      true,
    );
    await closeShift();
    const r = await z(open);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.figures).toMatchObject({
      zCounter: 2,
      grossCentavos: 20_000,
      previousAccumulatedCentavos: 40_000,
      presentAccumulatedCentavos: 60_000,
    });
    // The terminal's day is idle on a past date now: it moves to today by itself.
    shiftId = await openShift();
    const s = await sell(1);
    expect(s.status, JSON.stringify(s.body)).toBe(201);
  });

  it('reprints the stored figures under REPRINT; recomputing them from the documents gives the same (T15)', async () => {
    const rp = await manager.post<{ printedAt: string; reading: Reading }>(
      `/api/shifts/readings/${zOne.id}/reprints`,
    );
    expect(rp.status).toBe(201);
    expect(rp.body.reading.figures).toEqual(zOne.figures);
    expect(rp.body.reading.reprints).toBe(1);
    const [j] = await sqlRows<{ body: string; number: string }>(
      db(),
      sql`SELECT body, document_number AS number FROM e_journal WHERE document_id = ${zOne.id} AND kind = 'reprint'`,
    );
    expect(j!.number).toBe('REPRINT Z 00000001');
    expect(j!.body).toContain('REPRINT');
    // Later days have documents now; the first day's figures, computed again, are the stored ones.
    const f = zOne.figures;
    const again = await db().transaction((tx) =>
      computeFigures(
        tx,
        { kind: 'z', terminalId, businessDate: f.businessDate },
        { ...f, zCounter: f.zCounter!, previousAccumulatedCentavos: f.previousAccumulatedCentavos! },
      ),
    );
    expect(again).toEqual(f);
    expect((await manager.get(`/api/shifts/readings/${zOne.id}`)).body).toMatchObject({ figures: f });
    const list = await manager.get<{ items: Reading[]; total: number }>(
      `/api/shifts/readings?terminalId=${terminalId}&kind=z`,
    );
    expect(list.body.items.map((r) => r.number)).toEqual(['Z 00000002', 'Z 00000001']);
    const pdf = await manager.request('GET', `/api/shifts/readings/${zOne.id}/pdf`);
    expect(pdf.status).toBe(200);
  });

  it('counts voids and returns as the domain defines them (SQL = documentFigures)', async () => {
    // VOID and RETURN documents as the voids module writes them (the rows only: the figures read these).
    const day = (await terminal()).businessDate;
    const a = (await sell(3)).body.sale;
    const b = (await sell(2)).body.sale;
    await sell(1);
    const user = (
      await sqlRows<{ id: string }>(db(), sql`SELECT id FROM users WHERE email = 'manager@demo.fbms.ph'`)
    )[0]!.id;
    await db().execute(sql`INSERT INTO sale_voids (id, sale_id, terminal_id, void_no, shift_id, business_date, reason, voided_by, approved_by)
      VALUES (${uuidv7()}, ${a.id}, ${terminalId}, 1, ${shiftId}, ${day}, 'wrong item', ${user}, ${user})`);
    await db().execute(sql`INSERT INTO sale_returns (id, sale_id, terminal_id, return_no, shift_id, business_date, reason,
        refund_method, gross_centavos, promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos,
        vatable_sales_centavos, vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos, non_vat_sales_centavos,
        total_centavos, returned_by)
      VALUES (${uuidv7()}, ${b.id}, ${terminalId}, 1, ${shiftId}, ${day}, 'damaged', 'cash', 10000, 0, 0, 0, 0,
        8929, 1071, 0, 0, 0, 10000, ${user})`);
    const docs = await sqlRows<Omit<InvoiceDoc, 'payments'> & { payments: InvoiceDoc['payments'] }>(
      db(),
      sql`SELECT s.invoice_no::float8 AS "invoiceNo", s.created_at AS "createdAt", s.gross_centavos::float8 AS "grossCentavos",
                 s.promo_centavos::float8 AS "promoCentavos", s.bnpc_centavos::float8 AS "bnpcCentavos",
                 s.sc_pwd_centavos::float8 AS "scPwdCentavos", s.vat_removed_centavos::float8 AS "vatRemovedCentavos",
                 s.vatable_sales_centavos::float8 AS "vatableSalesCentavos", s.vat_centavos::float8 AS "vatCentavos",
                 s.vat_exempt_sales_centavos::float8 AS "vatExemptSalesCentavos",
                 s.zero_rated_sales_centavos::float8 AS "zeroRatedSalesCentavos", s.non_vat_sales_centavos::float8 AS "nonVatSalesCentavos",
                 s.total_centavos::float8 AS "totalCentavos", EXISTS (SELECT 1 FROM sale_voids v WHERE v.sale_id = s.id) AS voided,
                 (SELECT json_agg(json_build_object('method', p.method, 'amountCentavos', p.amount_centavos)) FROM sale_payments p WHERE p.sale_id = s.id) AS payments
            FROM sales s WHERE s.terminal_id = ${terminalId} AND s.business_date = ${day}`,
    );
    const iso = (d: string) => new Date(d).toISOString();
    const invoices = docs.map((d) => ({ ...d, createdAt: iso(d.createdAt) }));
    const voids: VoidDoc[] = (
      await sqlRows<VoidDoc>(
        db(),
        sql`SELECT v.void_no::float8 AS "voidNo", v.created_at AS "createdAt", s.total_centavos::float8 AS "saleTotalCentavos"
              FROM sale_voids v JOIN sales s ON s.id = v.sale_id WHERE v.terminal_id = ${terminalId} AND v.business_date = ${day}`,
      )
    ).map((v) => ({ ...v, createdAt: iso(v.createdAt) }));
    const returns: ReturnDoc[] = (
      await sqlRows<ReturnDoc>(
        db(),
        sql`SELECT return_no::float8 AS "returnNo", created_at AS "createdAt", refund_method AS "refundMethod",
                   total_centavos::float8 AS "totalCentavos", vatable_sales_centavos::float8 AS "vatableSalesCentavos",
                   vat_centavos::float8 AS "vatCentavos", vat_exempt_sales_centavos::float8 AS "vatExemptSalesCentavos",
                   zero_rated_sales_centavos::float8 AS "zeroRatedSalesCentavos", non_vat_sales_centavos::float8 AS "nonVatSalesCentavos"
              FROM sale_returns WHERE terminal_id = ${terminalId} AND business_date = ${day}`,
      )
    ).map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    await closeShift();
    const r = await z(day);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const want = documentFigures({ invoices, voids, returns });
    expect(r.body.figures).toMatchObject(want);
    // Net = the amount due of the invoices not voided, less the refunds.
    const due = invoices.filter((i) => !i.voided).reduce((s, i) => s + i.totalCentavos, 0);
    expect(r.body.figures.netCentavos).toBe(due - 10_000);
    expect(r.body.figures.voidsCentavos).toBe(30_000);
    expect(r.body.figures.voids).toEqual({ first: '00000001', last: '00000001', count: 1 });
    expect(r.body.figures.refunds).toEqual([{ method: 'cash', amountCentavos: 10_000, count: 1 }]);
    shiftId = await openShift();
  });

  it('resets the grand total only by an admin, with a reason; the next Z-reading prints the counter', async () => {
    const before = (await terminal()).grandTotal;
    expect(before).toBeGreaterThan(0);
    const refused = await manager.post<Err>(`/api/pos/terminals/${terminalId}/grand-total-reset`, {
      reason: 'new machine',
    });
    expect(refused.status).toBe(403);
    const r = await admin.post<{ resetCounter: number; previousTotalCentavos: number }>(
      `/api/pos/terminals/${terminalId}/grand-total-reset`,
      { reason: 'BIR-approved replacement of the POS machine' },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ resetCounter: 1, previousTotalCentavos: before });
    expect((await terminal()).grandTotal).toBe(0);
    expect((await sell(1)).status).toBe(201);
    await advanceDay(); // that sale carries tomorrow's date (today's Z-reading is taken): read it tomorrow
    await closeShift();
    const zr = await z((await terminal()).businessDate);
    expect(zr.status, JSON.stringify(zr.body)).toBe(201);
    expect(zr.body.figures).toMatchObject({
      resetCounter: 1,
      previousAccumulatedCentavos: 0,
      presentAccumulatedCentavos: 10_000,
    });
    shiftId = await openShift();
  });

  it.runIf(kind === 'postgres')(
    '30 sales racing a Z-reading: each lands on exactly one side, the totals match',
    async () => {
      await advanceDay(); // the calendar reaches the terminal's business date (the last Z-reading moved it on)
      const day = (await terminal()).businessDate;
      expect(day).toBe(today());
      const firstZ = (await terminal()).zCounter;
      // Each sale is sent until it is taken (between the shift's close and the next shift it is refused).
      const ids = Array.from({ length: 30 }, () => randomUUID());
      let taken = 0;
      const sellUntilTaken = async (id: string, i: number) => {
        for (let tries = 0; tries < 400; tries++) {
          const q = (i % 3) + 1;
          const r = await cashier.post<Sale & Err>('/api/sales', {
            id,
            lines: [{ productId, unitCode: null, qtyMilli: q * 1000, unitPriceCentavos: 10_000 }],
            payments: [{ method: 'cash', amountCentavos: q * 10_000 }],
            totalCentavos: q * 10_000,
          });
          if (r.status === 201) {
            taken++;
            return;
          }
          // No shift open between the close and the next opening. (The sale's diagnosis reads the terminal
          // again after its refused statement, so a shift opened in between makes it say Z_READING_DUE.)
          expect(['SHIFT_NOT_OPEN', 'Z_READING_DUE']).toContain(r.body.error.code);
          await new Promise((res) => setTimeout(res, 5));
        }
        throw new Error('a sale was never taken');
      };
      const reading = (async () => {
        // The day closes while sales are still coming: after the first ten are in.
        while (taken < 10) await new Promise((res) => setTimeout(res, 2));
        await closeShift();
        const r = await z(day);
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        await openShift();
        return r.body;
      })();
      const [zr] = await Promise.all([reading, ...ids.map(sellUntilTaken)]);
      const rows = await sqlRows<{ d: string; total: number; no: number }>(
        db(),
        sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS d, total_centavos::float8 AS total, invoice_no::float8 AS no
            FROM sales WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
      );
      expect(rows).toHaveLength(30);
      const before = rows.filter((r) => r.d === day);
      const after = rows.filter((r) => r.d === nextDay(day));
      expect(before.length + after.length).toBe(30);
      expect(before.length).toBeGreaterThanOrEqual(10);
      expect(after.length).toBeGreaterThan(0);
      const [dayTotal] = await sqlRows<{ gross: number; n: number }>(
        db(),
        sql`SELECT coalesce(sum(gross_centavos), 0)::float8 AS gross, count(*)::float8 AS n FROM sales
           WHERE terminal_id = ${terminalId} AND business_date = ${day}`,
      );
      expect(zr!.figures.zCounter).toBe(firstZ + 1);
      expect(zr!.figures.grossCentavos).toBe(dayTotal!.gross);
      expect(zr!.figures.invoices.count).toBe(dayTotal!.n);
      // Every sale of the day is numbered below every sale after the reading.
      const lastIn = Math.max(0, ...before.map((r) => r.no));
      for (const r of after) expect(r.no).toBeGreaterThan(lastIn);
      expect(Number(zr!.figures.invoices.last)).toBe(Math.max(lastIn, Number(zr!.figures.invoices.last)));
    },
  );
});
