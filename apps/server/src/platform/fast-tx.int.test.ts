import { type Database, openDatabase } from '@fbms/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, DB_KINDS } from '../test/harness.ts';

// The sale's transaction (packages/db/src/fast-tx.ts): BEGIN with the first statement, COMMIT with the
// last, named statements. What must hold whatever is pipelined: all or nothing, and a connection that
// comes back clean after a failure.
describe.each(DB_KINDS)('fast transaction on %s', (kind) => {
  let database: Database;
  let drop = async () => {};

  beforeAll(async () => {
    if (kind === 'postgres') {
      const pg = await createPgDatabase();
      drop = pg.drop;
      // One connection, so every transaction below reuses the one a failure happened on.
      database = await openDatabase({ kind: 'postgres', url: pg.url, poolSize: 1 });
    } else {
      database = await openDatabase({ kind: 'pglite' });
    }
    await database.migrate();
    await database.query('CREATE TABLE fast_t (id int PRIMARY KEY, note text NOT NULL)');
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  const ids = async () =>
    (await database.query<{ id: number }>('SELECT id FROM fast_t ORDER BY id')).map((r) => r.id);
  const insert = (id: number) =>
    sql`INSERT INTO fast_t (id, note) VALUES (${id}, ${`row ${id}`}) RETURNING id`;

  it('keeps every statement once the last one is in, and answers each with its rows', async () => {
    const answers = await database.fastTransaction(async (tx) => {
      const first = await tx.rows<{ id: number }>(insert(1), 'fast_t_insert');
      const second = await tx.rows<{ id: number }>(insert(2), 'fast_t_insert');
      const last = await tx.commitWith<{ n: number }>(sql`SELECT count(*)::int AS n FROM fast_t`);
      return [first, second, last];
    });
    expect(answers).toEqual([[{ id: 1 }], [{ id: 2 }], [{ n: 2 }]]);
    expect(await ids()).toEqual([1, 2]);
  });

  it('keeps nothing when the last statement fails a check (fbms_fail), and says which check', async () => {
    const failed = database.fastTransaction(async (tx) => {
      await tx.rows(insert(3), 'fast_t_insert');
      return tx.commitWith(
        sql`WITH w AS (INSERT INTO fast_t (id, note) VALUES (4, 'four') RETURNING id)
            SELECT CASE WHEN (SELECT count(*) FROM w) = 2 THEN 1 ELSE fbms_fail('FB001', 'not two') END AS ok`,
      );
    });
    await expect(failed).rejects.toMatchObject({ code: 'FB001', message: 'not two' });
    expect(await ids()).toEqual([1, 2]);
  });

  it('keeps nothing when the work throws between statements, or the first statement fails', async () => {
    await expect(
      database.fastTransaction(async (tx) => {
        await tx.rows(insert(5), 'fast_t_insert');
        throw new Error('the cart changed');
      }),
    ).rejects.toThrow('the cart changed');
    // The first statement, sent with BEGIN, fails: a duplicate key.
    await expect(database.fastTransaction((tx) => tx.rows(insert(1), 'fast_t_insert'))).rejects.toMatchObject(
      {
        code: '23505',
      },
    );
    expect(await ids()).toEqual([1, 2]);
  });

  it('commits on its own when the work ends without commitWith, and the connection is clean after failures', async () => {
    await database.fastTransaction(async (tx) => {
      await tx.rows(insert(6), 'fast_t_insert');
    });
    // Outside any transaction again: a failed statement here must not leave one open.
    await expect(database.query('SELECT 1/0')).rejects.toThrow(/division by zero/);
    // Each query its own transaction (one left open would give both the same id).
    const xid = async () => (await database.query<{ x: string }>('SELECT txid_current()::text AS x'))[0]!.x;
    expect(await xid()).not.toEqual(await xid());
    expect(await ids()).toEqual([1, 2, 6]);
  });

  it('sends nothing of a statement with an object parameter, and keeps nothing of the transaction', async () => {
    await expect(
      database.fastTransaction(async (tx) => {
        await tx.rows(insert(10), 'fast_t_insert');
        return tx.commitWith(sql`SELECT ${{ not: 'json text' }}::jsonb AS j`, 'fast_t_object');
      }),
    ).rejects.toThrow(/parameter \$1 is an object/);
    expect(await ids()).toEqual([1, 2, 6]);
  });

  it.runIf(kind === 'postgres')(
    'survives its connection being cut mid-transaction: the sale fails, the server and the pool go on',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const cut = database.fastTransaction(async (tx) => {
          const [me] = await tx.rows<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
          await admin.query('SELECT pg_terminate_backend($1)', [me!.pid]);
          await tx.commitWith(insert(11), 'fast_t_insert');
        });
        await expect(cut).rejects.toThrow();
      } finally {
        await admin.end();
      }
      expect(await ids()).toEqual([1, 2, 6]);
    },
  );

  it('refuses a statement after the commit went out', async () => {
    await expect(
      database.fastTransaction(async (tx) => {
        await tx.rows(insert(7), 'fast_t_insert');
        await tx.commitWith(insert(8), 'fast_t_insert');
        await tx.rows(insert(9), 'fast_t_insert');
      }),
    ).rejects.toThrow(/has ended/);
  });
});
