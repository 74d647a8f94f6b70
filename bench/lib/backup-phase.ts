import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '@fbms/db';
import pg from 'pg';
import { restoreBackup, writeBackup } from '../../apps/server/src/platform/backup/index.ts';
import { fill, uuidOf } from './fill.ts';
import { type BenchDatabase, createBenchDatabase } from './postgres.ts';
import { makeTempDir, onCleanup } from './proc.ts';
import { mib, type Row, times } from './report.ts';

const run = promisify(execFile);
const onCleanupDrop = (db: BenchDatabase) => onCleanup(() => db.drop());

/** The size: a store with 100,000 products and 1,000,000 sale lines. */
export const BACKUP_PRODUCTS = 100_000;
export const BACKUP_SALE_LINES = 1_000_000;
const LINES_PER_SALE = 10;
const PASSPHRASE = 'bench passphrase, not secret';

export interface BackupResult {
  database: 'postgres';
  products: number;
  saleLines: number;
  backupMs: number;
  backupBytes: number;
  restoreMs: number;
  pgDumpMs: number;
  pgDumpBytes: number;
  pgRestoreMs: number;
}

/**
 * Backup and restore of a big store on PostgreSQL: a fresh database migrated, then 100,000 products,
 * 100,000 sales and 1,000,000 sale lines written by SQL (foreign keys and the append-only triggers off
 * while filling: the rows are shaped right, not meaningful), VACUUM ANALYZE; timed: writeBackup to a
 * file and restoreBackup of it into a second migrated database; next to them `pg_dump -Fc` of the same
 * database and `pg_restore` of that dump into an empty third database (schema, data and indexes).
 */
export async function runBackup(log: (line: string) => void): Promise<BackupResult> {
  const source = await createBenchDatabase();
  onCleanupDrop(source);
  const dir = makeTempDir('backup');
  const database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 });
  try {
    await database.migrate();
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    try {
      await client.query('SET session_replication_role = replica');
      const [{ id: location }] = (await client.query(`SELECT id FROM locations ORDER BY id LIMIT 1`))
        .rows as [{ id: string }];
      // The sales' cashier and terminal exist (pg_restore checks the foreign keys it re-creates).
      const terminal = '00000000-0000-4000-a000-000000000001';
      await fill(client, 'users', 1, { id: `'bench-cashier'`, email: `'cashier@bench.fbms.ph'` });
      await fill(client, 'terminals', 1, {
        id: `'${terminal}'`,
        ...(location ? { location_id: `'${location}'` } : {}),
      });
      await fill(client, 'products', BACKUP_PRODUCTS, {
        id: uuidOf('00000000-0000-4000-8000-', 'g'),
        sku: `'BK-' || g`,
        name: `'Bench feed ' || g`,
        base_unit: `'kg'`,
        cost_centavos: '3000',
        price_centavos: '4000',
      });
      const sales = BACKUP_SALE_LINES / LINES_PER_SALE;
      await fill(client, 'sales', sales, {
        id: uuidOf('00000000-0000-4000-9000-', 'g'),
        request_hash: `'bench-' || g`,
        invoice_no: 'g',
        terminal_id: `'${terminal}'`,
        cashier_id: `'bench-cashier'`,
        status: `'completed'`,
        ...(location ? { location_id: `'${location}'` } : {}),
        total_centavos: '40000',
        tendered_centavos: '40000',
      });
      await fill(client, 'sale_lines', BACKUP_SALE_LINES, {
        id: 'gen_random_uuid()',
        sale_id: uuidOf('00000000-0000-4000-9000-', `(g - 1) / ${LINES_PER_SALE} + 1`),
        line_no: `(g - 1) % ${LINES_PER_SALE} + 1`,
        product_id: uuidOf('00000000-0000-4000-8000-', `(g - 1) % ${BACKUP_PRODUCTS} + 1`),
        product_name: `'Bench feed'`,
        sku: `'BK'`,
        unit_code: `'kg'`,
        base_milli_per_unit: '1000',
        qty_milli: '1000',
        base_qty_milli: '1000',
        unit_price_centavos: '4000',
        gross_centavos: '4000',
        net_centavos: '4000',
        tax_class: `'vatable'`,
      });
      await client.query('RESET session_replication_role');
      await client.query('VACUUM ANALYZE');
    } finally {
      await client.end();
    }
    log(`  filled ${source.name}: ${BACKUP_PRODUCTS} products, ${BACKUP_SALE_LINES} sale lines`);

    const file = join(dir, 'bench.fbmsbak');
    let t0 = performance.now();
    const made = await writeBackup(database, createWriteStream(file), { passphrase: PASSPHRASE });
    const backupMs = performance.now() - t0;
    log(`  writeBackup ${Math.round(backupMs)} ms, ${mib(made.sizeBytes)}`);

    const dump = join(dir, 'bench.dump');
    t0 = performance.now();
    await run('pg_dump', ['-Fc', '-f', dump, source.url]);
    const pgDumpMs = performance.now() - t0;
    const pgDumpBytes = (await stat(dump)).size;
    log(`  pg_dump -Fc ${Math.round(pgDumpMs)} ms, ${mib(pgDumpBytes)}`);

    const target = await createBenchDatabase();
    onCleanupDrop(target);
    const into = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
    let restoreMs: number;
    try {
      await into.migrate();
      t0 = performance.now();
      await restoreBackup(into, file, { passphrase: PASSPHRASE });
      restoreMs = performance.now() - t0;
    } finally {
      await into.close();
      await target.drop();
    }
    log(`  restoreBackup ${Math.round(restoreMs)} ms`);

    const empty = await createBenchDatabase();
    onCleanupDrop(empty);
    t0 = performance.now();
    await run('pg_restore', ['--no-owner', '-d', empty.url, dump]);
    const pgRestoreMs = performance.now() - t0;
    await empty.drop();
    log(`  pg_restore ${Math.round(pgRestoreMs)} ms`);

    return {
      database: 'postgres',
      products: BACKUP_PRODUCTS,
      saleLines: BACKUP_SALE_LINES,
      backupMs,
      backupBytes: made.sizeBytes,
      restoreMs,
      pgDumpMs,
      pgDumpBytes,
      pgRestoreMs,
    };
  } finally {
    await database.close();
    await source.drop();
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function backupRows(r: BackupResult): Row[] {
  return [
    {
      metric: `backup: writeBackup of ${r.products.toLocaleString('en-US')} products and ${r.saleLines.toLocaleString('en-US')} sale lines (PostgreSQL, encrypted file)`,
      value: `${s(r.backupMs)}, ${mib(r.backupBytes)}`,
      reference: `pg_dump -Fc ${s(r.pgDumpMs)}, ${mib(r.pgDumpBytes)}`,
      ratio: times(r.backupMs, r.pgDumpMs),
    },
    {
      metric:
        'backup: restoreBackup of that file into a migrated database (one transaction, checks included)',
      value: s(r.restoreMs),
      reference: `pg_restore of the -Fc dump into an empty database ${s(r.pgRestoreMs)}`,
      ratio: times(r.restoreMs, r.pgRestoreMs),
    },
  ];
}
