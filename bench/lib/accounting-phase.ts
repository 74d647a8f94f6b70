import type { AccountingReport } from '@fbms/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { accountFiguresSql } from '../../apps/server/src/modules/accounting/reports.repository.ts';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { type Percentiles, percentiles } from './catalog-phase.ts';
import { createBenchDatabase } from './postgres.ts';
import { type Row, times } from './report.ts';

/** The target: trial balance and income statement for a year of 1,000,000 lines under 500 ms. */
export const ACCOUNTING_TARGET_MS = 500;
export const ACCOUNTING_LINES = 1_000_000;
const LINES_PER_ENTRY = 5;
const YEAR = '2025';
const REPS = 20;

export interface AccountingResult {
  database: 'postgres';
  lines: number;
  entries: number;
  seedMs: number;
  reports: {
    name: 'trial-balance' | 'income-statement';
    api: Percentiles;
    sql: Percentiles;
  }[];
}

const dialect = new PgDialect();

/**
 * A year of a busy store on PostgreSQL: 200,000 entries of 5 lines (cash, GCash or card sales with
 * output VAT and their cost; every 20th an expense paid from the bank with input VAT and withholding),
 * spread over the 365 days, written by INSERT … SELECT generate_series in a session of its own with
 * `session_replication_role = replica` (the per-row balance and append-only triggers off for the
 * seeding only; the figures are balanced by construction and the trial balance checks it), then
 * VACUUM ANALYZE. Then the trial balance and the income statement for the year through
 * GET /api/accounting/reports/{report} (signed in as the demo accountant), each next to the bare
 * aggregate statement it runs (reports.repository.ts accountFiguresSql) sent straight to the database.
 */
export async function runAccounting(log: (line: string) => void): Promise<AccountingResult> {
  const benchDb = await createBenchDatabase();
  const t = await startTestServer('postgres', {
    env: { DEMO: 'true', LOG_LEVEL: 'warn' },
    databaseUrl: benchDb.url,
  });
  try {
    const entries = ACCOUNTING_LINES / LINES_PER_ENTRY;
    const seeder = new pg.Client({ connectionString: benchDb.url });
    await seeder.connect();
    const started = performance.now();
    try {
      await seeder.query(`SET session_replication_role = replica`);
      const chunk = 50_000;
      for (let first = 1; first <= entries; first += chunk) {
        const last = Math.min(entries, first + chunk - 1);
        await seeder.query('BEGIN');
        await seeder.query(
          `INSERT INTO journal_entries (id, entry_date, document_date, memo, source_type, source_id, source_number, total_centavos)
           SELECT md5('bench-je-' || g)::uuid, d, d, CASE WHEN g % 20 = 0 THEN 'Bench expense' ELSE 'Bench sale' END,
                  CASE WHEN g % 20 = 0 THEN 'expense' ELSE 'sale' END, 'bench-' || g, lpad(g::text, 8, '0'),
                  CASE WHEN g % 20 = 0 THEN 56000 + (g % 97) * 100 ELSE (11200 + (g % 50) * 112) + (11200 + (g % 50) * 112) * 70 / 100 END
             FROM generate_series($1::int, $2::int) g,
                  LATERAL (SELECT ($3::date + ((g - 1)::bigint * 365 / $4::int)::int) AS d) x`,
          [first, last, `${YEAR}-01-01`, entries],
        );
        await seeder.query(
          `WITH acc AS (SELECT key, min(id::text)::uuid AS id FROM gl_accounts WHERE terminal_id IS NULL AND key IS NOT NULL GROUP BY key),
                exp AS (SELECT array_agg(id ORDER BY code) AS ids FROM gl_accounts WHERE type = 'expense'),
                e AS (SELECT g, md5('bench-je-' || g)::uuid AS id,
                             ($3::date + ((g - 1)::bigint * 365 / $4::int)::int) AS d,
                             (11200 + (g % 50) * 112)::bigint AS total, 56000 + (g % 97) * 100 AS spent
                        FROM generate_series($1::int, $2::int) g)
           INSERT INTO journal_lines (entry_id, line_no, account_id, entry_date, debit_centavos, credit_centavos)
           SELECT e.id, n.n,
                  CASE WHEN e.g % 20 = 0 THEN
                         CASE n.n WHEN 1 THEN exp.ids[1 + e.g % array_length(exp.ids, 1)]
                                  WHEN 2 THEN exp.ids[1 + (e.g / 7) % array_length(exp.ids, 1)]
                                  WHEN 3 THEN (SELECT id FROM acc WHERE key = 'input_vat')
                                  WHEN 4 THEN (SELECT id FROM acc WHERE key = 'cash_in_bank')
                                  ELSE (SELECT id FROM acc WHERE key = 'withholding_tax_expanded') END
                       ELSE
                         CASE n.n WHEN 1 THEN (SELECT id FROM acc WHERE key = (ARRAY['cash_on_hand', 'ewallet_clearing', 'card_clearing'])[1 + e.g % 3])
                                  WHEN 2 THEN (SELECT id FROM acc WHERE key = 'sales')
                                  WHEN 3 THEN (SELECT id FROM acc WHERE key = 'output_vat')
                                  WHEN 4 THEN (SELECT id FROM acc WHERE key = 'cost_of_sales')
                                  ELSE (SELECT id FROM acc WHERE key = 'inventory') END
                  END,
                  e.d,
                  CASE WHEN e.g % 20 = 0 THEN
                         CASE n.n WHEN 1 THEN e.spent * 60 / 100 WHEN 2 THEN e.spent - e.spent * 60 / 100 - 6000 WHEN 3 THEN 6000 ELSE 0 END
                       ELSE
                         CASE n.n WHEN 1 THEN e.total WHEN 4 THEN e.total * 70 / 100 ELSE 0 END
                  END,
                  CASE WHEN e.g % 20 = 0 THEN
                         CASE n.n WHEN 4 THEN e.spent - 1000 WHEN 5 THEN 1000 ELSE 0 END
                       ELSE
                         CASE n.n WHEN 2 THEN e.total - e.total * 12 / 112 WHEN 3 THEN e.total * 12 / 112
                                  WHEN 5 THEN e.total * 70 / 100 ELSE 0 END
                  END
             FROM e CROSS JOIN generate_series(1, 5) n(n) CROSS JOIN exp`,
          [first, last, `${YEAR}-01-01`, entries],
        );
        await seeder.query('COMMIT');
        log(`  ${(last * LINES_PER_ENTRY).toLocaleString('en-US')} lines written`);
      }
      await seeder.query(`RESET session_replication_role`);
      await seeder.query(`VACUUM ANALYZE journal_entries, journal_lines`);
    } finally {
      await seeder.end();
    }
    const seedMs = performance.now() - started;
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM journal_lines`)) as [{ n: number }];
    log(`  ${n.toLocaleString('en-US')} journal lines in ${(seedMs / 1000).toFixed(1)} s`);

    const accountant = await signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD);
    const query = `from=${YEAR}-01-01&to=${YEAR}-12-31`;
    const reports: AccountingResult['reports'] = [];
    for (const name of ['trial-balance', 'income-statement'] as const) {
      const bare = dialect.sqlToQuery(
        accountFiguresSql(`${YEAR}-01-01`, `${YEAR}-12-31`, name === 'trial-balance') as SQL,
      );
      const api: number[] = [];
      const sqlTimes: number[] = [];
      for (let i = -2; i < REPS; i++) {
        const s = performance.now();
        const r = await accountant.get<AccountingReport>(`/api/accounting/reports/${name}?${query}`);
        const apiMs = performance.now() - s;
        if (r.status !== 200) throw new Error(`${name}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
        if (!r.body.checks.every((c) => c.ok)) throw new Error(`${name}: ${JSON.stringify(r.body.checks)}`);
        const b = performance.now();
        await t.db.query(bare.sql, bare.params);
        const sqlMs = performance.now() - b;
        if (i >= 0) {
          api.push(apiMs);
          sqlTimes.push(sqlMs);
        }
      }
      const result = { name, api: percentiles(api), sql: percentiles(sqlTimes) };
      log(
        `  ${name}: API p50 ${result.api.p50.toFixed(0)} ms, p95 ${result.api.p95.toFixed(0)} ms; bare aggregate p50 ${result.sql.p50.toFixed(0)} ms, p95 ${result.sql.p95.toFixed(0)} ms`,
      );
      reports.push(result);
    }
    return { database: 'postgres', lines: n, entries, seedMs, reports };
  } finally {
    await t.close();
    await benchDb.drop();
  }
}

const f = (v: number) => `${v.toFixed(0)} ms`;

export function accountingRows(r: AccountingResult): Row[] {
  const lines = r.lines.toLocaleString('en-US');
  return [
    {
      metric: `accounting: seed a year of ${lines} journal lines (PostgreSQL)`,
      value: `${(r.seedMs / 1000).toFixed(1)} s`,
      reference: `${Math.round(r.lines / (r.seedMs / 1000)).toLocaleString('en-US')} lines/s`,
      ratio: '',
    },
    ...r.reports.map((x) => ({
      metric: `${x.name === 'trial-balance' ? 'trial balance' : 'income statement'} for the year, GET /api/accounting/reports/${x.name} (PostgreSQL, ${lines} lines, ${x.api.n} runs)`,
      value: `p50 ${f(x.api.p50)}, p95 ${f(x.api.p95)}`,
      reference: `bare aggregate p50 ${f(x.sql.p50)}, p95 ${f(x.sql.p95)}; ${x.api.p95 < ACCOUNTING_TARGET_MS ? 'meets' : 'MISSES'} target < ${ACCOUNTING_TARGET_MS} ms`,
      ratio: times(x.api.p95, x.sql.p95),
    })),
  ];
}
