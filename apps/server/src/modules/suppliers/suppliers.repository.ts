import { type Db, sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  formatSupplierNo,
  type Supplier,
  type SupplierDelivery,
  type SupplierFields,
  type SupplierOrder,
  type SupplierProduct,
  type SupplierReturnRow,
  type SupplierSummary,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, locationIn } from '../../platform/http/branch-scope.ts';

/** Suppliers' SQL (issue 24): the record, its list with what is owed, search, products and documents. */

export type R = Db | Tx;

/** What the store owes the supplier `s`: Σ bills and debit memos − Σ payment lines applied to them. */
const balanceSql = sql`(coalesce((SELECT sum(b.amount_centavos) FROM supplier_bills b WHERE b.supplier_id = s.id), 0)
  - coalesce((SELECT sum(l.amount_centavos) FROM supplier_payment_lines l
                JOIN supplier_bills b ON b.id = l.bill_id WHERE b.supplier_id = s.id), 0))`;

const summaryColumns = sql`s.id, s.supplier_no::float8 AS "supplierNo", s.name, s.contact_person AS "contactPerson",
  s.phone, s.email, s.tin, s.vat_registered AS "vatRegistered", s.payment_terms_days AS "paymentTermsDays",
  s.is_active AS "isActive", ${balanceSql}::float8 AS "balanceCentavos",
  (SELECT count(*) FROM supplier_products sp WHERE sp.supplier_id = s.id)::int AS "productCount"`;

type SummaryRow = Omit<SupplierSummary, 'supplierNo'> & { supplierNo: number };
const asSummary = (r: SummaryRow): SupplierSummary => ({ ...r, supplierNo: formatSupplierNo(r.supplierNo) });

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

export async function findSupplier(db: R, id: string): Promise<Supplier | null> {
  const [r] = await sqlRows<SummaryRow & Record<string, unknown>>(
    db,
    sql`SELECT ${summaryColumns}, s.address, s.withholding_atc AS "withholdingAtc", s.payee_type AS "payeeType",
               s.notes, s.created_at AS "createdAt", s.updated_at AS "updatedAt"
          FROM suppliers s WHERE s.id = ${id}`,
  );
  if (!r) return null;
  return {
    ...(r as unknown as Supplier),
    supplierNo: formatSupplierNo(r.supplierNo),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const fieldValues = (f: SupplierFields) => ({
  name: f.name,
  contact_person: f.contactPerson,
  email: f.email,
  phone: f.phone,
  address: f.address,
  tin: f.tin,
  vat_registered: f.vatRegistered,
  payment_terms_days: f.paymentTermsDays,
  withholding_atc: f.withholdingAtc,
  payee_type: f.payeeType,
  notes: f.notes,
});

export async function insertSupplier(db: R, f: SupplierFields, createdBy: string | null, id = uuidv7()) {
  const v = fieldValues(f);
  await db.execute(
    sql`INSERT INTO suppliers (id, ${sql.raw(Object.keys(v).join(', '))}, created_by)
        VALUES (${id}, ${sql.join(
          Object.values(v).map((x) => sql`${x}`),
          sql`, `,
        )}, ${createdBy})`,
  );
  return id;
}

export async function updateSupplierRow(db: R, id: string, f: SupplierFields) {
  const v = fieldValues(f);
  await db.execute(
    sql`UPDATE suppliers SET ${sql.join(
      Object.entries(v).map(([k, x]) => sql`${sql.raw(k)} = ${x}`),
      sql`, `,
    )}, updated_at = now() WHERE id = ${id}`,
  );
}

/** Whether another supplier (not `exceptId`) has this name, in any letter case. */
export async function supplierNameTaken(db: R, name: string, exceptId: string | null) {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`SELECT id FROM suppliers WHERE lower(name) = lower(${name})
          AND (${exceptId}::uuid IS NULL OR id <> ${exceptId}::uuid) LIMIT 1`,
  );
  return rows.length > 0;
}

export async function lockSupplierRow(db: R, id: string) {
  const [r] = await sqlRows<{ id: string; name: string; isActive: boolean }>(
    db,
    sql`SELECT id, name, is_active AS "isActive" FROM suppliers WHERE id = ${id} FOR UPDATE`,
  );
  return r ?? null;
}

export async function setActiveRow(db: R, id: string, active: boolean) {
  await db.execute(sql`UPDATE suppliers SET is_active = ${active}, updated_at = now() WHERE id = ${id}`);
}

// ——— list and search ———

export interface SupplierFilter {
  q?: string | undefined;
  status: 'active' | 'inactive' | 'all';
  limit: number;
  offset: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Name, contact person, e-mail or TIN containing every typed word (any letter case); a number typed
 * with spaces or dashes also finds the phone and TIN by their digits.
 */
function conditions(f: SupplierFilter): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (f.status === 'active') where.push(sql`s.is_active`);
  if (f.status === 'inactive') where.push(sql`NOT s.is_active`);
  const q = f.q?.trim();
  if (q) {
    const words = q.split(/\s+/).map((w) => `%${likeEscape(w.toLowerCase())}%`);
    const text = sql`lower(concat_ws(' ', s.name, s.contact_person, s.email, s.tin, s.phone))`;
    const byWords = sql.join(
      words.map((w) => sql`${text} LIKE ${w}`),
      sql` AND `,
    );
    const digits = q.replace(/\D/g, '');
    const byDigits =
      digits.length >= 4 && /^[\d\s+()./-]+$/.test(q)
        ? sql` OR regexp_replace(coalesce(s.phone, ''), '\\D', '', 'g') LIKE ${`%${digits.slice(-10)}%`}
               OR coalesce(s.tin, '') LIKE ${`${digits}%`}`
        : sql``;
    where.push(sql`((${byWords})${byDigits})`);
  }
  return sql.join(
    where.map((w) => sql`(${w})`),
    sql` AND `,
  );
}

export async function listSuppliers(db: R, f: SupplierFilter) {
  const cond = conditions(f);
  const [rows, [total]] = await Promise.all([
    sqlRows<SummaryRow>(
      db,
      sql`SELECT ${summaryColumns} FROM suppliers s WHERE ${cond}
           ORDER BY lower(s.name), s.id LIMIT ${f.limit} OFFSET ${f.offset}`,
    ),
    sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM suppliers s WHERE ${cond}`),
  ]);
  return { items: rows.map(asSummary), total: total?.n ?? 0 };
}

// ——— products they supply ———

export async function supplierProducts(db: R, supplierId: string, productId?: string) {
  return sqlRows<SupplierProduct>(
    db,
    sql`SELECT p.id AS "productId", p.sku, p.name, p.base_unit AS "baseUnit", sp.supplier_sku AS "supplierSku",
               sp.last_cost_centavos::float8 AS "lastCostCentavos",
               to_char(sp.last_received_on, 'YYYY-MM-DD') AS "lastReceivedOn",
               p.cost_centavos::float8 AS "productCostCentavos"
          FROM supplier_products sp JOIN products p ON p.id = sp.product_id
         WHERE sp.supplier_id = ${supplierId} ${productId ? sql`AND sp.product_id = ${productId}` : sql``}
         ORDER BY p.name, p.sku`,
  );
}

/** Links the product (or changes its item code); the last cost and date stay as receiving wrote them. */
export async function upsertSupplierProduct(
  db: R,
  supplierId: string,
  productId: string,
  sku: string | null,
) {
  await db.execute(
    sql`INSERT INTO supplier_products (supplier_id, product_id, supplier_sku)
        VALUES (${supplierId}, ${productId}, ${sku})
        ON CONFLICT (supplier_id, product_id) DO UPDATE SET supplier_sku = EXCLUDED.supplier_sku, updated_at = now()`,
  );
}

export async function deleteSupplierProduct(db: R, supplierId: string, productId: string) {
  const rows = await sqlRows<{ product_id: string }>(
    db,
    sql`DELETE FROM supplier_products WHERE supplier_id = ${supplierId} AND product_id = ${productId}
        RETURNING product_id`,
  );
  return rows.length > 0;
}

export async function productExists(db: R, productId: string) {
  const rows = await sqlRows<{ id: string }>(db, sql`SELECT id FROM products WHERE id = ${productId}`);
  return rows.length > 0;
}

// ——— the supplier page's documents (the supplier is the company's; its documents the branches') ———

/** The supplier's orders to the locations of the branches the list shows (`read`). */
export function ordersOf(db: R, supplierId: string, scope: BranchScope) {
  return sqlRows<SupplierOrder>(
    db,
    sql`SELECT id, po_no AS "poNo", status, to_char(order_date, 'YYYY-MM-DD') AS "orderDate",
               to_char(expected_date, 'YYYY-MM-DD') AS "expectedDate", total_centavos::float8 AS "totalCentavos"
          FROM purchase_orders WHERE supplier_id = ${supplierId} AND ${locationIn(scope, sql`location_id`)}
         ORDER BY order_date DESC, po_no DESC LIMIT 200`,
  );
}

export function deliveriesOf(db: R, supplierId: string, scope: BranchScope) {
  return sqlRows<SupplierDelivery>(
    db,
    sql`SELECT v.id, v.rv_no AS "rvNo", to_char(v.business_date, 'YYYY-MM-DD') AS "businessDate",
               o.po_no AS "poNo", v.supplier_invoice_no AS "supplierInvoiceNo",
               v.total_centavos::float8 AS "totalCentavos"
          FROM receiving_vouchers v LEFT JOIN purchase_orders o ON o.id = v.po_id
         WHERE v.supplier_id = ${supplierId} AND ${locationIn(scope, sql`v.location_id`)}
         ORDER BY v.business_date DESC, v.rv_no DESC LIMIT 200`,
  );
}

export function returnsOf(db: R, supplierId: string, scope: BranchScope) {
  return sqlRows<SupplierReturnRow>(
    db,
    sql`SELECT id, return_no AS "returnNo", to_char(business_date, 'YYYY-MM-DD') AS "businessDate", reason,
               total_centavos::float8 AS "totalCentavos"
          FROM supplier_returns WHERE supplier_id = ${supplierId} AND ${locationIn(scope, sql`location_id`)}
         ORDER BY business_date DESC, return_no DESC LIMIT 200`,
  );
}

export function openBillsOf(db: R, supplierId: string) {
  return sqlRows<{
    id: string;
    kind: 'bill' | 'debit_memo';
    reference: string;
    billDate: string;
    dueDate: string;
    amountCentavos: number;
    paidCentavos: number;
  }>(
    db,
    sql`SELECT b.id, b.kind, b.reference, to_char(b.bill_date, 'YYYY-MM-DD') AS "billDate",
               to_char(b.due_date, 'YYYY-MM-DD') AS "dueDate", b.amount_centavos::float8 AS "amountCentavos",
               coalesce(p.applied, 0)::float8 AS "paidCentavos"
          FROM supplier_bills b
          LEFT JOIN LATERAL (SELECT sum(l.amount_centavos) AS applied FROM supplier_payment_lines l
                              WHERE l.bill_id = b.id) p ON true
         WHERE b.supplier_id = ${supplierId} AND b.amount_centavos - coalesce(p.applied, 0) <> 0
         ORDER BY b.due_date, b.bill_date, b.id`,
  );
}

export function paymentsOf(db: R, supplierId: string) {
  return sqlRows<{
    id: string;
    paymentNo: string;
    businessDate: string;
    method: string;
    amountCentavos: number;
    withholdingCentavos: number;
  }>(
    db,
    sql`SELECT id, payment_no AS "paymentNo", to_char(business_date, 'YYYY-MM-DD') AS "businessDate", method,
               amount_centavos::float8 AS "amountCentavos", withholding_centavos::float8 AS "withholdingCentavos"
          FROM supplier_payments WHERE supplier_id = ${supplierId}
         ORDER BY business_date DESC, payment_no DESC LIMIT 50`,
  );
}
