import { backupContract as api, DomainError } from '@fbms/domain';
import { z } from 'zod';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import {
  backupFile,
  changeBackupSettings,
  deleteBackup,
  drill,
  getBackup,
  getBackupSettings,
  listBackups,
  listRuns,
  makeBackup,
  receiveUpload,
  restore,
} from './backup.service.ts';

/** Admin only (the seed: backup needs admin; the permission row is settings/edit). */
const admin = permission({ module: 'settings', action: 'edit', minRole: 'admin' });
const tags = ['backup'];

export const BACKUP_UPLOAD_PATH = '/api/backup/uploads';

const r = {
  getSettings: defineRoute(
    admin,
    fromContract(api.getSettings, { tags, summary: 'Backup settings (secrets: only whether set)' }),
  ),
  putSettings: defineRoute(
    admin,
    fromContract(api.putSettings, {
      tags,
      summary:
        'Change the schedule, retention, destination (checked writable) and passphrase; secrets are write-only',
    }),
  ),
  list: defineRoute(
    admin,
    fromContract(api.listBackups, {
      tags,
      summary: 'Backups, newest first, with the progress of a running one',
    }),
  ),
  make: defineRoute(
    admin,
    fromContract(api.makeBackup, {
      tags,
      summary: 'Start a backup now (runs in the background; poll the list)',
    }),
  ),
  get: defineRoute(
    admin,
    fromContract(api.getBackup, { tags, summary: 'One backup, with its progress while it runs' }),
  ),
  remove: defineRoute(
    admin,
    fromContract(api.deleteBackup, { tags, summary: 'Delete a backup and its file' }),
  ),
  file: defineRoute(admin, {
    method: 'get',
    path: '/api/backup/backups/{id}/file',
    tags,
    summary: 'Download the backup file (encrypted; useless without its passphrase)',
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    },
  }),
  upload: defineRoute(admin, {
    method: 'post',
    path: BACKUP_UPLOAD_PATH,
    tags,
    summary:
      'Upload a backup file (the raw bytes as application/octet-stream) to restore it; answers its header',
    request: { query: z.object({ name: z.string().max(200).optional() }) },
    responses: {
      200: {
        description: 'The file kept, and what its header says',
        content: { 'application/json': { schema: z.any() } },
      },
    },
  }),
  restore: defineRoute(
    admin,
    fromContract(api.restore, {
      tags,
      summary:
        'Replace the data with a backup (current data kept as a backup first; everyone signs in again)',
    }),
  ),
  drill: defineRoute(
    admin,
    fromContract(api.drill, {
      tags,
      summary: 'Restore a backup into a scratch database and compare (the data is not touched)',
    }),
  ),
  runs: defineRoute(
    admin,
    fromContract(api.listRuns, { tags, summary: 'Restores and drills, newest first' }),
  ),
};

/** Backups (issue 25): settings, make, list, download, upload, restore, drill, delete. */
export function mountBackup(router: ReturnType<typeof createRouter>) {
  router.openapi(r.getSettings, async (c) => c.json(await getBackupSettings(c.get('deps')), 200));
  router.openapi(r.putSettings, async (c) =>
    c.json(await changeBackupSettings(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200),
  );
  router.openapi(r.list, async (c) => c.json(await listBackups(c.get('deps')), 200));
  router.openapi(r.make, async (c) =>
    c.json(await makeBackup(c.get('deps'), { kind: 'manual', actor: c.get('actor'), where: where(c) }), 202),
  );
  router.openapi(r.file, async (c) => {
    const f = await backupFile(c.get('deps'), c.req.valid('param').id);
    const { Readable } = await import('node:stream');
    return new Response(Readable.toWeb(f.stream) as ReadableStream, {
      status: 200,
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${f.fileName}"`,
        'cache-control': 'private, no-store',
        ...(f.sizeBytes !== null ? { 'content-length': String(f.sizeBytes) } : {}),
      },
    }) as never;
  });
  router.openapi(r.get, async (c) => c.json(await getBackup(c.get('deps'), c.req.valid('param').id), 200));
  router.openapi(r.remove, async (c) =>
    c.json(await deleteBackup(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200),
  );
  router.openapi(r.upload, async (c) => {
    // The file's raw bytes, streamed to disk; anything else (a JSON body, a form) is not a backup upload.
    if (
      (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/octet-stream'
    )
      throw new DomainError('FILE_TYPE_INVALID', 'Send the backup file as application/octet-stream.');
    return c.json(
      await receiveUpload(c.get('deps'), c.req.raw.body, c.req.valid('query').name ?? 'uploaded file'),
      200,
    ) as never;
  });
  router.openapi(r.restore, async (c) =>
    c.json(await restore(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200),
  );
  router.openapi(r.drill, async (c) =>
    c.json(await drill(c.get('deps'), c.get('actor'), c.req.valid('json').backupId, where(c)), 200),
  );
  router.openapi(r.runs, async (c) => c.json(await listRuns(c.get('deps')), 200));
}
