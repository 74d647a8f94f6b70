import { type Db, sqlRows, type Tx } from '@fbms/db';
import type { Period } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { isoSql, nameSql } from './journal.repository.ts';

/** The SQL of the monthly periods (a month with no row is open). */

/** Closing: no posting is halfway while the month closes (posting.service.ts). First statement. */
export async function lockJournalForClosing(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE journal_entries IN SHARE MODE`);
}

export async function closeMonth(tx: Tx, month: string, by: string, at: string): Promise<void> {
  await tx.execute(sql`INSERT INTO accounting_periods (month, status, closed_by, closed_at)
      VALUES (${month}::date, 'closed', ${by}, ${at}::timestamptz)
      ON CONFLICT (month) DO UPDATE SET status = 'closed', closed_by = excluded.closed_by,
        closed_at = excluded.closed_at`);
}

/** Reopens a closed month; false when it was not closed. */
export async function reopenMonth(
  tx: Tx,
  month: string,
  by: string,
  at: string,
  reason: string,
): Promise<boolean> {
  const rows = await sqlRows(
    tx,
    sql`UPDATE accounting_periods SET status = 'open', reopened_by = ${by}, reopened_at = ${at}::timestamptz,
          reopen_reason = ${reason}
        WHERE month = ${month}::date AND status = 'closed' RETURNING month`,
  );
  return rows.length === 1;
}

const periodSelect = (months: SQL) => sql`SELECT to_char(m.month, 'YYYY-MM-DD') AS month,
       coalesce(p.status, 'open') AS status,
       coalesce(t.n, 0)::float8 AS "entryCount", coalesce(t.total, 0)::float8 AS "totalCentavos",
       ${nameSql('cu')} AS "closedByName", ${isoSql(sql`p.closed_at`)} AS "closedAt",
       ${nameSql('ru')} AS "reopenedByName", ${isoSql(sql`p.reopened_at`)} AS "reopenedAt",
       p.reopen_reason AS "reopenReason"
  FROM (${months}) m
  LEFT JOIN accounting_periods p ON p.month = m.month
  LEFT JOIN users cu ON cu.id = p.closed_by
  LEFT JOIN users ru ON ru.id = p.reopened_by
  LEFT JOIN LATERAL (SELECT count(*) AS n, sum(e.total_centavos) AS total FROM journal_entries e
                      WHERE e.entry_date >= m.month AND e.entry_date < m.month + interval '1 month') t ON true`;

/** The last 24 months to `currentMonth`, and any other month with entries or a period row; newest first. */
export function listPeriods(db: Db | Tx, currentMonth: string): Promise<Period[]> {
  const months = sql`SELECT g::date AS month FROM generate_series(${currentMonth}::date - interval '23 months',
                                                             ${currentMonth}::date, interval '1 month') g
      UNION SELECT DISTINCT date_trunc('month', entry_date)::date FROM journal_entries
      UNION SELECT month FROM accounting_periods`;
  return sqlRows<Period>(db, sql`${periodSelect(months)} ORDER BY m.month DESC`);
}

export async function findPeriod(db: Db | Tx, month: string): Promise<Period> {
  const [row] = await sqlRows<Period>(db, periodSelect(sql`SELECT ${month}::date AS month`));
  return row!;
}
