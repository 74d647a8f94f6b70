import { type Db, sqlRows, type Tx } from '@fbms/db';
import {
  type CashSlip,
  type CashSlipInput,
  DEFAULT_POS_CONTROLS,
  formatInvoiceNo,
  type PosControls,
  type Shift,
  type ShiftListQuery,
  type ShiftMoney,
  type TenderAmounts,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { terminalIn } from '../sales/terminals.service.ts';
import { shiftSelectSql } from './shifts.service.ts';

/**
 * The heading every POS document prints (the domain's DocumentHeader) as JSON, from `terminals t` and
 * `system_settings st` in the caller's FROM.
 */
export const documentHeaderSql = sql`json_build_object('storeName', coalesce(st.business_info->>'name', ''),
  'address', st.business_info->>'address', 'tin', st.business_info->>'taxId',
  'vatRegistered', st.vat_registered, 'terminalName', t.name, 'min', t.min,
  'serialNumber', t.serial_number, 'ptuNumber', t.ptu_number)`;

/** The SQL of cash slips, closing and the shift lists (the services hold the transactions). */

/** The store's cash controls (posControls), defaults filled in. */
export async function readPosControls(tx: Db | Tx): Promise<PosControls> {
  const [row] = await sqlRows<{ c: Partial<PosControls> | null }>(
    tx,
    sql`SELECT pos_controls AS c FROM system_settings WHERE id = 1`,
  );
  return { ...DEFAULT_POS_CONTROLS, ...(row?.c ?? {}) };
}

const amountsByMethod = (from: SQL) => sql`
  (SELECT coalesce(json_agg(json_build_object('method', x.method, 'amountCentavos', x.amount)), '[]'::json)
     FROM (${from}) x)`;

/**
 * The money of a shift as it stands (read under the terminal's lock): its sales' payments by tender
 * (voided sales included: the money came in) and its collection receipts (payments on account at the
 * counter), the voids and returns paid back in it, and its slips.
 */
export async function shiftMoney(tx: Db | Tx, shiftId: string): Promise<ShiftMoney> {
  const [row] = await sqlRows<ShiftMoney>(
    tx,
    sql`SELECT sh.opening_fund_centavos::float8 AS "openingFundCentavos",
          ${amountsByMethod(sql`SELECT m.method, sum(m.amount)::float8 AS amount FROM (
                SELECT p.method, p.amount_centavos AS amount
                  FROM sales s JOIN sale_payments p ON p.sale_id = s.id WHERE s.shift_id = sh.id
                UNION ALL
                -- Payments on account taken at this counter in this shift (a bounced check still came in).
                SELECT r.method, r.amount_centavos FROM collection_receipts r WHERE r.shift_id = sh.id) m
             GROUP BY m.method`)} AS payments,
          ${amountsByMethod(sql`SELECT p.method, sum(p.amount_centavos)::float8 AS amount
              FROM sale_voids v JOIN sale_payments p ON p.sale_id = v.sale_id
             WHERE v.shift_id = sh.id GROUP BY p.method`)} AS "voidRefunds",
          ${amountsByMethod(sql`SELECT r.refund_method AS method, sum(r.total_centavos)::float8 AS amount
              FROM sale_returns r WHERE r.shift_id = sh.id GROUP BY r.refund_method`)} AS "returnRefunds",
          (SELECT coalesce(sum(amount_centavos), 0)::float8 FROM cash_slips
            WHERE shift_id = sh.id AND kind = 'cash_in') AS "cashInCentavos",
          (SELECT coalesce(sum(amount_centavos), 0)::float8 FROM cash_slips
            WHERE shift_id = sh.id AND kind = 'cash_out') AS "cashOutCentavos"
     FROM shifts sh WHERE sh.id = ${shiftId}`,
  );
  if (!row) throw new Error(`shift ${shiftId} not found`);
  return row;
}

const SLIP_SELECT = sql`
  SELECT c.id, c.shift_id AS "shiftId", c.slip_no::float8 AS "slipNo", to_char(c.business_date, 'YYYY-MM-DD') AS "businessDate",
         c.kind, c.reason_kind AS "reasonKind", c.reason, c.amount_centavos::float8 AS "amountCentavos",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "createdByName",
         CASE WHEN a.id IS NULL THEN NULL ELSE trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) END AS "approvedByName",
         c.created_at AS "createdAt"
    FROM cash_slips c JOIN users u ON u.id = c.created_by LEFT JOIN users a ON a.id = c.approved_by`;

const asSlip = (r: Omit<CashSlip, 'slipNumber'>): CashSlip => ({
  ...r,
  slipNumber: formatInvoiceNo(r.slipNo),
  createdAt: new Date(r.createdAt).toISOString(),
});

/**
 * A slip, numbered from the terminal's gap-free slip series (the terminal row is locked by the caller,
 * and a failure rolls the number back with the slip).
 */
export async function insertCashSlip(
  tx: Tx,
  s: {
    id: string;
    terminalId: string;
    shiftId: string;
    businessDate: string;
    input: CashSlipInput;
    createdBy: string;
    approvedBy: string | null;
    at: string;
  },
): Promise<CashSlip> {
  await tx.execute(sql`
    WITH n AS (UPDATE terminals SET next_slip_no = next_slip_no + 1 WHERE id = ${s.terminalId}
               RETURNING next_slip_no - 1 AS no)
    INSERT INTO cash_slips (id, terminal_id, shift_id, slip_no, business_date, kind, reason_kind, reason,
                            amount_centavos, created_by, approved_by, created_at)
    SELECT ${s.id}, ${s.terminalId}, ${s.shiftId}, n.no, ${s.businessDate}, ${s.input.kind}, ${s.input.reasonKind},
           ${s.input.reason}, ${s.input.amountCentavos}, ${s.createdBy}, ${s.approvedBy}, ${s.at}
      FROM n`);
  const [row] = await sqlRows<CashSlip>(tx, sql`${SLIP_SELECT} WHERE c.id = ${s.id}`);
  return asSlip(row!);
}

export async function listShiftSlips(db: Db | Tx, shiftId: string): Promise<CashSlip[]> {
  return (
    await sqlRows<CashSlip>(db, sql`${SLIP_SELECT} WHERE c.shift_id = ${shiftId} ORDER BY c.slip_no`)
  ).map(asSlip);
}

/** Writes the closing onto the shift row (a closed shift is final: a trigger refuses any later change). */
export async function writeShiftClose(
  tx: Tx,
  c: {
    shiftId: string;
    terminalId: string;
    at: string;
    closedBy: string;
    declaredCount: Partial<Record<string, number>>;
    declared: Record<string, number>;
    expected: TenderAmounts;
    declaredCashCentavos: number;
    approvedBy: string | null;
    note: string | null;
  },
): Promise<void> {
  await tx.execute(sql`
    UPDATE shifts SET closed_at = ${c.at}, closed_by = ${c.closedBy},
           declared_count = ${JSON.stringify(c.declaredCount)}::jsonb, declared = ${JSON.stringify(c.declared)}::jsonb,
           expected = ${JSON.stringify(c.expected)}::jsonb,
           declared_cash_centavos = ${c.declaredCashCentavos}, expected_cash_centavos = ${c.expected.cash},
           short_over_centavos = ${c.declaredCashCentavos - c.expected.cash},
           approved_by = ${c.approvedBy}, close_note = ${c.note}
     WHERE id = ${c.shiftId} AND closed_at IS NULL`);
  await tx.execute(sql`UPDATE terminals SET open_shift_id = NULL WHERE id = ${c.terminalId}`);
}

/** What a closed shift keeps beside the Shift answer: the counts and the expected money. */
export async function shiftCloseFigures(db: Db | Tx, shiftId: string) {
  const [row] = await sqlRows<{
    declaredCount: Record<string, number> | null;
    declared: Record<string, number> | null;
    expected: TenderAmounts | null;
    closeNote: string | null;
  }>(
    db,
    sql`SELECT declared_count AS "declaredCount", declared, expected, close_note AS "closeNote"
          FROM shifts WHERE id = ${shiftId}`,
  );
  return row ?? null;
}

/** A manager's list: shifts by terminal and business date, newest first (at most 500). */
export async function selectShifts(db: Db, q: ShiftListQuery, scope: BranchScope): Promise<Shift[]> {
  // The shifts of terminals of the branches the list shows (T12).
  const where = [terminalIn(scope, sql`s.terminal_id`)];
  if (q.terminalId) where.push(sql`s.terminal_id = ${q.terminalId}`);
  if (q.from) where.push(sql`s.business_date >= ${q.from}::date`);
  if (q.to) where.push(sql`s.business_date <= ${q.to}::date`);
  return sqlRows<Shift>(
    db,
    sql`${shiftSelectSql(sql.join(where, sql` AND `))} ORDER BY s.business_date DESC, s.opened_at DESC LIMIT 500`,
  );
}

/** The user a hand-over opens the next shift for (any active user), by e-mail. */
export async function userName(db: Db | Tx, id: string): Promise<string> {
  const [row] = await sqlRows<{ name: string }>(
    db,
    sql`SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name FROM users WHERE id = ${id}`,
  );
  return row?.name ?? '';
}

/** The shift a hand-over opens on the same drawer, and the terminal's open shift moved to it. */
export async function insertNextShift(
  tx: Tx,
  n: {
    id: string;
    terminalId: string;
    shiftNo: number;
    cashierId: string;
    businessDate: string;
    at: string;
    openingFundCentavos: number;
    openingCount: Partial<Record<string, number>>;
    handedOverFrom: string;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO shifts (id, terminal_id, shift_no, cashier_id, business_date, opened_by, opened_at,
                        opening_fund_centavos, opening_count, handed_over_from)
    VALUES (${n.id}, ${n.terminalId}, ${n.shiftNo}, ${n.cashierId}, ${n.businessDate}, ${n.cashierId}, ${n.at},
            ${n.openingFundCentavos}, ${JSON.stringify(n.openingCount)}::jsonb, ${n.handedOverFrom})`);
  await tx.execute(sql`
    UPDATE terminals SET open_shift_id = ${n.id}, next_shift_no = next_shift_no + 1, day_open = true
     WHERE id = ${n.terminalId}`);
}
