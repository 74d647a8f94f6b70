import { sqlRows, uuidv7 } from '@fbms/db';
import {
  type Centavos,
  type DocumentHeader,
  documentFigures,
  documentText,
  expectedByTender,
  type InvoiceDoc,
  type ReadingFigures,
  readingLayout,
  readingNumber,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type DemoContext, type DemoSeeder, manilaMoment, person } from '../demo/demo-context.ts';
import { dayDocuments, writeDemoSaleDocuments } from '../sales/demo-sale-documents.service.ts';
import { journalInsertSql } from '../sales/e-journal.service.ts';
import { documentHeaderSql } from './shifts.repository.ts';

const FUND = 200_000;

/** A few small shorts and overs over the 90 days, the rest exact (centavos; − short, + over). */
const shortOver = (i: number) => (i % 11 === 3 ? -2_000 : i % 17 === 5 ? 500 : i % 23 === 7 ? -5_000 : 0);

/**
 * The demo counter's past days closed as a store closes them: one shift per past business day (07:00
 * to after its last sale, the day's sales in it, ₱2,000 fund, cash declared ≈ expected) and that day's
 * Z-reading, its figures computed by the readings' own `documentFigures` from the day's invoices, voids
 * and returns (the history's, demo-sale-documents.service.ts, written in their day's shift before the readings;
 * the shift's expected cash by `expectedByTender`, so less their refunds), the Z counter and the grand
 * total growing day by day. Batched: one read, a few writes for the 89 days.
 */
export const readingsSeeder: DemoSeeder = {
  module: 'shifts',
  async seed(ctx: DemoContext) {
    const terminal = ctx.terminal;
    if (!terminal) return;
    const cashier = person(ctx, 'cashier@demo.fbms.ph');
    const past = ctx.days.filter((d) => d < ctx.today);
    const [hdr] = await sqlRows<{ header: DocumentHeader }>(
      ctx.tx,
      sql`SELECT ${documentHeaderSql} AS header
            FROM terminals t CROSS JOIN system_settings st WHERE t.id = ${terminal.id} AND st.id = 1`,
    );
    const invoices = await sqlRows<InvoiceDoc & { id: string; businessDate: string }>(
      ctx.tx,
      sql`SELECT s.id, to_char(s.business_date, 'YYYY-MM-DD') AS "businessDate", s.invoice_no::float8 AS "invoiceNo",
                 s.created_at AS "createdAt", s.gross_centavos::float8 AS "grossCentavos",
                 s.promo_centavos::float8 AS "promoCentavos", s.bnpc_centavos::float8 AS "bnpcCentavos",
                 s.sc_pwd_centavos::float8 AS "scPwdCentavos", s.vat_removed_centavos::float8 AS "vatRemovedCentavos",
                 s.vatable_sales_centavos::float8 AS "vatableSalesCentavos", s.vat_centavos::float8 AS "vatCentavos",
                 s.vat_exempt_sales_centavos::float8 AS "vatExemptSalesCentavos",
                 s.zero_rated_sales_centavos::float8 AS "zeroRatedSalesCentavos",
                 s.non_vat_sales_centavos::float8 AS "nonVatSalesCentavos", s.total_centavos::float8 AS "totalCentavos",
                 false AS voided,
                 (SELECT coalesce(json_agg(json_build_object('method', p.method, 'amountCentavos', p.amount_centavos::float8)), '[]')
                    FROM sale_payments p WHERE p.sale_id = s.id) AS payments
            FROM sales s WHERE s.terminal_id = ${terminal.id} AND s.business_date < ${ctx.today}::date
           ORDER BY s.business_date, s.invoice_no`,
    );
    // The history's voids (written below, before the readings): their invoices count as voided.
    const voided = new Set(ctx.saleDocuments.voids.map((v) => v.sale.id));
    const byDay = new Map<string, InvoiceDoc[]>();
    for (const i of invoices) {
      const list = byDay.get(i.businessDate) ?? [];
      list.push({ ...i, createdAt: new Date(i.createdAt).toISOString(), voided: voided.has(i.id) });
      byDay.set(i.businessDate, list);
    }

    const shifts: Record<string, unknown>[] = [];
    const readings: Record<string, unknown>[] = [];
    const journal: Parameters<typeof journalInsertSql>[0] = [];
    const shiftOf = new Map<string, string>();
    let grand = 0;
    past.forEach((day, i) => {
      const invoicesOfDay = byDay.get(day) ?? [];
      const dayDocs = dayDocuments(ctx.saleDocuments, day);
      const docs = documentFigures({
        invoices: invoicesOfDay,
        voids: dayDocs.voidDocs,
        returns: dayDocs.returnDocs,
      });
      const openedAt = manilaMoment(day, 7 * 60).toISOString();
      const evening = manilaMoment(day, 19 * 60).getTime();
      const last = docs.to ? Date.parse(docs.to) + 10 * 60_000 : 0;
      const closedAt = new Date(Math.max(evening, last)).toISOString();
      const takenAt = new Date(Date.parse(closedAt) + 5 * 60_000).toISOString();
      // As the shift's close computes it: every payment taken, less the voids' and the returns' refunds.
      const expectedAll = expectedByTender({
        openingFundCentavos: FUND,
        payments: invoicesOfDay.flatMap((inv) => inv.payments),
        voidRefunds: invoicesOfDay.filter((inv) => inv.voided).flatMap((inv) => inv.payments),
        returnRefunds: dayDocs.returns.map((r) => ({
          method: r.refundMethod,
          amountCentavos: r.plan.totalCentavos,
        })),
        cashInCentavos: 0,
        cashOutCentavos: 0,
      });
      const expected = expectedAll.cash;
      // The other tenders' slips and receipts are counted as they should be (only the cash is off).
      const declaredOther = Object.fromEntries(
        Object.entries(expectedAll).filter(([m, v]) => m !== 'cash' && v > 0),
      );
      const so = shortOver(i);
      const shiftId = uuidv7();
      shiftOf.set(day, shiftId);
      shifts.push({
        id: shiftId,
        no: i + 1,
        d: day,
        opened: openedAt,
        closed: closedAt,
        expected,
        declared: expected + so,
        so,
        expectedAll,
        declaredOther,
      });
      const previous = grand;
      grand += docs.grossCentavos;
      const figures: ReadingFigures = {
        kind: 'z',
        readingNo: i + 1,
        businessDate: day,
        header: hdr!.header,
        takenAt,
        takenByName: `${cashier.firstName} ${cashier.lastName}`.trim(),
        shifts: [
          {
            shiftNo: i + 1,
            cashierName: `${cashier.firstName} ${cashier.lastName}`.trim(),
            openedAt,
            closedAt,
          },
        ],
        ...docs,
        resetCounter: 0,
        zCounter: i + 1,
        previousAccumulatedCentavos: previous as Centavos,
        salesForTheDayCentavos: docs.grossCentavos,
        presentAccumulatedCentavos: grand as Centavos,
        cash: {
          openingFundCentavos: FUND as Centavos,
          cashInCentavos: 0 as Centavos,
          cashOutCentavos: 0 as Centavos,
          declaredCentavos: (expected + so) as Centavos,
          expectedCentavos: expected as Centavos,
          shortOverCentavos: so as Centavos,
        },
      };
      const id = uuidv7();
      readings.push({ id, no: i + 1, d: day, figures, at: takenAt });
      journal.push({
        terminalId: terminal.id,
        businessDate: day,
        kind: 'z_reading',
        documentId: id,
        documentNumber: readingNumber('z', i + 1),
        body: documentText(readingLayout(figures)),
        createdBy: cashier.id,
        at: takenAt,
      });
    });
    if (past.length === 0) return;

    await ctx.tx.execute(sql`
      INSERT INTO shifts (id, terminal_id, shift_no, cashier_id, business_date, opened_by, opened_at,
                          opening_fund_centavos, closed_at, closed_by, declared_cash_centavos, expected_cash_centavos,
                          short_over_centavos, expected, declared)
      SELECT j.id, ${terminal.id}, j.no, ${cashier.id}, j.d, ${cashier.id}, j.opened, ${FUND}, j.closed, ${cashier.id},
             j.declared, j.expected, j.so, j."expectedAll", j."declaredOther"
        FROM json_to_recordset(${JSON.stringify(shifts)}::json)
          AS j(id uuid, no bigint, d date, opened timestamptz, closed timestamptz, expected bigint, declared bigint, so bigint,
               "expectedAll" jsonb, "declaredOther" jsonb)`);
    await ctx.tx.execute(sql`
      UPDATE sales s SET shift_id = sh.id FROM shifts sh
       WHERE sh.terminal_id = ${terminal.id} AND s.terminal_id = ${terminal.id}
         AND s.business_date = sh.business_date AND s.business_date < ${ctx.today}::date`);
    // The voids and returns, each in its day's shift, before that day's Z-reading.
    await writeDemoSaleDocuments(ctx.tx, ctx.saleDocuments, terminal, hdr!.header, shiftOf);
    await ctx.tx.execute(sql`
      INSERT INTO readings (id, terminal_id, kind, reading_no, shift_id, business_date, figures, created_by, created_at)
      SELECT j.id, ${terminal.id}, 'z', j.no, NULL, j.d, j.figures, ${cashier.id}, j.at
        FROM json_to_recordset(${JSON.stringify(readings)}::json) AS j(id uuid, no bigint, d date, figures jsonb, at timestamptz)`);
    await ctx.tx.execute(journalInsertSql(journal));
    await ctx.tx.execute(sql`
      UPDATE terminals SET z_counter = ${past.length}, grand_total_centavos = ${grand}, next_shift_no = ${past.length + 1}
       WHERE id = ${terminal.id}`);
    ctx.counts.readings = past.length;
  },
};
