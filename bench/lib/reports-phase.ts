import { type AnalyticsReport, manilaDate } from '@fbms/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { seedProducts } from '../../apps/server/src/modules/demo/seed-products.ts';
import {
  type ReportRange,
  salesByDaySql,
  salesByProductSql,
} from '../../apps/server/src/modules/reports/reports.repository.ts';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { type Percentiles, percentiles } from './catalog-phase.ts';
import { fill, uuidOf } from './fill.ts';
import { createBenchDatabase } from './postgres.ts';
import { type Row, times } from './report.ts';

/** The issue's targets: p95 under 1 s for a month (31 days), under 3 s for a year (366 days). */
export const REPORTS_TARGET_MS = { 31: 1_000, 366: 3_000 } as const;
export const REPORTS_SALES = 100_000;
const REPORTS_DAYS = 365;
const REPORTS_PRODUCTS = 2_000;
const REPS = 10;
const SALE = '00000000-0000-4000-9000-';

type Report = 'sales-by-day' | 'sales-by-product';
const STATEMENTS: Record<Report, (q: ReportRange) => SQL> = {
  'sales-by-day': salesByDaySql,
  'sales-by-product': salesByProductSql,
};

export interface ReportsRun {
  report: Report;
  days: 31 | 366;
  rows: number;
  invoices: number;
  api: Percentiles;
  sql: Percentiles;
}

export interface ReportsResult {
  database: 'postgres';
  sales: number;
  lines: number;
  movements: number;
  products: number;
  seedMs: number;
  runs: ReportsRun[];
}

const dialect = new PgDialect();

/** The YYYY-MM-DD `n` days before `date`. */
const daysBefore = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * A year of a busy store's sales on PostgreSQL, then the Reports & Analytics sales reports over it. 2,000
 * products by the code of `npm run seed`; 100,000 completed sales of 1–4 lines over the 365 business days
 * up to today, at one counter of the demo manager's branch, each line with its `sale` stock movement at
 * the product's cost, written by INSERT … SELECT (`fill`) with `session_replication_role = replica`, then
 * VACUUM ANALYZE. Measured: GET /api/reports/sales-by-day and …/sales-by-product for the last 31 and the
 * last 366 days as the demo manager, next to the same statement sent straight to the database.
 */
export async function runReports(log: (line: string) => void): Promise<ReportsResult> {
  const benchDb = await createBenchDatabase();
  const t = await startTestServer('postgres', {
    env: { DEMO: 'true', LOG_LEVEL: 'warn' },
    databaseUrl: benchDb.url,
  });
  try {
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const started = performance.now();
    await seedProducts(t.db, REPORTS_PRODUCTS);
    const counter = await manager.post<{ id: string }>('/api/pos/terminals', { name: 'Bench reports' });
    if (counter.status !== 201)
      throw new Error(`terminal: ${counter.status} ${JSON.stringify(counter.body)}`);
    const [where] = (await t.db.query(
      `SELECT t.location_id AS location, u.id AS cashier FROM terminals t, users u
        WHERE t.id = $1 AND u.email = 'manager@demo.fbms.ph'`,
      [counter.body.id],
    )) as [{ location: string; cashier: string }];
    const today = manilaDate(new Date());
    const seeder = new pg.Client({ connectionString: benchDb.url });
    await seeder.connect();
    try {
      await seeder.query(`SET session_replication_role = replica`);
      await seeder.query('BEGIN');
      await seeder.query(
        `CREATE TEMP TABLE bp ON COMMIT DROP AS
         SELECT row_number() OVER (ORDER BY sku) AS k, id, name, sku, base_unit, cost_centavos, price_centavos, tax_class
           FROM products`,
      );
      const [{ count: products }] = (await seeder.query(`SELECT count(*)::int AS count FROM bp`)).rows as [
        { count: number },
      ];
      const sale = (s: string) => uuidOf(SALE, s);
      // 1–4 lines a sale (2.5 on average), distinct products, 1–3 base units each at the list price.
      await fill(
        seeder,
        'sale_lines',
        {
          from: `generate_series(1, ${REPORTS_SALES}) AS s
                 CROSS JOIN LATERAL generate_series(1, 1 + (s * 7 + s / 13) % 4) AS n
                 JOIN bp ON bp.k = 1 + (s * 31 + n * 977) % ${products}`,
        },
        {
          sale_id: sale('s'),
          line_no: 'n',
          product_id: 'bp.id',
          product_name: 'bp.name',
          sku: 'bp.sku',
          unit_code: 'bp.base_unit',
          base_milli_per_unit: '1000',
          qty_milli: '(1 + (s + n) % 3) * 1000',
          base_qty_milli: '(1 + (s + n) % 3) * 1000',
          unit_price_centavos: 'bp.price_centavos',
          gross_centavos: 'bp.price_centavos * (1 + (s + n) % 3)',
          promo_centavos: '0',
          statutory_centavos: '0',
          vat_removed_centavos: '0',
          net_centavos: 'bp.price_centavos * (1 + (s + n) % 3)',
          tax_class: 'bp.tax_class',
        },
      );
      // The sale's figures from its lines: VAT 12/112 of its VATable lines, completed, one business day
      // of the 365 up to today, between 8:00 and 18:00 Manila time.
      const day = `('${today}'::date - (s % ${REPORTS_DAYS}))`;
      await fill(
        seeder,
        'sales',
        {
          from: `generate_series(1, ${REPORTS_SALES}) AS s CROSS JOIN LATERAL (
                   SELECT sum(l.gross_centavos) AS gross, sum(l.net_centavos) AS net,
                          coalesce(sum(l.net_centavos) FILTER (WHERE l.tax_class = 'vatable'), 0) AS vatable
                     FROM sale_lines l WHERE l.sale_id = ${sale('s')}) x
                 CROSS JOIN LATERAL (SELECT round(x.vatable * 12 / 112.0)::bigint AS vat) v`,
        },
        {
          id: sale('s'),
          request_hash: `'bench-' || s`,
          terminal_id: `'${counter.body.id}'`,
          invoice_no: 's',
          location_id: `'${where.location}'`,
          cashier_id: `'${where.cashier}'`,
          status: `'completed'`,
          vat_registered: 'true',
          gross_centavos: 'x.gross',
          promo_centavos: '0',
          bnpc_centavos: '0',
          sc_pwd_centavos: '0',
          vat_removed_centavos: '0',
          bnpc_base_centavos: '0',
          vatable_sales_centavos: 'x.vatable - v.vat',
          vat_centavos: 'v.vat',
          vat_exempt_sales_centavos: 'x.net - x.vatable',
          zero_rated_sales_centavos: '0',
          non_vat_sales_centavos: '0',
          total_centavos: 'x.net',
          tendered_centavos: 'x.net',
          change_centavos: '0',
          business_date: day,
          created_at: `(${day} + time '08:00' + (s % 600) * interval '1 minute') AT TIME ZONE 'Asia/Manila'`,
        },
      );
      // Each line's stock movement at the product's cost, as a sale writes it.
      await fill(
        seeder,
        'stock_movements',
        {
          from: `sale_lines l JOIN sales s ON s.id = l.sale_id JOIN bp ON bp.id = l.product_id
                 WHERE s.terminal_id = '${counter.body.id}'`,
        },
        {
          id: 'gen_random_uuid()',
          product_id: 'l.product_id',
          location_id: 's.location_id',
          type: `'sale'`,
          qty_milli: '-l.base_qty_milli',
          previous_milli: '0',
          new_milli: '0',
          unit_cost_centavos: 'bp.cost_centavos',
          reference_type: `'sale'`,
          reference_id: 's.id::text',
          reference_number: 's.invoice_no::text',
          performed_by: 's.cashier_id',
          created_at: 's.created_at',
        },
      );
      await seeder.query(`UPDATE terminals SET next_invoice_no = $2 WHERE id = $1`, [
        counter.body.id,
        REPORTS_SALES + 1,
      ]);
      await seeder.query('COMMIT');
      await seeder.query(`RESET session_replication_role`);
      await seeder.query(`VACUUM ANALYZE products, categories, sales, sale_lines, stock_movements`);
    } finally {
      await seeder.end();
    }
    const seedMs = performance.now() - started;
    const [counts] = (await t.db.query(
      `SELECT (SELECT count(*) FROM sales)::int AS sales, (SELECT count(*) FROM sale_lines)::int AS lines,
              (SELECT count(*) FROM stock_movements WHERE reference_type = 'sale')::int AS movements,
              (SELECT count(*) FROM products)::int AS products`,
    )) as [{ sales: number; lines: number; movements: number; products: number }];
    log(
      `  ${counts.sales.toLocaleString('en-US')} sales, ${counts.lines.toLocaleString('en-US')} lines, ${counts.movements.toLocaleString('en-US')} movements in ${(seedMs / 1000).toFixed(1)} s`,
    );

    // The manager's branches, as the server scopes the report (no branch chosen in the switcher).
    const branches = (
      (await t.db.query(`SELECT ub.branch_id AS id FROM user_branches ub WHERE ub.user_id = $1 ORDER BY 1`, [
        where.cashier,
      ])) as { id: string }[]
    ).map((b) => b.id);
    const scope = { read: branches, allowed: branches };
    const bareClient = new pg.Client({ connectionString: benchDb.url });
    await bareClient.connect();
    const runs: ReportsRun[] = [];
    try {
      for (const days of [31, 366] as const)
        for (const report of ['sales-by-day', 'sales-by-product'] as const) {
          const from = daysBefore(today, days - 1);
          const bare = dialect.sqlToQuery(STATEMENTS[report]({ from, to: today, scope }));
          const api: number[] = [];
          const sqlTimes: number[] = [];
          let last: AnalyticsReport | undefined;
          let bareRows = 0;
          for (let i = -1; i < REPS; i++) {
            const s = performance.now();
            const r = await manager.get<AnalyticsReport>(`/api/reports/${report}?from=${from}&to=${today}`);
            const apiMs = performance.now() - s;
            if (r.status !== 200)
              throw new Error(`${report}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
            last = r.body;
            const b = performance.now();
            bareRows = (await bareClient.query(bare.sql, bare.params)).rows.length;
            const sqlMs = performance.now() - b;
            if (i >= 0) {
              api.push(apiMs);
              sqlTimes.push(sqlMs);
            }
          }
          if (!last || last.rows.length !== bareRows)
            throw new Error(
              `${report}: the API gave ${last?.rows.length} rows, the bare statement ${bareRows}`,
            );
          const run: ReportsRun = {
            report,
            days,
            rows: last.rows.length,
            invoices: last.totals.invoices ?? 0,
            api: percentiles(api),
            sql: percentiles(sqlTimes),
          };
          runs.push(run);
          log(
            `  ${report}, ${days} days (${run.rows} rows): API p50 ${run.api.p50.toFixed(0)} ms, p95 ${run.api.p95.toFixed(0)} ms; bare p50 ${run.sql.p50.toFixed(0)} ms, p95 ${run.sql.p95.toFixed(0)} ms`,
          );
        }
    } finally {
      await bareClient.end();
    }
    return { database: 'postgres', ...counts, seedMs, runs };
  } finally {
    await t.close();
    await benchDb.drop();
  }
}

const f = (ms: number) => `${ms.toFixed(0)} ms`;

export function reportsRows(r: ReportsResult): Row[] {
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    {
      metric: `reports: seed ${n(r.products)} products, ${n(r.sales)} sales, ${n(r.lines)} lines over ${REPORTS_DAYS} days (PostgreSQL)`,
      value: `${(r.seedMs / 1000).toFixed(1)} s`,
      reference: `${n(r.movements)} sale stock movements`,
      ratio: '',
    },
    ...r.runs.map((x) => {
      const target = REPORTS_TARGET_MS[x.days];
      return {
        metric: `GET /api/reports/${x.report}, last ${x.days} days (PostgreSQL, ${n(x.rows)} rows${x.report === 'sales-by-day' ? `, ${n(x.invoices)} invoices` : ''}, ${x.api.n} runs)`,
        value: `p50 ${f(x.api.p50)}, p95 ${f(x.api.p95)}`,
        reference: `bare statement p50 ${f(x.sql.p50)}, p95 ${f(x.sql.p95)}; ${x.api.p95 < target ? 'meets' : 'MISSES'} target p95 < ${f(target)}`,
        ratio: times(x.api.p95, x.sql.p95),
      };
    }),
  ];
}
