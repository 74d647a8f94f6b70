import type { Database } from '@fbms/db';
import {
  BNPC_WEEKLY_CAP_CENTAVOS,
  computeTotals,
  type Discount,
  manilaDate,
  type Statutory,
} from '@fbms/domain';

/**
 * The invariants I of RELIABILITY.md over a whole store, as lists of what breaks them (empty when they
 * hold): stock = sum of movements per product, location and lot; each movement continues the one
 * before it; invoice numbers gap-free per terminal and in time order, and the void, return, cash slip and
 * shift series gap-free per terminal; no document carries a business date after that date's Z-reading was
 * taken; every sale has lines, payments and its movements.
 */
/** The per-terminal gap-free series of issue 21: table, its number column, the terminal's next-number column. */
const SERIES = [
  ['sale_voids', 'void_no', 'next_void_no'],
  ['sale_returns', 'return_no', 'next_return_no'],
  ['cash_slips', 'slip_no', 'next_slip_no'],
  ['shifts', 'shift_no', 'next_shift_no'],
] as const;

export async function ledgerProblems(db: Database) {
  const q = <T>(text: string) => db.query<T>(text);
  return {
    stockNotSumOfMovements: await q(`
      WITH m AS (SELECT product_id, location_id, coalesce(lot_id::text, '') AS lot, sum(qty_milli) AS q
                   FROM stock_movements GROUP BY 1, 2, 3),
           b AS (SELECT id, product_id, location_id, coalesce(lot_id::text, '') AS lot, qty_milli FROM stock_balances)
      SELECT coalesce(b.product_id, m.product_id) AS product, b.qty_milli AS balance, m.q AS movements
        FROM b FULL JOIN m ON m.product_id = b.product_id AND m.location_id = b.location_id AND m.lot = b.lot
       WHERE b.qty_milli IS DISTINCT FROM m.q AND NOT (b.id IS NULL AND m.q = 0)`),
    brokenChains: await q(`
      SELECT id FROM (
        SELECT id, qty_milli, previous_milli, new_milli,
               lag(new_milli) OVER (PARTITION BY product_id, location_id ORDER BY created_at, id) AS before
          FROM stock_movements) x
       WHERE new_milli <> previous_milli + qty_milli OR previous_milli <> coalesce(before, 0)`),
    invoiceGaps: await q(`
      SELECT t.id, t.next_invoice_no, count(s.id) AS sales, min(s.invoice_no) AS first, max(s.invoice_no) AS last
        FROM terminals t LEFT JOIN sales s ON s.terminal_id = t.id
       GROUP BY t.id, t.next_invoice_no
      HAVING count(s.id) <> coalesce(max(s.invoice_no), 0) OR t.next_invoice_no <> coalesce(max(s.invoice_no), 0) + 1
          OR coalesce(min(s.invoice_no), 1) <> 1`),
    invoicesOutOfTimeOrder: await q(`
      SELECT id FROM (SELECT id, created_at,
                             lag(created_at) OVER (PARTITION BY terminal_id ORDER BY invoice_no) AS before FROM sales) x
       WHERE before > created_at`),
    documentSeriesGaps: await q(
      `${SERIES.map(
        ([table, column, next]) => `
      SELECT '${table}' AS series, t.id, t.${next} AS next, count(d.id) AS documents, max(d.${column}) AS last
        FROM terminals t LEFT JOIN ${table} d ON d.terminal_id = t.id
       GROUP BY t.id, t.${next}
      HAVING count(d.id) <> coalesce(max(d.${column}), 0) OR t.${next} <> coalesce(max(d.${column}), 0) + 1
          OR coalesce(min(d.${column}), 1) <> 1`,
      ).join(' UNION ALL ')}`,
    ),
    documentsAfterTheirZReading: await q(`
      SELECT d.kind, d.id FROM (
        SELECT 'sale' AS kind, id, terminal_id, business_date, created_at FROM sales
        UNION ALL SELECT 'void', id, terminal_id, business_date, created_at FROM sale_voids
        UNION ALL SELECT 'return', id, terminal_id, business_date, created_at FROM sale_returns
        UNION ALL SELECT 'cash_slip', id, terminal_id, business_date, created_at FROM cash_slips) d
      JOIN readings r ON r.kind = 'z' AND r.terminal_id = d.terminal_id AND r.business_date = d.business_date
     WHERE d.created_at > r.created_at`),
    salesWithoutLinesOrPayments: await q(`
      WITH l AS (SELECT sale_id, sum(base_qty_milli) AS q FROM sale_lines GROUP BY sale_id),
           p AS (SELECT sale_id, sum(amount_centavos) AS a FROM sale_payments GROUP BY sale_id),
           m AS (SELECT reference_id, -sum(qty_milli) AS q FROM stock_movements WHERE reference_type = 'sale'
                  GROUP BY reference_id)
      SELECT coalesce(s.id::text, m.reference_id) AS id FROM sales s
        LEFT JOIN l ON l.sale_id = s.id LEFT JOIN p ON p.sale_id = s.id
        FULL JOIN m ON m.reference_id = s.id::text
       WHERE s.id IS NULL OR l.q IS NULL OR p.a IS DISTINCT FROM s.total_centavos OR l.q IS DISTINCT FROM m.q`),
  };
}

interface SaleRow {
  id: string;
  createdAt: string;
  vat: boolean;
  statutory: { kind: 'bnpc5' | 'sc_pwd20'; idNumber: string } | null;
  orderPromo: Discount | null;
  totals: Record<string, number>;
  lines: {
    taxClass: 'vatable' | 'vat_exempt' | 'zero_rated';
    bnpc: boolean;
    scPwd: boolean;
    price: number;
    qty: number;
    promo: Discount | null;
    stored: Record<string, number | string>;
  }[];
}

const mondayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

/**
 * Every sale's totals and lines recomputed with the domain's computeTotals from what its lines say (the
 * product's tax class and discount flags, price, quantity, promos; the BNPC cap left for the ID that
 * week, from the earlier sales), compared with what was stored. Returns the sales that differ.
 */
export async function totalsMismatches(db: Database): Promise<{ id: string; field: string }[]> {
  const sales = await db.query<SaleRow>(`
    SELECT s.id, s.created_at AS "createdAt", s.vat_registered AS vat, s.statutory, s.order_promo AS "orderPromo",
           json_build_object('grossCentavos', s.gross_centavos, 'promoCentavos', s.promo_centavos,
             'bnpcCentavos', s.bnpc_centavos, 'scPwdCentavos', s.sc_pwd_centavos,
             'vatRemovedCentavos', s.vat_removed_centavos, 'bnpcBaseCentavos', s.bnpc_base_centavos,
             'vatableSalesCentavos', s.vatable_sales_centavos, 'vatCentavos', s.vat_centavos,
             'vatExemptSalesCentavos', s.vat_exempt_sales_centavos,
             'zeroRatedSalesCentavos', s.zero_rated_sales_centavos, 'nonVatSalesCentavos', s.non_vat_sales_centavos,
             'totalCentavos', s.total_centavos) AS totals,
           (SELECT json_agg(json_build_object('taxClass', p.tax_class, 'bnpc', p.bnpc_eligible, 'scPwd', p.sc_pwd_eligible,
                     'price', l.unit_price_centavos, 'qty', l.qty_milli, 'promo', l.promo,
                     'stored', json_build_object('grossCentavos', l.gross_centavos, 'promoCentavos', l.promo_centavos,
                       'statutoryCentavos', l.statutory_centavos, 'vatRemovedCentavos', l.vat_removed_centavos,
                       'netCentavos', l.net_centavos, 'taxClass', l.tax_class)) ORDER BY l.line_no)
              FROM sale_lines l JOIN products p ON p.id = l.product_id WHERE l.sale_id = s.id) AS lines
      FROM sales s WHERE s.status = 'completed' ORDER BY s.created_at, s.id`);
  const used = new Map<string, number>();
  const out: { id: string; field: string }[] = [];
  for (const s of sales) {
    const key = s.statutory ? `${s.statutory.idNumber}|${mondayOf(manilaDate(new Date(s.createdAt)))}` : '';
    const statutory: Statutory | undefined =
      s.statutory?.kind === 'bnpc5'
        ? {
            kind: 'bnpc5',
            capRemainingCentavos: Math.max(0, BNPC_WEEKLY_CAP_CENTAVOS - (used.get(key) ?? 0)),
          }
        : s.statutory?.kind === 'sc_pwd20'
          ? { kind: 'sc_pwd20' }
          : undefined;
    const t = computeTotals({
      lines: s.lines.map((l, i) => ({
        id: String(i),
        taxClass: l.taxClass,
        unitPriceCentavos: Number(l.price),
        qtyMilli: Number(l.qty),
        promo: l.promo ?? undefined,
        bnpcEligible: l.bnpc,
        scPwdEligible: l.scPwd,
      })),
      orderPromo: s.orderPromo ?? undefined,
      statutory,
      vatRegistered: s.vat,
    });
    if (key) used.set(key, (used.get(key) ?? 0) + t.bnpcBaseCentavos);
    for (const [field, stored] of Object.entries(s.totals))
      if (Number(stored) !== t[field as keyof typeof t]) out.push({ id: s.id, field });
    s.lines.forEach((l, i) => {
      for (const [field, stored] of Object.entries(l.stored)) {
        const mine = t.lines[i]![field as keyof (typeof t.lines)[number]];
        if (String(stored) !== String(mine)) out.push({ id: s.id, field: `lines.${i}.${field}` });
      }
    });
  }
  return out;
}
