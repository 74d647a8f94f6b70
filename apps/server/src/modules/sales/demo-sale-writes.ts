import type { Tx } from '@fbms/db';
import { sql } from 'drizzle-orm';
import { chunks, type DemoBalance } from '../demo/demo-context.ts';
import { MAIN_STORE_ID } from '../inventory/stock.service.ts';

/** The rows of the demo history, as completeSale and openPack write them, collected before the insert. */
export interface HistoryRows {
  sales: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  moves: Record<string, unknown>[];
  audit: Record<string, unknown>[];
}

export const emptyHistory = (): HistoryRows => ({ sales: [], lines: [], payments: [], moves: [], audit: [] });

const each = async (tx: Tx, rows: unknown[], run: (json: string) => ReturnType<typeof sql>) => {
  for (const part of chunks(rows)) await tx.execute(run(JSON.stringify(part)));
};

/**
 * Writes the history in a few multi-row statements (lists as JSON record sets, like the sale's own
 * write), then the balances as the history left them and the counter's next invoice number.
 */
export async function writeHistory(
  tx: Tx,
  rows: HistoryRows,
  balances: Iterable<DemoBalance>,
  terminal: { id: string; nextInvoiceNo: number; lastSaleAt: string | null },
  /** The seller and terminal blocks every sale copies in (the same for the whole history). */
  blocks: { seller: unknown; terminal: unknown },
) {
  const seller = JSON.stringify(blocks.seller);
  const terminalBlock = JSON.stringify(blocks.terminal);
  await each(
    tx,
    rows.sales,
    (j) => sql`
    INSERT INTO sales (id, request_hash, terminal_id, invoice_no, location_id, cashier_id, customer_name,
      customer_address, customer_tin, statutory, beneficiary_id_number, vat_registered, gross_centavos,
      promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, bnpc_base_centavos,
      vatable_sales_centavos, vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos,
      non_vat_sales_centavos, total_centavos, tendered_centavos, change_centavos, order_promo, seller,
      terminal_block, created_at)
    SELECT s.id, s.request_hash, s.terminal_id, s.invoice_no, ${MAIN_STORE_ID}::uuid, s.cashier_id, s.customer_name,
      s.customer_address, s.customer_tin, s.statutory, s.beneficiary_id_number, s.vat_registered, s.gross_centavos,
      s.promo_centavos, s.bnpc_centavos, s.sc_pwd_centavos, s.vat_removed_centavos, s.bnpc_base_centavos,
      s.vatable_sales_centavos, s.vat_centavos, s.vat_exempt_sales_centavos, s.zero_rated_sales_centavos,
      s.non_vat_sales_centavos, s.total_centavos, s.tendered_centavos, s.change_centavos, s.order_promo,
      ${seller}::jsonb, ${terminalBlock}::jsonb, s.created_at
      FROM json_to_recordset(${j}::json) AS s(id uuid, request_hash text, terminal_id uuid, invoice_no bigint,
        cashier_id text, customer_name text, customer_address text, customer_tin text, statutory jsonb,
        beneficiary_id_number text, vat_registered boolean, gross_centavos bigint, promo_centavos bigint,
        bnpc_centavos bigint, sc_pwd_centavos bigint, vat_removed_centavos bigint, bnpc_base_centavos bigint,
        vatable_sales_centavos bigint, vat_centavos bigint, vat_exempt_sales_centavos bigint,
        zero_rated_sales_centavos bigint, non_vat_sales_centavos bigint, total_centavos bigint,
        tendered_centavos bigint, change_centavos bigint, order_promo jsonb, created_at timestamptz)`,
  );
  await each(
    tx,
    rows.lines,
    (j) => sql`
    INSERT INTO sale_lines (id, sale_id, line_no, product_id, product_name, sku, unit_code, base_milli_per_unit,
      qty_milli, base_qty_milli, unit_price_centavos, list_price_centavos, gross_centavos, promo_centavos,
      statutory_centavos, vat_removed_centavos, net_centavos, tax_class, promo, registration_number, lots, regulated)
    SELECT l.id, l.sale_id, l.line_no, l.product_id, l.product_name, l.sku, l.unit_code, l.base_milli_per_unit,
      l.qty_milli, l.base_qty_milli, l.unit_price_centavos, NULL, l.gross_centavos, l.promo_centavos,
      l.statutory_centavos, l.vat_removed_centavos, l.net_centavos, l.tax_class, l.promo, l.registration_number,
      l.lots, l.regulated
      FROM json_to_recordset(${j}::json) AS l(id uuid, sale_id uuid, line_no int, product_id uuid, product_name text,
        sku text, unit_code text, base_milli_per_unit bigint, qty_milli bigint, base_qty_milli bigint,
        unit_price_centavos bigint, gross_centavos bigint, promo_centavos bigint, statutory_centavos bigint,
        vat_removed_centavos bigint, net_centavos bigint, tax_class text, promo jsonb, registration_number text,
        lots jsonb, regulated jsonb)`,
  );
  await each(
    tx,
    rows.payments,
    (j) => sql`
    INSERT INTO sale_payments (id, sale_id, method, amount_centavos, tendered_centavos, reference, details)
    SELECT p.id, p.sale_id, p.method, p.amount_centavos, p.tendered_centavos, p.reference, p.details
      FROM json_to_recordset(${j}::json) AS p(id uuid, sale_id uuid, method text, amount_centavos bigint,
        tendered_centavos bigint, reference text, details jsonb)`,
  );
  await each(
    tx,
    rows.moves,
    (j) => sql`
    INSERT INTO stock_movements (id, product_id, location_id, lot_id, type, qty_milli, previous_milli, new_milli,
      unit_cost_centavos, reason, reference_type, reference_id, reference_number, performed_by, form, created_at)
    SELECT m.id, m.product_id, ${MAIN_STORE_ID}::uuid, m.lot_id, m.type, m.qty_milli, m.previous_milli, m.new_milli,
      m.unit_cost_centavos, m.reason, m.reference_type, m.reference_id, m.reference_number, m.performed_by, m.form,
      m.created_at
      FROM json_to_recordset(${j}::json) AS m(id uuid, product_id uuid, lot_id uuid, type text, qty_milli bigint,
        previous_milli bigint, new_milli bigint, unit_cost_centavos bigint, reason text, reference_type text,
        reference_id text, reference_number text, performed_by text, form text, created_at timestamptz)`,
  );
  await each(
    tx,
    rows.audit,
    (j) => sql`
    INSERT INTO audit_log (id, at, action, actor_user_id, actor_email, target_type, target_id, details)
    SELECT a.id, a.at, a.action, a.actor_user_id, a.actor_email, a.target_type, a.target_id, a.details
      FROM json_to_recordset(${j}::json) AS a(id uuid, at timestamptz, action text, actor_user_id text,
        actor_email text, target_type text, target_id text, details jsonb)`,
  );
  const after = [...balances].map((b) => ({ id: b.id, q: b.qtyMilli, l: b.looseMilli }));
  await each(
    tx,
    after,
    (j) => sql`
    UPDATE stock_balances b SET qty_milli = v.q, loose_milli = v.l
      FROM json_to_recordset(${j}::json) AS v(id uuid, q bigint, l bigint)
     WHERE b.id = v.id AND (b.qty_milli <> v.q OR b.loose_milli <> v.l)`,
  );
  await tx.execute(sql`
    UPDATE terminals SET next_invoice_no = ${terminal.nextInvoiceNo}, last_seen_at = ${terminal.lastSaleAt}::timestamptz
     WHERE id = ${terminal.id}`);
}
