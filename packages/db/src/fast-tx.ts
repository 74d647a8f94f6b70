import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * A transaction for the hottest write path (completing a sale), run on the driver itself:
 * - statements are drizzle `sql` templates, compiled here without the query builder's row mapping;
 * - a `name` makes a statement a prepared one on PostgreSQL, parsed and planned once per connection
 *   (its text must then never change: build it with a fixed shape, lists passed as one JSON or array
 *   parameter); PGlite runs it as given;
 * - on PostgreSQL, BEGIN travels with the first statement and COMMIT with `commitWith`'s statement, in
 *   one write and one round trip each (the pool's connections are in pipeline mode).
 * A check that must undo everything has to fail inside a statement (`fbms_fail`), since after
 * `commitWith` there is nothing left to roll back.
 */
export interface FastTx {
  rows<T>(statement: SQL, name?: string): Promise<T[]>;
  /**
   * The transaction's last statement, sent together with COMMIT. If the statement fails, the COMMIT
   * ends the failed transaction (PostgreSQL rolls it back) and the statement's error is thrown.
   */
  commitWith<T>(statement: SQL, name?: string): Promise<T[]>;
}

const dialect = new PgDialect();
const compile = (statement: SQL) => dialect.sqlToQuery(statement);

/** A connection taken from a pool whose clients were made with `pipeline: true`. */
export async function pgFastTransaction<T>(pool: pg.Pool, fn: (tx: FastTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // Changed inside tx's methods, so it is declared wide (no narrowing to 'new' below).
  let state = 'new' as 'new' | 'open' | 'ended';
  const send = (statement: SQL, name?: string) => {
    const { sql: text, params } = compile(statement);
    return client.query<Record<string, unknown>>(
      name ? { name, text, values: params } : { text, values: params },
    );
  };
  /** Several queries written to the socket at once (pipeline mode sends each as soon as it is queued). */
  const together = <R>(queue: () => R): R => {
    const stream = (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } })
      .connection?.stream;
    stream?.cork?.();
    try {
      return queue();
    } finally {
      stream?.uncork?.();
    }
  };
  const tx: FastTx = {
    async rows<R>(statement: SQL, name?: string) {
      if (state === 'ended') throw new Error('fastTransaction: the transaction has ended');
      if (state === 'open') return (await send(statement, name)).rows as R[];
      state = 'open';
      const [begin, first] = together(() => [client.query('BEGIN'), send(statement, name)] as const);
      // Both are on the wire; wait for both so neither rejection goes unhandled.
      const [b, f] = await Promise.allSettled([begin, first]);
      if (b.status === 'rejected') throw b.reason;
      if (f.status === 'rejected') throw f.reason;
      return f.value.rows as R[];
    },
    async commitWith<R>(statement: SQL, name?: string) {
      if (state !== 'open') throw new Error('fastTransaction: commitWith needs an open transaction');
      state = 'ended';
      const [last, commit] = together(() => [send(statement, name), client.query('COMMIT')] as const);
      const [l, c] = await Promise.allSettled([last, commit]);
      if (l.status === 'rejected') throw l.reason;
      if (c.status === 'rejected') throw c.reason;
      return l.value.rows as R[];
    },
  };
  let broken: Error | undefined;
  try {
    const result = await fn(tx);
    if (state === 'open') {
      state = 'ended';
      await client.query('COMMIT');
    }
    return result;
  } catch (err) {
    if (state === 'open') {
      await client.query('ROLLBACK').catch((e: Error) => {
        broken = e;
      });
    }
    throw err;
  } finally {
    // A connection that could not even roll back is closed, not handed to the next request.
    client.release(broken);
  }
}

/** PGlite: one process, one connection; its own transaction (BEGIN … COMMIT, ROLLBACK on a throw). */
export function pgliteFastTransaction<T>(client: PGlite, fn: (tx: FastTx) => Promise<T>): Promise<T> {
  return client.transaction(async (t) => {
    let ended = false;
    const rows = async <R>(statement: SQL) => {
      if (ended) throw new Error('fastTransaction: the transaction has ended');
      const { sql: text, params } = compile(statement);
      return (await t.query<R>(text, params)).rows;
    };
    return fn({
      rows,
      async commitWith<R>(statement: SQL) {
        const result = await rows<R>(statement);
        ended = true;
        return result;
      },
    });
  });
}
