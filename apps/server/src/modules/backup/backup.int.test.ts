import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { scheduledBackupJob, testHooks } from './backup.service.ts';

type Backup = {
  id: string;
  kind: string;
  status: string;
  destination: string;
  location: string;
  sizeBytes: number | null;
  sha256: string | null;
  uploadPending: boolean;
  progress: unknown;
  error: string | null;
  header: { tables: number; rows: number } | null;
};
type Run = {
  id: string;
  kind: string;
  status: string;
  result: Record<string, unknown> | null;
  error: string | null;
};
type Err = { error: { code: string; details?: { reason?: string } } };

const PASSPHRASE = 'correct horse battery';
const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  frequency: 'daily',
  weekday: 0,
  time: '02:00',
  retention: 30,
  destination: 'data',
  folderPath: null,
  s3: null,
  ...over,
});

/** Backups (issue 25) over HTTP: make, list, download, restore, drill, retention, S3 with resume. */
describe.each(DB_KINDS)('backups on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let dataDir: string;

  const waitDone = async (id: string) => {
    for (let i = 0; i < 600; i++) {
      const r = await admin.get<Backup>(`/api/backup/backups/${id}`);
      // Finished, retention included (the progress goes when the whole run is over).
      if (r.body.status !== 'running' && r.body.progress === null) return r.body;
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error('backup did not finish');
  };
  const backupNow = async () => {
    const r = await admin.post<Backup>('/api/backup/backups');
    expect(r.status).toBe(202);
    return waitDone(r.body.id);
  };
  const supplierCount = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM suppliers'))[0]!.n);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fbms-backup-'));
    t = await startTestServer(kind, { env: { DATA_DIR: dataDir } });
    admin = await createOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('settings: the passphrase is required, checked and never read back; a folder is checked writable', async () => {
    const none = await admin.post<Err>('/api/backup/backups');
    expect(none.status).toBe(409);
    expect(none.body.error.details?.reason).toBe('backupNoPassphrase');
    const short = await admin.put<Err>('/api/backup/settings', settings({ passphrase: 'short' }));
    expect(short.status).toBe(422);
    const badFolder = await admin.put<Err>(
      '/api/backup/settings',
      settings({ destination: 'folder', folderPath: '/etc/hostname/backups', passphrase: PASSPHRASE }),
    );
    expect(badFolder.body.error.details?.reason).toBe('backupFolderNotWritable');
    const ok = await admin.put<Record<string, unknown>>(
      '/api/backup/settings',
      settings({ passphrase: PASSPHRASE }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.passphraseSet).toBe(true);
    expect(JSON.stringify(ok.body)).not.toContain(PASSPHRASE);
    // The system settings view does not carry it either.
    const sys = await admin.get('/api/system-settings');
    expect(JSON.stringify(sys.body)).not.toContain(PASSPHRASE);
    // Omitted keeps it.
    const again = await admin.put<Record<string, unknown>>(
      '/api/backup/settings',
      settings({ retention: 14 }),
    );
    expect(again.body).toMatchObject({ passphraseSet: true, retention: 14 });
  });

  it('makes a backup in the background, lists it, and the download is the file (same SHA-256)', async () => {
    const b = await backupNow();
    expect(b).toMatchObject({ kind: 'manual', status: 'done', destination: 'data' });
    expect(b.header!.tables).toBeGreaterThan(10);
    const list = await admin.get<{ items: Backup[] }>('/api/backup/backups');
    expect(list.body.items[0]!.id).toBe(b.id);
    const res = await fetch(`${t.baseUrl}/api/backup/backups/${b.id}/file`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(b.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(b.sha256);
    expect(bytes.subarray(0, 8).toString()).toBe('FBMSBAK1');
    expect(bytes.equals(await readFile(b.location))).toBe(true);
  });

  it('a drill restores the newest backup into a scratch database and passes; the data is untouched', async () => {
    const r = await admin.post<Run>('/api/backup/drills', {});
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ kind: 'drill', status: 'passed', error: null });
    const runs = await admin.get<{ items: Run[] }>('/api/backup/runs');
    expect(runs.body.items[0]!.id).toBe(r.body.id);
  }, 120_000);

  it('a wrong passphrase is refused and nothing changes; the right one restores, keeps the data before, signs everyone out', async () => {
    const b = await backupNow();
    const before = await supplierCount();
    const added = await admin.post('/api/suppliers', { name: 'Made after the backup' });
    expect(added.status).toBe(201);
    expect(await supplierCount()).toBe(before + 1);
    const listBefore = (await admin.get<{ items: Backup[] }>('/api/backup/backups')).body.items.length;

    const wrong = await admin.post<Err>('/api/backup/restore', {
      backupId: b.id,
      passphrase: 'not the passphrase',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('BACKUP_WRONG_PASSPHRASE');
    expect(await supplierCount()).toBe(before + 1);
    expect((await admin.get<{ items: Backup[] }>('/api/backup/backups')).body.items.length).toBe(listBefore);

    const ok = await admin.post<{ run: Run; beforeRestore: Backup }>('/api/backup/restore', {
      backupId: b.id,
      passphrase: PASSPHRASE,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.run).toMatchObject({ kind: 'restore', status: 'passed' });
    expect(ok.body.beforeRestore).toMatchObject({ kind: 'before_restore', status: 'done' });
    expect(await supplierCount()).toBe(before);
    // Everyone signs in again.
    expect((await admin.get('/api/backup/backups')).status).toBe(401);
    admin = await signIn(t, 'owner@store.ph');
    // The list and the history of this machine came through the restore.
    const list = (await admin.get<{ items: Backup[] }>('/api/backup/backups')).body.items;
    expect(list.map((x) => x.id)).toEqual(expect.arrayContaining([b.id, ok.body.beforeRestore.id]));
    const runs = (await admin.get<{ items: Run[] }>('/api/backup/runs')).body.items;
    expect(runs.map((x) => x.kind)).toEqual(expect.arrayContaining(['restore', 'drill']));
    expect((await admin.get<Record<string, unknown>>('/api/backup/settings')).body.passphraseSet).toBe(true);

    // The backup kept before the restore brings the supplier back.
    const undo = await admin.post('/api/backup/restore', {
      backupId: ok.body.beforeRestore.id,
      passphrase: PASSPHRASE,
    });
    expect(undo.status).toBe(200);
    expect(await supplierCount()).toBe(before + 1);
    admin = await signIn(t, 'owner@store.ph');
  }, 180_000);

  it('an uploaded file can be restored; a file that is not a backup is refused', async () => {
    const b = await backupNow();
    const bytes = await readFile(b.location);
    const junk = await admin.request<Err>('POST', '/api/backup/uploads?name=x.bin', 'not a backup at all', {
      'content-type': 'application/octet-stream',
    });
    expect(junk.body.error.code).toBe('BACKUP_CORRUPTED');
    expect((await admin.post<Err>('/api/backup/uploads', {})).body.error.code).toBe('FILE_TYPE_INVALID');
    const res = await fetch(`${t.baseUrl}/api/backup/uploads?name=mine.fbmsbak`, {
      method: 'POST',
      headers: {
        cookie: admin.cookieHeader(),
        origin: t.baseUrl,
        'content-type': 'application/octet-stream',
      },
      body: bytes,
    });
    expect(res.status).toBe(200);
    const up = (await res.json()) as { uploadId: string; sizeBytes: number };
    expect(up.sizeBytes).toBe(bytes.length);
    const r = await admin.post<{ run: Run }>('/api/backup/restore', {
      uploadId: up.uploadId,
      passphrase: PASSPHRASE,
    });
    expect(r.status).toBe(200);
    expect(r.body.run.status).toBe('passed');
    admin = await signIn(t, 'owner@store.ph');
  }, 180_000);

  it('retention removes backups older than the days kept, but always keeps the newest', async () => {
    await admin.put('/api/backup/settings', settings({ retention: 1 }));
    // Age every finished backup by 3 days, then make one: the old ones go, the new one stays.
    await t.db.query(`UPDATE backups SET started_at = started_at - interval '3 days' WHERE status = 'done'`);
    const b = await backupNow();
    const list = (await admin.get<{ items: Backup[] }>('/api/backup/backups')).body.items;
    expect(list.filter((x) => x.status === 'done').map((x) => x.id)).toEqual([b.id]);
    // Only old ones left: the newest is kept however old.
    await t.db.query(`UPDATE backups SET started_at = started_at - interval '3 days' WHERE status = 'done'`);
    await admin.put('/api/backup/settings', settings({ retention: 1 }));
    const { applyRetention } = await import('./backup.service.ts');
    expect(await applyRetention(t.fbms.deps, 1)).toEqual([]);
    const del = await admin.delete<Backup>(`/api/backup/backups/${b.id}`);
    expect(del.body.status).toBe('deleted');
  }, 120_000);

  it('the hourly job makes the scheduled backup once per slot and queues its drill', async () => {
    const run = { id: 'test', name: scheduledBackupJob.name, attempt: 1 };
    const first = (await scheduledBackupJob.handler({}, t.fbms.deps, run)) as {
      made: boolean;
      backupId: string;
    };
    expect(first.made).toBe(true);
    expect((await admin.get<Backup>(`/api/backup/backups/${first.backupId}`)).body).toMatchObject({
      kind: 'scheduled',
      status: 'done',
    });
    expect(await scheduledBackupJob.handler({}, t.fbms.deps, run)).toEqual({ made: false });
    const jobs = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM jobs WHERE name = 'backup.drill' AND payload->>'backupId' = $1`,
      [first.backupId],
    );
    expect(Number(jobs[0]!.n)).toBe(1);
    // Let the drill run now (it holds the one-at-a-time lock while it does).
    await t.fbms.deps.jobs.runDue();
    let drill: (Run & { backupId: string }) | undefined;
    for (let i = 0; i < 600 && !(drill && drill.status !== 'running'); i++) {
      await new Promise((res) => setTimeout(res, 100));
      const runs = (await admin.get<{ items: (Run & { backupId: string })[] }>('/api/backup/runs')).body
        .items;
      drill = runs.find((r) => r.kind === 'drill' && r.backupId === first.backupId);
    }
    expect(drill?.status).toBe('passed');
  }, 120_000);

  it('S3: a multipart upload cut half-way is resumed by the next run, sending only the missing parts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 's3rver-'));
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'fbms-backups', configs: [] }],
    });
    const addr = (await s3.run()) as { port: number };
    try {
      const put = await admin.put(
        '/api/backup/settings',
        settings({
          destination: 's3',
          s3: {
            endpoint: `http://127.0.0.1:${addr.port}`,
            region: 'us-east-1',
            bucket: 'fbms-backups',
            prefix: 'store1',
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
          },
        }),
      );
      expect(put.status).toBe(200);
      testHooks.s3 = { partSize: 2 * 1024, stopAfterParts: 2 };
      const cut = await backupNow();
      expect(cut).toMatchObject({ status: 'failed', uploadPending: true, destination: 's3' });
      const sentBefore = (
        await t.db.query<{ upload: { parts: unknown[] } }>('SELECT upload FROM backups WHERE id = $1', [
          cut.id,
        ])
      )[0]!.upload.parts.length;
      expect(sentBefore).toBe(2);
      testHooks.s3 = { partSize: 2 * 1024 };
      testHooks.uploads = [];
      const next = await backupNow();
      expect(next.status).toBe('done');
      const first = (await admin.get<Backup>(`/api/backup/backups/${cut.id}`)).body;
      // The resumed upload sent only the parts after the two already there.
      const resumed = testHooks.uploads.find((u) => u.id === cut.id)!;
      const parts = Math.ceil(first.sizeBytes! / (2 * 1024));
      expect(resumed).toMatchObject({ resumedParts: 2, sentParts: parts - 2 });
      expect(first).toMatchObject({ status: 'done', uploadPending: false });
      // The object on S3 is the file: the download (from S3) matches the checksum.
      const res = await fetch(`${t.baseUrl}/api/backup/backups/${cut.id}/file`, {
        headers: { cookie: admin.cookieHeader() },
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(first.sha256);
      // A drill reads it back from S3.
      const d = await admin.post<Run>('/api/backup/drills', { backupId: cut.id });
      expect(d.body.status).toBe('passed');
    } finally {
      testHooks.s3 = undefined;
      testHooks.uploads = undefined;
      await admin.put('/api/backup/settings', settings());
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('only an admin may touch backups', async () => {
    expect((await t.client().get('/api/backup/backups')).status).toBe(401);
  });
});
