import { type Db, sqlRows, type Tx } from '@fbms/db';
import type { AccountCreate, AccountUpdate, GlAccount, NormalBalance } from '@fbms/domain';
import { sql } from 'drizzle-orm';

/** The SQL of the chart of accounts (the service holds the transactions and the rules). */

const accountSelect = sql`SELECT a.id, a.code, a.name, a.type, a.normal_balance AS "normalBalance",
       a.cash_flow AS "cashFlow", a.key, a.description, a.is_active AS "isActive",
       coalesce(b.balance, 0)::float8 AS "balanceCentavos", (b.n IS NOT NULL) AS "hasLines"
  FROM gl_accounts a
  LEFT JOIN LATERAL (
    SELECT count(*) AS n,
           CASE WHEN a.normal_balance = 'debit' THEN sum(l.debit_centavos - l.credit_centavos)
                ELSE sum(l.credit_centavos - l.debit_centavos) END AS balance
      FROM journal_lines l WHERE l.account_id = a.id HAVING count(*) > 0) b ON true`;

export function listAccounts(db: Db | Tx): Promise<GlAccount[]> {
  return sqlRows<GlAccount>(db, sql`${accountSelect} ORDER BY a.code`);
}

export async function findAccount(db: Db | Tx, id: string): Promise<GlAccount | null> {
  const [row] = await sqlRows<GlAccount>(db, sql`${accountSelect} WHERE a.id = ${id}`);
  return row ?? null;
}

/** The account row locked for an edit (no balance: the lock is on gl_accounts alone). */
export async function lockAccount(tx: Tx, id: string) {
  const [row] = await sqlRows<{ id: string; code: string; name: string; type: string; key: string | null }>(
    tx,
    sql`SELECT id, code, name, type, key FROM gl_accounts WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export async function accountHasLines(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await sqlRows(db, sql`SELECT 1 FROM journal_lines WHERE account_id = ${id} LIMIT 1`);
  return !!row;
}

export async function codeTaken(db: Db | Tx, code: string, exceptId: string | null): Promise<boolean> {
  const [row] = await sqlRows(
    db,
    sql`SELECT 1 FROM gl_accounts WHERE code = ${code} AND id IS DISTINCT FROM ${exceptId}::uuid`,
  );
  return !!row;
}

/** Inserts an account; false when its code was taken meanwhile (the unique index). */
export async function insertAccount(
  tx: Tx,
  id: string,
  a: AccountCreate & { normalBalance: NormalBalance },
): Promise<boolean> {
  const rows = await sqlRows(
    tx,
    sql`INSERT INTO gl_accounts (id, code, name, type, normal_balance, cash_flow, description)
        VALUES (${id}, ${a.code}, ${a.name}, ${a.type}, ${a.normalBalance}, ${a.cashFlow}, ${a.description ?? null})
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  return rows.length === 1;
}

export async function updateAccount(tx: Tx, id: string, u: AccountUpdate, at: string): Promise<void> {
  const has = (k: keyof AccountUpdate) => u[k] !== undefined;
  await tx.execute(sql`UPDATE gl_accounts SET
      name = CASE WHEN ${has('name')} THEN ${u.name ?? null} ELSE name END,
      description = CASE WHEN ${has('description')} THEN ${u.description ?? null} ELSE description END,
      is_active = CASE WHEN ${has('isActive')} THEN ${u.isActive ?? null}::boolean ELSE is_active END,
      cash_flow = CASE WHEN ${has('cashFlow')} THEN ${u.cashFlow ?? null} ELSE cash_flow END,
      code = CASE WHEN ${has('code')} THEN ${u.code ?? null} ELSE code END,
      type = CASE WHEN ${has('type')} THEN ${u.type ?? null} ELSE type END,
      normal_balance = CASE WHEN ${has('normalBalance')} THEN ${u.normalBalance ?? null} ELSE normal_balance END,
      updated_at = ${at}::timestamptz
    WHERE id = ${id}`);
}
