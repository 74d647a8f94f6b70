import type { Tx } from '@fbms/db';
import { sql } from 'drizzle-orm';
import { chunks } from '../demo/demo-context.ts';
import { type BalanceChange, type MovementRow, recordMovements } from '../inventory/stock.service.ts';
import type { SalePlan } from './sale-plan.ts';
import { writeSaleHistory } from './sales.service.ts';

/**
 * Writes the demo history: its sales with the sale's own statement (many at a time), the sacks opened
 * before kilo sales and each balance as the history left it through the inventory's ledger
 * (recordMovements), the audit rows of the openings, and the counter's next invoice number.
 */

/** The history, collected before the insert: the sales' plans, and the sack openings' movements and audit rows. */
export interface HistoryRows {
  sales: SalePlan[];
  moves: MovementRow[];
  audit: Record<string, unknown>[];
}

export const emptyHistory = (): HistoryRows => ({ sales: [], moves: [], audit: [] });

export async function writeHistory(
  tx: Tx,
  rows: HistoryRows,
  /** Each balance as the stock seeder wrote it and as the history leaves it. */
  balances: Iterable<BalanceChange>,
  terminal: { id: string; nextInvoiceNo: number; lastSaleAt: string | null },
) {
  await writeSaleHistory(tx, rows.sales);
  // The sacks opened, and each balance as the history left it, through the inventory's ledger.
  await recordMovements(tx, {
    balances: [...balances]
      .filter((b) => b.next.qtyMilli !== b.was?.qtyMilli || b.next.looseMilli !== b.was?.looseMilli)
      .map((b) => ({ ...b, at: terminal.lastSaleAt })),
    movements: rows.moves,
  });
  for (const part of chunks(rows.audit))
    await tx.execute(sql`
    INSERT INTO audit_log (id, at, action, actor_user_id, actor_email, target_type, target_id, details)
    SELECT a.id, a.at, a.action, a.actor_user_id, a.actor_email, a.target_type, a.target_id, a.details
      FROM json_to_recordset(${JSON.stringify(part)}::json) AS a(id uuid, at timestamptz, action text,
        actor_user_id text, actor_email text, target_type text, target_id text, details jsonb)`);
  await tx.execute(sql`
    UPDATE terminals SET next_invoice_no = ${terminal.nextInvoiceNo}, last_seen_at = ${terminal.lastSaleAt}::timestamptz
     WHERE id = ${terminal.id}`);
}
