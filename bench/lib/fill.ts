import type pg from 'pg';

/** A uuid from a fixed prefix and a number (an SQL expression): the nth row of a filled table. */
export const uuidOf = (prefix: string, n: string) => `('${prefix}' || lpad((${n})::text, 12, '0'))::uuid`;

/**
 * Rows by SQL for `table`: every NOT NULL column without a default gets a plain value of its type,
 * `set` names the rest. `rows`: a count (the expressions read the series number `g`), or the FROM
 * clause the rows come from (the expressions read its columns), e.g. one row per sale line.
 */
export async function fill(
  client: pg.Client,
  table: string,
  rows: number | { from: string },
  set: Record<string, string>,
) {
  const { rows: required } = await client.query<{ name: string; type: string }>(
    `SELECT column_name::text AS name, data_type::text AS type FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_nullable = 'NO' AND column_default IS NULL
        AND is_generated = 'NEVER' AND is_identity = 'NO'`,
    [table],
  );
  const plain: Record<string, string> = {
    uuid: 'gen_random_uuid()',
    text: `'x'`,
    bigint: '0',
    integer: '0',
    boolean: 'false',
    date: 'current_date',
    'timestamp with time zone': 'now()',
    jsonb: `'{}'::jsonb`,
  };
  const columns = new Map<string, string>();
  for (const c of required) columns.set(c.name, plain[c.type] ?? `NULL`);
  for (const [k, v] of Object.entries(set)) columns.set(k, v);
  const names = [...columns.keys()].map((c) => `"${c}"`).join(', ');
  const values = [...columns.values()].join(', ');
  const from = typeof rows === 'number' ? `generate_series(1, ${rows}) AS g` : rows.from;
  await client.query(`INSERT INTO ${table} (${names}) SELECT ${values} FROM ${from}`);
}
