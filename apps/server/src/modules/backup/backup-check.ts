import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDeps } from '../../platform/http/context.ts';
import { checkWritable } from './backup-s3.ts';
import { backupsFolder, readBackupSettings, s3TargetOf } from './backup-settings.ts';

/**
 * For the system check (issue 25): can backups be written where the settings send them? Writes and
 * removes a small file in the folder, or puts and deletes a small object on S3.
 */
export async function backupDestinationCheck(
  deps: Pick<AppDeps, 'database' | 'config'>,
): Promise<{ ok: boolean; detail: string; fix?: string }> {
  const s = await readBackupSettings(deps.database);
  if (!s.passphrase)
    return {
      ok: false,
      detail: 'No backup passphrase is set, so no backup can be made.',
      fix: 'Open Cloud Backup → Settings and set the passphrase (at least 12 characters).',
    };
  if (s.destination === 's3') {
    const target = s3TargetOf(s);
    if (!target)
      return {
        ok: false,
        detail: 'The S3 secret access key is not set.',
        fix: 'Open Cloud Backup → Settings and enter the S3 secret access key.',
      };
    try {
      await checkWritable(target);
      return { ok: true, detail: `A test file was written to and removed from s3://${target.bucket}.` };
    } catch (err) {
      return {
        ok: false,
        detail: `S3 storage s3://${target.bucket} refused a test file: ${(err as Error).message}`,
        fix: 'Check the endpoint, region, bucket and keys in Cloud Backup → Settings, and the internet connection.',
      };
    }
  }
  const folder =
    s.destination === 'folder' && s.folderPath ? s.folderPath : backupsFolder(deps.config.DATA_DIR);
  const probe = join(folder, `.fbms-check-${randomUUID()}`);
  try {
    if (s.destination === 'folder')
      await mkdir(folder).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
    else await mkdir(folder, { recursive: true });
    await writeFile(probe, 'ok');
    await rm(probe);
    return { ok: true, detail: `A test file was written to and removed from ${folder}.` };
  } catch (err) {
    return {
      ok: false,
      detail: `The folder ${folder} cannot be written to: ${(err as Error).message}`,
      fix:
        s.destination === 'folder'
          ? 'Plug in the USB drive (or mount the folder), or choose another folder in Cloud Backup → Settings.'
          : "Free space on the server's disk, or check the data folder's permissions.",
    };
  }
}
