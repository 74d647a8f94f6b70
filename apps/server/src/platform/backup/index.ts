/**
 * The backup engine (decision 0012): a portable logical dump of every table as COPY text, in one
 * encrypted file; a restore that is all or nothing; a drill that restores into a scratch PGlite.
 */
import type { Database } from '@fbms/db';
import type {
  BackupManifest,
  BackupManifestPublic,
  BackupProgress,
  DrillResult,
  LedgerTotals,
} from './types.ts';

export * from './types.ts';

export async function writeBackup(
  _database: Database,
  _out: NodeJS.WritableStream,
  _opts: { passphrase: string; onProgress?: (p: BackupProgress) => void },
): Promise<{ manifest: BackupManifest; sizeBytes: number; sha256: string }> {
  throw new Error('not yet');
}

export async function readBackupHeader(_file: string): Promise<{ manifest: BackupManifestPublic }> {
  throw new Error('not yet');
}

export async function restoreBackup(
  _database: Database,
  _file: string,
  _opts: { passphrase: string; onProgress?: (p: BackupProgress) => void; signal?: AbortSignal },
): Promise<{ manifest: BackupManifest; tables: number; rows: number }> {
  throw new Error('not yet');
}

export async function drillBackup(
  _file: string,
  _opts: { passphrase: string; expect?: LedgerTotals & { tables: Record<string, number> } },
): Promise<DrillResult> {
  throw new Error('not yet');
}

export async function ledgerTotals(_database: Database): Promise<LedgerTotals> {
  throw new Error('not yet');
}
