import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '@fbms/db';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createPgDatabase, type DbKind, type TestServerOptions } from './harness.ts';

/**
 * A store as an older FBMS left it, for upgrade tests: a database migrated up to the migration `lastTag`
 * only, then `fill`ed with rows in that older schema. `server` is what `startTestServer` takes to open it
 * (and apply the newer migrations, as an upgraded server does); `remove` deletes it at the end.
 */
export async function olderStore(
  kind: DbKind,
  lastTag: string,
  fill: (database: Database) => Promise<void>,
): Promise<{ server: TestServerOptions; remove: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'fbms-migrations-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    copyFileSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));

  const pgDb = kind === 'postgres' ? await createPgDatabase() : undefined;
  const dataDir = pgDb ? undefined : mkdtempSync(join(tmpdir(), 'fbms-older-'));
  try {
    const database = await openDatabase(pgDb ? { kind, url: pgDb.url } : { kind: 'pglite', dataDir });
    try {
      const migrate = pgDb ? migratePg : migratePglite;
      await migrate(database.db as never, { migrationsFolder: folder });
      await fill(database);
    } finally {
      await database.close();
    }
  } catch (err) {
    await pgDb?.drop();
    throw err;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    server: pgDb ? { databaseUrl: pgDb.url } : { dataDir },
    remove: async () => {
      await pgDb?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
