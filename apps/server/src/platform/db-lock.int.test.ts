import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, openDatabase } from '@fbms/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const LOCK_MODULE = fileURLToPath(new URL('../../../../packages/db/src/data-dir-lock.ts', import.meta.url));

/** Another process that takes the folder's lock, the way a second server would, and keeps it. */
function holder(dir: string): Promise<ChildProcess> {
  const code = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    await lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1e6);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('held')) resolve(child);
    });
    child.on('exit', (status) => reject(new Error(`the lock holder exited with ${status}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('DATA_DIR lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fbms-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second server on the same folder while the first runs, and frees it on close', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      new RegExp(`is already in use by another FBMS server \\(process ${process.pid}\\)`),
    );
    await first.close();
    expect(existsSync(join(dir, 'fbms.lock'))).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.close();
  });

  it.each([
    ['the current process id', String(process.pid)],
    ['process id 1 (a container)', '1'],
    ['a process id nobody has', '999999999'],
  ])('starts over an old lock file holding %s', async (_what, pid) => {
    writeFileSync(join(dir, 'fbms.lock'), pid);
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    await db.migrate();
    expect(await db.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
    await db.close();
  });

  it('refuses while another live process holds the folder, and starts once that process is killed -9', async () => {
    const other = await holder(dir);
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        new RegExp(`\\(process ${other.pid}\\)`),
      );
    } finally {
      other.kill('SIGKILL');
      await exited(other);
    }
    // The killed process left its socket file behind; nobody answers on it any more.
    expect(existsSync(join(dir, 'fbms.lock'))).toBe(true);
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    await db.close();
  });

  it('lets only one of two servers starting at once over a dead lock through', async () => {
    const other = await holder(dir);
    other.kill('SIGKILL');
    await exited(other);
    const results = await Promise.allSettled([
      openDatabase({ kind: 'pglite', dataDir: dir }),
      openDatabase({ kind: 'pglite', dataDir: dir }),
    ]);
    const opened = results.filter((r) => r.status === 'fulfilled');
    expect(opened).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(DataDirLockedError);
    await (opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value.close();
  });
});
