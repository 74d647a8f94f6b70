/**
 * Making a backup: every table as COPY text, read in one REPEATABLE READ snapshot (the counts, the
 * ledger sums and every table agree with each other), written as the encrypted file of format.ts.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '@fbms/db';
import { to as copyTo } from 'pg-copy-streams';
import { type BackupBodyWriter, countLines, PIECE_BYTES, writeBackupFile } from './format.ts';
import {
  backupTables,
  columnList,
  driverOf,
  ledgerTotalsWith,
  migrationLevel,
  pgliteRunner,
  pgRunner,
  type TableInfo,
} from './schema.ts';
import type { BackupManifest, BackupProgress, BackupTableEntry, LedgerTotals } from './types.ts';

/** The version written in every manifest (apps/server health answers the same). */
export const BACKUP_APP_VERSION = '0.1.0';

type Runner = Parameters<typeof backupTables>[0];

/** A table's rows as COPY text, chunk by chunk (each a Buffer), in the snapshot. */
type CopyOut = (table: TableInfo) => AsyncIterable<Buffer>;

async function withSnapshot<T>(
  database: Database,
  fn: (run: Runner, copyOut: CopyOut) => Promise<T>,
): Promise<T> {
  const driver = driverOf(database);
  if (driver.kind === 'pglite') {
    // PGlite has one connection: the transaction holds it, so nothing writes in between.
    return driver.client.transaction(async (tx: Transaction) => {
      const copyOut: CopyOut = async function* (table) {
        const result = await tx.query(`COPY ${table.sql} (${columnList(table.columns)}) TO '/dev/blob'`);
        const blob = result.blob;
        if (!blob) return;
        for (let at = 0; at < blob.size; at += PIECE_BYTES)
          yield Buffer.from(await blob.slice(at, at + PIECE_BYTES).arrayBuffer());
      };
      return fn(pgliteRunner(tx), copyOut);
    });
  }
  const client = await driver.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const copyOut: CopyOut = (table) =>
      client.query(
        copyTo(`COPY ${table.sql} (${columnList(table.columns)}) TO STDOUT`),
      ) as AsyncIterable<Buffer>;
    const result = await fn(pgRunner(client), copyOut);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Write a backup of the whole store to `out` (ended when done). */
export async function writeBackup(
  database: Database,
  out: NodeJS.WritableStream,
  opts: { passphrase: string; onProgress?: (p: BackupProgress) => void },
): Promise<{ manifest: BackupManifest; sizeBytes: number; sha256: string }> {
  if (!opts.passphrase) throw new Error('writeBackup needs a passphrase');
  return withSnapshot(database, async (run, copyOut) => {
    const tables = await backupTables(run);
    const migrations = await migrationLevel(run);
    const counts = new Map<string, number>();
    for (const t of tables) {
      const rows = (await run(`SELECT count(*)::text AS n FROM ${t.sql}`)) as { n: string }[];
      counts.set(t.name, Number(rows[0]!.n));
    }
    const ledger = await ledgerTotalsWith(run);
    const createdAt = new Date().toISOString();
    const header = {
      format: 1 as const,
      app: BACKUP_APP_VERSION,
      createdAt,
      database: database.kind,
      migrations,
      tables: tables.map((t) => ({ name: t.name, rows: counts.get(t.name)! })),
    };
    return writeBackupFile(out, header, opts.passphrase, async (body) => {
      const entries: BackupTableEntry[] = [];
      for (const t of tables) {
        const entry = await dumpTable(body, t, copyOut(t), opts.onProgress);
        if (entry.rows !== counts.get(t.name))
          throw new Error(`backup: ${t.name} gave ${entry.rows} rows, counted ${counts.get(t.name)}`);
        entries.push(entry);
      }
      return { ...header, tables: entries, ledger };
    });
  });
}

async function dumpTable(
  body: BackupBodyWriter,
  table: TableInfo,
  chunks: AsyncIterable<Buffer>,
  onProgress?: (p: BackupProgress) => void,
): Promise<BackupTableEntry> {
  const hash = createHash('sha256');
  let rows = 0;
  let piece = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await body.entry(`tables/${table.name}/${String(piece++).padStart(6, '0')}.copy`, data);
  };
  for await (const chunk of chunks) {
    hash.update(chunk);
    rows += countLines(chunk);
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= PIECE_BYTES) {
      await flush();
      onProgress?.({ table: table.name, rows });
    }
  }
  await flush();
  onProgress?.({ table: table.name, rows });
  return { name: table.name, rows, sha256: hash.digest('hex'), columns: table.columns };
}

/** The ledger sums of the database now. */
export async function ledgerTotals(database: Database): Promise<LedgerTotals> {
  return ledgerTotalsWith((text, params) => database.query(text, params));
}
