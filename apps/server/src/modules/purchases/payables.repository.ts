import { type Db, sqlRows, type Tx } from '@fbms/db';
import type { PayableBill, SupplierPayment } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/** Payables' reads (issue 24): open bills, ageing, payments and the 2307 sums, in raw SQL. */

type Reader = Db | Tx;

/** Each bill's open amount now: its amount less Σ payment lines applied to it. */
const OPEN_BILLS = (asOf: string, conds: SQL[]) => sql`
  SELECT b.id, b.supplier_id AS "supplierId", s.name AS "supplierName", s.withholding_atc AS "supplierAtc", b.kind, b.reference,
         to_char(b.bill_date, 'YYYY-MM-DD') AS "billDate", to_char(b.due_date, 'YYYY-MM-DD') AS "dueDate",
         b.amount_centavos::float8 AS "amountCentavos", b.input_vat_centavos::float8 AS "inputVatCentavos",
         (b.amount_centavos - coalesce(p.applied, 0))::float8 AS "openCentavos",
         (${asOf}::date - b.due_date)::int AS "daysLate"
    FROM supplier_bills b JOIN suppliers s ON s.id = b.supplier_id
    LEFT JOIN LATERAL (SELECT sum(l.amount_centavos) AS applied FROM supplier_payment_lines l
                        WHERE l.bill_id = b.id) p ON true
   WHERE b.amount_centavos - coalesce(p.applied, 0) <> 0 AND ${sql.join(conds, sql` AND `)}
   ORDER BY b.due_date, b.bill_date, s.name, b.id`;

export async function selectOpenBills(
  db: Reader,
  today: string,
  q: { supplierId?: string | undefined; dueBy?: string },
): Promise<PayableBill[]> {
  const conds: SQL[] = [sql`true`];
  if (q.supplierId) conds.push(sql`b.supplier_id = ${q.supplierId}`);
  if (q.dueBy) conds.push(sql`b.due_date <= ${q.dueBy}`);
  return sqlRows<PayableBill>(db, OPEN_BILLS(today, conds));
}

/**
 * Every supplier's ageing as of `asOf`: each bill (or memo) dated by then, less what payments dated by
 * then applied to it, in the bucket of its days past due on that date.
 */
const perSupplierAgeing = (asOf: string) => sql`
  SELECT supplier_id,
         coalesce(sum(open) FILTER (WHERE late <= 0), 0) AS current,
         coalesce(sum(open) FILTER (WHERE late BETWEEN 1 AND 30), 0) AS d1_30,
         coalesce(sum(open) FILTER (WHERE late BETWEEN 31 AND 60), 0) AS d31_60,
         coalesce(sum(open) FILTER (WHERE late BETWEEN 61 AND 90), 0) AS d61_90,
         coalesce(sum(open) FILTER (WHERE late > 90), 0) AS d90_plus,
         sum(open) AS total
    FROM (SELECT b.supplier_id, (${asOf}::date - b.due_date) AS late,
                 (b.amount_centavos - coalesce((SELECT sum(l.amount_centavos) FROM supplier_payment_lines l
                                                  JOIN supplier_payments p ON p.id = l.payment_id
                                                 WHERE l.bill_id = b.id AND p.business_date <= ${asOf}), 0))::float8 AS open
            FROM supplier_bills b WHERE b.bill_date <= ${asOf}) x
   WHERE open <> 0
   GROUP BY supplier_id`;

type AgeingNumbers = {
  current: number;
  d1_30: number;
  d31_60: number;
  d61_90: number;
  d90_plus: number;
  total: number;
};

export async function selectAgeing(db: Reader, asOf: string, page: number, pageSize: number) {
  const buckets = sql`a.current::float8 AS current, a.d1_30::float8 AS d1_30, a.d31_60::float8 AS d31_60,
                      a.d61_90::float8 AS d61_90, a.d90_plus::float8 AS d90_plus, a.total::float8 AS total`;
  const rows = await sqlRows<{ supplierId: string; supplierNo: number; name: string } & AgeingNumbers>(
    db,
    sql`SELECT s.id AS "supplierId", s.supplier_no::float8 AS "supplierNo", s.name, ${buckets}
          FROM (${perSupplierAgeing(asOf)}) a JOIN suppliers s ON s.id = a.supplier_id
         ORDER BY lower(s.name), s.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const [totals] = await sqlRows<AgeingNumbers & { count: number }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(current), 0)::float8 AS current,
               coalesce(sum(d1_30), 0)::float8 AS d1_30, coalesce(sum(d31_60), 0)::float8 AS d31_60,
               coalesce(sum(d61_90), 0)::float8 AS d61_90, coalesce(sum(d90_plus), 0)::float8 AS d90_plus,
               coalesce(sum(total), 0)::float8 AS total
          FROM (${perSupplierAgeing(asOf)}) a`,
  );
  const { count, ...t } = totals!;
  return {
    items: rows.map(({ supplierId, supplierNo, name, ...ageing }) => ({
      supplierId,
      supplierNo,
      name,
      ageing,
    })),
    totals: t,
    count,
  };
}

export const PAYMENT_SELECT = sql`
  SELECT p.id, p.payment_no AS "paymentNo", p.supplier_id AS "supplierId", s.name AS "supplierName",
         s.tin AS "supplierTin", to_char(p.business_date, 'YYYY-MM-DD') AS "businessDate", p.method,
         p.amount_centavos::float8 AS "amountCentavos", p.withholding_atc AS "withholdingAtc",
         p.withholding_rate_bp AS "withholdingRateBp",
         p.withholding_base_centavos::float8 AS "withholdingBaseCentavos",
         p.withholding_centavos::float8 AS "withholdingCentavos", p.reference, p.bank,
         p.check_number AS "checkNumber", to_char(p.check_date, 'YYYY-MM-DD') AS "checkDate", p.notes,
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "createdByName",
         p.created_at AS "createdAt"
    FROM supplier_payments p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = p.created_by`;

export type PaymentRow = Omit<SupplierPayment, 'lines' | 'balanceCentavos'>;

export const asListed = (r: PaymentRow): PaymentRow => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function selectPayments(
  db: Reader,
  q: { supplierId?: string | undefined; from?: string | undefined; to?: string | undefined },
) {
  const conds: SQL[] = [sql`true`];
  if (q.supplierId) conds.push(sql`p.supplier_id = ${q.supplierId}`);
  if (q.from) conds.push(sql`p.business_date >= ${q.from}`);
  if (q.to) conds.push(sql`p.business_date <= ${q.to}`);
  const rows = await sqlRows<PaymentRow>(
    db,
    sql`${PAYMENT_SELECT} WHERE ${sql.join(conds, sql` AND `)}
        ORDER BY p.business_date DESC, p.payment_no DESC LIMIT 500`,
  );
  return rows.map(asListed);
}

export async function selectPayment(db: Reader, id: string): Promise<PaymentRow | null> {
  const [row] = await sqlRows<PaymentRow>(db, sql`${PAYMENT_SELECT} WHERE p.id = ${id}`);
  return row ? asListed(row) : null;
}

export async function selectPaymentLines(db: Reader, id: string) {
  return sqlRows<SupplierPayment['lines'][number]>(
    db,
    sql`SELECT l.bill_id AS "billId", b.kind, b.reference, to_char(b.due_date, 'YYYY-MM-DD') AS "dueDate",
               l.amount_centavos::float8 AS "amountCentavos"
          FROM supplier_payment_lines l JOIN supplier_bills b ON b.id = l.bill_id
         WHERE l.payment_id = ${id} ORDER BY b.kind DESC, b.due_date, b.id`,
  );
}

/** The quarter's payments with withholding to one supplier (the 2307's figures). */
export async function selectWithheld(db: Reader, supplierId: string, from: string, to: string) {
  return sqlRows<{
    paymentNo: string;
    businessDate: string;
    atc: string;
    rateBp: number;
    baseCentavos: number;
    withheldCentavos: number;
  }>(
    db,
    sql`SELECT payment_no AS "paymentNo", to_char(business_date, 'YYYY-MM-DD') AS "businessDate",
               withholding_atc AS atc, withholding_rate_bp AS "rateBp",
               withholding_base_centavos::float8 AS "baseCentavos", withholding_centavos::float8 AS "withheldCentavos"
          FROM supplier_payments
         WHERE supplier_id = ${supplierId} AND withholding_atc IS NOT NULL
           AND business_date BETWEEN ${from} AND ${to}
         ORDER BY business_date, payment_no`,
  );
}
