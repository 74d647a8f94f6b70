import { type Db, type Tx, uuidv7 } from '@fbms/db';
import {
  type CloseShift,
  can,
  countTotal,
  DomainError,
  documentText,
  expectedByTender,
  type HandOver,
  manilaDate,
  refusal,
  type Shift,
  type ShiftClosed,
  type ShiftDetail,
  type ShiftHandedOver,
  type ShiftListQuery,
  shiftCloseEntry,
  shiftCloseLayout,
  shiftOpenEntry,
  shiftOpenLayout,
  shortOverNeedsApproval,
  type TenderAmounts,
  tenderFigures,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { type Approver, approverOf } from '../sales/approval.service.ts';
import { appendJournal } from '../sales/e-journal.service.ts';
import type { TerminalKey } from '../sales/terminals.service.ts';
import { shiftNotOpen } from './cash-slips.service.ts';
import {
  insertNextShift,
  listShiftSlips,
  readPosControls,
  selectShifts,
  shiftCloseFigures,
  shiftMoney,
  userName,
  writeShiftClose,
} from './shifts.repository.ts';
import { asShift, findShift, type LockedTerminal, lockTerminal, refuseIfZDue } from './shifts.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** A shift with its figures, its count and its slips. */
export async function shiftDetail(db: Db | Tx, id: string): Promise<ShiftDetail | null> {
  const shift = await findShift(db, id);
  if (!shift) return null;
  const figures = await shiftCloseFigures(db, id);
  const tenders =
    figures?.expected && shift.declaredCashCentavos !== null
      ? tenderFigures(figures.expected, shift.declaredCashCentavos, figures.declared ?? {})
      : null;
  return {
    ...shift,
    tenders,
    declaredCount: figures?.declaredCount ?? null,
    closeNote: figures?.closeNote ?? null,
    slips: await listShiftSlips(db, id),
  };
}

export async function getShiftDetail(deps: Deps, id: string): Promise<ShiftDetail> {
  const detail = await shiftDetail(deps.database.db, id);
  if (!detail) throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such shift.');
  return detail;
}

export async function listShifts(deps: Deps, q: ShiftListQuery, scope: BranchScope): Promise<Shift[]> {
  return (await selectShifts(deps.database.db, q, scope)).map(asShift);
}

/**
 * The closing, under the terminal's lock: the expected money is read after every earlier sale of this
 * terminal is in (a sale takes the same lock for its invoice number) and no later sale can join the shift
 * (the terminal's open shift is cleared in the same transaction).
 */
async function closeLocked(
  tx: Tx,
  deps: Deps,
  actor: Actor,
  t: LockedTerminal & { openShiftId: string },
  input: CloseShift,
  approver: Approver | null,
  handedOverTo: string | null,
  where: AuditWhere,
): Promise<{ detail: ShiftDetail; document: ShiftClosed['document']; declaredCash: number }> {
  const shiftId = t.openShiftId;
  const money = await shiftMoney(tx, shiftId);
  const expected: TenderAmounts = expectedByTender(money);
  const declaredCash = countTotal(input.declaredCount);
  const shortOver = declaredCash - expected.cash;
  const { shortOverApprovalAboveCentavos: limit } = await readPosControls(tx);
  const needsSignOff = shortOverNeedsApproval(shortOver, limit);
  if (needsSignOff && !approver)
    // The amount is not said: the count stays blind until the shift is closed.
    throw new DomainError(
      'APPROVAL_REQUIRED',
      'The cash counted is short or over by more than the store allows: a manager must sign off',
      refusal('shortOverNeedsApproval', {
        limitCentavos: limit,
        fields: { approval: 'A manager must sign off on this count' },
      }),
    );
  const at = deps.now().toISOString();
  const declared = Object.fromEntries(
    Object.entries(input.declared).filter(([, v]) => (v ?? 0) > 0),
  ) as Record<string, number>;
  await writeShiftClose(tx, {
    shiftId,
    terminalId: t.id,
    at,
    closedBy: actor.userId,
    declaredCount: input.declaredCount,
    declared,
    expected,
    declaredCashCentavos: declaredCash,
    approvedBy: needsSignOff ? approver!.id : null,
    note: input.note,
  });
  const detail = (await shiftDetail(tx, shiftId))!;
  // The ledger: the cash counted to the safe, the drawer emptied of what it should hold, short or over.
  await postEntry(
    tx,
    shiftCloseEntry({
      id: shiftId,
      number: `${t.name} SHIFT ${detail.shiftNo}`,
      businessDate: detail.businessDate,
      terminalId: t.id,
      expectedCashCentavos: expected.cash,
      declaredCashCentavos: declaredCash,
    }),
    actor.userId,
  );
  const document = shiftCloseLayout({
    header: t.header,
    shiftNo: detail.shiftNo,
    cashierName: detail.cashierName,
    closedByName: detail.closedByName ?? '',
    businessDate: detail.businessDate,
    openedAt: detail.openedAt,
    closedAt: at,
    openingFundCentavos: detail.openingFundCentavos,
    cashInCentavos: money.cashInCentavos,
    cashOutCentavos: money.cashOutCentavos,
    declaredCount: input.declaredCount,
    tenders: detail.tenders ?? [],
    shortOverCentavos: shortOver,
    approvedByName: detail.approvedByName,
    note: input.note,
    handedOverTo,
  });
  await appendJournal(tx, {
    terminalId: t.id,
    businessDate: t.businessDate,
    kind: 'shift_close',
    documentId: shiftId,
    documentNumber: `SHIFT ${detail.shiftNo}`,
    body: documentText(document),
    createdBy: actor.userId,
    at,
  });
  await writeAudit(
    tx,
    {
      action: 'shifts.closed',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'shift',
      targetId: shiftId,
      details: {
        terminal: t.name,
        shiftNo: detail.shiftNo,
        expectedCashCentavos: expected.cash,
        declaredCashCentavos: declaredCash,
        shortOverCentavos: shortOver,
        ...(needsSignOff ? { approvedBy: approver!.email } : {}),
      },
    },
    where,
  );
  return { detail, document, declaredCash };
}

/** Closes this terminal's open shift with the cashier's blind count; the answer shows expected vs declared. */
export async function closeShift(
  deps: Deps,
  actor: Actor,
  key: TerminalKey,
  input: CloseShift,
  where: AuditWhere,
): Promise<ShiftClosed> {
  const approver = await approverOf(deps, actor, key, input.approval, where);
  return deps.database.db.transaction(async (tx) => {
    const t = await lockTerminal(tx, key);
    // A Z-reading due does not stop a closing: the day's Z-reading needs the shift closed.
    if (!t.openShiftId) shiftNotOpen();
    const { detail, document } = await closeLocked(
      tx,
      deps,
      actor,
      { ...t, openShiftId: t.openShiftId },
      input,
      approver,
      null,
      where,
    );
    return { shift: detail, document };
  });
}

/**
 * A hand-over: the current shift closes with its blind count and, in the same transaction, the next
 * cashier's shift opens on the same drawer with the cash counted as its opening fund. The next cashier
 * proves who they are with their e-mail and password; any user who may sell may take over.
 */
export async function handOverShift(
  deps: Deps,
  actor: Actor,
  key: TerminalKey,
  input: HandOver,
  where: AuditWhere,
): Promise<ShiftHandedOver> {
  let next: { id: string; email: string } | null;
  try {
    next = await approverOf(deps, actor, key, input.nextCashier, where, (role) => can(role, 'pos', 'create'));
  } catch (e) {
    if (e instanceof DomainError && (e.details as { reason?: string })?.reason === 'approvalNotRight')
      throw new DomainError(
        'APPROVAL_REQUIRED',
        'The e-mail or password of the cashier taking over is not right',
        refusal('takeOverNotRight', {
          fields: { nextCashier: 'The e-mail or password of the cashier taking over is not right' },
        }),
      );
    throw e;
  }
  const approver = await approverOf(deps, actor, key, input.approval, where);
  const now = deps.now();
  const newId = uuidv7();
  return deps.database.db.transaction(async (tx) => {
    const t = await lockTerminal(tx, key);
    if (!t.openShiftId) shiftNotOpen();
    // The next shift carries the day's business date: not while an earlier day's Z-reading is due.
    refuseIfZDue(t, manilaDate(now));
    const nextName = await userName(tx, next!.id);
    const { detail, document, declaredCash } = await closeLocked(
      tx,
      deps,
      actor,
      { ...t, openShiftId: t.openShiftId },
      input,
      approver,
      nextName,
      where,
    );
    const at = now.toISOString();
    await insertNextShift(tx, {
      id: newId,
      terminalId: t.id,
      shiftNo: t.nextShiftNo,
      cashierId: next!.id,
      businessDate: t.businessDate,
      at,
      openingFundCentavos: declaredCash,
      openingCount: input.declaredCount,
      handedOverFrom: detail.id,
    });
    const opened = (await findShift(tx, newId))!;
    // The cash counted stays in the drawer: it is the next shift's opening fund.
    await postEntry(
      tx,
      shiftOpenEntry({
        id: newId,
        number: `${t.name} SHIFT ${opened.shiftNo}`,
        businessDate: t.businessDate,
        terminalId: t.id,
        openingFundCentavos: declaredCash,
      }),
      next!.id,
    );
    await appendJournal(tx, {
      terminalId: t.id,
      businessDate: t.businessDate,
      kind: 'shift_open',
      documentId: newId,
      documentNumber: `SHIFT ${opened.shiftNo}`,
      body: documentText(
        shiftOpenLayout({
          header: t.header,
          shiftNo: opened.shiftNo,
          cashierName: opened.cashierName,
          businessDate: t.businessDate,
          openedAt: opened.openedAt,
          openingFundCentavos: declaredCash,
          openingCount: input.declaredCount,
        }),
      ),
      createdBy: next!.id,
      at,
    });
    await writeAudit(
      tx,
      {
        action: 'shifts.handed_over',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'shift',
        targetId: newId,
        details: {
          terminal: t.name,
          fromShiftNo: detail.shiftNo,
          toShiftNo: opened.shiftNo,
          to: next!.email,
          openingFundCentavos: declaredCash,
        },
      },
      where,
    );
    return { closed: detail, document, opened };
  });
}
