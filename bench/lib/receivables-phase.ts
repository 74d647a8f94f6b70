import { AGEING_EXPORT_PAGE_SIZE } from '@fbms/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ageingSql } from '../../apps/server/src/modules/customers/collections.service.ts';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { type Percentiles, percentiles } from './catalog-phase.ts';
import { createBenchDatabase } from './postgres.ts';
import { type Row, times } from './report.ts';

/** The target: the ageing report over 50,000 customers and 500,000 ledger rows under 1 s. */
export const RECEIVABLES_TARGET_MS = 1000;
export const RECEIVABLES_CUSTOMERS = 50_000;
const ROWS_PER_CUSTOMER = 10;
/** After every row: the statement of the current ageing. */
const AS_OF = '2099-12-31';
const REPS = 10;

export interface ReceivablesResult {
  database: 'postgres';
  customers: number;
  ledgerRows: number;
  allocations: number;
  seedMs: number;
  withBalance: number;
  api: Percentiles;
  sql: Percentiles;
  /** Every customer in one answer (the export). */
  exportMs: Percentiles;
}

const dialect = new PgDialect();

/**
 * Receivables of a large store on PostgreSQL: 50,000 customers with 10 ledger rows each (7 charge
 * invoices over 2026 due 30 days after, 3 payments each settling one of the first three invoices in full:
 * 500,000 rows, 150,000 allocations), written by INSERT … SELECT generate_series with
 * `session_replication_role = replica` (the append-only and search-text triggers off for the seeding
 * only), then VACUUM ANALYZE. Then GET /api/customers/ageing?asOf=2099-12-31 (signed in as the demo
 * accountant: every customer with a balance, as JSON) next to its bare statement (ageingSql).
 */
export async function runReceivables(log: (line: string) => void): Promise<ReceivablesResult> {
  const benchDb = await createBenchDatabase();
  const t = await startTestServer('postgres', {
    env: { DEMO: 'true', LOG_LEVEL: 'warn' },
    databaseUrl: benchDb.url,
  });
  try {
    const seeder = new pg.Client({ connectionString: benchDb.url });
    await seeder.connect();
    const started = performance.now();
    try {
      await seeder.query(`SET session_replication_role = replica`);
      await seeder.query('BEGIN');
      await seeder.query(
        `INSERT INTO customers (id, display_name, first_name, last_name, phone, credit_limit_centavos, search_text)
         SELECT md5('bench-c-' || g)::uuid, 'Customer ' || g, 'Customer', g::text, '0917' || lpad(g::text, 7, '0'),
                5000000, 'customer ' || g
           FROM generate_series(1, $1::int) g`,
        [RECEIVABLES_CUSTOMERS],
      );
      await seeder.query(
        `INSERT INTO customer_ledger (id, customer_id, entry_date, kind, amount_centavos, due_date, reference)
         SELECT md5('bench-l-' || c || '-' || k)::uuid, md5('bench-c-' || c)::uuid, d.entry, 
                CASE WHEN k <= 7 THEN 'charge' ELSE 'payment' END,
                CASE WHEN k <= 7 THEN a.amount ELSE -a2.amount END,
                CASE WHEN k <= 7 THEN d.entry + 30 END,
                CASE WHEN k <= 7 THEN 'INV-' || c || '-' || k ELSE 'CR-' || c || '-' || k END
           FROM generate_series(1, $1::int) c CROSS JOIN generate_series(1, $2::int) k,
                LATERAL (SELECT (50000 + ((c * 7 + k * 13) % 400) * 250)::bigint AS amount) a,
                LATERAL (SELECT (50000 + ((c * 7 + (k - 7) * 13) % 400) * 250)::bigint AS amount) a2,
                LATERAL (SELECT ('2026-01-01'::date + ((c + k * 29) % 290)) AS entry) d`,
        [RECEIVABLES_CUSTOMERS, ROWS_PER_CUSTOMER],
      );
      await seeder.query(
        `INSERT INTO customer_allocations (id, customer_id, credit_entry_id, debit_entry_id, amount_centavos,
                                           debit_due_date, applied_on)
         SELECT md5('bench-a-' || g.c || '-' || g.k)::uuid, md5('bench-c-' || g.c)::uuid, cr.id, dr.id,
                (50000 + ((g.c * 7 + g.k * 13) % 400) * 250)::bigint,
                coalesce(dr.due_date, dr.entry_date), greatest(cr.entry_date, dr.entry_date)
           FROM (SELECT c, k FROM generate_series(1, $1::int) c CROSS JOIN generate_series(1, 3) k) g
           JOIN customer_ledger cr ON cr.id = md5('bench-l-' || g.c || '-' || (g.k + 7))::uuid
           JOIN customer_ledger dr ON dr.id = md5('bench-l-' || g.c || '-' || g.k)::uuid`,
        [RECEIVABLES_CUSTOMERS],
      );
      await seeder.query('COMMIT');
      await seeder.query(`RESET session_replication_role`);
      await seeder.query(`VACUUM ANALYZE customers, customer_ledger, customer_allocations`);
    } finally {
      await seeder.end();
    }
    const seedMs = performance.now() - started;
    const [{ rows, allocations }] = (await t.db.query(
      `SELECT (SELECT count(*) FROM customer_ledger)::int AS rows, (SELECT count(*) FROM customer_allocations)::int AS allocations`,
    )) as [{ rows: number; allocations: number }];
    log(`  ${rows.toLocaleString('en-US')} ledger rows in ${(seedMs / 1000).toFixed(1)} s`);

    const accountant = await signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD);
    // The report's statement for a date after every row (the bench's rows end in October 2026).
    // The first page, as the accountant's screen asks; the bare statement in a transaction with the same
    // work_mem as the server's.
    const bare = dialect.sqlToQuery(ageingSql(AS_OF, 1, 100) as SQL);
    const bareClient = new pg.Client({ connectionString: benchDb.url });
    await bareClient.connect();
    const bareAgeing = async (q: typeof bare) => {
      await bareClient.query('BEGIN');
      await bareClient.query(`SET LOCAL work_mem = '64MB'`);
      await bareClient.query(q.sql, q.params);
      await bareClient.query('COMMIT');
    };
    const api: number[] = [];
    const sqlTimes: number[] = [];
    let withBalance = 0;
    for (let i = -2; i < REPS; i++) {
      const s = performance.now();
      const r = await accountant.get<{ items: unknown[]; count: number; totals: { total: number } }>(
        `/api/customers/ageing?asOf=${AS_OF}`,
      );
      const apiMs = performance.now() - s;
      if (r.status !== 200) throw new Error(`ageing: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      withBalance = r.body.count;
      const b = performance.now();
      await bareAgeing(bare);
      const sqlMs = performance.now() - b;
      if (i >= 0) {
        api.push(apiMs);
        sqlTimes.push(sqlMs);
      }
    }
    // The export: every customer in one answer (the screen's CSV/XLSX buttons).
    const exportTimes: number[] = [];
    for (let i = -1; i < 3; i++) {
      const s = performance.now();
      const r = await accountant.get<{ items: unknown[] }>(
        `/api/customers/ageing?asOf=${AS_OF}&pageSize=${AGEING_EXPORT_PAGE_SIZE}`,
      );
      if (r.status !== 200 || r.body.items.length !== withBalance)
        throw new Error(`ageing export: ${r.status}`);
      if (i >= 0) exportTimes.push(performance.now() - s);
    }
    await bareClient.end();
    const result: ReceivablesResult = {
      database: 'postgres',
      customers: RECEIVABLES_CUSTOMERS,
      ledgerRows: rows,
      allocations,
      seedMs,
      withBalance,
      api: percentiles(api),
      sql: percentiles(sqlTimes),
      exportMs: percentiles(exportTimes),
    };
    log(
      `  ageing (${withBalance.toLocaleString('en-US')} customers with a balance): API p50 ${result.api.p50.toFixed(0)} ms, p95 ${result.api.p95.toFixed(0)} ms; bare statement p50 ${result.sql.p50.toFixed(0)} ms, p95 ${result.sql.p95.toFixed(0)} ms; export p50 ${result.exportMs.p50.toFixed(0)} ms`,
    );
    return result;
  } finally {
    await t.close();
    await benchDb.drop();
  }
}

const f = (ms: number) => `${ms.toFixed(0)} ms`;

export function receivablesRows(r: ReceivablesResult): Row[] {
  const n = r.ledgerRows.toLocaleString('en-US');
  return [
    {
      metric: `receivables: seed ${r.customers.toLocaleString('en-US')} customers, ${n} ledger rows (PostgreSQL)`,
      value: `${(r.seedMs / 1000).toFixed(1)} s`,
      reference: `${r.allocations.toLocaleString('en-US')} allocations`,
      ratio: '',
    },
    {
      metric: `ageing report, GET /api/customers/ageing, first page of 100 with totals over all (PostgreSQL, ${n} rows, ${r.withBalance.toLocaleString('en-US')} customers listed, ${r.api.n} runs)`,
      value: `p50 ${f(r.api.p50)}, p95 ${f(r.api.p95)}`,
      reference: `bare statement p50 ${f(r.sql.p50)}, p95 ${f(r.sql.p95)}; ${r.api.p95 < RECEIVABLES_TARGET_MS ? 'meets' : 'MISSES'} target < ${RECEIVABLES_TARGET_MS} ms`,
      ratio: times(r.api.p95, r.sql.p95),
    },
    {
      metric: `ageing export, every customer in one answer (${r.withBalance.toLocaleString('en-US')} rows, ${r.exportMs.n} runs)`,
      value: `p50 ${f(r.exportMs.p50)}, p95 ${f(r.exportMs.p95)}`,
      reference: 'the CSV/XLSX buttons; no target',
      ratio: '',
    },
  ];
}
