import { DomainError } from '@fbms/domain';

/** Sums that prove the books came back whole: compared after every restore and drill. */
export interface LedgerTotals {
  journalDebitCentavos: number;
  journalCreditCentavos: number;
  stockMilli: number;
  customerBalanceCentavos: number;
  supplierBalanceCentavos: number;
}

export interface BackupTableEntry {
  /** `<schema>.<table>` */
  name: string;
  rows: number;
  /** SHA-256 (hex) of the table's COPY text, as stored in the file. */
  sha256: string;
  /** The columns of the COPY, in order (generated columns are left out: the database makes them). */
  columns?: string[];
}

/** The manifest inside the encrypted body. */
export interface BackupManifest {
  format: 1;
  /** The server's package version that made the file. */
  app: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: { count: number; last: string };
  tables: BackupTableEntry[];
  ledger: LedgerTotals;
}

/** The header in clear at the start of the file: what it is, never any data. */
export interface BackupManifestPublic {
  format: 1;
  app: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: { count: number; last: string };
  tables: { name: string; rows: number }[];
}

export type BackupProgress = { table: string; rows: number };

export interface DrillMismatch {
  /** `rows:<table>`, `ledger:<field>`, `expect.rows:<table>`, `expect.ledger:<field>` or `restore` */
  what: string;
  expected: number | string;
  actual: number | string;
}

export interface DrillResult {
  passed: boolean;
  manifest: BackupManifestPublic | null;
  tables: number;
  rows: number;
  ledger: LedgerTotals | null;
  mismatches: DrillMismatch[];
  durationMs: number;
  /** Set when the file could not be opened or restored at all (wrong passphrase, damaged…). */
  error?: { code: string; message: string };
}

export type BackupErrorCode =
  | 'BACKUP_WRONG_PASSPHRASE'
  | 'BACKUP_CORRUPTED'
  | 'BACKUP_VERSION_MISMATCH'
  | 'BACKUP_RESTORE_FAILED';

/** A backup file refused, or a restore that stopped (and changed nothing). */
export class BackupError extends DomainError {
  declare readonly code: BackupErrorCode;
  constructor(code: BackupErrorCode, message?: string, details?: unknown) {
    super(code, message, details);
    this.name = 'BackupError';
  }
}
