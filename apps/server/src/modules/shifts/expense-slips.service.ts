import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  type CashSlip,
  cashSlipLayout,
  DomainError,
  documentText,
  expectedByTender,
  refusal,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/http/context.ts';
import { appendJournal } from '../sales/e-journal.service.ts';
import { documentHeaderSql, insertCashSlip, shiftMoney, userName } from './shifts.repository.ts';
import { findShift, type LockedTerminal, refuseIfZDue } from './shifts.service.ts';

/**
 * An expense paid with cash from a terminal's drawer (issue 22): a cash-out slip (reason "payout") of
 * that terminal's open shift, in the expense's own transaction, so the shift's expected cash at closing
 * counts it. The slip posts no ledger entry of its own: the expense's payment posts (Dr accrued
 * expenses, Cr that drawer's cash). Refused when the terminal has no open shift, when its Z-reading is
 * due, or when the drawer should hold less than the amount. The expense's approval stands in for the
 * cash-out limit's manager approval.
 */
export async function addExpenseCashOut(
  tx: Tx,
  actor: Actor,
  e: { terminalId: string; amountCentavos: number; reason: string; today: string; at: string },
  where: AuditWhere,
): Promise<CashSlip> {
  const [t] = await sqlRows<LockedTerminal>(
    tx,
    sql`SELECT t.id, t.name, t.open_shift_id AS "openShiftId", to_char(t.business_date, 'YYYY-MM-DD') AS "businessDate",
               t.day_open AS "dayOpen", t.next_shift_no::float8 AS "nextShiftNo", ${documentHeaderSql} AS header
          FROM terminals t CROSS JOIN system_settings st
         WHERE t.id = ${e.terminalId} AND t.is_active AND st.id = 1
           FOR UPDATE OF t`,
  );
  if (!t?.openShiftId)
    throw new DomainError(
      'SHIFT_NOT_OPEN',
      `${t?.name ?? 'That terminal'} has no open shift, so its drawer cannot pay this: open a shift there, or pay from the safe, the bank or GCash.`,
      refusal('expenseDrawerNoShift', { terminal: t?.name ?? '' }),
    );
  refuseIfZDue(t, e.today);
  const inDrawer = expectedByTender(await shiftMoney(tx, t.openShiftId)).cash;
  if (e.amountCentavos > inDrawer)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      'A cash-out cannot take more than the cash the drawer should hold',
      refusal('cashOutOverDrawer', {
        fields: { amountCentavos: 'More than the cash the drawer should hold' },
      }),
    );
  const id = uuidv7();
  const input = {
    kind: 'cash_out',
    reasonKind: 'payout',
    reason: e.reason.slice(0, 200),
    amountCentavos: e.amountCentavos,
    approval: null,
  } as const;
  const slip = await insertCashSlip(tx, {
    id,
    terminalId: t.id,
    shiftId: t.openShiftId,
    businessDate: t.businessDate,
    input: input as never,
    createdBy: actor.userId,
    approvedBy: null,
    at: e.at,
  });
  const shift = (await findShift(tx, t.openShiftId))!;
  const document = cashSlipLayout({
    header: t.header,
    kind: 'cash_out',
    slipNumber: slip.slipNumber,
    shiftNo: shift.shiftNo,
    businessDate: t.businessDate,
    at: e.at,
    reasonKind: 'payout',
    reason: input.reason,
    amountCentavos: e.amountCentavos,
    cashierName: slip.createdByName || (await userName(tx, actor.userId)),
    approvedByName: null,
  });
  await appendJournal(tx, {
    terminalId: t.id,
    businessDate: t.businessDate,
    kind: 'cash_slip',
    documentId: id,
    documentNumber: `CASH OUT ${slip.slipNumber}`,
    body: documentText(document),
    createdBy: actor.userId,
    at: e.at,
  });
  await writeAudit(
    tx,
    {
      action: 'shifts.cash_out',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'cash_slip',
      targetId: id,
      details: {
        terminal: t.name,
        shiftNo: shift.shiftNo,
        slipNo: slip.slipNo,
        reasonKind: 'payout',
        amountCentavos: e.amountCentavos,
      },
    },
    where,
  );
  return slip;
}
