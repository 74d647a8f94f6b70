/**
 * The backup engine (decision 0012): a portable logical dump of every table as COPY text, in one
 * encrypted file; a restore that is all or nothing; a drill that restores into a scratch PGlite.
 */
import { publicManifest, readFileHeader } from './format.ts';
import type { BackupManifestPublic } from './types.ts';

export { drillBackup } from './drill.ts';
export { BACKUP_APP_VERSION, ledgerTotals, writeBackup } from './dump.ts';
export { restoreBackup } from './restore.ts';
export { EXCLUDED_TABLES } from './schema.ts';
export * from './types.ts';

/** The file's clear header: what, when, which version, row counts (no passphrase, no data). */
export async function readBackupHeader(file: string): Promise<{ manifest: BackupManifestPublic }> {
  return { manifest: publicManifest((await readFileHeader(file)).header) };
}
