import { type Db, sqlRows } from '@fbms/db';
import type { WaitingKind } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, branchIn, locationIn } from '../../platform/http/branch-scope.ts';

/**
 * Operations: read-only SQL over the tables the other modules keep (terminals, shifts, readings, sales,
 * voids, returns, expenses, purchase orders, transfer slips, stock counts, lots and balances); like the
 * reports (decision 0014) it reads them and writes nothing. Every branch-owned figure is filtered by the
 * scope's `read` branches (T12): a terminal, its shifts, readings, sales, voids and returns by the
 * terminal's (or the sale's) location; purchase orders and counts by their location; transfer slips by
 * the branch that acts on them; stock by the balance's location. `today` is a Manila date (YYYY-MM-DD).
 */

const USER_NAME = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.email)`,
  );
const ISO = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const DATE = (col: string) => sql.raw(`to_char(${col}, 'YYYY-MM-DD')`);

/** The instants today starts and ends at in Manila (CTE `b`: day_from, day_to). */
const DAY = (today: string) =>
  sql`b AS (SELECT ${today}::date::timestamp AT TIME ZONE 'Asia/Manila' AS day_from,
                   (${today}::date + 1)::timestamp AT TIME ZONE 'Asia/Manila' AS day_to)`;

export interface TerminalRow {
  id: string;
  name: string;
  branch: string;
  location: string;
  businessDate: string;
  dayOpen: boolean;
  openShift: { id: string; cashier: string; openedAt: string; openingFundCentavos: number } | null;
  lastZ: { readingNo: number; businessDate: string; takenAt: string } | null;
}

/** The active terminals at the scope's locations, each with its open shift and its last Z-reading. */
export function terminalsInScope(db: Db, scope: BranchScope) {
  return sqlRows<TerminalRow>(
    db,
    sql`SELECT t.id, t.name, br.name AS branch, l.name AS location, ${DATE('t.business_date')} AS "businessDate",
               t.day_open AS "dayOpen",
               (SELECT json_build_object('id', s.id, 'cashier', ${USER_NAME('u')}, 'openedAt', ${ISO('s.opened_at')},
                                         'openingFundCentavos', s.opening_fund_centavos::float8)
                  FROM shifts s JOIN users u ON u.id = s.cashier_id
                 WHERE s.terminal_id = t.id AND s.closed_at IS NULL
                 ORDER BY s.opened_at DESC LIMIT 1) AS "openShift",
               (SELECT json_build_object('readingNo', r.reading_no::float8, 'businessDate', ${DATE('r.business_date')},
                                         'takenAt', ${ISO('r.created_at')})
                  FROM readings r WHERE r.terminal_id = t.id AND r.kind = 'z'
                 ORDER BY r.reading_no DESC LIMIT 1) AS "lastZ"
          FROM terminals t JOIN locations l ON l.id = t.location_id JOIN branches br ON br.id = l.branch_id
         WHERE t.is_active AND ${locationIn(scope, sql`t.location_id`)}
         ORDER BY lower(br.name), lower(t.name), t.id`,
  );
}

export interface ShiftRow {
  id: string;
  terminal: string;
  cashier: string;
  openedAt: string;
  closedAt: string | null;
  expectedCentavos: number | null;
  declaredCentavos: number | null;
  shortOverCentavos: number | null;
}

/**
 * Today's shifts at the scope's terminals: those opened today, those still open (whenever opened: a
 * drawer left open overnight is the manager's business today), and those closed today. A closed shift's
 * expected and declared cash are the figures its closing recorded.
 */
export function shiftsOfToday(db: Db, scope: BranchScope, today: string) {
  return sqlRows<ShiftRow>(
    db,
    sql`WITH ${DAY(today)}
        SELECT s.id, t.name AS terminal, ${USER_NAME('u')} AS cashier, ${ISO('s.opened_at')} AS "openedAt",
               CASE WHEN s.closed_at IS NULL THEN NULL ELSE ${ISO('s.closed_at')} END AS "closedAt",
               s.expected_cash_centavos::float8 AS "expectedCentavos",
               s.declared_cash_centavos::float8 AS "declaredCentavos",
               s.short_over_centavos::float8 AS "shortOverCentavos"
          FROM shifts s JOIN terminals t ON t.id = s.terminal_id JOIN users u ON u.id = s.cashier_id, b
         WHERE ${locationIn(scope, sql`t.location_id`)}
           AND (s.closed_at IS NULL
                OR (s.opened_at >= b.day_from AND s.opened_at < b.day_to)
                OR (s.closed_at >= b.day_from AND s.closed_at < b.day_to))
         ORDER BY s.opened_at, s.id`,
  );
}

export interface SalesRow {
  invoices: number;
  totalCentavos: number;
  cashCentavos: number;
  voids: { count: number; totalCentavos: number };
  returns: { count: number; totalCentavos: number };
}

/**
 * Today's sales by business date (the date the invoice carries, as the reports count them): completed
 * invoices (a voided one is in the voids, not here) and their cash (a cash payment's amount is what was
 * received less change); the voids and the returns recorded with today's business date, at the scope's
 * terminals. A void's amount is the voided invoice's total.
 */
export async function salesOfToday(db: Db, scope: BranchScope, today: string): Promise<SalesRow> {
  const [row] = await sqlRows<SalesRow>(
    db,
    sql`WITH ss AS (SELECT s.id, s.total_centavos FROM sales s
                     WHERE s.status = 'completed' AND s.business_date = ${today}::date
                       AND ${locationIn(scope, sql`s.location_id`)})
        SELECT (SELECT count(*)::int FROM ss) AS invoices,
               (SELECT coalesce(sum(total_centavos), 0)::float8 FROM ss) AS "totalCentavos",
               (SELECT coalesce(sum(p.amount_centavos), 0)::float8 FROM sale_payments p JOIN ss ON ss.id = p.sale_id
                 WHERE p.method = 'cash') AS "cashCentavos",
               (SELECT json_build_object('count', count(*)::int, 'totalCentavos', coalesce(sum(s.total_centavos), 0)::float8)
                  FROM sale_voids v JOIN sales s ON s.id = v.sale_id JOIN terminals t ON t.id = v.terminal_id
                 WHERE v.business_date = ${today}::date AND ${locationIn(scope, sql`t.location_id`)}) AS voids,
               (SELECT json_build_object('count', count(*)::int, 'totalCentavos', coalesce(sum(r.total_centavos), 0)::float8)
                  FROM sale_returns r JOIN terminals t ON t.id = r.terminal_id
                 WHERE r.business_date = ${today}::date AND ${locationIn(scope, sql`t.location_id`)}) AS returns`,
  );
  return row!;
}

export interface WaitingRow {
  kind: WaitingKind;
  count: number;
  oldestAt: string | null;
  amountCentavos: number | null;
}

/**
 * The documents that wait for someone, one row per kind (a kind with none has no row). Each waits since
 * the time its current state was recorded; where that column can be empty (rows written before it was
 * kept, or by an import) the next best recorded time stands in, never a later one:
 *
 * - expenses_to_approve: status submitted, since submitted_at (else created_at). Expenses are company
 *   data (decision 0013): counted company-wide whatever the branch scope, as their lists show them.
 * - expenses_to_pay: status approved, since approved_at (else submitted_at, created_at).
 * - orders_to_approve: purchase orders submitted, since submitted_at (else created_at), at the scope's
 *   locations; the amount is the orders' total.
 * - orders_to_receive: approved or partly received, since approved_at (the goods have been awaited since
 *   the order was approved; a partial receipt does not restart the wait); the amount is the orders' total.
 * - transfers_to_approve: requested, since requested_at (else created_at); the sending branch approves,
 *   so they count where the sending branch is in scope.
 * - transfers_to_issue: approved, since approved_at; the sending branch issues.
 * - transfers_to_receive: in transit, since issued_at; the receiving branch receives.
 * - transfer_differences: received with a difference still open (a slip stays `received` until each
 *   difference is found, returned or written off, then closes), since received_at; either branch resolves.
 * - counts_open: stock counts in draft (started, not posted or cancelled), since created_at, at the
 *   scope's locations.
 */
export function waitingDocuments(db: Db, scope: BranchScope) {
  const kind = (k: WaitingKind) => sql.raw(`'${k}'`);
  const row = (k: WaitingKind, from: SQL, where: SQL, since: string, amount: string | null) =>
    sql`SELECT ${kind(k)} AS kind, count(*)::int AS count, ${ISO(`min(${since})`)} AS "oldestAt",
               ${amount ? sql.raw(`coalesce(sum(${amount}), 0)::float8`) : sql`NULL::float8`} AS "amountCentavos"
          FROM ${from} WHERE ${where} HAVING count(*) > 0`;
  const locIn = (col: string) => locationIn(scope, sql.raw(col));
  const brIn = (col: string) => branchIn(scope, sql.raw(col));
  const parts = [
    row(
      'expenses_to_approve',
      sql`expenses e`,
      sql`e.status = 'submitted'`,
      'coalesce(e.submitted_at, e.created_at)',
      'e.amount_centavos',
    ),
    row(
      'expenses_to_pay',
      sql`expenses e`,
      sql`e.status = 'approved'`,
      'coalesce(e.approved_at, e.submitted_at, e.created_at)',
      'e.amount_centavos',
    ),
    row(
      'orders_to_approve',
      sql`purchase_orders o`,
      sql`o.status = 'submitted' AND ${locIn('o.location_id')}`,
      'coalesce(o.submitted_at, o.created_at)',
      'o.total_centavos',
    ),
    row(
      'orders_to_receive',
      sql`purchase_orders o`,
      sql`o.status IN ('approved', 'partly_received') AND ${locIn('o.location_id')}`,
      'coalesce(o.approved_at, o.submitted_at, o.created_at)',
      'o.total_centavos',
    ),
    row(
      'transfers_to_approve',
      sql`transfer_slips s`,
      sql`s.status = 'requested' AND ${brIn('s.from_branch_id')}`,
      'coalesce(s.requested_at, s.created_at)',
      null,
    ),
    row(
      'transfers_to_issue',
      sql`transfer_slips s`,
      sql`s.status = 'approved' AND ${brIn('s.from_branch_id')}`,
      'coalesce(s.approved_at, s.requested_at, s.created_at)',
      null,
    ),
    row(
      'transfers_to_receive',
      sql`transfer_slips s`,
      sql`s.status = 'in_transit' AND ${brIn('s.to_branch_id')}`,
      'coalesce(s.issued_at, s.approved_at, s.created_at)',
      null,
    ),
    row(
      'transfer_differences',
      sql`transfer_slips s`,
      sql`s.status = 'received' AND (${brIn('s.from_branch_id')} OR ${brIn('s.to_branch_id')})`,
      'coalesce(s.received_at, s.issued_at, s.created_at)',
      null,
    ),
    row(
      'counts_open',
      sql`stock_counts c`,
      sql`c.status = 'draft' AND ${locIn('c.location_id')}`,
      'c.created_at',
      null,
    ),
  ];
  return sqlRows<WaitingRow>(db, sql.join(parts, sql` UNION ALL `));
}

export interface StockRow {
  low: number;
  out: number;
  expiringLots: number;
  expiredLots: number;
}

/**
 * Stock to watch at the scope's locations. Low and out as the dashboard counts them: an active product
 * whose stock there is 0 or less is out; one with a minimum whose stock is at or below it is low.
 * Lots (of active products) still holding stock there: expired when their expiry date is today or
 * earlier (as the stock alerts say), expiring when it falls within the next `warnDays` days.
 */
export async function stockToWatch(db: Db, scope: BranchScope, today: string, warnDays: number) {
  const here = locationIn(scope, sql`x.location_id`);
  const [row] = await sqlRows<StockRow>(
    db,
    sql`WITH stock AS (SELECT p.min_stock_milli AS min,
                              coalesce((SELECT sum(x.qty_milli) FROM stock_balances x
                                         WHERE x.product_id = p.id AND ${here}), 0) AS q
                         FROM products p WHERE p.is_active),
             lot AS (SELECT l.expiry_date FROM lots l JOIN products p ON p.id = l.product_id AND p.is_active
                      WHERE l.expiry_date IS NOT NULL AND l.expiry_date <= ${today}::date + ${warnDays}::int
                        AND EXISTS (SELECT 1 FROM stock_balances x WHERE x.lot_id = l.id AND x.qty_milli > 0 AND ${here}))
        SELECT (SELECT count(*)::int FROM stock WHERE q > 0 AND min > 0 AND q <= min) AS low,
               (SELECT count(*)::int FROM stock WHERE q <= 0) AS out,
               (SELECT count(*)::int FROM lot WHERE expiry_date > ${today}::date) AS "expiringLots",
               (SELECT count(*)::int FROM lot WHERE expiry_date <= ${today}::date) AS "expiredLots"`,
  );
  return row!;
}

/** The name of the one branch a scope reads, else null (every branch of the person, or none). */
export async function scopeBranchName(db: Db, scope: BranchScope): Promise<string | null> {
  if (scope.read === 'all' || scope.read.length !== 1) return null;
  const [row] = await sqlRows<{ name: string }>(
    db,
    sql`SELECT name FROM branches WHERE ${branchIn(scope, sql`id`)}`,
  );
  return row?.name ?? null;
}
