import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uuidv7 } from '@fbms/db';
import {
  type Backup,
  type BackupHeader,
  type BackupSettingsView,
  type BackupUpload,
  backupFileName,
  type backupSettingsInputSchema,
  backupsToRemove,
  DomainError,
  type RestoreRun,
  refusal,
  scheduledBackupDue,
} from '@fbms/domain';
import type { z } from 'zod';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import {
  BackupError,
  type BackupManifest,
  type BackupManifestPublic,
  drillBackup,
  readBackupHeader,
  restoreBackup,
  writeBackup,
} from '../../platform/backup/index.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import {
  checkWritable,
  deleteObject,
  downloadFile,
  downloadStream,
  s3Key,
  s3Location,
  type UploadState,
  uploadFile,
} from './backup-s3.ts';
import {
  backupsFolder,
  mergeSettings,
  readBackupSettings,
  type StoredBackupSettings,
  s3TargetOf,
  settingsView,
  writeBackupSettings,
} from './backup-settings.ts';

/**
 * The backup module (issue 25): makes backups with the engine (platform/backup) to the data folder, a
 * folder (a USB drive) or S3; lists, downloads, uploads, restores, drills and deletes them; the
 * scheduled backup, the retention rule and the daily drill.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'logger' | 'now' | 'jobs'>;
type Kind = 'manual' | 'scheduled' | 'before_restore';

interface BackupRow {
  id: string;
  file_name: string;
  kind: Kind;
  destination: 'data' | 'folder' | 's3';
  location: string;
  status: 'running' | 'done' | 'failed' | 'deleted';
  size_bytes: string | number | null;
  sha256: string | null;
  manifest: BackupManifest | null;
  upload: UploadState | null;
  error: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  created_by_email: string | null;
}

interface RunRow {
  id: string;
  kind: 'restore' | 'drill';
  backup_id: string | null;
  file_name: string;
  status: 'running' | 'passed' | 'failed';
  result: Record<string, unknown> | null;
  error: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  created_by_email: string | null;
}

interface Progress {
  phase: 'writing' | 'uploading';
  table: string | null;
  tablesDone: number;
  rows: number;
  bytesSent: number;
}

/** Running backups' progress, by backup id (this process's runs; polled by the screen). */
const progress = new Map<string, Progress>();

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const refuse = (reason: string, message: string, params: Record<string, unknown> = {}) =>
  new DomainError('BUSINESS_INVALID_OPERATION', message, refusal(reason as never, params));

function headerOf(
  m: Pick<BackupManifestPublic, 'createdAt' | 'app' | 'database' | 'migrations' | 'tables'>,
): BackupHeader {
  return {
    createdAt: m.createdAt,
    app: m.app,
    database: m.database,
    migrations: m.migrations,
    tables: m.tables.length,
    rows: m.tables.reduce((n, t) => n + t.rows, 0),
  };
}

function toBackup(r: BackupRow): Backup {
  return {
    id: r.id,
    fileName: r.file_name,
    kind: r.kind,
    destination: r.destination,
    location: r.location,
    status: r.status,
    sizeBytes: r.size_bytes === null ? null : Number(r.size_bytes),
    sha256: r.sha256,
    header: r.manifest ? headerOf(r.manifest) : null,
    uploadPending: r.upload !== null,
    progress: progress.get(r.id) ?? null,
    error: r.error,
    startedAt: iso(r.started_at)!,
    finishedAt: iso(r.finished_at),
    createdBy: r.created_by_email,
  };
}

function toRun(r: RunRow): RestoreRun {
  return {
    id: r.id,
    kind: r.kind,
    backupId: r.backup_id,
    fileName: r.file_name,
    status: r.status,
    result: r.result,
    error: r.error,
    startedAt: iso(r.started_at)!,
    finishedAt: iso(r.finished_at),
    createdBy: r.created_by_email,
  };
}

const BACKUP_SELECT = `SELECT b.*, u.email AS created_by_email FROM backups b LEFT JOIN users u ON u.id = b.created_by::text`;
const RUN_SELECT = `SELECT r.*, u.email AS created_by_email FROM restore_runs r LEFT JOIN users u ON u.id = r.created_by::text`;

async function backupRow(deps: Deps, id: string): Promise<BackupRow> {
  const rows = await deps.database.query<BackupRow>(`${BACKUP_SELECT} WHERE b.id = $1`, [id]);
  if (!rows[0]) throw new DomainError('DB_RECORD_NOT_FOUND', 'Backup not found.');
  return rows[0];
}

async function runRow(deps: Deps, id: string): Promise<RunRow> {
  const rows = await deps.database.query<RunRow>(`${RUN_SELECT} WHERE r.id = $1`, [id]);
  return rows[0]!;
}

// ---------------------------------------------------------------- settings

export async function getBackupSettings(deps: Deps): Promise<BackupSettingsView> {
  return settingsView(await readBackupSettings(deps.database), deps.config.DATA_DIR);
}

/** Checks that a folder can take files: writes and removes a small one. */
async function checkFolder(folder: string): Promise<void> {
  // Not recursive: the folder, or at least its parent (a mounted drive), must be there already.
  await mkdir(folder).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  const probe = join(folder, `.fbms-check-${randomUUID()}`);
  await pipeline(Readable.from(['ok']), createWriteStream(probe));
  await rm(probe);
}

export async function changeBackupSettings(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof backupSettingsInputSchema>,
  where: AuditWhere,
): Promise<BackupSettingsView> {
  const before = await readBackupSettings(deps.database);
  const next = mergeSettings(before, input);
  if (!next.passphrase && next.enabled)
    throw refuse('backupNoPassphrase', 'Set the backup passphrase (at least 12 characters) first.');
  if (next.destination === 'folder') {
    try {
      await checkFolder(next.folderPath!);
    } catch (err) {
      throw refuse(
        'backupFolderNotWritable',
        `The folder ${next.folderPath} cannot be written to: ${(err as Error).message}`,
        {
          path: next.folderPath,
        },
      );
    }
  }
  if (next.destination === 's3') {
    const target = s3TargetOf(next);
    if (!target) throw refuse('backupS3NoSecret', 'Enter the S3 secret access key.');
    try {
      await checkWritable(target);
    } catch (err) {
      throw refuse('backupS3Unreachable', `The S3 storage refused a test file: ${(err as Error).message}`);
    }
  }
  await writeBackupSettings(deps.database, next);
  const view = settingsView(next, deps.config.DATA_DIR);
  const { dataFolder: _d, ...fromView } = settingsView(before, deps.config.DATA_DIR);
  const { dataFolder: _d2, ...toView } = view;
  await writeAudit(
    deps.database.db,
    {
      action: 'backup.settings_changed',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'system_settings',
      // Secrets never reach the audit log: the views only say whether one is set.
      details: { from: fromView, to: toView, passphraseChanged: Boolean(input.passphrase) },
    },
    where,
  );
  return view;
}

// ---------------------------------------------------------------- making backups

function placeOf(deps: Deps, s: StoredBackupSettings, kind: Kind, fileName: string) {
  // The backup kept just before a restore stays in the data folder: at hand for an undo.
  const destination = kind === 'before_restore' ? 'data' : s.destination;
  if (destination === 'folder' && s.folderPath)
    return {
      destination,
      file: join(s.folderPath, fileName),
      location: join(s.folderPath, fileName),
    } as const;
  if (destination === 's3') {
    const target = s3TargetOf(s);
    if (!target) throw refuse('backupS3NoSecret', 'Enter the S3 secret access key.');
    return {
      destination,
      file: join(backupsFolder(deps.config.DATA_DIR), 's3-staging', fileName),
      location: s3Location(target, fileName),
      target,
    } as const;
  }
  const file = join(backupsFolder(deps.config.DATA_DIR), fileName);
  return { destination: 'data', file, location: file } as const;
}

/** Sends a written file to S3, recording the upload after each part (so a later run resumes it). */
async function sendToS3(
  deps: Deps,
  row: {
    id: string;
    file: string;
    key: string;
    target: NonNullable<ReturnType<typeof s3TargetOf>>;
    resume: UploadState | null;
  },
) {
  const p = progress.get(row.id);
  if (p) p.phase = 'uploading';
  const sent = await uploadFile(row.target, row.file, row.key, {
    resume: row.resume,
    onState: async (state) => {
      await deps.database.query('UPDATE backups SET upload = $2::jsonb WHERE id = $1', [
        row.id,
        JSON.stringify(state),
      ]);
    },
    onProgress: ({ bytesSent }) => {
      const q = progress.get(row.id);
      if (q) q.bytesSent = bytesSent;
    },
    ...(testHooks.s3 ?? {}),
  });
  testHooks.uploads?.push({ id: row.id, ...sent });
  await deps.database.query(`UPDATE backups SET upload = NULL WHERE id = $1`, [row.id]);
  await rm(row.file, { force: true });
}

/** Test hooks: a small part size and a run cut after N parts (the resume test). */
export const testHooks: {
  s3?: { partSize?: number; stopAfterParts?: number };
  uploads?: { id: string; resumedParts: number; sentParts: number }[];
} = {};

/**
 * Finishes the S3 uploads a run left half-way: lists the parts already there and sends only the rest.
 * Runs before each new backup (and by itself from the scheduled job).
 */
export async function resumeUploads(deps: Deps): Promise<number> {
  const s = await readBackupSettings(deps.database);
  const target = s3TargetOf(s);
  if (!target) return 0;
  const rows = await deps.database.query<BackupRow>(
    `${BACKUP_SELECT} WHERE b.upload IS NOT NULL AND b.status = 'failed' AND b.destination = 's3'`,
  );
  let done = 0;
  for (const r of rows) {
    const file = join(backupsFolder(deps.config.DATA_DIR), 's3-staging', r.file_name);
    const exists = await stat(file).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    try {
      progress.set(r.id, { phase: 'uploading', table: null, tablesDone: 0, rows: 0, bytesSent: 0 });
      await deps.database.query(`UPDATE backups SET status = 'running', error = NULL WHERE id = $1`, [r.id]);
      await sendToS3(deps, { id: r.id, file, key: r.upload!.key, target, resume: r.upload });
      await deps.database.query(`UPDATE backups SET status = 'done', finished_at = now() WHERE id = $1`, [
        r.id,
      ]);
      done++;
    } catch (err) {
      await deps.database.query(`UPDATE backups SET status = 'failed', error = $2 WHERE id = $1`, [
        r.id,
        `The upload to S3 stopped: ${(err as Error).message}. The next backup sends the rest.`,
      ]);
    } finally {
      progress.delete(r.id);
    }
  }
  return done;
}

let running: Promise<unknown> | null = null;

/** One backup, restore or drill at a time in this process: they read or replace all the data. */
async function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  while (running) await running.catch(() => undefined);
  const p = fn();
  running = p;
  try {
    return await p;
  } finally {
    if (running === p) running = null;
  }
}

/**
 * Starts a backup and answers with its row (status running). `wait` runs it to the end first (the
 * scheduled job, the backup before a restore); otherwise the screen polls the list for its progress.
 */
export async function makeBackup(
  deps: Deps,
  opts: { kind: Kind; actor?: Actor | null; where?: AuditWhere; wait?: boolean },
): Promise<Backup> {
  const s = await readBackupSettings(deps.database);
  if (!s.passphrase)
    throw refuse('backupNoPassphrase', 'Set the backup passphrase (at least 12 characters) first.');
  if (running && !opts.wait)
    throw refuse('backupBusy', 'A backup, restore or drill is running. Wait for it to finish.');
  const at = deps.now();
  const id = uuidv7(at.getTime());
  const fileName = backupFileName(at, opts.kind, id.slice(-6));
  const place = placeOf(deps, s, opts.kind, fileName);
  await deps.database.query(
    `INSERT INTO backups (id, file_name, kind, destination, location, status, started_at, created_by)
     VALUES ($1, $2, $3, $4, $5, 'running', $6, $7)`,
    [
      id,
      fileName,
      opts.kind,
      place.destination,
      place.location,
      at.toISOString(),
      opts.actor?.userId ?? null,
    ],
  );
  progress.set(id, { phase: 'writing', table: null, tablesDone: 0, rows: 0, bytesSent: 0 });
  const work = exclusive(async () => {
    try {
      if (place.destination === 's3') await resumeUploads(deps);
      progress.set(id, { phase: 'writing', table: null, tablesDone: 0, rows: 0, bytesSent: 0 });
      await mkdir(join(place.file, '..'), { recursive: true });
      const part = `${place.file}.part`;
      const out = createWriteStream(part);
      let lastTable: string | null = null;
      const written = await writeBackup(deps.database, out, {
        passphrase: s.passphrase!,
        onProgress: ({ table, rows }) => {
          const p = progress.get(id);
          if (!p) return;
          if (table !== lastTable) {
            if (lastTable !== null) p.tablesDone++;
            lastTable = table;
          }
          p.table = table;
          p.rows = rows;
        },
      });
      await new Promise<void>((resolve, reject) => {
        if (out.writableFinished) resolve();
        else {
          out.once('finish', resolve);
          out.once('error', reject);
          if (!out.writableEnded) out.end();
        }
      });
      await rename(part, place.file);
      await deps.database.query(
        `UPDATE backups SET size_bytes = $2, sha256 = $3, manifest = $4::jsonb WHERE id = $1`,
        [id, written.sizeBytes, written.sha256, JSON.stringify(written.manifest)],
      );
      if (place.destination === 's3') {
        await sendToS3(deps, {
          id,
          file: place.file,
          key: s3Key(place.target, fileName),
          target: place.target,
          resume: null,
        });
      }
      await deps.database.query(`UPDATE backups SET status = 'done', finished_at = $2 WHERE id = $1`, [
        id,
        deps.now().toISOString(),
      ]);
      await writeAudit(
        deps.database.db,
        {
          action: 'backup.made',
          actorUserId: opts.actor?.userId ?? null,
          actorEmail: opts.actor?.email ?? null,
          targetType: 'backup',
          targetId: id,
          details: {
            kind: opts.kind,
            destination: place.destination,
            fileName,
            sizeBytes: written.sizeBytes,
            sha256: written.sha256,
          },
        },
        opts.where,
      );
      if (opts.kind !== 'before_restore') await applyRetention(deps, s.retention);
    } catch (err) {
      deps.logger.error({ err, backup: id }, 'backup failed');
      const uploading = progress.get(id)?.phase === 'uploading';
      await deps.database.query(
        `UPDATE backups SET status = 'failed', error = $2, finished_at = $3 WHERE id = $1`,
        [
          id,
          uploading
            ? `The upload to S3 stopped: ${(err as Error).message}. The next backup sends the rest.`
            : (err as Error).message,
          deps.now().toISOString(),
        ],
      );
      if (!uploading) await rm(`${place.file}.part`, { force: true });
      throw err;
    } finally {
      progress.delete(id);
    }
  });
  if (opts.wait) await work;
  else work.catch(() => undefined);
  return toBackup(await backupRow(deps, id));
}

async function removeFile(deps: Deps, r: BackupRow): Promise<void> {
  if (r.destination === 's3') {
    const target = s3TargetOf(await readBackupSettings(deps.database));
    const key = r.location.replace(/^s3:\/\/[^/]+\//, '');
    if (target) await deleteObject(target, key);
  } else await rm(r.location, { force: true });
}

/** The retention rule: finished backups older than the days kept go (file and all), never the newest. */
export async function applyRetention(deps: Deps, retentionDays: number): Promise<string[]> {
  const rows = await deps.database.query<BackupRow>(`${BACKUP_SELECT} WHERE b.status = 'done'`);
  const gone = backupsToRemove(
    rows.map((r) => ({ id: r.id, status: r.status, startedAt: new Date(r.started_at) })),
    retentionDays,
    deps.now(),
  );
  for (const id of gone) {
    const r = rows.find((x) => x.id === id)!;
    try {
      await removeFile(deps, r);
      await deps.database.query(`UPDATE backups SET status = 'deleted' WHERE id = $1`, [id]);
      await writeAudit(deps.database.db, {
        action: 'backup.deleted',
        targetType: 'backup',
        targetId: id,
        details: { fileName: r.file_name, reason: 'retention', retentionDays },
      });
    } catch (err) {
      deps.logger.error({ err, backup: id }, 'an old backup could not be removed');
    }
  }
  return gone;
}

// ---------------------------------------------------------------- reading, downloading, deleting

export async function listBackups(deps: Deps): Promise<{ items: Backup[] }> {
  const rows = await deps.database.query<BackupRow>(
    `${BACKUP_SELECT} WHERE b.status <> 'deleted' ORDER BY b.started_at DESC, b.id DESC LIMIT 200`,
  );
  return { items: rows.map(toBackup) };
}

export async function getBackup(deps: Deps, id: string): Promise<Backup> {
  return toBackup(await backupRow(deps, id));
}

export async function listRuns(deps: Deps): Promise<{ items: RestoreRun[] }> {
  const rows = await deps.database.query<RunRow>(
    `${RUN_SELECT} ORDER BY r.started_at DESC, r.id DESC LIMIT 100`,
  );
  return { items: rows.map(toRun) };
}

/** The file of a finished backup as a stream (from its folder or from S3). */
export async function backupFile(
  deps: Deps,
  id: string,
): Promise<{ stream: Readable; fileName: string; sizeBytes: number | null }> {
  const r = await backupRow(deps, id);
  if (r.status !== 'done')
    throw refuse('backupNotReady', 'This backup is not finished, so there is no file to download.');
  const sizeBytes = r.size_bytes === null ? null : Number(r.size_bytes);
  if (r.destination === 's3') {
    const target = s3TargetOf(await readBackupSettings(deps.database));
    if (!target) throw refuse('backupS3NoSecret', 'Enter the S3 secret access key.');
    return {
      stream: await downloadStream(target, r.location.replace(/^s3:\/\/[^/]+\//, '')),
      fileName: r.file_name,
      sizeBytes,
    };
  }
  const exists = await stat(r.location).then(
    () => true,
    () => false,
  );
  if (!exists)
    throw refuse(
      'backupFileMissing',
      `The file ${r.location} is not there any more (a removed USB drive?).`,
      {
        path: r.location,
      },
    );
  return { stream: createReadStream(r.location), fileName: r.file_name, sizeBytes };
}

export async function deleteBackup(deps: Deps, actor: Actor, id: string, where: AuditWhere): Promise<Backup> {
  const r = await backupRow(deps, id);
  if (r.status === 'running')
    throw refuse('backupBusy', 'A backup, restore or drill is running. Wait for it to finish.');
  await removeFile(deps, r);
  if (r.destination === 's3')
    await rm(join(backupsFolder(deps.config.DATA_DIR), 's3-staging', r.file_name), { force: true });
  await deps.database.query(`UPDATE backups SET status = 'deleted', upload = NULL WHERE id = $1`, [id]);
  await writeAudit(
    deps.database.db,
    {
      action: 'backup.deleted',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'backup',
      targetId: id,
      details: { fileName: r.file_name },
    },
    where,
  );
  return toBackup(await backupRow(deps, id));
}

// ---------------------------------------------------------------- uploads

const uploadsFolder = (deps: Deps) => join(backupsFolder(deps.config.DATA_DIR), 'uploads');
const uploadFileOf = (deps: Deps, uploadId: string) => join(uploadsFolder(deps), `${uploadId}.fbmsbak`);

/** Keeps an uploaded backup file (the request body, streamed) and reads its clear header. */
export async function receiveUpload(
  deps: Deps,
  body: ReadableStream<Uint8Array> | null,
  fileName: string,
): Promise<BackupUpload> {
  if (!body) throw refuse('backupUploadEmpty', 'Choose a backup file to upload.');
  const uploadId = randomUUID();
  const file = uploadFileOf(deps, uploadId);
  await mkdir(uploadsFolder(deps), { recursive: true });
  await pipeline(Readable.fromWeb(body as never), createWriteStream(file));
  try {
    const { manifest } = await readBackupHeader(file);
    return {
      uploadId,
      fileName: fileName.slice(0, 200),
      sizeBytes: (await stat(file)).size,
      header: headerOf(manifest),
    };
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof DomainError) throw err;
    throw new BackupError('BACKUP_CORRUPTED', 'This is not a backup file of this system (or it is damaged).');
  }
}

// ---------------------------------------------------------------- restore and drill

/** The backup's file on this machine (a copy fetched from S3 when it is there); `cleanup` removes a copy. */
async function localFileOf(
  deps: Deps,
  r: BackupRow,
): Promise<{ file: string; cleanup: () => Promise<void> }> {
  if (r.status !== 'done')
    throw refuse('backupNotReady', 'This backup is not finished, so there is no file to download.');
  if (r.destination !== 's3') {
    const exists = await stat(r.location).then(
      () => true,
      () => false,
    );
    if (!exists)
      throw refuse(
        'backupFileMissing',
        `The file ${r.location} is not there any more (a removed USB drive?).`,
        {
          path: r.location,
        },
      );
    return { file: r.location, cleanup: async () => undefined };
  }
  const target = s3TargetOf(await readBackupSettings(deps.database));
  if (!target) throw refuse('backupS3NoSecret', 'Enter the S3 secret access key.');
  const tmp = join(backupsFolder(deps.config.DATA_DIR), 'tmp');
  await mkdir(tmp, { recursive: true });
  const file = join(tmp, `${randomUUID()}.fbmsbak`);
  await downloadFile(target, r.location.replace(/^s3:\/\/[^/]+\//, ''), file);
  return { file, cleanup: () => rm(file, { force: true }) };
}

const FILE_REFUSALS = new Set(['BACKUP_WRONG_PASSPHRASE', 'BACKUP_CORRUPTED', 'BACKUP_VERSION_MISMATCH']);

/**
 * Replaces the store's data with a backup's: keeps the current data as a `before_restore` backup first,
 * then the engine's all-or-nothing restore. The backup list, the restore history and the backup settings
 * are this machine's, not the file's: they are kept across the restore. Everyone signs in again.
 */
export async function restore(
  deps: Deps,
  actor: Actor,
  input: { backupId?: string; uploadId?: string; passphrase: string },
  where: AuditWhere,
): Promise<{ run: RestoreRun; beforeRestore: Backup }> {
  let source: { file: string; fileName: string; backupId: string | null; cleanup: () => Promise<void> };
  if (input.backupId) {
    const r = await backupRow(deps, input.backupId);
    source = { ...(await localFileOf(deps, r)), fileName: r.file_name, backupId: r.id };
  } else {
    const file = uploadFileOf(deps, input.uploadId!);
    const exists = await stat(file).then(
      () => true,
      () => false,
    );
    if (!exists) throw refuse('backupUploadMissing', 'The uploaded file is gone. Upload it again.');
    source = { file, fileName: 'uploaded file', backupId: null, cleanup: () => rm(file, { force: true }) };
  }
  try {
    // The header first: a file of another system or version is refused before anything is made.
    await readBackupHeader(source.file);
    const beforeRestore = await makeBackup(deps, { kind: 'before_restore', actor, where, wait: true });
    return await exclusive(async () => {
      const kept = {
        backups: await deps.database.query<{ j: unknown }>('SELECT row_to_json(b) AS j FROM backups b'),
        runs: await deps.database.query<{ j: unknown }>('SELECT row_to_json(r) AS j FROM restore_runs r'),
        settings: await readBackupSettings(deps.database),
      };
      const runId = uuidv7();
      const startedAt = deps.now();
      const keepRows = async () => {
        await deps.database.query(
          `INSERT INTO backups SELECT * FROM json_populate_recordset(null::backups, $1::json) ON CONFLICT (id) DO NOTHING`,
          [JSON.stringify(kept.backups.map((r) => r.j))],
        );
        await deps.database.query(
          `INSERT INTO restore_runs SELECT * FROM json_populate_recordset(null::restore_runs, $1::json) ON CONFLICT (id) DO NOTHING`,
          [JSON.stringify(kept.runs.map((r) => r.j))],
        );
        await writeBackupSettings(deps.database, kept.settings);
      };
      const record = async (
        status: 'passed' | 'failed',
        result: Record<string, unknown> | null,
        error: string | null,
      ) => {
        await deps.database.query(
          `INSERT INTO restore_runs (id, kind, backup_id, file_name, status, result, error, started_at, finished_at, created_by)
           VALUES ($1, 'restore', $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
          [
            runId,
            source.backupId,
            source.fileName,
            status,
            result ? JSON.stringify(result) : null,
            error,
            startedAt.toISOString(),
            deps.now().toISOString(),
            actor.userId,
          ],
        );
      };
      try {
        const done = await restoreBackup(deps.database, source.file, { passphrase: input.passphrase });
        await keepRows();
        // Sessions are not in a backup: everyone, this admin too, signs in again.
        await deps.database.query('DELETE FROM sessions');
        const result = {
          tables: done.tables,
          rows: done.rows,
          backupCreatedAt: done.manifest.createdAt,
          ledger: done.manifest.ledger,
          beforeRestoreId: beforeRestore.id,
        };
        await record('passed', result, null);
        await writeAudit(
          deps.database.db,
          {
            action: 'backup.restored',
            actorUserId: actor.userId,
            actorEmail: actor.email,
            targetType: 'backup',
            targetId: source.backupId,
            details: { fileName: source.fileName, ...result },
          },
          where,
        );
      } catch (err) {
        await record('failed', null, (err as Error).message);
        // A file refused before anything was touched: the backup just made is not needed.
        if (err instanceof DomainError && FILE_REFUSALS.has(err.code)) {
          const r = await backupRow(deps, beforeRestore.id);
          await rm(r.location, { force: true });
          await deps.database.query('DELETE FROM backups WHERE id = $1', [beforeRestore.id]);
        }
        throw err;
      }
      return {
        run: toRun(await runRow(deps, runId)),
        beforeRestore: toBackup(await backupRow(deps, beforeRestore.id)),
      };
    });
  } finally {
    if (!input.backupId) await source.cleanup();
    else await source.cleanup();
  }
}

/**
 * A restore drill (T18): the backup restored into a scratch database and compared with its manifest
 * (row counts per table, the ledger totals). The store's data is not touched.
 */
export async function drill(
  deps: Deps,
  actor: Actor | null,
  backupId: string | undefined,
  where?: AuditWhere,
): Promise<RestoreRun> {
  const s = await readBackupSettings(deps.database);
  if (!s.passphrase)
    throw refuse('backupNoPassphrase', 'Set the backup passphrase (at least 12 characters) first.');
  let r: BackupRow | undefined;
  if (backupId) r = await backupRow(deps, backupId);
  else {
    const rows = await deps.database.query<BackupRow>(
      `${BACKUP_SELECT} WHERE b.status = 'done' ORDER BY b.started_at DESC LIMIT 1`,
    );
    r = rows[0];
  }
  if (!r) throw refuse('backupNone', 'There is no backup yet. Make one first.');
  const row = r;
  const runId = uuidv7();
  await deps.database.query(
    `INSERT INTO restore_runs (id, kind, backup_id, file_name, status, started_at, created_by) VALUES ($1, 'drill', $2, $3, 'running', $4, $5)`,
    [runId, row.id, row.file_name, deps.now().toISOString(), actor?.userId ?? null],
  );
  let status: 'passed' | 'failed' = 'failed';
  let result: Record<string, unknown> | null = null;
  let error: string | null = null;
  try {
    const { file, cleanup } = await localFileOf(deps, row);
    try {
      const m = row.manifest;
      const expect = m
        ? { ...m.ledger, tables: Object.fromEntries(m.tables.map((t) => [t.name, t.rows])) }
        : undefined;
      const d = await exclusive(() =>
        drillBackup(file, { passphrase: s.passphrase!, ...(expect ? { expect } : {}) }),
      );
      status = d.passed ? 'passed' : 'failed';
      result = {
        tables: d.tables,
        rows: d.rows,
        ledger: d.ledger,
        mismatches: d.mismatches,
        durationMs: d.durationMs,
      };
      error = d.error ? d.error.message : d.passed ? null : `${d.mismatches.length} difference(s) found`;
    } finally {
      await cleanup();
    }
  } catch (err) {
    error = (err as Error).message;
  }
  await deps.database.query(
    `UPDATE restore_runs SET status = $2, result = $3::jsonb, error = $4, finished_at = $5 WHERE id = $1`,
    [runId, status, result ? JSON.stringify(result) : null, error, deps.now().toISOString()],
  );
  await writeAudit(
    deps.database.db,
    {
      action: 'backup.drill',
      actorUserId: actor?.userId ?? null,
      actorEmail: actor?.email ?? null,
      targetType: 'backup',
      targetId: row.id,
      details: { status, fileName: row.file_name, error },
    },
    where,
  );
  return toRun(await runRow(deps, runId));
}

// ---------------------------------------------------------------- jobs

/** The daily drill (T18): restores the newest backup into a scratch database; queued after each scheduled backup. */
export const backupDrillJob = defineJob<{ backupId?: string }, AppDeps>(
  'backup.drill',
  async (payload, deps) => {
    await drill(deps, null, payload.backupId);
  },
  { retry: { attempts: 1, backoffMs: 0 }, leaseMs: 60 * 60_000 },
);

/**
 * Hourly: makes the scheduled backup when the store's slot (settings: daily or weekly, at a Manila time)
 * has passed since the last one; then the retention rule, then queues the drill. Also finishes S3
 * uploads a stopped run left half-way.
 */
export const scheduledBackupJob = defineJob<Record<string, never>, AppDeps>(
  'backup.scheduled',
  async (_payload, deps) => {
    const s = await readBackupSettings(deps.database);
    const last = await deps.database.query<{ at: Date | string | null }>(
      `SELECT max(started_at) AS at FROM backups WHERE kind = 'scheduled' AND status IN ('done', 'running', 'deleted')`,
    );
    const lastAt = last[0]?.at ? new Date(last[0].at) : null;
    if (!s.passphrase || !scheduledBackupDue(s, deps.now(), lastAt)) {
      await resumeUploads(deps);
      return { made: false };
    }
    const b = await makeBackup(deps, { kind: 'scheduled', wait: true });
    await deps.jobs.enqueue(backupDrillJob.name, { backupId: b.id }, { dedupeKey: `backup.drill:${b.id}` });
    return { made: true, backupId: b.id };
  },
  { schedule: '5 * * * *', retry: { attempts: 2, backoffMs: 5 * 60_000 }, leaseMs: 60 * 60_000 },
);

/** The backup destination's check, for the system check (module system-check). */
export { backupDestinationCheck } from './backup-check.ts';
