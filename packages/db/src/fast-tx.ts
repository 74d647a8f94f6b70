import { createHash } from 'node:crypto';
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
/**
 * The text and parameters of a statement. pg encodes an object or array parameter itself, and a
 * failure there would surface only after the COMMIT sent with it went out, so lists and objects go as
 * JSON text instead (on both drivers, so they behave alike).
 */
function compile(statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  query.params.forEach((p, i) => {
    if (p !== null && typeof p === 'object' && !(p instanceof Date))
      throw new Error(`fastTransaction: parameter $${i + 1} is an object; pass it as JSON text`);
  });
  return query;
}

/**
 * The query for a statement. A name carries a hash of the text, so a name can never meet a different
 * text on a connection (pg would refuse it only on the next tick, after the COMMIT sent with it).
 */
function queryOf(statement: SQL, name?: string): pg.QueryConfig {
  const { sql: text, params } = compile(statement);
  return name
    ? { name: `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values: params }
    : { text, values: params };
}

/** A connection taken from a pool whose clients were made with `pipeline: true`. */
export async function pgFastTransaction<T>(pool: pg.Pool, fn: (tx: FastTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // Changed inside tx's methods, so it is declared wide (no narrowing to 'new' below).
  let state = 'new' as 'new' | 'open' | 'ended';
  const run = (query: pg.QueryConfig) => client.query<Record<string, unknown>>(query);
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
      const query = queryOf(statement, name); // a statement that cannot compile sends nothing
      if (state === 'open') return (await run(query)).rows as R[];
      state = 'open';
      const [begin, first] = together(() => [client.query('BEGIN'), run(query)] as const);
      // Both are on the wire; wait for both so neither rejection goes unhandled.
      const [b, f] = await Promise.allSettled([begin, first]);
      if (b.status === 'rejected') throw b.reason;
      if (f.status === 'rejected') throw f.reason;
      return f.value.rows as R[];
    },
    async commitWith<R>(statement: SQL, name?: string) {
      if (state !== 'open') throw new Error('fastTransaction: commitWith needs an open transaction');
      const query = queryOf(statement, name);
      const [last, commit] = together(() => [run(query), client.query('COMMIT')] as const);
      state = 'ended';
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
    // A connection still inside a transaction (or one that could not even roll back) is closed, never
    // handed to the next request with this sale's locks.
    if (!broken && client.getTransactionStatus() !== 'I')
      broken = new Error(
        `fastTransaction: connection left in transaction state ${client.getTransactionStatus()}`,
      );
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
