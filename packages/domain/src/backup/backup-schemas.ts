import { z } from 'zod';

/**
 * The backup module (issue 25): where backups go, when they are made, and what the list, the restores
 * and the drills look like over HTTP. The file format itself is the server's backup engine
 * (apps/server/src/platform/backup, decision 0012).
 */

export const BACKUP_DESTINATIONS = ['data', 'folder', 's3'] as const;
export type BackupDestination = (typeof BACKUP_DESTINATIONS)[number];
export const BACKUP_KINDS = ['manual', 'scheduled', 'before_restore'] as const;
export const BACKUP_STATUSES = ['running', 'done', 'failed', 'deleted'] as const;
export const RESTORE_RUN_KINDS = ['restore', 'drill'] as const;
export const RESTORE_RUN_STATUSES = ['running', 'passed', 'failed'] as const;

/** A backup file is useless without its passphrase; 12 characters at least. */
export const BACKUP_PASSPHRASE_MIN = 12;

const passphrase = z
  .string()
  .min(BACKUP_PASSPHRASE_MIN, `The passphrase must be at least ${BACKUP_PASSPHRASE_MIN} characters`)
  .max(200, 'The passphrase must be at most 200 characters');

const s3Base = z.object({
  /** Empty for Amazon S3 itself; the address of another S3-compatible storage otherwise. */
  endpoint: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'Enter the address as https://…'),
  region: z.string().trim().min(1, 'Enter the region (e.g. ap-southeast-1)').max(50),
  bucket: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'Enter the bucket name (lowercase letters, digits, dots, dashes)',
    ),
  prefix: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'Use letters, digits and / - _ . in the folder prefix'),
  accessKeyId: z.string().trim().min(1, 'Enter the access key id').max(200),
});

/**
 * The backup settings as the /backup screen sends them. The secrets (passphrase, S3 secret key) are
 * write-only: omitted keeps the stored one, a new value replaces it.
 */
export const backupSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    frequency: z.enum(['daily', 'weekly'], { error: 'Choose daily or weekly' }),
    /** Weekly backups: the day, 0 = Sunday … 6 = Saturday. */
    weekday: z.number().int().min(0).max(6),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM (24-hour)'),
    retention: z
      .number()
      .int()
      .min(1, 'Keep backups at least 1 day')
      .max(3650, 'Keep backups at most 3650 days'),
    destination: z.enum(BACKUP_DESTINATIONS),
    folderPath: z.string().trim().max(500).nullable(),
    s3: s3Base.extend({ secretAccessKey: z.string().min(1).max(200).optional() }).nullable(),
    passphrase: passphrase.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.destination === 'folder' && !(v.folderPath && /^(\/|[A-Za-z]:[\\/])/.test(v.folderPath)))
      ctx.addIssue({
        code: 'custom',
        path: ['folderPath'],
        message: 'Enter the full path of the folder (e.g. /media/usb/backups)',
      });
    if (v.destination === 's3' && !v.s3)
      ctx.addIssue({ code: 'custom', path: ['s3'], message: 'Enter the S3 storage details' });
  });
export type BackupSettingsInput = z.input<typeof backupSettingsInputSchema>;

/** The backup settings as the screen reads them: secrets replaced by whether one is stored. */
export const backupSettingsViewSchema = z
  .object({
    enabled: z.boolean(),
    frequency: z.enum(['daily', 'weekly']),
    weekday: z.number(),
    time: z.string(),
    retention: z.number(),
    destination: z.enum(BACKUP_DESTINATIONS),
    folderPath: z.string().nullable(),
    s3: s3Base.extend({ secretSet: z.boolean() }).nullable(),
    passphraseSet: z.boolean(),
    /** The data folder's backups folder on the server (destination "data"). */
    dataFolder: z.string(),
  })
  .meta({ id: 'BackupSettings' });
export type BackupSettingsView = z.infer<typeof backupSettingsViewSchema>;

/** What the file's clear header tells without the passphrase. */
export const backupHeaderSchema = z.object({
  createdAt: z.string(),
  app: z.string(),
  database: z.string(),
  migrations: z.object({ count: z.number(), last: z.string() }),
  tables: z.number(),
  rows: z.number(),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const backupProgressSchema = z.object({
  phase: z.enum(['writing', 'uploading']),
  table: z.string().nullable(),
  tablesDone: z.number(),
  rows: z.number(),
  bytesSent: z.number(),
});

export const backupSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    kind: z.enum(BACKUP_KINDS),
    destination: z.enum(BACKUP_DESTINATIONS),
    location: z.string(),
    status: z.enum(BACKUP_STATUSES),
    sizeBytes: z.number().nullable(),
    sha256: z.string().nullable(),
    header: backupHeaderSchema.nullable(),
    /** An unfinished S3 upload: the next run sends only the parts not yet there. */
    uploadPending: z.boolean(),
    progress: backupProgressSchema.nullable(),
    error: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'Backup' });
export type Backup = z.infer<typeof backupSchema>;

export const restoreRunSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(RESTORE_RUN_KINDS),
    backupId: z.uuid().nullable(),
    fileName: z.string(),
    status: z.enum(RESTORE_RUN_STATUSES),
    /** What was compared: per table row counts and the ledger totals; for a restore, what came back. */
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'RestoreRun' });
export type RestoreRun = z.infer<typeof restoreRunSchema>;

export const backupUploadSchema = z.object({
  uploadId: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number(),
  header: backupHeaderSchema,
});
export type BackupUpload = z.infer<typeof backupUploadSchema>;

export const restoreRequestSchema = z
  .object({
    backupId: z.uuid().optional(),
    uploadId: z.uuid().optional(),
    /** Typed by the admin: the passphrase the file was made with. */
    passphrase: z.string().min(1, 'Type the passphrase of the backup').max(200),
  })
  .refine((v) => Boolean(v.backupId) !== Boolean(v.uploadId), {
    message: 'Choose one backup or one uploaded file',
    path: ['backupId'],
  });

export const drillRequestSchema = z.object({
  /** The backup to drill; the newest finished one when omitted. */
  backupId: z.uuid().optional(),
});

export const restoreAnswerSchema = z.object({
  run: restoreRunSchema,
  /** The backup of the data as it was just before the restore. */
  beforeRestore: backupSchema,
});
