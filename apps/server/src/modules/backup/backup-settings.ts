import { join } from 'node:path';
import type { Database } from '@fbms/db';
import {
  type BackupSettingsInput,
  type BackupSettingsView,
  type backupSettingsInputSchema,
  DEFAULT_BACKUP_SETTINGS,
} from '@fbms/domain';
import type { z } from 'zod';
import type { S3Target } from './backup-s3.ts';

/**
 * The backup settings live in `system_settings.backup` (jsonb): the schedule the system settings screen
 * knew (enabled, frequency, time, retention) and, added by this module, the weekday, the destination and
 * the secrets. The passphrase is stored so scheduled backups can run unattended; it and the S3 secret
 * key never leave the server (the view says only whether one is set).
 */
export interface StoredBackupSettings {
  enabled: boolean;
  frequency: 'daily' | 'weekly';
  weekday: number;
  time: string;
  retention: number;
  destination: 'data' | 'folder' | 's3';
  folderPath: string | null;
  s3: (Omit<S3Target, 'secretAccessKey'> & { secretAccessKey?: string }) | null;
  passphrase?: string;
  // Kept for the system settings screen's older shape.
  location: 'local';
  encryption: boolean;
}

const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');

export async function readBackupSettings(database: Database): Promise<StoredBackupSettings> {
  const rows = await database.query<{ backup: unknown }>('SELECT backup FROM system_settings WHERE id = 1');
  const stored = obj(rows[0]?.backup);
  return {
    weekday: 0,
    destination: 'data',
    folderPath: null,
    s3: null,
    ...DEFAULT_BACKUP_SETTINGS,
    ...stored,
  } as StoredBackupSettings;
}

export function settingsView(s: StoredBackupSettings, dataDir: string): BackupSettingsView {
  const { secretAccessKey, ...s3 } = s.s3 ?? ({} as NonNullable<StoredBackupSettings['s3']>);
  return {
    enabled: s.enabled,
    frequency: s.frequency,
    weekday: s.weekday,
    time: s.time,
    retention: s.retention,
    destination: s.destination,
    folderPath: s.folderPath,
    s3: s.s3
      ? {
          endpoint: s3.endpoint ?? '',
          region: s3.region,
          bucket: s3.bucket,
          prefix: s3.prefix ?? '',
          accessKeyId: s3.accessKeyId,
          secretSet: Boolean(secretAccessKey),
        }
      : null,
    passphraseSet: Boolean(s.passphrase),
    dataFolder: backupsFolder(dataDir),
  };
}

/** The stored settings after `input`: secrets omitted keep the stored ones. */
export function mergeSettings(
  before: StoredBackupSettings,
  input: z.output<typeof backupSettingsInputSchema> | BackupSettingsInput,
): StoredBackupSettings {
  const { passphrase, s3, ...rest } = input;
  const secret = s3?.secretAccessKey ?? before.s3?.secretAccessKey;
  return {
    ...before,
    ...rest,
    folderPath: rest.folderPath ?? null,
    s3: s3
      ? {
          endpoint: s3.endpoint,
          region: s3.region,
          bucket: s3.bucket,
          prefix: s3.prefix,
          accessKeyId: s3.accessKeyId,
          ...(secret ? { secretAccessKey: secret } : {}),
        }
      : null,
    ...(passphrase ? { passphrase } : before.passphrase ? { passphrase: before.passphrase } : {}),
    location: 'local',
    encryption: true,
  };
}

export async function writeBackupSettings(database: Database, s: StoredBackupSettings): Promise<void> {
  await database.query('UPDATE system_settings SET backup = $1::jsonb WHERE id = 1', [JSON.stringify(s)]);
}

/** The S3 target, when the settings name one with its secret. */
export function s3TargetOf(s: StoredBackupSettings): S3Target | null {
  if (!s.s3?.secretAccessKey) return null;
  return { ...s.s3, secretAccessKey: s.s3.secretAccessKey };
}
