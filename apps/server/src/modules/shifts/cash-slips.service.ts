import { uuidv7 } from '@fbms/db';
import {
  type CashSlip,
  type CashSlipDone,
  type CashSlipInput,
  cashSlipEntry,
  cashSlipLayout,
  DomainError,
  documentText,
  expectedByTender,
  manilaDate,
  refusal,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { approverOf } from '../sales/approval.service.ts';
import { appendJournal } from '../sales/e-journal.service.ts';
import type { TerminalKey } from '../sales/terminals.service.ts';
import {
  insertCashSlip,
  listShiftSlips,
  readPosControls,
  shiftMoney,
  userName,
} from './shifts.repository.ts';
import { findShift, lockTerminal, refuseIfZDue } from './shifts.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** Refused when the terminal has no open shift: slips, closing and hand-over need one. */
export function shiftNotOpen(): never {
  throw new DomainError(
    'SHIFT_NOT_OPEN',
    'Open a shift at this terminal first: Shift → Open shift, with the cash in the drawer.',
  );
}

/**
 * Cash in or out of this terminal's open shift, on a numbered slip (the terminal's gap-free slip series),
 * in one transaction under the terminal's lock. A cash-out above the store's limit needs a manager's
 * approval on the spot, and no cash-out takes more than the drawer should hold.
 */
export async function addCashSlip(
  deps: Deps,
  actor: Actor,
  key: TerminalKey,
  input: CashSlipInput,
  where: AuditWhere,
): Promise<CashSlipDone> {
  // The manager's password is checked before the transaction, so a refusal is counted whatever follows.
  const approver = await approverOf(deps, actor, key, input.approval, where);
  const now = deps.now();
  const id = uuidv7();
  return deps.database.db.transaction(async (tx) => {
    const t = await lockTerminal(tx, key);
    if (!t.openShiftId) shiftNotOpen();
    refuseIfZDue(t, manilaDate(now));
    const controls = await readPosControls(tx);
    if (input.kind === 'cash_out') {
      const limit = controls.cashOutApprovalAboveCentavos;
      if (input.amountCentavos > limit && !approver)
        throw new DomainError(
          'APPROVAL_REQUIRED',
          "A cash-out above the store's limit needs a manager's approval",
          refusal('cashOutNeedsApproval', {
            limitCentavos: limit,
            fields: { approval: "A cash-out above the store's limit needs a manager's approval" },
          }),
        );
      const inDrawer = expectedByTender(await shiftMoney(tx, t.openShiftId)).cash;
      if (input.amountCentavos > inDrawer)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          'A cash-out cannot take more than the cash the drawer should hold',
          // The amount the drawer should hold is not said: the cashier counts blind at closing.
          refusal('cashOutOverDrawer', {
            fields: { amountCentavos: 'More than the cash the drawer should hold' },
          }),
        );
    }
    const at = now.toISOString();
    const slip = await insertCashSlip(tx, {
      id,
      terminalId: t.id,
      shiftId: t.openShiftId,
      businessDate: t.businessDate,
      input,
      createdBy: actor.userId,
      approvedBy: input.kind === 'cash_out' ? (approver?.id ?? null) : null,
      at,
    });
    // The ledger: the drawer against the safe, or a petty payout's expense.
    await postEntry(
      tx,
      cashSlipEntry({
        id,
        number: `${t.name} ${input.kind === 'cash_in' ? 'CASH IN' : 'CASH OUT'} ${slip.slipNumber}`,
        businessDate: t.businessDate,
        terminalId: t.id,
        kind: input.kind,
        reasonKind: input.reasonKind,
        reason: input.reason,
        amountCentavos: input.amountCentavos,
      }),
      actor.userId,
    );
    const shift = (await findShift(tx, t.openShiftId))!;
    const document = cashSlipLayout({
      header: t.header,
      kind: input.kind,
      slipNumber: slip.slipNumber,
      shiftNo: shift.shiftNo,
      businessDate: t.businessDate,
      at,
      reasonKind: input.reasonKind,
      reason: input.reason,
      amountCentavos: input.amountCentavos,
      cashierName: slip.createdByName || (await userName(tx, actor.userId)),
      approvedByName: slip.approvedByName,
    });
    await appendJournal(tx, {
      terminalId: t.id,
      businessDate: t.businessDate,
      kind: 'cash_slip',
      documentId: id,
      documentNumber: `${input.kind === 'cash_in' ? 'CASH IN' : 'CASH OUT'} ${slip.slipNumber}`,
      body: documentText(document),
      createdBy: actor.userId,
      at,
    });
    await writeAudit(
      tx,
      {
        action: input.kind === 'cash_in' ? 'shifts.cash_in' : 'shifts.cash_out',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'cash_slip',
        targetId: id,
        details: {
          terminal: t.name,
          shiftNo: shift.shiftNo,
          slipNo: slip.slipNo,
          reasonKind: input.reasonKind,
          amountCentavos: input.amountCentavos,
          ...(slip.approvedByName ? { approvedBy: approver?.email } : {}),
        },
      },
      where,
    );
    return { slip, document };
  });
}

export async function cashSlipsOf(deps: Deps, shiftId: string): Promise<CashSlip[]> {
  if (!(await findShift(deps.database.db, shiftId)))
    throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such shift.');
  return listShiftSlips(deps.database.db, shiftId);
}
