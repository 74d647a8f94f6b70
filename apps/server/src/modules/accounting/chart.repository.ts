import type { Db, Tx } from '@fbms/db';
import { CHART } from '@fbms/domain';
import { sql } from 'drizzle-orm';

/**
 * The seeded chart (domain CHART): every account it lists exists, by code. An account the accountant
 * renamed or described keeps their words; a code already taken by their own account is left alone.
 */
export async function ensureChart(db: Db | Tx): Promise<void> {
  const rows = JSON.stringify(
    CHART.map((a) => ({
      code: a.code,
      name: a.name,
      type: a.type,
      normal_balance: a.normalBalance,
      cash_flow: a.cashFlow,
      key: a.key ?? null,
      description: a.description ?? null,
    })),
  );
  await db.execute(sql`INSERT INTO gl_accounts (id, code, name, type, normal_balance, cash_flow, key, description)
    SELECT gen_random_uuid(), c.code, c.name, c.type, c.normal_balance, c.cash_flow, c.key, c.description
      FROM json_to_recordset(${rows}::json)
           AS c(code text, name text, type text, normal_balance text, cash_flow text, key text, description text)
     WHERE NOT EXISTS (SELECT 1 FROM gl_accounts a WHERE a.key = c.key AND a.terminal_id IS NULL)
    ON CONFLICT (code) DO NOTHING`);
  await ensureTerminalAccounts(db);
}

/**
 * Each terminal's own cash-on-hand account (1010 01, 1010 02, … in the order terminals were enrolled),
 * for the terminals that have none yet. Call it in the transaction that enrolls a terminal.
 */
export async function ensureTerminalAccounts(db: Db | Tx): Promise<void> {
  await db.execute(sql`INSERT INTO gl_accounts (id, code, name, type, normal_balance, cash_flow, key, terminal_id, description)
    SELECT gen_random_uuid(),
           '1010' || lpad((coalesce((SELECT max(substr(a.code, 5)::int) FROM gl_accounts a WHERE a.code ~ '^1010[0-9]{2}$'), 0)
                           + row_number() OVER (ORDER BY t.enrolled_at, t.id))::text, 2, '0'),
           'Cash on hand – ' || t.name, 'asset', 'debit', 'cash', 'cash_on_hand', t.id,
           'The drawer of terminal ' || t.name || '.'
      FROM terminals t
     WHERE NOT EXISTS (SELECT 1 FROM gl_accounts a WHERE a.key = 'cash_on_hand' AND a.terminal_id = t.id)`);
}
