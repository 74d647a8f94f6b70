import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { documentFiguresSql } from '../../apps/server/src/modules/shifts/readings.repository.ts';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { createBenchDatabase } from './postgres.ts';
import { type Row, times } from './report.ts';

/** The target: a Z-reading over 20,000 sales of one day in under a second. */
export const Z_TARGET_MS = 1_000;
export const READING_SIZES = [1_000, 20_000] as const;

export interface ReadingRun {
  sales: number;
  insertMs: number;
  /** POST /api/shifts/z-reading, once (a date has one Z-reading): lock, figures, counters, journal, audit. */
  zMs: number;
  /** The bare aggregate statement of the figures on the same day, median of `reps` after one warm-up. */
  sqlMs: number;
  reps: number;
  grossCentavos: number;
  invoices: number;
}

export interface ReadingsResult {
  database: 'pglite' | 'postgres';
  runs: ReadingRun[];
}

const dialect = new PgDialect();
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

/**
 * One terminal per size: enrolled and its shift opened over HTTP, one real sale made as the template,
 * then `n − 1` copies of it written by one INSERT … SELECT generate_series (sales and sale_payments; the
 * reading reads no lines), the shift closed, and the day's Z-reading taken over HTTP; next to it the
 * bare aggregate statement the reading runs, sent straight to the database.
 */
export async function runReadings(
  kind: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<ReadingsResult> {
  const benchDb = kind === 'postgres' ? await createBenchDatabase() : undefined;
  const t = await startTestServer(kind, { env: { DEMO: 'true' }, databaseUrl: benchDb?.url });
  const q = async <T>(s: SQL) => {
    const c = dialect.sqlToQuery(s);
    return (await t.db.query(c.sql, c.params)) as T[];
  };
  try {
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const cashier = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    const p = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'BENCH-Z',
      name: 'Bench feed',
      baseUnit: 'kg',
      priceCentavos: 12_345,
      openingStock: [{ qtyMilli: 1_000_000 }],
    });
    if (p.status !== 201) throw new Error(`product: ${p.status}`);
    const runs: ReadingRun[] = [];
    for (const n of READING_SIZES) {
      const e = await manager.post<{ id: string }>('/api/pos/terminals', { name: `Bench Z ${n}` });
      if (e.status !== 201) throw new Error(`terminal: ${e.status}`);
      const terminalId = e.body.id;
      cashier.cookies.clear();
      const c = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
      for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) c.cookies.set(k, v);
      if ((await c.post('/api/shifts', { openingFundCentavos: 200_000 })).status !== 201)
        throw new Error('shift');
      const sale = await c.post<{ sale: { id: string } }>('/api/sales', {
        id: crypto.randomUUID(),
        lines: [{ productId: p.body.product.id, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 12_345 }],
        payments: [{ method: 'cash', amountCentavos: 12_345 }],
        totalCentavos: 12_345,
      });
      if (sale.status !== 201) throw new Error(`sale: ${sale.status} ${JSON.stringify(sale.body)}`);
      const template = sale.body.sale.id;
      const started = performance.now();
      await t.db.query(
        `INSERT INTO sales (id, request_hash, terminal_id, invoice_no, location_id, cashier_id, status, vat_registered,
            gross_centavos, promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, bnpc_base_centavos,
            vatable_sales_centavos, vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos,
            non_vat_sales_centavos, total_centavos, tendered_centavos, change_centavos, seller, terminal_block,
            created_at, business_date, shift_id)
         SELECT md5(s.id::text || g)::uuid, s.request_hash, s.terminal_id, s.invoice_no + g, s.location_id, s.cashier_id,
                s.status, s.vat_registered, s.gross_centavos, s.promo_centavos, s.bnpc_centavos, s.sc_pwd_centavos,
                s.vat_removed_centavos, s.bnpc_base_centavos, s.vatable_sales_centavos, s.vat_centavos,
                s.vat_exempt_sales_centavos, s.zero_rated_sales_centavos, s.non_vat_sales_centavos, s.total_centavos,
                s.tendered_centavos, s.change_centavos, s.seller, s.terminal_block, s.created_at + g * interval '1 second',
                s.business_date, s.shift_id
           FROM sales s, generate_series(1, $2::int) g WHERE s.id = $1`,
        [template, n - 1],
      );
      await t.db.query(
        `INSERT INTO sale_payments (id, sale_id, method, amount_centavos, tendered_centavos)
         SELECT md5(s.id::text || 'p')::uuid, s.id, 'cash', s.total_centavos, s.total_centavos
           FROM sales s WHERE s.terminal_id = $1 AND s.id <> $2`,
        [terminalId, template],
      );
      await t.db.query(`UPDATE terminals SET next_invoice_no = $2 WHERE id = $1`, [terminalId, n + 1]);
      await t.db.query(`ANALYZE sales, sale_payments`);
      const insertMs = performance.now() - started;
      // Close the shift as the shifts module does (the reading needs it closed).
      await t.db.query(
        `WITH s AS (SELECT open_shift_id AS id FROM terminals WHERE id = $1)
         UPDATE shifts SET closed_at = now(), closed_by = cashier_id, declared_cash_centavos = 0,
                expected_cash_centavos = 0, short_over_centavos = 0 FROM s WHERE shifts.id = s.id`,
        [terminalId],
      );
      await t.db.query(`UPDATE terminals SET open_shift_id = NULL WHERE id = $1`, [terminalId]);
      const [{ day }] = (await t.db.query(
        `SELECT to_char(business_date, 'YYYY-MM-DD') AS day FROM terminals WHERE id = $1`,
        [terminalId],
      )) as [{ day: string }];

      const bare = documentFiguresSql({ kind: 'z', terminalId, businessDate: day });
      await q(bare); // warm-up
      const reps = 5;
      const sqlTimes: number[] = [];
      for (let i = 0; i < reps; i++) {
        const s = performance.now();
        await q(bare);
        sqlTimes.push(performance.now() - s);
      }
      const zStart = performance.now();
      const z = await c.post<{ figures: { grossCentavos: number; invoices: { count: number } } }>(
        '/api/shifts/z-reading',
        { businessDate: day },
      );
      const zMs = performance.now() - zStart;
      if (z.status !== 201) throw new Error(`z-reading: ${z.status} ${JSON.stringify(z.body)}`);
      if (z.body.figures.invoices.count !== n)
        throw new Error(`z-reading counted ${z.body.figures.invoices.count}, not ${n}`);
      const run = {
        sales: n,
        insertMs,
        zMs,
        sqlMs: median(sqlTimes),
        reps,
        grossCentavos: z.body.figures.grossCentavos,
        invoices: z.body.figures.invoices.count,
      };
      log(
        `  ${kind}: ${n.toLocaleString('en-US')} sales written in ${(insertMs / 1000).toFixed(1)} s; Z-reading ${zMs.toFixed(0)} ms, bare aggregate ${run.sqlMs.toFixed(0)} ms`,
      );
      runs.push(run);
    }
    return { database: kind, runs };
  } finally {
    await t.close();
    await benchDb?.drop();
  }
}

export function readingsRows(r: ReadingsResult): Row[] {
  const db = r.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  return r.runs.map((x) => ({
    metric: `Z-reading over ${x.sales.toLocaleString('en-US')} sales of a day, ${db} (target < ${Z_TARGET_MS} ms at 20,000)`,
    value: `${x.zMs.toFixed(0)} ms`,
    reference: `bare aggregate ${x.sqlMs.toFixed(0)} ms`,
    ratio: times(x.zMs, x.sqlMs),
  }));
}
