/**
 * Restoring a backup: all or nothing. The whole file is decrypted and verified into a temp folder
 * first (the GCM tag proves it whole, each table's SHA-256 and row count are checked), then ONE
 * transaction empties every backed-up table and COPYs the file's rows in, sets the sequences, checks
 * the row counts and ledger sums against the manifest and commits. Any failure or an abort rolls it
 * back: the current data stays as it was (decision 0012).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '@fbms/db';
import { from as copyFrom } from 'pg-copy-streams';
import { readFileHeader, tableFile, unpackBackup } from './format.ts';
import {
  backupTables,
  columnList,
  driverOf,
  EMPTIED_ON_RESTORE,
  ledgerTotalsWith,
  migrationLevel,
  pgliteRunner,
  pgRunner,
  qualified,
  quoteIdent,
} from './schema.ts';
import { BackupError, type BackupManifest, type BackupProgress, type LedgerTotals } from './types.ts';

type Runner = Parameters<typeof backupTables>[0];

/** A failure after the checks: the transaction is rolled back, so nothing changed. */
const failed = (why: string, details?: unknown) =>
  new BackupError(
    'BACKUP_RESTORE_FAILED',
    `The restore stopped before it finished (${why}), so nothing was changed.`,
    details,
  );

export async function restoreBackup(
  database: Database,
  file: string,
  opts: {
    passphrase: string;
    onProgress?: (p: BackupProgress) => void;
    signal?: AbortSignal;
    /** Tables of at least this many rows load without their secondary indexes, rebuilt after (tests). */
    rebuildIndexesFromRows?: number;
  },
): Promise<{ manifest: BackupManifest; tables: number; rows: number }> {
  // The migration level first: cheap, and before anything is decrypted.
  const { header } = await readFileHeader(file);
  const here = await migrationLevel((text, params) => database.query(text, params));
  if (header.migrations.count !== here.count)
    throw new BackupError(
      'BACKUP_VERSION_MISMATCH',
      `This backup was made at database version ${header.migrations.count} (${header.migrations.last}); this server is at version ${here.count} (${here.last}). Only a backup of the same version can be restored. Nothing was changed.`,
      { backup: header.migrations, server: here },
    );
  const dir = await mkdtemp(join(tmpdir(), 'fbms-restore-'));
  try {
    const { manifest } = await unpackBackup(file, opts.passphrase, dir);
    opts.signal?.throwIfAborted();
    const rows = await loadInOneTransaction(database, dir, manifest, opts);
    return { manifest, tables: manifest.tables.length, rows };
  } catch (err) {
    if (err instanceof BackupError) throw err;
    if (opts.signal?.aborted) throw failed('it was cancelled');
    throw failed(String((err as Error).message ?? err));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Loader {
  run: Runner;
  copyIn(sql: string, file: string): Promise<void>;
}

async function inTransaction<T>(database: Database, fn: (loader: Loader) => Promise<T>): Promise<T> {
  const driver = driverOf(database);
  if (driver.kind === 'pglite') {
    return driver.client.transaction(async (tx: Transaction) =>
      fn({
        run: pgliteRunner(tx),
        async copyIn(sql, file) {
          await tx.query(`${sql} FROM '/dev/blob'`, [], { blob: new Blob([await readFile(file)]) });
        },
      }),
    );
  }
  const client = await driver.connect();
  try {
    await client.query('BEGIN');
    const result = await fn({
      run: pgRunner(client),
      async copyIn(sql, file) {
        await pipeline(createReadStream(file), client.query(copyFrom(`${sql} FROM STDIN`)));
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

async function loadInOneTransaction(
  database: Database,
  dir: string,
  manifest: BackupManifest,
  opts: { onProgress?: (p: BackupProgress) => void; signal?: AbortSignal; rebuildIndexesFromRows?: number },
): Promise<number> {
  return inTransaction(database, async ({ run, copyIn }) => {
    // The ledgers' append-only triggers and the foreign keys (rows come in table by table) are off for
    // this transaction only; the checks below and the file's own checksums stand in for them.
    try {
      await run('SET LOCAL session_replication_role = replica');
    } catch (err) {
      throw failed(
        `the database user may not turn triggers off for the restore (${(err as Error).message}); connect as the database owner or a superuser`,
      );
    }
    const tables = await backupTables(run);
    const here = tables.map((t) => t.name).join(',');
    const there = manifest.tables.map((t) => t.name).join(',');
    if (here !== there)
      throw new BackupError(
        'BACKUP_VERSION_MISMATCH',
        'The tables in this backup differ from the tables of this server, so it cannot be restored here. Nothing was changed.',
        {
          missingHere: manifest.tables.map((t) => t.name).filter((n) => !tables.some((t) => t.name === n)),
          missingInBackup: tables
            .map((t) => t.name)
            .filter((n) => !manifest.tables.some((t) => t.name === n)),
        },
      );
    // A long transaction of the app's holding a table makes the restore give up rather than wait on.
    await run(`SET LOCAL lock_timeout = '30s'`);
    const all = [...tables.map((t) => t.sql), ...EMPTIED_ON_RESTORE.map((t) => qualified(`public.${t}`))];
    // Writers wait (or this waits for them) from here to COMMIT; readers too: no one sees it half-done.
    await run(`LOCK TABLE ${all.join(', ')} IN ACCESS EXCLUSIVE MODE`);
    await run(`TRUNCATE ${all.join(', ')}`);
    let rows = 0;
    for (const entry of manifest.tables) {
      opts.signal?.throwIfAborted();
      const columns = entry.columns ?? tables.find((t) => t.name === entry.name)!.columns;
      // A big table loads faster into a table without its secondary indexes, built again after (one
      // sorted build instead of a million inserts each); in the transaction, so a rollback keeps them.
      const rebuild =
        entry.rows >= (opts.rebuildIndexesFromRows ?? REBUILD_INDEXES_FROM_ROWS)
          ? await dropSecondaryIndexes(run, entry.name)
          : [];
      if (entry.rows > 0)
        await copyIn(`COPY ${qualified(entry.name)} (${columnList(columns)})`, tableFile(dir, entry.name));
      for (const statement of rebuild) await run(statement);
      rows += entry.rows;
      opts.onProgress?.({ table: entry.name, rows: entry.rows });
    }
    opts.signal?.throwIfAborted();
    await resetSequences(
      run,
      tables.map((t) => t.name),
    );
    const mismatches: string[] = [];
    for (const entry of manifest.tables) {
      const got = (await run(`SELECT count(*)::text AS n FROM ${qualified(entry.name)}`)) as { n: string }[];
      if (Number(got[0]!.n) !== entry.rows)
        mismatches.push(`${entry.name}: ${got[0]!.n} rows, expected ${entry.rows}`);
    }
    const ledger = await ledgerTotalsWith(run);
    for (const key of Object.keys(manifest.ledger) as (keyof LedgerTotals)[])
      if (ledger[key] !== manifest.ledger[key])
        mismatches.push(`${key}: ${ledger[key]}, expected ${manifest.ledger[key]}`);
    if (mismatches.length)
      throw failed(`the restored data did not match the backup: ${mismatches.join('; ')}`, { mismatches });
    opts.signal?.throwIfAborted();
    return rows;
  });
}

const REBUILD_INDEXES_FROM_ROWS = 50_000;

/**
 * Drop the table's indexes that no constraint uses (not its primary key, unique constraints, nor a
 * unique index a foreign key leans on) and answer the statements that make them again.
 */
async function dropSecondaryIndexes(run: Runner, table: string): Promise<string[]> {
  const indexes = (await run(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(ic.relname) AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
       JOIN pg_class ic ON ic.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = ic.relnamespace
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [qualified(table)],
  )) as { name: string; def: string }[];
  for (const index of indexes) await run(`DROP INDEX ${index.name}`);
  return indexes.map((index) => index.def);
}

/** Every sequence owned by a restored column continues after the column's largest value. */
async function resetSequences(run: Runner, tables: string[]): Promise<void> {
  const seqs = (await run(
    `SELECT n.nspname::text AS schema, c.relname::text AS tbl, a.attname::text AS col,
            pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname)::text AS seq
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE a.attnum > 0 AND NOT a.attisdropped
        AND (n.nspname || '.' || c.relname) = ANY($1::text[])
        AND pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) IS NOT NULL`,
    [tables],
  )) as { schema: string; tbl: string; col: string; seq: string }[];
  for (const s of seqs) {
    const table = `${quoteIdent(s.schema)}.${quoteIdent(s.tbl)}`;
    await run(
      `SELECT setval($1::regclass, coalesce((SELECT max(${quoteIdent(s.col)}) FROM ${table}), 1),
                     (SELECT max(${quoteIdent(s.col)}) FROM ${table}) IS NOT NULL)`,
      [s.seq],
    );
  }
}
