import { sqlRows, type Tx } from '@fbms/db';
import { type PurchaseSeries, purchaseNumber, transferNumber } from '@fbms/domain';
import { sql } from 'drizzle-orm';

const COLUMNS: Record<PurchaseSeries, { table: string; column: string }> = {
  purchaseOrder: { table: 'purchase_orders', column: 'po_no' },
  receivingVoucher: { table: 'receiving_vouchers', column: 'rv_no' },
  supplierReturn: { table: 'supplier_returns', column: 'return_no' },
  supplierPayment: { table: 'supplier_payments', column: 'payment_no' },
};

/**
 * The next number of a purchasing series for the month of `businessDate` (PO-, RV-, SR-, SP-YYYYMM-NNNN),
 * gap-free: the transaction that takes it holds the series' advisory lock until it commits (as expense
 * and collection receipt numbers do); these documents are never deleted.
 */
export async function nextPurchaseNumber(
  tx: Tx,
  series: PurchaseSeries,
  businessDate: string,
): Promise<string> {
  const prefix = purchaseNumber(series, businessDate, 0).slice(0, 10);
  const { table, column } = COLUMNS[series];
  // Sent together (one round trip on PostgreSQL's pipelined connection): the server runs them in order,
  // so the largest number is read once the series' lock is held, after the last holder committed.
  const [, [row]] = await Promise.all([
    sqlRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`fbms.series:${prefix}`}))`),
    sqlRows<{ n: number }>(
      tx,
      sql`SELECT coalesce(max(substr(${sql.identifier(column)}, 11)::int), 0)::int + 1 AS n
            FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} LIKE ${`${prefix}%`}`,
    ),
  ]);
  return purchaseNumber(series, businessDate, row!.n);
}

/**
 * The next transfer slip number for the month of `businessDate` (TR-YYYYMM-NNNN, seed 001 §7), gap-free
 * in the same way: the series' advisory lock is held until the taking transaction commits, and a slip is
 * cancelled, never deleted.
 */
export async function nextTransferNumber(tx: Tx, businessDate: string): Promise<string> {
  const prefix = transferNumber(businessDate, 0).slice(0, 10);
  const [, [row]] = await Promise.all([
    sqlRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`fbms.series:${prefix}`}))`),
    sqlRows<{ n: number }>(
      tx,
      sql`SELECT coalesce(max(substr(transfer_no, 11)::int), 0)::int + 1 AS n
            FROM transfer_slips WHERE transfer_no LIKE ${`${prefix}%`}`,
    ),
  ]);
  return transferNumber(businessDate, row!.n);
}
