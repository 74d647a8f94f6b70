/**
 * `npm run bench`: FBMS measurements, each next to its physical limit measured in the same run.
 * Prints a markdown table and writes bench/results/<timestamp>.json. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import {
  ACCOUNTING_LINES,
  type AccountingResult,
  accountingRows,
  runAccounting,
} from './lib/accounting-phase.ts';
import { type BackupResult, backupRows, runBackup } from './lib/backup-phase.ts';
import { type CatalogResult, catalogRows, runCatalog } from './lib/catalog-phase.ts';
import { type CustomersResult, customersRows, runCustomers } from './lib/customers-phase.ts';
import { type ImportResult, importRows, runImport } from './lib/import-phase.ts';
import { cleanupAll, installExitGuards } from './lib/proc.ts';
import { READING_SIZES, type ReadingsResult, readingsRows, runReadings } from './lib/readings-phase.ts';
import {
  RECEIVABLES_CUSTOMERS,
  type ReceivablesResult,
  receivablesRows,
  runReceivables,
} from './lib/receivables-phase.ts';
import { type ReceivingResult, receivingRows, runReceiving } from './lib/receiving-phase.ts';
import { markdownTable, type Row, writeResults } from './lib/report.ts';
import { REPORTS_SALES, type ReportsResult, reportsRows, runReports } from './lib/reports-phase.ts';
import { loadRows, memoryRows, salesRows, scanRows, startupRows, webRows } from './lib/rows.ts';
import { runSales, SALE_TERMINALS, type SalesResult, SERVER_POOL_SIZE } from './lib/sales-phase.ts';
import { runScan, SCAN_CART_LINES, SCAN_CARTS, SCAN_WARMUP, type ScanResult } from './lib/scan-phase.ts';
import { BARE_NODE_SCRIPT, ROOT, SERVER_ARGS } from './lib/server.ts';
import { type IdleMemory, runStartup, type StartupResults } from './lib/startup-phase.ts';
import {
  BENCH_RATE_LIMITS,
  type LoadRun,
  runBareLoad,
  runServerLoad,
  type ServerLoad,
} from './lib/throughput-phase.ts';
import { runWeb, type WebResults } from './lib/web-phase.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    idle: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16,1' },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    /** Products seeded for the catalog and scan phases (the issue measures search on 100 000). */
    products: { type: 'string', default: '100000' },
    /** Rows of the product file the import phase reads and imports. */
    'import-rows': { type: 'string', default: '10000' },
    /** Comma-separated phases to run, e.g. `--only web`: startup, throughput, web, catalog, import, sales, scan, readings, accounting, customers, receivables, receiving, backup, reports. */
    only: { type: 'string' },
  },
});
const PHASES = [
  'startup',
  'throughput',
  'web',
  'catalog',
  'import',
  'sales',
  'scan',
  'readings',
  'accounting',
  'customers',
  'receivables',
  'receiving',
  'backup',
  'reports',
] as const;
const only = args.only?.split(',').map((s) => s.trim());
for (const name of only ?? [])
  if (!(PHASES as readonly string[]).includes(name))
    throw new Error(`--only ${args.only}: unknown phase ${name} (phases: ${PHASES.join(', ')})`);
const wanted = (name: (typeof PHASES)[number]) =>
  (only ? only.includes(name) : true) && !((name === 'web' || name === 'scan') && args['skip-web']);
const runs = Number(args.runs);
const idleS = Number(args.idle);
const plan = {
  durationS: Number(args.duration),
  warmupS: Number(args.warmup),
  connections: args.connections.split(',').map(Number),
};

const startedAt = new Date();
const t0 = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const errors: Array<{ phase: string; message: string }> = [];

async function phase<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  log(`${name}…`);
  try {
    return await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    errors.push({ phase: name, message });
    console.error(`✗ ${name} failed: ${message}`);
    return undefined;
  }
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

installExitGuards();
let startup: { startup: StartupResults; memory: IdleMemory } | undefined;
let bare: LoadRun[] | undefined;
const servers: ServerLoad[] = [];
let web: WebResults | undefined;
const catalog: CatalogResult[] = [];
const customerSearches: CustomersResult[] = [];
const imports: ImportResult[] = [];
const sales: SalesResult[] = [];
const scans: ScanResult[] = [];
const readings: ReadingsResult[] = [];
let accounting: AccountingResult | undefined;
let receivables: ReceivablesResult | undefined;
let receiving: ReceivingResult | undefined;
let backup: BackupResult | undefined;
let reports: ReportsResult | undefined;
try {
  if (wanted('startup'))
    startup = await phase('startup (fresh, existing DATA_DIR) and idle RSS', () =>
      runStartup(runs, idleS, log),
    );
  if (wanted('throughput')) {
    bare = await phase('throughput: bare node http server', () => runBareLoad(plan, log));
    const pglite = await phase('throughput: PGlite server', () => runServerLoad('pglite', plan, log));
    if (pglite) servers.push(pglite);
    if (!args['skip-postgres']) {
      const postgres = await phase('throughput: PostgreSQL server', () =>
        runServerLoad('postgres', plan, log),
      );
      if (postgres) servers.push(postgres);
    }
  }
  if (wanted('web'))
    web = await phase('web: first download and time to usable (4× CPU)', () => runWeb(runs, log));
  if (wanted('catalog')) {
    const products = Number(args.products);
    for (const kind of args['skip-postgres'] ? (['pglite'] as const) : (['pglite', 'postgres'] as const)) {
      const r = await phase(`catalog: seed, search and barcode lookup on ${kind}`, () =>
        runCatalog(kind, products, log),
      );
      if (r) catalog.push(r);
    }
  }
  if (wanted('import')) {
    const n = Number(args['import-rows']);
    for (const kind of args['skip-postgres'] ? (['pglite'] as const) : (['pglite', 'postgres'] as const)) {
      const r = await phase(`import: ${n}-row product CSV on ${kind}`, () => runImport(kind, n, log));
      if (r) imports.push(r);
    }
  }
  if (wanted('sales')) {
    for (const kind of args['skip-postgres'] ? (['pglite'] as const) : (['pglite', 'postgres'] as const)) {
      const r = await phase(
        `sales: 3-line sale completion at ${SALE_TERMINALS[kind].join(', ')} terminals on ${kind}`,
        () => runSales(kind, plan, log),
      );
      if (r) sales.push(r);
    }
  }
  if (wanted('scan')) {
    const products = Number(args.products);
    for (const kind of args['skip-postgres'] ? (['pglite'] as const) : (['pglite', 'postgres'] as const)) {
      const r = await phase(
        `scan: POS scan → cart line visible in Chromium, ${products} products on ${kind}`,
        () => runScan(kind, products, log),
      );
      if (r) scans.push(r);
    }
  }
  if (wanted('readings')) {
    for (const kind of args['skip-postgres'] ? (['pglite'] as const) : (['pglite', 'postgres'] as const)) {
      const r = await phase(
        `readings: Z-reading over ${READING_SIZES.map((n) => n.toLocaleString('en-US')).join(' and ')} sales of a day on ${kind}`,
        () => runReadings(kind, log),
      );
      if (r) readings.push(r);
    }
  }
  if (wanted('accounting') && !args['skip-postgres'])
    accounting = await phase(
      `accounting: trial balance and income statement for a year of ${ACCOUNTING_LINES.toLocaleString('en-US')} journal lines on postgres`,
      () => runAccounting(log),
    );
  if (wanted('customers')) {
    for (const kind of args['skip-postgres'] ? (['pglite'] as const) : (['pglite', 'postgres'] as const)) {
      const r = await phase(`customers: search among 50,000 customers on ${kind}`, () =>
        runCustomers(kind, log),
      );
      if (r) customerSearches.push(r);
    }
  }
  if (wanted('receivables') && !args['skip-postgres'])
    receivables = await phase(
      `receivables: ageing over ${RECEIVABLES_CUSTOMERS.toLocaleString('en-US')} customers and their ledgers on postgres`,
      () => runReceivables(log),
    );
  if (wanted('receiving') && !args['skip-postgres'])
    receiving = await phase('receiving: a 200-line receiving voucher on postgres', () => runReceiving(log));
  if (wanted('backup') && !args['skip-postgres'])
    backup = await phase(
      'backup: backup and restore of 100,000 products and 1,000,000 sale lines on postgres',
      () => runBackup(log),
    );
  if (wanted('reports') && !args['skip-postgres'])
    reports = await phase(
      `reports: sales by day and by product over a year of ${REPORTS_SALES.toLocaleString('en-US')} sales on postgres`,
      () => runReports(log),
    );
} finally {
  await cleanupAll();
}

const rows: Row[] = [];
if (startup) rows.push(...startupRows(startup.startup, runs), ...memoryRows(startup.memory));
for (const s of servers) rows.push(...loadRows(s, bare, plan.connections));
if (web) rows.push(...webRows(web));
for (const c of catalog) rows.push(...catalogRows(c));
for (const i of imports) rows.push(...importRows(i));
for (const s of sales) rows.push(...salesRows(s));
for (const s of scans) rows.push(...scanRows(s));
for (const r of readings) rows.push(...readingsRows(r));
if (accounting) rows.push(...accountingRows(accounting));
for (const c of customerSearches) rows.push(...customersRows(c));
if (receivables) rows.push(...receivablesRows(receivables));
if (receiving) rows.push(...receivingRows(receiving));
if (backup) rows.push(...backupRows(backup));
if (reports) rows.push(...reportsRows(reports));
for (const e of errors)
  rows.push({ metric: e.phase, value: 'FAILED', reference: e.message.split('\n')[0]!, ratio: '' });

const cpu = cpus();
const notes = [
  `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  `Server: node ${SERVER_ARGS.join(' ')} (the pid measured is the server itself), LOG_LEVEL=warn, NODE_ENV=production.`,
];
if (wanted('startup'))
  notes.push(
    `Startup: spawn → first GET /api/health = 200 {"status":"ok"}, polled every 20 ms (±20 ms resolution).`,
  );
if (wanted('throughput'))
  notes.push(
    `Load: autocannon in this process, ${plan.warmupS} s warm-up then ${plan.durationS} s, connections ${plan.connections.join(' and ')}. ` +
      `The load generator shares the ${cpu.length} cores with the server${servers.some((s) => s.database === 'postgres') ? ' (and PostgreSQL)' : ''}, so every req/s here, limits included, is lower than on separate machines.`,
    `Rate limits raised for the load (${Object.entries(BENCH_RATE_LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(
        ' ',
      )}); the limiter still counts every /api/me request (in the process on PGlite; on PostgreSQL one upsert reserves 10 numbers), so it is in the measured cost ` +
      '(/api/me = session SELECT + limiter; /api/health = SELECT 1, no session, no limiter).',
    'PostgreSQL server: default DATABASE_POOL_SIZE (10), a fresh fbms_bench_* database, dropped at the end.',
  );
if (catalog.length)
  notes.push(
    'Catalog: the real server in this process (in-memory PGlite, or a fresh fbms_bench_* PostgreSQL database), seeded by the code of `npm run seed`; ' +
      'API times are HTTP round trips on 127.0.0.1 signed in as the demo manager (session check, rate limiter, validation, JSON included), ' +
      'each followed by the same SQL sent straight to the database. Every query is run once to warm up, then timed. ' +
      'On PostgreSQL the same requests are then sent to the server started on its own (`apps/server/src/main.ts`, production) over one keep-alive connection, as a POS terminal sends them.',
  );
if (imports.length)
  notes.push(
    'Import: a generated product file (feeds with a sack unit and two barcodes, lot-tracked vet drugs with batch and expiry, opening stock on every row) ' +
      'read by the same code as the browser (parseCsv, readHeader, rowsToRecords), then sent as the web app sends it: 1,000 rows per POST /api/products/import, ' +
      'first as a dry run, then for real (each chunk one transaction). The limit: the same number of products written by `npm run seed` (multi-row unnest INSERTs) in the same database.',
  );
if (sales.length)
  notes.push(
    `Sales: the real server in its own process (DEMO=true, NODE_ENV=production, rate limits raised), a fresh DATA_DIR or fbms_bench_* database. ` +
      'Each terminal is its own browser: the demo manager signs in (own session) and enrolls it (own fbms_terminal cookie), one keep-alive connection each. ' +
      `Every sale: 1 sack of a VATable feed, 2.5 kg of a VAT-exempt fertilizer, 1 piece, paid in cash; each terminal sends the next as soon as the last is answered (201), ${plan.warmupS} s warm-up then ${plan.durationS} s per level. ` +
      `The limit: the same writes as one bare SQL transaction (invoice number and business date, conditional stock decrements in product id order, sale, 3 lines, payment, 3 movements, audit row, e-journal entry, general-ledger entry and its lines), ` +
      `as many at once, on the same database: PostgreSQL through ${SERVER_POOL_SIZE} pooled connections (the server's default pool), PGlite on the server's DATA_DIR opened in the bench process after the server stopped. ` +
      'Latency is measured in the bench process, which shares the cores with the server and the database.',
  );
if (scans.length) {
  const s = scans[0]!;
  notes.push(
    `Scan: the web app built by \`${s.build.command}\` (folder removed at the end), served by the real server in its own process ` +
      '(DEMO=true, NODE_ENV=production, rate limits raised) on a fresh DATA_DIR or fbms_bench_* database, seeded first by the code of `npm run seed`. ' +
      `Chromium ${s.chromium.version} headless, ${s.viewport.width}×${s.viewport.height}, CPU not slowed; the demo manager signs in on the sign-in screen, ` +
      'the browser is enrolled with POST /api/pos/terminals sent with its own cookies (page.request), /pos reloaded. ' +
      `Random seeded products a register adds without a dialog (not Rx, not restricted, not lot-tracked, in stock), base-unit or pack barcodes, each once; ${SCAN_WARMUP} warm-up scans and fetches discarded. ` +
      `A keyboard-wedge scanner: the 13 digits as key presses ${s.keyDelayMs[0]}–${s.keyDelayMs[1]} ms apart, then Enter, with no element focused on purpose. ` +
      `The cart grows to ${SCAN_CART_LINES} lines, then "New sale" empties it (${SCAN_CARTS} carts). ` +
      "Times are the page clock: the Enter keydown (a capture listener installed before the app's) → a cart line with the SKU in the DOM, laid out and visible, checked on every mutation. " +
      'The limit: the same page fetching the same barcode as the register does (Accept: application/json, same-origin cookies) until JSON.parse, alternately before and after each scan.',
  );
  const la = (v: number[]) => v.map((x) => x.toFixed(1)).join(' ');
  notes.push(
    `Scan: load average ${scans.map((x) => `${la(x.loadAverage.before)} before, ${la(x.loadAverage.after)} after (${x.database})`).join('; ')} on ${cpu.length} cores; ` +
      'the browser, the server and the database share them, so anything else running widens the p95.',
  );
  if (s.build.uncommittedWebSources.length > 0 && !web)
    notes.push(
      `Scan: the web build includes ${s.build.uncommittedWebSources.length} uncommitted change(s) under apps/web or packages/domain.`,
    );
}
if (web) {
  const t = web.throttleCheck;
  notes.push(
    `Web: built by \`${web.build.command}\` (${Math.round(web.build.buildMs / 1000)} s, folder removed at the end), served by the real server ` +
      '(DEMO=true, NODE_ENV=production, fresh DATA_DIR). gzip -9 per file, summed; 1 kB = 1000 bytes. ' +
      `The server sends each script and style precompressed by the build (Brotli or gzip). Lazy chunks /login fetched beyond index.html: ${web.lazyForLogin.join(', ') || 'none'}.`,
    `Browser: Chromium ${web.chromium.version} headless, a new context per run (cold cache), CPU slowed ${web.cpuSlowdown}× ` +
      `(Emulation.setCPUThrottlingRate; a busy loop in the reference page ran ${t.slowdown.median.toFixed(1)}× ` +
      `(${t.slowdown.min.toFixed(1)}–${t.slowdown.max.toFixed(1)}) slower than unthrottled). ` +
      'Times are the page clock (performance.now(), 0 = navigation start), checked on every DOM mutation and frame.',
  );
  const la = (v: number[]) => v.map((x) => x.toFixed(1)).join(' ');
  notes.push(
    `Web: load average ${la(web.loadAverage.before)} before, ${la(web.loadAverage.after)} after (${cpu.length} cores); ` +
      'anything else running slows the browser and widens the min–max.',
  );
  if (web.build.uncommittedWebSources.length > 0)
    notes.push(
      `Web build includes ${web.build.uncommittedWebSources.length} uncommitted change(s) under apps/web or packages/domain.`,
    );
}

if (readings.length)
  notes.push(
    'Readings: the real server in this process (in-memory PGlite, or a fresh fbms_bench_* PostgreSQL database), one terminal per size, ' +
      'enrolled and its shift opened over HTTP, one real 1-line cash sale made as the template and copied n − 1 times by one INSERT … SELECT generate_series ' +
      '(sales and sale_payments, one business date; the figures read no lines), ANALYZE, the shift closed. ' +
      'The Z-reading: one POST /api/shifts/z-reading (a date has one), signed in as the demo cashier (terminal lock, figures, counters, readings row, e-journal text, audit). ' +
      'The limit: the bare aggregate statement of the figures (readings.repository.ts documentFiguresSql) sent straight to the database, median of 5 after one warm-up.',
  );

if (accounting)
  notes.push(
    'Accounting: the real server in this process on a fresh fbms_bench_* PostgreSQL database (DEMO=true), the chart seeded at start; ' +
      `${accounting.entries.toLocaleString('en-US')} entries of 5 lines over ${accounting.lines === ACCOUNTING_LINES ? 'the' : 'a'} year 2025 written by INSERT … SELECT generate_series, 50,000 entries a transaction, ` +
      'in a seeding session with session_replication_role = replica (the deferred balance trigger and the append-only triggers off for it alone; the trial balance checks the result balances), then VACUUM ANALYZE. ' +
      'Each report: GET /api/accounting/reports/{report}?from=2025-01-01&to=2025-12-31 signed in as the demo accountant (session, validation, one REPEATABLE READ transaction: the chart, the aggregate, the pure builder, JSON), ' +
      'then its bare aggregate (accountFiguresSql) straight to the database; 2 warm-ups, then 20 of each, alternately.',
  );

if (receivables)
  notes.push(
    'Receivables: the real server in this process on a fresh fbms_bench_* PostgreSQL database (DEMO=true); 50,000 customers with 10 ledger rows each (7 charges due 30 days after, 3 payments each settling one charge in full) and their allocations written by INSERT … SELECT generate_series with session_replication_role = replica, then VACUUM ANALYZE. ' +
      'GET /api/customers/ageing?asOf=2099-12-31 (after every row: the statement of the current ageing) signed in as the demo accountant: the first page of 100 customers by name with the count and the totals over every customer, computed over all 500,000 rows; then its bare statement (ageingSql, in a transaction with the same work_mem of 64 MB) straight to the database; 2 warm-ups, then 10 of each, alternately. The export (every customer in one answer, pageSize=100000) 1 warm-up then 3 runs.',
  );

if (receiving)
  notes.push(
    'Receiving: the real server in this process on a fresh fbms_bench_* PostgreSQL database (DEMO=true); 200 products with stock (100 in 25-kg sacks), one VAT-registered supplier. The approved 200-line purchase orders of every run written by SQL first (not timed), then VACUUM ANALYZE; each run: POST /api/purchases/receiving receiving it in full as the demo manager (session, validation, one transaction: supplier and order locks, products locked, stock in, moving-average costs, the order, the bill, the journal entry, the audit row; the answer built from what was written); next to it the bare transaction of the same rows sent from a pg client (voucher, 200 lines, 200 movements, 200 balances, 200 product costs, 200 order lines, the order, the bill, the journal entry and lines). 2 warm-ups, then 30 of each, alternately.',
  );
if (backup)
  notes.push(
    'Backup: a fresh fbms_bench_* PostgreSQL database, migrated, filled by SQL with 100,000 products, 100,000 sales and 1,000,000 sale lines (foreign keys and triggers off while filling), VACUUM ANALYZE; writeBackup (one REPEATABLE READ snapshot, COPY of every table, gzip, AES-256-GCM) to a file, then restoreBackup of it into a second migrated database (decrypt and verify into a temp folder, then one transaction: truncate, COPY in (tables of 50,000 rows or more without their secondary indexes, built again after), sequences, row counts and ledger sums checked). Reference: pg_dump -Fc of the same database, pg_restore of it into an empty database (schema, data and indexes). One run each.',
  );

if (reports)
  notes.push(
    "Reports: the real server in this process on a fresh fbms_bench_* PostgreSQL database (DEMO=true); 2,000 products by the code of `npm run seed`, then 100,000 completed sales of 1–4 lines (about 240,000 lines, distinct products, 1–3 base units at the list price, VAT 12/112 of the VATable lines) over the 365 business days up to today at one counter of the demo manager's branch, each line with its sale stock movement at the product's cost, written by INSERT … SELECT (bench/lib/fill.ts) with session_replication_role = replica, then VACUUM ANALYZE; no voids, returns or payments. " +
      "GET /api/reports/sales-by-day and …/sales-by-product for the last 31 and the last 366 days, signed in as the demo manager (session, validation, the statement, the figures, JSON); then the same statement (salesByDaySql, salesByProductSql) straight to the database over one pg connection with the manager's branches as scope; 1 warm-up, then 10 of each, alternately.",
  );

console.log(`\n## FBMS benchmark, ${startedAt.toISOString()}\n`);
console.log(markdownTable(rows));
console.log(`\n${notes.map((n) => `- ${n}`).join('\n')}`);

const file = writeResults(ROOT, startedAt, {
  startedAt: startedAt.toISOString(),
  elapsedS: (performance.now() - t0) / 1000,
  environment: {
    node: process.version,
    cpus: cpu.length,
    cpuModel: cpu[0]?.model,
    totalMemBytes: totalmem(),
    gitCommit: gitCommit(),
  },
  settings: {
    runs,
    idleS,
    ...plan,
    serverArgs: SERVER_ARGS,
    bareNodeScript: BARE_NODE_SCRIPT,
    ...BENCH_RATE_LIMITS,
  },
  startup: startup?.startup,
  idleMemory: startup?.memory,
  throughput: { bareNode: bare, servers },
  web,
  catalog,
  imports,
  sales,
  scans,
  readings,
  accounting,
  customers: customerSearches,
  receivables,
  receiving,
  backup,
  reports,
  errors,
  table: rows,
  notes,
});
log(`results written to ${file}`);
process.exitCode = errors.length > 0 ? 1 : 0;
