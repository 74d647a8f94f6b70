import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPgDatabase,
  DB_KINDS,
  type DbKind,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';
import { TEMPLATE_ENV } from '../../test/templates.ts';
import {
  BackupError,
  drillBackup,
  EXCLUDED_TABLES,
  ledgerTotals,
  readBackupHeader,
  restoreBackup,
  writeBackup,
} from './index.ts';
import { backupTables } from './schema.ts';

/** The newest migration (drizzle's journal): a backup names the level it was made at. */
const LAST_MIGRATION = (
  JSON.parse(
    await readFile(
      new URL('../../../../../packages/db/migrations/meta/_journal.json', import.meta.url),
      'utf8',
    ),
  ) as { entries: { tag: string }[] }
).entries.at(-1)!.tag;

const PASS = 'correct horse battery staple';

/** Every app table's row count and a checksum of its ordered rows (generated columns included). */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await backupTables((text, params) => database.query(text, params));
  const out: Record<string, string> = {};
  for (const t of [...tables.map((x) => x.sql), '"public"."sessions"']) {
    const rows = await database.query<{ n: string; sum: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(r, E'\\n' ORDER BY r)) AS sum
         FROM (SELECT (x.*)::text AS r FROM ${t} x) s`,
    );
    out[t] = `${rows[0]!.n}:${rows[0]!.sum ?? ''}`;
  }
  return out;
}

async function backupTo(database: Database, file: string, passphrase = PASS) {
  return writeBackup(database, createWriteStream(file), { passphrase });
}

async function freshDatabase(kind: DbKind): Promise<{ database: Database; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const pg = await createPgDatabase();
  const database = await openDatabase({ kind: 'postgres', url: pg.url, poolSize: 2 });
  await database.migrate();
  return {
    database,
    close: async () => {
      await database.close();
      await pg.drop();
    },
  };
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupError);
  return (err as BackupError).code;
};

describe.each(DB_KINDS)('the backup engine on %s', (kind) => {
  let t: TestServer;
  let dir: string;
  let file: string;
  let source: Record<string, string>;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: TEMPLATE_ENV.demo });
    dir = await mkdtemp(join(tmpdir(), 'fbms-backup-test-'));
    file = join(dir, 'store.fbmsbak');
    source = await fingerprint(t.db);
    await backupTo(t.db, file);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes a file whose clear header names the store version and row counts, never the data', async () => {
    const { manifest } = await readBackupHeader(file);
    expect(manifest).toMatchObject({ format: 1, database: kind, migrations: { last: LAST_MIGRATION } });
    const products = manifest.tables.find((x) => x.name === 'public.products');
    expect(products?.rows).toBeGreaterThan(0);
    expect(manifest.tables.map((x) => x.name)).not.toContain('public.sessions');
    for (const excluded of EXCLUDED_TABLES)
      expect(manifest.tables.map((x) => x.name)).not.toContain(`public.${excluded}`);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 8).toString()).toBe('FBMSBAK1');
    // A product's name is in the demo data; it must not be readable in the file.
    const [product] = await t.db.query<{ name: string }>('SELECT name FROM products ORDER BY name LIMIT 1');
    expect(bytes.includes(Buffer.from(product!.name))).toBe(false);
  });

  it('round-trips: this store → a fresh PostgreSQL/PGlite → a backup of that → a fresh PGlite, every table equal', async () => {
    const other: DbKind = kind === 'pglite' && DB_KINDS.includes('postgres') ? 'postgres' : 'pglite';
    const a = await freshDatabase(other);
    const b = await freshDatabase('pglite');
    try {
      const restored = await restoreBackup(a.database, file, { passphrase: PASS });
      expect(restored.tables).toBeGreaterThan(40);
      const mid = await fingerprint(a.database);
      expect(mid).toEqual({ ...source, '"public"."sessions"': '0:' });
      const file2 = join(dir, 'second.fbmsbak');
      const second = await backupTo(a.database, file2);
      expect(second.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(second.sizeBytes).toBe((await stat(file2)).size);
      // This one through the big tables' path: secondary indexes dropped, loaded, built again.
      await restoreBackup(b.database, file2, { passphrase: PASS, rebuildIndexesFromRows: 1 });
      const indexes = `SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'public'`;
      expect(await b.database.query(indexes)).toEqual(await a.database.query(indexes));
      expect(await fingerprint(b.database)).toEqual(mid);
      expect(await ledgerTotals(b.database)).toEqual(await ledgerTotals(t.db));
      // The sequences go on after the restored rows: a new ledger entry gets the next number.
      const seqs = await b.database.query<{ ok: boolean }>(
        `SELECT (SELECT last_value FROM customer_ledger_entry_no_seq) >= coalesce((SELECT max(entry_no) FROM customer_ledger), 0) AS ok`,
      );
      expect(seqs[0]!.ok).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses a wrong passphrase, a flipped byte and a cut file, and changes nothing', async () => {
    const target = await freshDatabase(kind);
    try {
      await restoreBackup(target.database, file, { passphrase: PASS });
      // Something written after the backup, so "nothing changed" is not "same as the backup".
      await target.database.query(
        `UPDATE products SET name = name || ' (changed)' WHERE id = (SELECT id FROM products ORDER BY id LIMIT 1)`,
      );
      const before = await fingerprint(target.database);
      const bytes = await readFile(file);

      expect(await refusal(restoreBackup(target.database, file, { passphrase: 'not the passphrase' }))).toBe(
        'BACKUP_WRONG_PASSPHRASE',
      );
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(bytes.length * 0.6)]! ^= 0x01;
      await writeFile(join(dir, 'flipped.fbmsbak'), flipped);
      expect(
        await refusal(restoreBackup(target.database, join(dir, 'flipped.fbmsbak'), { passphrase: PASS })),
      ).toBe('BACKUP_CORRUPTED');
      const header = Buffer.from(bytes);
      const at = header.indexOf(Buffer.from('"createdAt":"')) + 14;
      header[at] = header[at] === 0x31 ? 0x32 : 0x31;
      await writeFile(join(dir, 'header.fbmsbak'), header);
      expect(
        await refusal(restoreBackup(target.database, join(dir, 'header.fbmsbak'), { passphrase: PASS })),
      ).toBe('BACKUP_CORRUPTED');
      await writeFile(join(dir, 'cut.fbmsbak'), bytes.subarray(0, Math.floor(bytes.length / 2)));
      expect(
        await refusal(restoreBackup(target.database, join(dir, 'cut.fbmsbak'), { passphrase: PASS })),
      ).toBe('BACKUP_CORRUPTED');
      await writeFile(join(dir, 'not.fbmsbak'), 'hello');
      expect(
        await refusal(restoreBackup(target.database, join(dir, 'not.fbmsbak'), { passphrase: PASS })),
      ).toBe('BACKUP_CORRUPTED');
      expect(await fingerprint(target.database)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('an interrupted restore (aborted after the third table) changes nothing', async () => {
    const target = await freshDatabase(kind);
    try {
      await restoreBackup(target.database, file, { passphrase: PASS });
      await target.database.query(`DELETE FROM user_settings`);
      await target.database.query(
        `UPDATE products SET name = name || ' (changed)' WHERE id = (SELECT id FROM products ORDER BY id LIMIT 1)`,
      );
      const before = await fingerprint(target.database);
      const controller = new AbortController();
      let tables = 0;
      const code = await refusal(
        restoreBackup(target.database, file, {
          passphrase: PASS,
          signal: controller.signal,
          onProgress: () => {
            tables++;
            if (tables === 3) controller.abort();
          },
        }),
      );
      expect(code).toBe('BACKUP_RESTORE_FAILED');
      expect(tables).toBe(3);
      expect(await fingerprint(target.database)).toEqual(before);
      // And the database still works: a full restore after it goes through.
      await restoreBackup(target.database, file, { passphrase: PASS });
      expect(await fingerprint(target.database)).toEqual({ ...source, '"public"."sessions"': '0:' });
    } finally {
      await target.close();
    }
  });

  it('refuses a backup of another migration level, and says which', async () => {
    const target = await freshDatabase('pglite');
    try {
      await target.database.query(
        `DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
      );
      const err = await restoreBackup(target.database, file, { passphrase: PASS }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BackupError);
      expect((err as BackupError).code).toBe('BACKUP_VERSION_MISMATCH');
      expect((err as BackupError).message).toContain(LAST_MIGRATION);
    } finally {
      await target.close();
    }
  });

  it('drills: restores into a scratch PGlite and compares counts and ledger sums', async () => {
    const { manifest } = await readBackupHeader(file);
    const tables = Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows]));
    const expected = { ...(await ledgerTotals(t.db)), tables };
    const ok = await drillBackup(file, { passphrase: PASS, expect: expected });
    expect(ok.mismatches).toEqual([]);
    expect(ok).toMatchObject({ passed: true, tables: manifest.tables.length });
    expect(ok.rows).toBe(manifest.tables.reduce((s, x) => s + x.rows, 0));

    const wrong = await drillBackup(file, {
      passphrase: PASS,
      expect: {
        ...expected,
        stockMilli: expected.stockMilli + 1,
        tables: { ...tables, 'public.products': 1 },
      },
    });
    expect(wrong.passed).toBe(false);
    expect(wrong.mismatches.map((m) => m.what).sort()).toEqual([
      'expect.ledger:stockMilli',
      'expect.rows:public.products',
    ]);

    const refused = await drillBackup(file, { passphrase: 'wrong wrong wrong' });
    expect(refused).toMatchObject({ passed: false, error: { code: 'BACKUP_WRONG_PASSPHRASE' } });
  });
});
