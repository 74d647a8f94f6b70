import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './proc.ts';

/** Where the bench creates (and drops) its throw-away database. */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  serverVersion: string;
  drop(): Promise<void>;
}

/** A fresh `fbms_bench_<random>` database; drop() removes it (forcing out any leftover connection). */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `fbms_bench_${randomBytes(4).toString('hex')}`;
  const serverVersion = await admin(async (c) => {
    await c.query(`CREATE DATABASE ${name}`);
    const v = (await c.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    return v.split(' ')[0]!; // "15.20 (Debian 15.20-0+deb12u1)" → "15.20"
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    serverVersion,
    async drop() {
      if (dropped) return;
      dropped = true;
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * For a phase on `kind`: on PostgreSQL a fresh database, dropped at the end of the run even if the
 * phase fails (the phase may drop it sooner), and said in the log; on PGlite none.
 */
export async function benchDatabaseFor(
  kind: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<BenchDatabase | undefined> {
  if (kind !== 'postgres') return undefined;
  const db = await createBenchDatabase();
  onCleanup(() => db.drop());
  log(`  created database ${db.name} (PostgreSQL ${db.serverVersion})`);
  return db;
}
