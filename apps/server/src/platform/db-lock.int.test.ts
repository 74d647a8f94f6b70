import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, openDatabase } from '@fbms/db';
import { describe, expect, it } from 'vitest';

describe('DATA_DIR lock', () => {
  it('refuses a second server on the same folder, and takes over a lock left by a dead one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fbms-lock-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        /is already in use by another FBMS server \(process \d+\)/,
      );
      await first.close();

      writeFileSync(join(dir, 'fbms.lock'), '999999999'); // a pid that does not exist
      const second = await openDatabase({ kind: 'pglite', dataDir: dir });
      await second.migrate();
      expect(await second.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
