import { Agent } from 'node:http';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SCAN_BARCODE } from '../../apps/server/src/modules/catalog/products.repository.ts';
import { type RunSql, runProductSearch } from '../../apps/server/src/modules/catalog/products.search.ts';
import { ean13, seedProducts } from '../../apps/server/src/modules/demo/seed-products.ts';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { httpRequest } from './http.ts';
import { createBenchDatabase } from './postgres.ts';
import { type Row, times } from './report.ts';
import { signIn as signInOwnProcess, startFbms, stopServer } from './server.ts';
import { BENCH_RATE_LIMITS } from './throughput-phase.ts';

/** The issue's targets on PostgreSQL (PGlite: we say what it reaches). */
export const BARCODE_P95_TARGET_MS = 5;
export const SEARCH_P95_TARGET_MS = 30;

/**
 * What a cashier types, keystroke by keystroke after the first two letters (the screen searches as
 * you type), plus SKUs and typos. Names come from the seeded families, so every word exists.
 */
export const TYPED = [
  ...prefixes('urea 46'),
  ...prefixes('b-meg hog grower'),
  ...prefixes('vetracin gold'),
  ...prefixes('newcastle'),
  ...prefixes('knapsack sprayer'),
  ...prefixes('pioneer 30t80'),
  'integar', // typo: Integra
  'vetrasin', // typo: Vetracin
  'fungiside', // typo: Fungicide
  'seed-004242',
  'seed-09',
  'tilapia floating',
  'anti-rabies',
  'complete 14-14-14',
];

function prefixes(text: string): string[] {
  const out: string[] = [];
  for (let n = 2; n <= text.length; n++) if (text[n - 1] !== ' ') out.push(text.slice(0, n));
  return out;
}

export interface Percentiles {
  p50: number;
  p95: number;
  n: number;
}

export function percentiles(values: number[]): Percentiles {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), n: s.length };
}

export interface CatalogResult {
  database: 'pglite' | 'postgres';
  products: number;
  seedMs: number;
  search: {
    api: Percentiles;
    sql: Percentiles;
    queries: number;
    reps: number;
    slowest: { query: string; apiMedianMs: number }[];
  };
  barcode: { api: Percentiles; sql: Percentiles; lookups: number };
  /**
   * PostgreSQL only: the same requests to the real server started on its own (`node apps/server/src/main.ts`,
   * NODE_ENV=production) over one keep-alive connection, as the POS sends them. The in-process figures
   * above share one event loop between the benchmark's fetch client and the server.
   */
  ownProcess?: { search: Percentiles; barcode: Percentiles };
}

/** The searches and scans of the phase, sent to the server running in a process of its own. */
async function timeOwnProcess(
  databaseUrl: string,
  codes: string[],
  reps: number,
): Promise<{ search: Percentiles; barcode: Percentiles }> {
  const server = await startFbms({
    DATABASE_URL: databaseUrl,
    DEMO: 'true',
    NODE_ENV: 'production',
    ...BENCH_RATE_LIMITS,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await signInOwnProcess(server.base);
    const get = async (path: string) => {
      const start = performance.now();
      const res = await httpRequest(`${server.base}${path}`, { headers: { cookie }, agent });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return performance.now() - start;
    };
    const searches = TYPED.map((q) => `/api/products?search=${encodeURIComponent(q)}&limit=20`);
    const scans = codes.map((code) => `/api/products/barcode/${code}`);
    for (const path of [...searches, ...scans]) await get(path); // warm plans and caches once
    const search: number[] = [];
    for (const path of searches) for (let i = 0; i < reps; i++) search.push(await get(path));
    const barcode: number[] = [];
    for (const path of scans) barcode.push(await get(path));
    return { search: percentiles(search), barcode: percentiles(barcode) };
  } finally {
    agent.destroy();
    await stopServer(server);
  }
}

const dialect = new PgDialect();
const compile = (s: SQL) => dialect.sqlToQuery(s);

/**
 * Seeds a fresh database with `products` sample products through the same code as `npm run seed`,
 * then times search-as-you-type and barcode lookups through the real HTTP API (signed in as the demo
 * manager) next to the very statements the API runs, sent straight to the database (the limit).
 */
export async function runCatalog(
  kind: 'pglite' | 'postgres',
  products: number,
  log: (line: string) => void,
): Promise<CatalogResult> {
  const benchDb = kind === 'postgres' ? await createBenchDatabase() : undefined;
  const t = await startTestServer(kind, { env: { DEMO: 'true' }, databaseUrl: benchDb?.url });
  try {
    const seeded = await seedProducts(t.db, products);
    log(
      `  ${kind}: seeded ${products.toLocaleString('en-US')} products in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const run: RunSql = async <T>(s: SQL) => {
      const q = compile(s);
      return (await t.db.query(q.sql, q.params)) as T[];
    };

    // The statements searchProducts runs for one query, in the same order and parallelism (the same code).
    const searchSql = (search: string) => runProductSearch(run, { search, limit: 20, offset: 0 });
    const reps = 5;
    const api: number[] = [];
    const direct: number[] = [];
    const perQuery: { query: string; apiMedianMs: number }[] = [];
    for (const q of TYPED) {
      const path = `/api/products?search=${encodeURIComponent(q)}&limit=20`;
      const first = await manager.get(path); // warm the plan cache once per query
      if (first.status !== 200) throw new Error(`search "${q}" answered ${first.status}`);
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
    log(
      `  ${kind}: slowest searches ${slowest.map((s) => `"${s.query}" ${s.apiMedianMs.toFixed(0)} ms`).join(', ')}`,
    );

    const lookups = 300;
    const codes = Array.from({ length: lookups }, (_, i) => ean13(((i * 7919) % products) * 2 + 2));
    const barcodeApi: number[] = [];
    const barcodeSql: number[] = [];
    const lookupSql = (code: string) => t.db.query(SCAN_BARCODE, [code], 'scan_barcode');
    for (const code of codes) {
      const r = await manager.get(`/api/products/barcode/${code}`);
      if (r.status !== 200) throw new Error(`barcode ${code} answered ${r.status}`);
    }
    for (const code of codes) {
      barcodeApi.push(await time(() => manager.get(`/api/products/barcode/${code}`)));
      barcodeSql.push(await time(() => lookupSql(code)));
    }
    const ownProcess = benchDb ? await timeOwnProcess(benchDb.url, codes, reps) : undefined;
    return {
      database: kind,
      products,
      seedMs: seeded.ms,
      search: { api: percentiles(api), sql: percentiles(direct), queries: TYPED.length, reps, slowest },
      barcode: { api: percentiles(barcodeApi), sql: percentiles(barcodeSql), lookups },
      ...(ownProcess ? { ownProcess } : {}),
    };
  } finally {
    await t.close();
    await benchDb?.drop();
  }
}

const f1 = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const pp = (p: Percentiles) => `p50 ${f1(p.p50)} ms, p95 ${f1(p.p95)} ms`;

export function catalogRows(r: CatalogResult): Row[] {
  const db = r.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const n = r.products.toLocaleString('en-US');
  const target = (p95: number, limit: number) =>
    r.database === 'postgres'
      ? `${p95 < limit ? 'meets' : 'MISSES'} target p95 < ${limit} ms`
      : `(target is for PostgreSQL: p95 < ${limit} ms)`;
  return [
    {
      metric: `seed ${n} products with units, barcodes, opening stock (${db})`,
      value: `${(r.seedMs / 1000).toFixed(1)} s`,
      reference: `${Math.round(r.products / (r.seedMs / 1000)).toLocaleString('en-US')} products/s`,
      ratio: '',
    },
    {
      metric: `search as you type, GET /api/products?search= (${db}, ${r.search.queries} typed queries × ${r.search.reps})`,
      value: pp(r.search.api),
      reference: `same statements straight to the database: ${pp(r.search.sql)}; ${target(r.search.api.p95, SEARCH_P95_TARGET_MS)}`,
      ratio: times(r.search.api.p95, r.search.sql.p95),
    },
    {
      metric: `barcode lookup, GET /api/products/barcode/{code} (${db}, ${r.barcode.lookups} codes)`,
      value: pp(r.barcode.api),
      reference: `the same prepared SELECT straight to the database: ${pp(r.barcode.sql)}; ${target(r.barcode.api.p95, BARCODE_P95_TARGET_MS)}`,
      ratio: times(r.barcode.api.p95, r.barcode.sql.p95),
    },
    ...(r.ownProcess
      ? [
          {
            metric: `  ″ search, server in its own process, one keep-alive connection (${db})`,
            value: pp(r.ownProcess.search),
            reference: `same statements straight to the database: ${pp(r.search.sql)}; ${target(r.ownProcess.search.p95, SEARCH_P95_TARGET_MS)}`,
            ratio: times(r.ownProcess.search.p95, r.search.sql.p95),
          },
          {
            metric: `  ″ barcode, server in its own process, one keep-alive connection (${db})`,
            value: pp(r.ownProcess.barcode),
            reference: `the same prepared SELECT straight to the database: ${pp(r.barcode.sql)}; ${target(r.ownProcess.barcode.p95, BARCODE_P95_TARGET_MS)}`,
            ratio: times(r.ownProcess.barcode.p95, r.barcode.sql.p95),
          },
        ]
      : []),
  ];
}
