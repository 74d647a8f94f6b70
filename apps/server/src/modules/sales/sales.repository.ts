import { type Db, sqlRows } from '@fbms/db';
import { formatInvoiceNo, type InvoiceSale, type SaleSummary, type TenderMethod } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, locationIn } from '../../platform/http/branch-scope.ts';
import { returnedSql, returnStateSql } from './sale-documents.repository.ts';

/** One sale with everything its invoice prints, and the order promo as entered. */
export interface SaleDetail extends InvoiceSale {
  orderPromo: unknown;
}

const SUMMARY = sql`
  s.id, s.invoice_no::float8 AS "invoiceNo", s.terminal_id AS "terminalId", t.name AS "terminalName",
  s.cashier_id AS "cashierId", trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "cashierName",
  s.customer_name AS "customerName", s.status, s.total_centavos::float8 AS "totalCentavos",
  (SELECT coalesce(json_agg(DISTINCT p.method), '[]'::json) FROM sale_payments p WHERE p.sale_id = s.id) AS methods,
  s.created_at AS "createdAt"`;

const FROM = sql`FROM sales s JOIN terminals t ON t.id = s.terminal_id JOIN users u ON u.id = s.cashier_id`;

const withNumber = <T extends { invoiceNo: number; createdAt: string | Date }>(r: T) => ({
  ...r,
  invoiceNumber: formatInvoiceNo(r.invoiceNo),
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function findSale(db: Db, id: string): Promise<SaleDetail | undefined> {
  const [row] = await sqlRows<Omit<SaleDetail, 'invoiceNumber'>>(
    db,
    sql`SELECT ${SUMMARY}, s.customer_address AS "customerAddress", s.customer_tin AS "customerTin",
          s.customer_id AS "customerId", to_char(s.due_date, 'YYYY-MM-DD') AS "dueDate", s.loyalty, s.statutory,
          s.vat_registered AS "vatRegistered", s.gross_centavos::float8 AS "grossCentavos",
          s.promo_centavos::float8 AS "promoCentavos", s.bnpc_centavos::float8 AS "bnpcCentavos",
          s.sc_pwd_centavos::float8 AS "scPwdCentavos", s.vat_removed_centavos::float8 AS "vatRemovedCentavos",
          s.vatable_sales_centavos::float8 AS "vatableSalesCentavos", s.vat_centavos::float8 AS "vatCentavos",
          s.vat_exempt_sales_centavos::float8 AS "vatExemptSalesCentavos",
          s.zero_rated_sales_centavos::float8 AS "zeroRatedSalesCentavos",
          s.non_vat_sales_centavos::float8 AS "nonVatSalesCentavos", s.tendered_centavos::float8 AS "tenderedCentavos",
          s.change_centavos::float8 AS "changeCentavos", s.order_promo AS "orderPromo", s.seller,
          s.terminal_block AS terminal,
          (SELECT count(*)::int FROM sale_reprints r WHERE r.sale_id = s.id) AS reprints,
          (SELECT json_agg(json_build_object('lineNo', l.line_no, 'productId', l.product_id, 'productName', l.product_name,
              'sku', l.sku, 'unitCode', l.unit_code, 'qtyMilli', l.qty_milli::float8, 'baseQtyMilli', l.base_qty_milli::float8,
              'unitPriceCentavos', l.unit_price_centavos::float8, 'listPriceCentavos', l.list_price_centavos::float8,
              'grossCentavos', l.gross_centavos::float8, 'promoCentavos', l.promo_centavos::float8,
              'statutoryCentavos', l.statutory_centavos::float8, 'vatRemovedCentavos', l.vat_removed_centavos::float8,
              'netCentavos', l.net_centavos::float8, 'taxClass', l.tax_class, 'registrationNumber', l.registration_number,
              'lots', l.lots, 'regulated', l.regulated) ORDER BY l.line_no)
             FROM sale_lines l WHERE l.sale_id = s.id) AS lines,
          (SELECT json_agg(json_build_object('method', p.method, 'amountCentavos', p.amount_centavos::float8,
              'tenderedCentavos', p.tendered_centavos::float8, 'reference', p.reference, 'details', p.details) ORDER BY p.id)
             FROM sale_payments p WHERE p.sale_id = s.id) AS payments
        ${FROM} WHERE s.id = ${id}`,
  );
  return row && (withNumber(row) as SaleDetail);
}

export interface SaleFilters {
  from?: string | undefined;
  to?: string | undefined;
  terminalId?: string | undefined;
  cashierId?: string | undefined;
  method?: TenderMethod | undefined;
  status?: 'completed' | 'voided' | 'returned' | undefined;
  invoice?: string | undefined;
  customer?: string | undefined;
  page: number;
  pageSize: number;
  /** The branches the list shows (T12): a sale's branch is its location's. */
  scope: BranchScope;
}

/** The sales list with its filters; dates are business dates in Manila, inclusive. */
export async function listSales(db: Db, f: SaleFilters) {
  const w: SQL[] = [];
  if (f.scope.read !== 'all') w.push(locationIn(f.scope, sql`s.location_id`));
  if (f.from) w.push(sql`s.created_at >= (${f.from}::date)::timestamp AT TIME ZONE 'Asia/Manila'`);
  if (f.to) w.push(sql`s.created_at < ((${f.to}::date) + 1)::timestamp AT TIME ZONE 'Asia/Manila'`);
  if (f.terminalId) w.push(sql`s.terminal_id = ${f.terminalId}`);
  if (f.cashierId) w.push(sql`s.cashier_id = ${f.cashierId}`);
  if (f.status === 'returned') w.push(returnedSql);
  else if (f.status) w.push(sql`s.status = ${f.status}`);
  if (f.method)
    w.push(sql`EXISTS (SELECT 1 FROM sale_payments p WHERE p.sale_id = s.id AND p.method = ${f.method})`);
  if (f.invoice) {
    const n = Number(f.invoice.replace(/\D/g, ''));
    w.push(Number.isSafeInteger(n) && n > 0 ? sql`s.invoice_no = ${n}` : sql`false`);
  }
  if (f.customer) w.push(sql`s.customer_name ILIKE ${`%${f.customer.replace(/[\\%_]/g, '\\$&')}%`}`);
  const where = w.length ? sql`WHERE ${sql.join(w, sql` AND `)}` : sql``;
  const [sum] = await sqlRows<{ count: number; total: number }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(s.total_centavos) FILTER (WHERE s.status = 'completed'), 0)::float8 AS total
          FROM sales s ${where}`,
  );
  const rows = await sqlRows<Omit<SaleSummary, 'invoiceNumber'>>(
    db,
    sql`SELECT ${SUMMARY}, ${returnStateSql} ${FROM} ${where}
         ORDER BY s.created_at DESC, s.id DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
  );
  return {
    items: rows.map(withNumber) as SaleSummary[],
    total: sum?.count ?? 0,
    totalCentavos: sum?.total ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function recordReprint(db: Db, saleId: string, userId: string, id: string) {
  const r = await sqlRows<{ printedAt: string }>(
    db,
    sql`INSERT INTO sale_reprints (id, sale_id, printed_by) SELECT ${id}, s.id, ${userId} FROM sales s WHERE s.id = ${saleId}
        RETURNING printed_at AS "printedAt"`,
  );
  return r[0] ? new Date(r[0].printedAt).toISOString() : null;
}

/** Whether the store charges VAT (the POS shows VAT lines only then). */
export async function storeChargesVat(db: Db): Promise<boolean> {
  const [row] = await sqlRows<{ vat: boolean }>(
    db,
    sql`SELECT vat_registered AS vat FROM system_settings WHERE id = 1`,
  );
  return row?.vat ?? false;
}
