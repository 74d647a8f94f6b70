/**
 * The restore drill (T18): restore a backup file into a scratch PGlite migrated to this server's level
 * (in memory; in a temp folder for big files), then compare each table's row count and the ledger sums
 * with the file's manifest and, when given, with what the caller expects (the live store's figures
 * when the backup was made). The store's own database is never touched.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@fbms/db';
import { DomainError } from '@fbms/domain';
import { ledgerTotals } from './dump.ts';
import { publicManifest, readFileHeader } from './format.ts';
import { restoreBackup } from './restore.ts';
import { qualified } from './schema.ts';
import type { BackupManifestPublic, DrillMismatch, DrillResult, LedgerTotals } from './types.ts';

/** Files bigger than this are drilled in a temp-folder PGlite instead of memory. */
const IN_MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;

export async function drillBackup(
  file: string,
  opts: { passphrase: string; expect?: LedgerTotals & { tables: Record<string, number> } },
): Promise<DrillResult> {
  const started = Date.now();
  let manifest: BackupManifestPublic | null = null;
  let scratch: Database | undefined;
  let dir: string | undefined;
  const result = (partial: Partial<DrillResult>): DrillResult => {
    const mismatches = partial.mismatches ?? [];
    return {
      passed: !partial.error && mismatches.length === 0,
      manifest,
      tables: partial.tables ?? 0,
      rows: partial.rows ?? 0,
      ledger: partial.ledger ?? null,
      mismatches,
      durationMs: Date.now() - started,
      ...(partial.error ? { error: partial.error } : {}),
    };
  };
  try {
    manifest = publicManifest((await readFileHeader(file)).header);
    const big = (await stat(file)).size > IN_MEMORY_LIMIT_BYTES;
    if (big) dir = await mkdtemp(join(tmpdir(), 'fbms-drill-'));
    scratch = await openDatabase(dir ? { kind: 'pglite', dataDir: dir } : { kind: 'pglite' });
    await scratch.migrate();
    const restored = await restoreBackup(scratch, file, { passphrase: opts.passphrase });
    const mismatches: DrillMismatch[] = [];
    let rows = 0;
    for (const t of restored.manifest.tables) {
      const got = Number(
        (await scratch.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${qualified(t.name)}`))[0]!.n,
      );
      rows += got;
      if (got !== t.rows) mismatches.push({ what: `rows:${t.name}`, expected: t.rows, actual: got });
      const want = opts.expect?.tables[t.name];
      if (want !== undefined && want !== got)
        mismatches.push({ what: `expect.rows:${t.name}`, expected: want, actual: got });
    }
    if (opts.expect)
      for (const name of Object.keys(opts.expect.tables))
        if (!restored.manifest.tables.some((t) => t.name === name))
          mismatches.push({
            what: `expect.rows:${name}`,
            expected: opts.expect.tables[name]!,
            actual: 'missing',
          });
    const ledger = await ledgerTotals(scratch);
    for (const key of Object.keys(restored.manifest.ledger) as (keyof LedgerTotals)[]) {
      if (ledger[key] !== restored.manifest.ledger[key])
        mismatches.push({
          what: `ledger:${key}`,
          expected: restored.manifest.ledger[key],
          actual: ledger[key],
        });
      if (opts.expect && opts.expect[key] !== ledger[key])
        mismatches.push({ what: `expect.ledger:${key}`, expected: opts.expect[key], actual: ledger[key] });
    }
    if (ledger.journalDebitCentavos !== ledger.journalCreditCentavos)
      mismatches.push({
        what: 'ledger:balanced',
        expected: ledger.journalDebitCentavos,
        actual: ledger.journalCreditCentavos,
      });
    return result({ tables: restored.tables, rows, ledger, mismatches });
  } catch (err) {
    const code = err instanceof DomainError ? err.code : 'UNKNOWN_ERROR';
    const details =
      err instanceof DomainError ? (err.details as { mismatches?: string[] } | undefined) : undefined;
    return result({
      error: { code, message: (err as Error).message },
      mismatches: (details?.mismatches ?? []).map((m) => ({ what: 'restore', expected: '', actual: m })),
    });
  } finally {
    await scratch?.close().catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
