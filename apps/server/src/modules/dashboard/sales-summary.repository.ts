import { type Db, sqlRows } from '@fbms/db';
import type { SalesSummary } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type BranchScope, branchIn, locationIn } from '../../platform/http/branch-scope.ts';

const TOP = 5;
const LOW = 6;

type LowStockItem = SalesSummary['lowStock']['items'][number];

/**
 * The dashboard's figures from the sales and the stock as they are: completed sales of today and of this
 * week (Monday to Sunday, Asia/Manila), the best sellers of the last 30 days, and what is low or out.
 */
export async function salesSummary(
  db: Db,
  now: Date,
  cashierId: string | null,
  scope: BranchScope,
): Promise<SalesSummary> {
  const at = now.toISOString();
  const mine = cashierId === null ? sql`TRUE` : sql`s.cashier_id = ${cashierId}`;
  // Only the branches the person's lists show (T12): a sale's branch is its location's, as a balance's.
  const here = locationIn(scope, sql`s.location_id`);
  const stockHere = locationIn(scope, sql`x.location_id`);
  const [row] = await sqlRows<Omit<SalesSummary, 'scope' | 'branches'>>(
    db,
    sql`WITH d AS (SELECT (${at}::timestamptz AT TIME ZONE 'Asia/Manila')::date AS today),
      b AS (SELECT today, date_trunc('week', today::timestamp)::date AS week, today - 29 AS since,
                   today::timestamp AT TIME ZONE 'Asia/Manila' AS day_from,
                   (today + 1)::timestamp AT TIME ZONE 'Asia/Manila' AS day_to,
                   date_trunc('week', today::timestamp) AT TIME ZONE 'Asia/Manila' AS week_from,
                   (date_trunc('week', today::timestamp) + interval '7 days') AT TIME ZONE 'Asia/Manila' AS week_to,
                   (today - 29)::timestamp AT TIME ZONE 'Asia/Manila' AS since_from FROM d),
      s AS (SELECT s.id, s.total_centavos, s.created_at FROM sales s, b
             WHERE s.status = 'completed' AND ${mine} AND ${here}
               AND s.created_at >= least(b.week_from, b.since_from) AND s.created_at < greatest(b.week_to, b.day_to)),
      stock AS (SELECT p.id, p.name, p.sku, p.base_unit, p.min_stock_milli,
                       coalesce((SELECT sum(x.qty_milli) FROM stock_balances x
                                  WHERE x.product_id = p.id AND ${stockHere}), 0) AS q
                  FROM products p WHERE p.is_active),
      low AS (SELECT * FROM stock WHERE q <= 0 OR (min_stock_milli > 0 AND q <= min_stock_milli))
    SELECT to_char(b.today, 'YYYY-MM-DD') AS today, to_char(b.week, 'YYYY-MM-DD') AS "weekStart",
      (SELECT json_build_object('amountCentavos', coalesce(sum(total_centavos), 0)::float8, 'transactions', count(*)::int)
         FROM s WHERE created_at >= b.day_from AND created_at < b.day_to) AS "todaySales",
      (SELECT json_build_object('amountCentavos', coalesce(sum(total_centavos), 0)::float8, 'transactions', count(*)::int)
         FROM s WHERE created_at >= b.week_from AND created_at < b.week_to) AS "weekSales",
      json_build_object('since', to_char(b.since, 'YYYY-MM-DD'), 'items', (
        SELECT coalesce(json_agg(t ORDER BY t."amountCentavos" DESC, t.name), '[]'::json) FROM (
          SELECT l.product_id AS "productId", p.name, p.base_unit AS "baseUnit",
                 sum(l.base_qty_milli)::float8 AS "qtyMilli", sum(l.net_centavos)::float8 AS "amountCentavos"
            FROM s JOIN sale_lines l ON l.sale_id = s.id JOIN products p ON p.id = l.product_id
           WHERE s.created_at >= b.since_from AND s.created_at < b.day_to
           GROUP BY l.product_id, p.name, p.base_unit
           ORDER BY sum(l.net_centavos) DESC, p.name LIMIT ${TOP}) t)) AS "topProducts",
      json_build_object(
        'lowCount', (SELECT count(*)::int FROM low WHERE q > 0),
        'outCount', (SELECT count(*)::int FROM low WHERE q <= 0),
        'items', (SELECT coalesce(json_agg(i ORDER BY i.r, i.name), '[]'::json) FROM (
          SELECT id AS "productId", name, sku, base_unit AS "baseUnit", q::float8 AS "stockMilli",
                 min_stock_milli::float8 AS "minStockMilli",
                 CASE WHEN q <= 0 OR min_stock_milli = 0 THEN 0 ELSE q::float8 / min_stock_milli END AS r
            FROM low ORDER BY r, name LIMIT ${LOW}) i)) AS "lowStock"
      FROM b`,
  );
  const r = row!;
  return {
    scope: cashierId === null ? 'store' : 'mine',
    ...r,
    // Side by side per branch for those who see the store's figures (a cashier sees their own sales only).
    branches: cashierId === null ? await branchFigures(db, at, scope) : [],
    lowStock: {
      ...r.lowStock,
      items: r.lowStock.items.map(({ r: _r, ...item }: LowStockItem & { r?: number }) => item),
    },
  };
}

type BranchFigures = SalesSummary['branches'];

/**
 * Each branch of the scope side by side (issue 26): its completed sales of today and of this month and
 * its stock at cost. Nothing when the scope is one branch.
 */
async function branchFigures(db: Db, at: string, scope: BranchScope): Promise<BranchFigures> {
  if (scope.read !== 'all' && scope.read.length < 2) return [];
  const rows = await sqlRows<BranchFigures[number]>(
    db,
    sql`WITH d AS (SELECT (${at}::timestamptz AT TIME ZONE 'Asia/Manila')::date AS today),
      b AS (SELECT today::timestamp AT TIME ZONE 'Asia/Manila' AS day_from,
                   (today + 1)::timestamp AT TIME ZONE 'Asia/Manila' AS day_to,
                   date_trunc('month', today::timestamp) AT TIME ZONE 'Asia/Manila' AS month_from FROM d),
      s AS (SELECT l.branch_id, s.total_centavos, s.created_at >= b.day_from AS today
              FROM sales s JOIN locations l ON l.id = s.location_id, b
             WHERE s.status = 'completed' AND s.created_at >= b.month_from AND s.created_at < b.day_to),
      v AS (SELECT l.branch_id, round(sum(x.qty_milli * p.cost_centavos) / 1000.0) AS value
              FROM stock_balances x JOIN locations l ON l.id = x.location_id JOIN products p ON p.id = x.product_id
             GROUP BY l.branch_id)
    SELECT br.id AS "branchId", br.code, br.name,
      (SELECT json_build_object('amountCentavos', coalesce(sum(total_centavos), 0)::float8, 'transactions', count(*)::int)
         FROM s WHERE s.branch_id = br.id AND s.today) AS "todaySales",
      (SELECT json_build_object('amountCentavos', coalesce(sum(total_centavos), 0)::float8, 'transactions', count(*)::int)
         FROM s WHERE s.branch_id = br.id) AS "monthSales",
      coalesce((SELECT value FROM v WHERE v.branch_id = br.id), 0)::float8 AS "stockValueCentavos"
      FROM branches br
     WHERE br.is_active AND ${branchIn(scope, sql`br.id`)}
     ORDER BY lower(br.name), br.id`,
  );
  return rows.length < 2 ? [] : rows;
}
