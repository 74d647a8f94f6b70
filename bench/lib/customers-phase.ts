import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  type RunSql,
  runCustomerSearch,
} from '../../apps/server/src/modules/customers/customers.repository.ts';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { type Percentiles, percentiles } from './catalog-phase.ts';
import { createBenchDatabase } from './postgres.ts';
import { type Row, times } from './report.ts';

/** The issue's target on PostgreSQL: customer search p95 like the products' (30 ms). */
export const CUSTOMER_SEARCH_P95_TARGET_MS = 30;
export const BENCH_CUSTOMERS = 50_000;

const FIRST = [
  'Juan',
  'Maria',
  'Jose',
  'Rosalinda',
  'Ernesto',
  'Lorna',
  'Rodel',
  'Teresita',
  'Danilo',
  'Marites',
  'Benjamin',
  'Gloria',
  'Ramon',
  'Nenita',
  'Alfredo',
  'Josefina',
  'Wilfredo',
  'Perla',
  'Arnel',
  'Cecilia',
];
const LAST = [
  'Magbanua',
  'Mercado',
  'Villanueva',
  'Dimaculangan',
  'Katigbak',
  'Macalintal',
  'Cuevas',
  'Panganiban',
  'Aguila',
  'Lontoc',
  'Bautista',
  'Recto',
  'Marasigan',
  'Ilagan',
  'Comia',
  'Salazar',
  'De Castro',
  'Landicho',
  'Hernandez',
  'Reyes',
  'Atienza',
  'Garcia',
  'Castillo',
  'Umali',
  'Perez',
  'Ramos',
  'Torres',
  'Mendoza',
  'Manalo',
  'Aclan',
  'Santos',
  'Navarro',
  'Evangelista',
  'Dela Rosa',
  'Panopio',
  'Kalaw',
  'Malabanan',
  'Caringal',
  'Luna',
  'Silang',
];

/** What a cashier types at the counter: names as typed, misspelled, phone numbers in every format, a TIN. */
export const CUSTOMER_TYPED = [
  'ma',
  'mag',
  'magb',
  'magbanua',
  'magbanwa', // typo
  'dimaculangn', // typo
  'juan magbanua',
  'ros mercado',
  'katigbak',
  'evangelista',
  '0917 000 1234',
  '+63 917 000 4321',
  '9170002500',
  '0917-000-4999',
  'farm-12345',
  'corn',
];

/**
 * Seeds `count` customers (a fifth with a charge on the ledger) straight in SQL, then times the
 * customer search through the API next to the same statements sent straight to the database.
 */
export async function runCustomers(
  kind: 'pglite' | 'postgres',
  log: (line: string) => void,
  count = BENCH_CUSTOMERS,
) {
  const benchDb = kind === 'postgres' ? await createBenchDatabase() : undefined;
  const t = await startTestServer(kind, {
    env: { DEMO: 'true', LOG_LEVEL: 'error' },
    databaseUrl: benchDb?.url,
  });
  try {
    const start = performance.now();
    await t.db.query(
      `INSERT INTO customers (id, first_name, last_name, display_name, phone, email, city, raises, tags, credit_limit_centavos)
       SELECT gen_random_uuid(), f, l, l || ', ' || f, '0917' || lpad(i::text, 7, '0'),
              CASE WHEN i % 3 = 0 THEN lower(f) || '.' || i || '@gmail.com' END,
              (ARRAY['Lipa City','Rosario','Ibaan','Tanauan','Malvar'])[1 + i % 5],
              (ARRAY['corn','rice','hogs','layers','cattle','vegetables'])[1 + i % 6],
              ARRAY['farm-' || i], (i % 4) * 1000000
         FROM generate_series(1, $1::int) i,
              LATERAL (SELECT ($2::text[])[1 + i % ${FIRST.length}] AS f, ($3::text[])[1 + (i / ${FIRST.length}) % ${LAST.length}] AS l) n`,
      [count, FIRST, LAST],
    );
    await t.db.query(
      `INSERT INTO customer_ledger (id, customer_id, entry_date, kind, amount_centavos, due_date, reference)
       SELECT gen_random_uuid(), id, current_date - 40, 'charge', 150000, current_date - 10, 'Opening balance'
         FROM customers WHERE customer_no % 5 = 0`,
    );
    await t.db.query('ANALYZE customers');
    await t.db.query('ANALYZE customer_ledger');
    const seedMs = performance.now() - start;
    log(`  ${kind}: seeded ${count.toLocaleString('en-US')} customers in ${(seedMs / 1000).toFixed(1)} s`);
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const dialect = new PgDialect();
    const run: RunSql = async <T>(s: SQL) => {
      const q = dialect.sqlToQuery(s);
      return (await t.db.query(q.sql, q.params)) as T[];
    };
    const asOf = new Date().toISOString().slice(0, 10);
    const searchSql = (q: string) =>
      runCustomerSearch(run, { q, status: 'active', asOf, limit: 20, offset: 0 });
    const time = async (fn: () => Promise<unknown>) => {
      const s = performance.now();
      await fn();
      return performance.now() - s;
    };
    const reps = 5;
    const api: number[] = [];
    const direct: number[] = [];
    const perQuery: { query: string; apiMedianMs: number }[] = [];
    for (const q of CUSTOMER_TYPED) {
      const path = `/api/customers?q=${encodeURIComponent(q)}&pageSize=20`;
      const first = await manager.get<{ total: number }>(path);
      if (first.status !== 200) throw new Error(`customer search "${q}" answered ${first.status}`);
      await searchSql(q);
      const mine: number[] = [];
      for (let i = 0; i < reps; i++) {
        mine.push(await time(() => manager.get(path)));
        direct.push(await time(() => searchSql(q)));
      }
      api.push(...mine);
      perQuery.push({ query: q, apiMedianMs: percentiles(mine).p50 });
    }
    const slowest = perQuery.sort((a, b) => b.apiMedianMs - a.apiMedianMs).slice(0, 5);
    log(`  ${kind}: slowest ${slowest.map((s) => `"${s.query}" ${s.apiMedianMs.toFixed(0)} ms`).join(', ')}`);
    return {
      database: kind,
      customers: count,
      seedMs,
      search: {
        api: percentiles(api),
        sql: percentiles(direct),
        queries: CUSTOMER_TYPED.length,
        reps,
        slowest,
      },
    };
  } finally {
    await t.close();
    await benchDb?.drop();
  }
}
export type CustomersResult = Awaited<ReturnType<typeof runCustomers>>;

const f1 = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const pp = (p: Percentiles) => `p50 ${f1(p.p50)} ms, p95 ${f1(p.p95)} ms`;

export function customersRows(r: CustomersResult): Row[] {
  const db = r.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const target =
    r.database === 'postgres'
      ? `${r.search.api.p95 < CUSTOMER_SEARCH_P95_TARGET_MS ? 'meets' : 'MISSES'} target p95 < ${CUSTOMER_SEARCH_P95_TARGET_MS} ms`
      : `(target is for PostgreSQL: p95 < ${CUSTOMER_SEARCH_P95_TARGET_MS} ms)`;
  return [
    {
      metric: `customer search, GET /api/customers?q= (${db}, ${r.customers.toLocaleString('en-US')} customers, ${r.search.queries} typed queries × ${r.search.reps})`,
      value: pp(r.search.api),
      reference: `same statements straight to the database: ${pp(r.search.sql)}; ${target}`,
      ratio: times(r.search.api.p95, r.search.sql.p95),
    },
  ];
}
