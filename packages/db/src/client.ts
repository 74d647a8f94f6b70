import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { type FastTx, pgFastTransaction, pgliteFastTransaction } from './fast-tx.ts';
import * as schema from './schema/index.ts';

export { DataDirLockedError } from './data-dir-lock.ts';
export type { FastTx } from './fast-tx.ts';

export type Schema = typeof schema;
/** The one database type the services see, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take it so several modules can share one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Apply pending migrations, then refresh planner statistics. */
  migrate(): Promise<void>;
  /**
   * Raw SQL for tests, health checks, tools and the hottest reads. A `name` makes it a prepared
   * statement on PostgreSQL (planned once per connection; a scan or session check spends most of its
   * time planning otherwise). PGlite runs it as given.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /**
   * A transaction on the driver itself for the hottest write path (fast-tx.ts): named statements
   * prepared once per connection, BEGIN and COMMIT pipelined with the first and last statements.
   */
  fastTransaction<T>(fn: (tx: FastTx) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (messages sent with pg_notify by any process on the same database). Returns
   * the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onPoolError?: (err: Error) => void }
  /**
   * dataDir undefined: an in-memory database (tests). `from`: its starting contents, a data folder's
   * dump (`dump()`; the tests' per-run template, instead of initdb and every migration per server).
   */
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));
const MIGRATION_LOCK_ID = 4_217_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Pipeline mode: a query is written as soon as it is queued, so fastTransaction can send two at
    // once; code that awaits each query (all the rest) behaves exactly as without it.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      pipeline: true,
    });
    // An idle client losing its connection must never take the process down (T10).
    pool.on('error', (err) => options.onPoolError?.(err));
    // pg-pool listens for errors only while a client is idle; a connection lost while a request holds
    // it would emit an 'error' nobody hears and end the process. Its queries fail anyway (and the
    // request answers with an error), so the event itself needs no more than a listener.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
            await client.query('ANALYZE');
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      async query<T>(text: string, params: unknown[] = [], name?: string) {
        return (await pool.query(name ? { name, text, values: params } : { text, values: params }))
          .rows as T[];
      },
      fastTransaction: (fn) => pgFastTransaction(pool, fn),
      async listen(channel, onMessage) {
        return listenPg(options.url, channel, onMessage, options.onPoolError);
      },
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  let client: PGlite;
  try {
    const extensions = { pg_trgm, unaccent };
    client = options.dataDir
      ? new PGlite(join(options.dataDir, 'pglite'), { extensions })
      : new PGlite({ extensions, ...(options.from ? { loadDataDir: options.from } : {}) });
    await client.waitReady;
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      // PGlite has no autovacuum/autoanalyze.
      await client.exec('ANALYZE');
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    fastTransaction: (fn) => pgliteFastTransaction(client, fn),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        await unlisten();
      };
    },
    async close() {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other queries). It reconnects
 * after a connection loss, so notifications resume when the database comes back.
 */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch((err: Error) => {
        onError?.(err);
        reconnectLater();
      });
    }, 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    c.on('error', (err) => {
      onError?.(err);
      c.end().catch(() => {});
      reconnectLater();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Rows of a raw SQL statement run on a transaction or the database (both drivers answer `{ rows }`).
 * For the few statements the query builder cannot say: conditional updates, upserts on expressions.
 */
export async function sqlRows<T>(
  runner: Pick<Db, 'execute'>,
  statement: Parameters<Db['execute']>[0],
): Promise<T[]> {
  const result = (await runner.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
