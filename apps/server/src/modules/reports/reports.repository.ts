import { type Db, sqlRows } from '@fbms/db';
import type { AnalyticsRow } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, branchIn, locationIn } from '../../platform/http/branch-scope.ts';

/**
 * Reports & Analytics: read-only SQL over the sales, stock and purchases tables (decision 0014 lets this
 * module read other modules' tables, never write them). Every figure follows the contract's definitions
 * (packages/domain/src/reports/reports.contract.ts):
 *
 * - Sales: completed sales (status 'completed'; a voided one counts nowhere) on their business date, at the
 *   branches of the scope (the sale's location). Returns on the return's own business date, at the location
 *   of the terminal that took them.
 * - Cost: per document and product, round(sum(−qty_milli × unit_cost_centavos) / 1000) of the sale's stock
 *   movements (reference_type 'sale'), less, per return and product, what its `return_in` movements put
 *   back at their cost (a damaged item's later `damage_out` is a stock loss, not a cost of a sale). Rounding
 *   once per document and product makes every grouping (day, cashier, branch, product, category) add up to
 *   the same total.
 * - Lines: a sale's lines add up to its total exactly (the order promo is shared over the lines by
 *   computeTotals), and a return's lines to its refund. The invoice's VAT is computed once on its VATable
 *   lines, so a line's VAT is the invoice's VAT shared over its VATable lines in proportion to their net
 *   (the largest remainders take the spare centavos): the lines' VAT adds up to the invoice's exactly, and
 *   so sales by product and by category total exactly what sales by day total. A return's VAT is shared
 *   the same way over its VATable lines (the sale line's tax class).
 */

export interface ReportRange {
  from: string;
  to: string;
  scope: BranchScope;
}

const USER_NAME = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.email)`,
  );
const DATE = (col: string) => sql.raw(`to_char(${col}, 'YYYY-MM-DD')`);

/** The completed sales and the returns of the range in scope (CTEs `ss` and `rr`) with their cost. */
function docs(q: ReportRange): SQL {
  return sql`ss AS (
      SELECT s.id, s.business_date AS day, s.cashier_id AS person, l.branch_id,
             s.gross_centavos AS gross,
             (s.promo_centavos + s.bnpc_centavos + s.sc_pwd_centavos + s.vat_removed_centavos) AS disc,
             s.total_centavos AS net, s.vat_centavos AS vat
        FROM sales s JOIN locations l ON l.id = s.location_id
       WHERE s.status = 'completed' AND s.business_date BETWEEN ${q.from}::date AND ${q.to}::date
         AND ${locationIn(q.scope, sql`s.location_id`)}),
    rr AS (
      SELECT r.id, r.business_date AS day, r.returned_by AS person, l.branch_id,
             r.total_centavos AS refund, r.vat_centavos AS vat, r.refund_method
        FROM sale_returns r JOIN terminals t ON t.id = r.terminal_id JOIN locations l ON l.id = t.location_id
       WHERE r.business_date BETWEEN ${q.from}::date AND ${q.to}::date
         AND ${locationIn(q.scope, sql`t.location_id`)}),
    sc AS (
      SELECT ss.id, m.product_id, round(sum(-m.qty_milli * m.unit_cost_centavos) / 1000.0) AS cost
        FROM ss JOIN stock_movements m ON m.reference_type = 'sale' AND m.reference_id = ss.id::text
       GROUP BY ss.id, m.product_id),
    rc AS (
      SELECT rr.id, m.product_id, round(sum(m.qty_milli * m.unit_cost_centavos) / 1000.0) AS cost
        FROM rr JOIN stock_movements m ON m.reference_type = 'sale_return' AND m.reference_id = rr.id::text
       WHERE m.type = 'return_in'
       GROUP BY rr.id, m.product_id)`;
}

/**
 * One row per document (a sale: invoices 1; a return: its refund taken off) with the figures the sales
 * reports sum, keyed by day, person and branch (CTE `d`).
 */
const DOC_FIGURES = sql`scd AS (SELECT id, sum(cost) AS cost FROM sc GROUP BY id),
    rcd AS (SELECT id, sum(cost) AS cost FROM rc GROUP BY id),
    d AS (
      SELECT ss.day, ss.person, ss.branch_id, 1 AS invoices, ss.gross, ss.disc, 0 AS returns, ss.net, ss.vat,
             coalesce(scd.cost, 0) AS cost
        FROM ss LEFT JOIN scd ON scd.id = ss.id
      UNION ALL
      SELECT rr.day, rr.person, rr.branch_id, 0, 0, 0, rr.refund, -rr.refund, -rr.vat, -coalesce(rcd.cost, 0)
        FROM rr LEFT JOIN rcd ON rcd.id = rr.id)`;

const SUMS = sql`count(*) FILTER (WHERE d.invoices = 1)::float8 AS invoices, sum(d.gross)::float8 AS gross,
      sum(d.disc)::float8 AS discounts, sum(d.returns)::float8 AS returns, sum(d.net)::float8 AS "netCentavos",
      sum(d.vat)::float8 AS "vatCentavos", sum(d.cost)::float8 AS "costCentavos"`;

export type SalesSums = AnalyticsRow & { netCentavos: number; vatCentavos: number; costCentavos: number };

/** The statement of sales by day (the bench sends it straight to the database). */
export const salesByDaySql = (q: ReportRange) =>
  sql`WITH ${docs(q)}, ${DOC_FIGURES}
      SELECT ${DATE('d.day')} AS date, ${SUMS} FROM d GROUP BY d.day ORDER BY d.day`;

export function salesByDay(db: Db, q: ReportRange) {
  return sqlRows<SalesSums>(db, salesByDaySql(q));
}

export function salesByCashier(db: Db, q: ReportRange) {
  return sqlRows<SalesSums>(
    db,
    sql`WITH ${docs(q)}, ${DOC_FIGURES}
      SELECT ${USER_NAME('u')} AS cashier, ${SUMS}
        FROM d LEFT JOIN users u ON u.id = d.person
       GROUP BY u.id, u.first_name, u.last_name, u.email ORDER BY sum(d.net) DESC, 1`,
  );
}

export function salesByBranch(db: Db, q: ReportRange) {
  return sqlRows<SalesSums>(
    db,
    sql`WITH ${docs(q)}, ${DOC_FIGURES}
      SELECT b.name AS branch, ${SUMS}
        FROM d JOIN branches b ON b.id = d.branch_id
       GROUP BY b.id, b.name ORDER BY sum(d.net) DESC, b.name`,
  );
}

/** A line's whole share of its document's VAT (`fl`) and the remainder that ranks it for a spare centavo. */
const SHARE = sql.raw(`CASE WHEN wsum = 0 THEN 0 ELSE floor(doc_vat::numeric * w / wsum) END AS fl,
      CASE WHEN wsum = 0 THEN 0 ELSE mod(doc_vat::numeric * w, wsum) END AS rest`);

/**
 * The line's VAT: its whole share and a spare centavo when its rank (window `o`: the document's lines by
 * remainder) is within what the whole shares leave over; both over one sort of the lines.
 */
const SPARE = sql.raw(`fl + CASE WHEN row_number() OVER o
      <= doc_vat - sum(fl) OVER (o ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) THEN 1 ELSE 0 END AS line_vat`);

/**
 * The rows the line reports sum (CTE `lp`), each with its document and product: every line with its net, its
 * share of the document's VAT (see the top) and its base quantity (a return's negative), and every document's
 * cost of each product (rounded once per document and product). Summed by product or category straight
 * away: no grouping by document first (a year holds hundreds of thousands of lines).
 */
const LINE_FIGURES = sql`sl AS (
      SELECT l.sale_id AS doc, l.line_no, l.product_id, l.base_qty_milli AS qty, l.net_centavos AS net, ss.vat AS doc_vat,
             CASE WHEN l.tax_class = 'vatable' THEN l.net_centavos ELSE 0 END AS w
        FROM ss JOIN sale_lines l ON l.sale_id = ss.id),
    rl AS (
      SELECT x.return_id AS doc, x.line_no, l.product_id, x.base_qty_milli AS qty, x.net_centavos AS net,
             rr.vat AS doc_vat, CASE WHEN l.tax_class = 'vatable' THEN x.net_centavos ELSE 0 END AS w
        FROM rr JOIN sale_return_lines x ON x.return_id = rr.id JOIN sale_lines l ON l.id = x.sale_line_id),
    sv AS (SELECT *, ${SHARE} FROM (SELECT *, sum(w) OVER (PARTITION BY doc) AS wsum FROM sl) a),
    rv AS (SELECT *, ${SHARE} FROM (SELECT *, sum(w) OVER (PARTITION BY doc) AS wsum FROM rl) a),
    svv AS (SELECT *, ${SPARE} FROM sv WINDOW o AS (PARTITION BY doc ORDER BY rest DESC, line_no)),
    rvv AS (SELECT *, ${SPARE} FROM rv WINDOW o AS (PARTITION BY doc ORDER BY rest DESC, line_no)),
    lp AS (
      SELECT doc, product_id, 1 AS sign, qty, net, line_vat AS vat, 0 AS cost FROM svv
      UNION ALL
      SELECT id, product_id, 1, 0, 0, 0, cost FROM sc
      UNION ALL
      SELECT doc, product_id, -1, -qty, -net, -line_vat, 0 FROM rvv
      UNION ALL
      SELECT id, product_id, -1, 0, 0, 0, -cost FROM rc)`;

const LINE_SUMS = sql`sum(lp.net)::float8 AS "netCentavos", sum(lp.vat)::float8 AS "vatCentavos",
      sum(lp.cost)::float8 AS "costCentavos"`;

/** The statement of sales by product (the bench sends it straight to the database). */
export const salesByProductSql = (q: ReportRange) =>
  sql`WITH ${docs(q)}, ${LINE_FIGURES}
      SELECT p.name AS product, p.sku, c.name AS category, p.base_unit AS unit,
             (sum(lp.qty) / 1000.0)::float8 AS qty, ${LINE_SUMS}
        FROM lp JOIN products p ON p.id = lp.product_id LEFT JOIN categories c ON c.id = p.category_id
       GROUP BY p.id, p.name, p.sku, c.name, p.base_unit ORDER BY sum(lp.net) DESC, p.name`;

export function salesByProduct(db: Db, q: ReportRange) {
  return sqlRows<SalesSums>(db, salesByProductSql(q));
}

export function salesByCategory(db: Db, q: ReportRange) {
  return sqlRows<SalesSums>(
    db,
    sql`WITH ${docs(q)}, ${LINE_FIGURES}
      SELECT coalesce(c.name, 'Uncategorized') AS category,
             count(DISTINCT lp.doc) FILTER (WHERE lp.sign = 1)::float8 AS invoices, ${LINE_SUMS}
        FROM lp JOIN products p ON p.id = lp.product_id LEFT JOIN categories c ON c.id = p.category_id
       GROUP BY c.id, c.name ORDER BY sum(lp.net) DESC, 1`,
  );
}

/** Completed sales' tenders by method, and the returns' refunds by their refund method. */
export function salesByPayment(db: Db, q: ReportRange) {
  return sqlRows<AnalyticsRow>(
    db,
    sql`WITH ${docs(q)},
      m AS (
        SELECT p.method, 1 AS payment, p.amount_centavos AS received, 0 AS refunded
          FROM ss JOIN sale_payments p ON p.sale_id = ss.id
        UNION ALL
        SELECT rr.refund_method, 0, 0, rr.refund FROM rr)
      SELECT m.method, sum(m.payment)::float8 AS payments, sum(m.received)::float8 AS received,
             sum(m.refunded)::float8 AS refunded, sum(m.received - m.refunded)::float8 AS net
        FROM m GROUP BY m.method ORDER BY sum(m.received - m.refunded) DESC, m.method`,
  );
}

/**
 * Per supplier: the receiving vouchers (their totals: goods, freight and other costs, VAT included for a
 * VAT-registered supplier) less the supplier returns (VAT included), and the input VAT of both, so the net
 * less VAT is on the basis stock is valued on (see the contract's top comment).
 */
export function purchasesBySupplier(db: Db, q: ReportRange) {
  return sqlRows<AnalyticsRow>(
    db,
    sql`WITH v AS (
        SELECT rv.supplier_id, 1 AS voucher, rv.total_centavos AS received, 0 AS returned,
               rv.input_vat_centavos AS vat
          FROM receiving_vouchers rv
         WHERE rv.business_date BETWEEN ${q.from}::date AND ${q.to}::date
           AND ${locationIn(q.scope, sql`rv.location_id`)}
        UNION ALL
        SELECT sr.supplier_id, 0, 0, sr.total_centavos, -sr.input_vat_centavos
          FROM supplier_returns sr
         WHERE sr.business_date BETWEEN ${q.from}::date AND ${q.to}::date
           AND ${locationIn(q.scope, sql`sr.location_id`)})
      SELECT coalesce(s.name, '—') AS supplier, sum(v.voucher)::float8 AS vouchers,
             sum(v.received)::float8 AS received, sum(v.returned)::float8 AS returned,
             sum(v.received - v.returned)::float8 AS net, sum(v.vat)::float8 AS "inputVat",
             sum(v.received - v.returned - v.vat)::float8 AS "exVat"
        FROM v LEFT JOIN suppliers s ON s.id = v.supplier_id
       GROUP BY v.supplier_id, s.name ORDER BY sum(v.received - v.returned) DESC, 1`,
  );
}

/**
 * Products with stock on hand in scope (a discontinued one too: it is the stock that most needs moving)
 * and no completed sale in the range in scope. The stock value
 * is the inventory valuation's (inventory/movements.repository.ts): per location, round(qty × the
 * product's current cost / 1000), summed.
 */
export function slowMovers(db: Db, q: ReportRange) {
  return sqlRows<AnalyticsRow>(
    db,
    sql`WITH pl AS (
        SELECT b.product_id, b.location_id, sum(b.qty_milli) AS qty,
               round(sum(b.qty_milli) * p.cost_centavos / 1000.0) AS value
          FROM stock_balances b JOIN products p ON p.id = b.product_id
         WHERE ${locationIn(q.scope, sql`b.location_id`)}
         GROUP BY b.product_id, b.location_id, p.cost_centavos),
      oh AS (SELECT product_id, sum(qty) AS qty, sum(value) AS value FROM pl GROUP BY product_id HAVING sum(qty) > 0),
      sold AS (
        SELECT l.product_id, max(s.business_date) AS last
          FROM sales s JOIN sale_lines l ON l.sale_id = s.id
         WHERE s.status = 'completed' AND ${locationIn(q.scope, sql`s.location_id`)}
           AND l.product_id IN (SELECT product_id FROM oh)
         GROUP BY l.product_id)
      SELECT p.name AS product, p.sku, c.name AS category, p.base_unit AS unit,
             (oh.qty / 1000.0)::float8 AS "onHand", oh.value::float8 AS "stockValue",
             ${DATE('sold.last')} AS "lastSold"
        FROM oh JOIN products p ON p.id = oh.product_id LEFT JOIN categories c ON c.id = p.category_id
        LEFT JOIN sold ON sold.product_id = oh.product_id
       WHERE NOT EXISTS (
         SELECT 1 FROM sales s JOIN sale_lines l ON l.sale_id = s.id
          WHERE l.product_id = oh.product_id AND s.status = 'completed'
            AND s.business_date BETWEEN ${q.from}::date AND ${q.to}::date
            AND ${locationIn(q.scope, sql`s.location_id`)})
       ORDER BY oh.value DESC, p.name`,
  );
}

/** The branch's name when the scope reads exactly one branch, else null (every branch of the person). */
export async function scopeBranchName(db: Db, scope: BranchScope): Promise<string | null> {
  if (scope.read === 'all' || scope.read.length !== 1) return null;
  const [row] = await sqlRows<{ name: string }>(
    db,
    sql`SELECT name FROM branches WHERE ${branchIn(scope, sql`id`)}`,
  );
  return row?.name ?? null;
}
