/**
 * What a backup holds, read from the database itself (information_schema), and the driver-level
 * connections the COPYs need (the `Database` interface hides them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type Database, MIGRATIONS_FOLDER } from '@fbms/db';
import pg from 'pg';
import type { LedgerTotals } from './types.ts';

/** The schemas the app's tables live in (all in public today; auth tables share it). */
export const SCHEMAS = ['public', 'auth'];

/**
 * Tables never in a backup and never touched by a restore, with why:
 * - sessions: ended sessions must not come back; a restore empties it (everyone signs in again);
 * - app_secrets: this server's own keys (the session signing key); nothing stored is encrypted with
 *   them, so the data restores anywhere and the server keeps its own;
 * - backups, restore_runs: the record of the backup files, which live outside the database (a restore
 *   must not forget the files made since, nor the `before_restore` backup made just before it);
 * - jobs: the queue of this server's work (a running restore is itself a job).
 */
export const EXCLUDED_TABLES = ['sessions', 'app_secrets', 'backups', 'restore_runs', 'jobs'];
/** Excluded tables a restore empties (they point at restored rows). */
export const EMPTIED_ON_RESTORE = ['sessions'];

export interface TableInfo {
  /** `<schema>.<table>` */
  name: string;
  /** `"schema"."table"` */
  sql: string;
  columns: string[];
}

export const quoteIdent = (s: string) => `"${s.replaceAll('"', '""')}"`;
export const qualified = (name: string) => {
  const [schema, table] = name.split('.') as [string, string];
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
};
export const columnList = (columns: string[]) => columns.map(quoteIdent).join(', ');

type Runner = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The tables a backup holds, in name order, with their stored (not generated) columns. */
export async function backupTables(run: Runner): Promise<TableInfo[]> {
  const rows = (await run(
    `SELECT c.table_schema::text AS schema, c.table_name::text AS name,
            json_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE' AND c.table_schema = ANY($1::text[]) AND c.is_generated = 'NEVER'
        AND NOT (c.table_schema = 'public' AND c.table_name = ANY($2::text[]))
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [SCHEMAS, EXCLUDED_TABLES],
  )) as { schema: string; name: string; columns: string[] | string }[];
  return rows.map((r) => {
    const name = `${r.schema}.${r.name}`;
    const columns = typeof r.columns === 'string' ? (JSON.parse(r.columns) as string[]) : r.columns;
    return { name, sql: qualified(name), columns };
  });
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** The database's migration level: how many are applied and the last one's name. */
export async function migrationLevel(run: Runner): Promise<{ count: number; last: string }> {
  const rows = (await run('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')) as { n: number }[];
  const count = Number(rows[0]?.n ?? 0);
  return { count, last: journal.entries[count - 1]?.tag ?? (count === 0 ? '' : `#${count}`) };
}

/** The ledger sums a restore must give back exactly. */
export async function ledgerTotalsWith(run: Runner): Promise<LedgerTotals> {
  const rows = (await run(
    `SELECT (SELECT coalesce(sum(debit_centavos), 0) FROM journal_lines)::text AS d,
            (SELECT coalesce(sum(credit_centavos), 0) FROM journal_lines)::text AS c,
            (SELECT coalesce(sum(qty_milli), 0) FROM stock_balances)::text AS s,
            (SELECT coalesce(sum(amount_centavos), 0) FROM customer_ledger)::text AS cu,
            ((SELECT coalesce(sum(amount_centavos), 0) FROM supplier_bills)
              - (SELECT coalesce(sum(amount_centavos), 0) FROM supplier_payment_lines))::text AS su`,
  )) as { d: string; c: string; s: string; cu: string; su: string }[];
  const r = rows[0]!;
  return {
    journalDebitCentavos: Number(r.d),
    journalCreditCentavos: Number(r.c),
    stockMilli: Number(r.s),
    customerBalanceCentavos: Number(r.cu),
    supplierBalanceCentavos: Number(r.su),
  };
}

/**
 * The driver under a Database (drizzle keeps it as `$client`). On PostgreSQL, `connect` opens a
 * connection of its own for the COPYs: the app's pool runs in pipeline mode, which COPY cannot use.
 */
export function driverOf(
  database: Database,
): { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connect: () => Promise<pg.Client> } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return { kind: 'pglite', client: client as PGlite };
  const options = (client as pg.Pool & { options: pg.ClientConfig }).options;
  return {
    kind: 'postgres',
    async connect() {
      const c = new pg.Client({ ...options, pipeline: false } as pg.ClientConfig);
      c.on('error', () => {});
      await c.connect();
      return c;
    },
  };
}

export const pgliteRunner =
  (tx: PGlite | Transaction): Runner =>
  async (text, params) =>
    (await tx.query<Record<string, unknown>>(text, params)).rows;

export const pgRunner =
  (client: pg.Client): Runner =>
  async (text, params) =>
    (await client.query(text, params)).rows as Record<string, unknown>[];
