import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import { DomainError } from '@fbms/domain';
import { sql } from 'drizzle-orm';

/**
 * The payables' one door (issue 24): every module that changes what the store owes a supplier — a
 * receiving voucher (its bill), a supplier return (its debit memo), a payment (its lines) — does it
 * here, inside its own transaction, after `lockSupplier`. The supplier's row lock orders every document
 * that changes the supplier's balance, so two payments cannot both settle the same open amount.
 *
 * A bill's open amount is its amount less Σ payment lines applied to it; a debit memo is a negative
 * bill (a return), open until a payment applies it (a negative line). The balance owed is Σ open.
 */

export interface LockedSupplier {
  id: string;
  name: string;
  isActive: boolean;
  vatRegistered: boolean;
  paymentTermsDays: number;
  withholdingAtc: string | null;
  payeeType: 'corporate' | 'individual';
  tin: string | null;
  address: string | null;
  email: string | null;
}

const SUPPLIER_COLUMNS = sql`id, name, is_active AS "isActive", vat_registered AS "vatRegistered",
  payment_terms_days AS "paymentTermsDays", withholding_atc AS "withholdingAtc", payee_type AS "payeeType",
  tin, address, email`;

/** Locks the supplier's row for this transaction; refuses one that is missing (or inactive, by default). */
export async function lockSupplier(
  tx: Tx,
  id: string,
  options: { allowInactive?: boolean } = {},
): Promise<LockedSupplier> {
  const [row] = await sqlRows<LockedSupplier>(
    tx,
    sql`SELECT ${SUPPLIER_COLUMNS} FROM suppliers WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw new DomainError('SUPPLIER_NOT_FOUND');
  if (!row.isActive && !options.allowInactive) throw new DomainError('SUPPLIER_INACTIVE');
  return row;
}

export interface NewBill {
  supplierId: string;
  kind: 'bill' | 'debit_memo';
  rvId?: string | null;
  returnId?: string | null;
  /** The supplier's invoice number (or the RV's number when it has none); the return's SR number. */
  reference: string;
  billDate: string;
  dueDate: string;
  /** > 0 for a bill, < 0 for a debit memo. */
  amountCentavos: number;
  inputVatCentavos: number;
}

/** Writes one bill or debit memo (the supplier's lock held) and answers its id. */
export async function insertBill(tx: Tx, b: NewBill): Promise<string> {
  const id = uuidv7();
  await sqlRows(
    tx,
    sql`INSERT INTO supplier_bills (id, supplier_id, kind, rv_id, return_id, reference, bill_date, due_date,
                                    amount_centavos, input_vat_centavos)
        VALUES (${id}, ${b.supplierId}, ${b.kind}, ${b.rvId ?? null}, ${b.returnId ?? null}, ${b.reference},
                ${b.billDate}, ${b.dueDate}, ${b.amountCentavos}, ${b.inputVatCentavos})`,
  );
  return id;
}

export interface OpenBill {
  id: string;
  kind: 'bill' | 'debit_memo';
  reference: string;
  billDate: string;
  dueDate: string;
  amountCentavos: number;
  inputVatCentavos: number;
  /** What is still owed on it (negative for a debit memo not yet used). */
  openCentavos: number;
  rvId: string | null;
  returnId: string | null;
}

/** The supplier's bills and debit memos with something open, oldest due first. */
export async function openBills(db: Tx, supplierId: string): Promise<OpenBill[]> {
  return sqlRows<OpenBill>(
    db,
    sql`SELECT b.id, b.kind, b.reference, to_char(b.bill_date, 'YYYY-MM-DD') AS "billDate",
               to_char(b.due_date, 'YYYY-MM-DD') AS "dueDate", b.amount_centavos::float8 AS "amountCentavos",
               b.input_vat_centavos::float8 AS "inputVatCentavos",
               (b.amount_centavos - coalesce(p.applied, 0))::float8 AS "openCentavos",
               b.rv_id AS "rvId", b.return_id AS "returnId"
          FROM supplier_bills b
          LEFT JOIN LATERAL (SELECT sum(l.amount_centavos) AS applied FROM supplier_payment_lines l
                              WHERE l.bill_id = b.id) p ON true
         WHERE b.supplier_id = ${supplierId} AND b.amount_centavos - coalesce(p.applied, 0) <> 0
         ORDER BY b.due_date, b.bill_date, b.id`,
  );
}

/** Applies a payment to bills (Σ lines = cash paid + withholding); the caller checked each is open. */
export async function insertPaymentLines(
  tx: Tx,
  paymentId: string,
  lines: readonly { billId: string; amountCentavos: number }[],
): Promise<void> {
  const rows = lines.filter((l) => l.amountCentavos !== 0);
  if (rows.length === 0) return;
  await sqlRows(
    tx,
    sql`INSERT INTO supplier_payment_lines (id, payment_id, bill_id, amount_centavos)
        VALUES ${sql.join(
          rows.map((l) => sql`(${uuidv7()}, ${paymentId}, ${l.billId}, ${l.amountCentavos})`),
          sql`, `,
        )}`,
  );
}

/** What the store owes the supplier now: Σ bills and memos − Σ applied. */
export async function supplierBalance(db: Tx, supplierId: string): Promise<number> {
  const [row] = await sqlRows<{ b: number }>(
    db,
    sql`SELECT (coalesce((SELECT sum(amount_centavos) FROM supplier_bills WHERE supplier_id = ${supplierId}), 0)
              - coalesce((SELECT sum(l.amount_centavos) FROM supplier_payment_lines l
                            JOIN supplier_payments p ON p.id = l.payment_id WHERE p.supplier_id = ${supplierId}), 0))::float8 AS b`,
  );
  return row!.b;
}
