import { uuidv7 } from '@fbms/db';
import {
  DomainError,
  documentText,
  formatInvoiceNo,
  formatReturnNo,
  isReturnProblem,
  manilaDate,
  movedValue,
  planReturn,
  type ReturnSale,
  refusal,
  returnEntry,
  returnLots,
  returnSlipLayout,
  type SaleReturn,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { lockTerminal, refuseIfZDue } from '../shifts/shifts.service.ts';
import { approverOf } from './approval.service.ts';
import { appendJournal } from './e-journal.service.ts';
import { returnToAccount } from './sale-customer.ts';
import {
  findReturn,
  insertReturn,
  lockSale,
  type ReturnLineRow,
  reserveNo,
  returnedVat,
  returnsNeedApproval,
  soldLines,
  takeReturnNo,
  terminalState,
} from './sale-documents.repository.ts';
import { type StockBackMove, saleNotFound, stockBack } from './stock-back.ts';
import type { TerminalKey } from './terminals.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * A return (refund) of some lines of an earlier invoice (issue 21, PH-RULES §3, §4), taken at this
 * browser's terminal in its open shift, any day after the sale: quantities never more than sold minus
 * already returned (checked under the sale row's lock; a voided invoice returns nothing), amounts,
 * discounts and VAT in proportion (return-plan.ts), the refund by cash or by a tender of the sale, a
 * manager's approval when the store's POS controls ask for one. One transaction, in the lock order of
 * every writer: the sale row, the products (id order, through the inventory's movements), the
 * terminal row, where the RETURN number is taken (gap-free). Resellable goods go back into the lots they
 * were sold from (`return_in`); damaged goods come back and are written off at once (`return_in`, then
 * `damage_out`), so they are recorded but never sold again. The slip goes to the e-journal.
 *
 * Store credit as a refund needs the customers module (issue 23) and is not offered yet.
 */

function refuseTerminal(
  t: { openShiftId: string | null; businessDate: string; dayOpen: boolean },
  today: string,
) {
  refuseIfZDue(t, today);
  if (!t.openShiftId) throw new DomainError('SHIFT_NOT_OPEN');
}

export async function returnSale(
  deps: Deps,
  actor: Actor,
  key: TerminalKey,
  saleId: string,
  input: ReturnSale,
  where: AuditWhere,
): Promise<{ saleReturn: SaleReturn; slip: ReturnType<typeof returnSlipLayout> }> {
  const db = deps.database.db;
  const now = deps.now();
  const today = manilaDate(now);
  const here = await terminalState(db, key.id);
  if (!here?.isActive || here.secretHash !== key.secretHash) throw new DomainError('TERMINAL_NOT_ENROLLED');
  if (!input.approval && (await returnsNeedApproval(db)))
    throw new DomainError(
      'APPROVAL_REQUIRED',
      "A return needs a manager's e-mail and password.",
      refusal('returnNeedsApproval'),
    );
  const approver = await approverOf(deps, actor, key, input.approval, where);
  const id = uuidv7();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, saleId);
    if (!sale) throw saleNotFound();
    if (sale.status === 'voided')
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'This invoice was voided: nothing of it can be returned.',
        refusal('returnOfVoidedSale'),
      );
    // To the customer's account (store credit) when the sale named a customer; never back as points.
    const toAccount = input.refundMethod === 'charge' && sale.customerId !== null;
    if (
      input.refundMethod === 'points' ||
      (input.refundMethod !== 'cash' && !toAccount && !sale.methods.includes(input.refundMethod))
    )
      throw new DomainError(
        'VALIDATION_FAILED',
        'Refund by cash or by a way this invoice was paid.',
        refusal('refundMethodNotOnSale', {
          fields: { refundMethod: 'Refund by cash or by a way this invoice was paid.' },
        }),
      );
    const lines = await soldLines(tx, sale.id);
    const plan = planReturn({
      statutoryKind: sale.statutoryKind,
      sale,
      returnedVatCentavos: await returnedVat(tx, sale.id),
      lines,
      take: input.lines,
    });
    if (isReturnProblem(plan)) {
      if (plan.kind === 'tooMuch') {
        const i = input.lines.findIndex((l) => l.saleLineId === plan.saleLineId);
        const message = `Line ${plan.lineNo}: only ${plan.returnableMilli / 1000} can still be returned, not ${plan.requestedMilli / 1000}.`;
        throw new DomainError(
          'VALIDATION_FAILED',
          message,
          refusal('returnTooMuch', {
            lineNo: plan.lineNo,
            returnableMilli: plan.returnableMilli,
            requestedMilli: plan.requestedMilli,
            fields: { [`lines.${i}.qtyMilli`]: message },
          }),
        );
      }
      throw new DomainError(
        'VALIDATION_FAILED',
        'A line to return is not on this invoice.',
        refusal('returnLineNotOnSale'),
      );
    }
    refuseTerminal((await terminalState(tx, key.id))!, today);
    const returnNo = await reserveNo(tx, key.id, 'return');
    const number = formatReturnNo(returnNo);
    const condition = new Map(input.lines.map((l) => [l.saleLineId, l.condition]));
    const byId = new Map(lines.map((l) => [l.saleLineId, l]));
    const rows: (ReturnLineRow & { id: string })[] = [];
    const moves: StockBackMove[] = [];
    for (const p of plan.lines) {
      const sold = byId.get(p.saleLineId)!;
      const cond = condition.get(p.saleLineId)!;
      const lots = sold.lots.length ? returnLots(sold.lots, sold.lotsBack, p.baseQtyMilli) : [];
      rows.push({ ...p, id: uuidv7(), condition: cond, lots });
      for (const lot of lots.length ? lots : [{ lotId: null, baseQtyMilli: p.baseQtyMilli }]) {
        if (lot.baseQtyMilli <= 0) continue;
        const move = { productId: sold.productId, lotId: lot.lotId, qtyMilli: lot.baseQtyMilli };
        moves.push({ ...move, type: 'return_in' });
        if (cond === 'damaged') moves.push({ ...move, type: 'damage_out' });
      }
    }
    const back = await stockBack(tx, moves, {
      locationId: sale.locationId,
      referenceType: 'sale_return',
      id,
      number,
      userId: actor.userId,
    });
    const t = await lockTerminal(tx, key);
    refuseTerminal(t, today);
    const businessDate = t.businessDate < today ? today : t.businessDate;
    const taken = await takeReturnNo(tx, t.id, businessDate);
    if (taken !== returnNo) throw new Error('the return series moved under its lock');
    await insertReturn(tx, {
      id,
      saleId: sale.id,
      terminalId: t.id,
      returnNo,
      shiftId: t.openShiftId!,
      businessDate,
      reason: input.reason,
      refundMethod: input.refundMethod,
      returnedBy: actor.userId,
      approvedBy: approver?.id ?? null,
      at,
      plan,
      lines: rows,
    });
    const saleReturn = (await findReturn(tx, id))!;
    const invoice = `${sale.terminalName} ${formatInvoiceNo(sale.invoiceNo)}`;
    if (sale.customerId)
      await returnToAccount(tx, {
        saleId: sale.id,
        returnId: id,
        customerId: sale.customerId,
        entryDate: businessDate,
        reference: `${t.name} ${number}`,
        userId: actor.userId,
        creditCentavos: toAccount ? plan.totalCentavos : 0,
        returnedCentavos: plan.totalCentavos,
        saleTotalCentavos: sale.totalCentavos,
      });
    // The ledger: the refund by its method; only the goods back in sellable stock return to inventory
    // (a damaged line's return_in and damage_out cancel out).
    await postEntry(
      tx,
      returnEntry({
        id,
        number: `${t.name} ${number}`,
        invoice,
        businessDate,
        terminalId: t.id,
        figures: plan,
        refundMethod: input.refundMethod,
        restockedCentavos: movedValue(back),
      }),
      actor.userId,
    );
    const slip = returnSlipLayout({
      ...plan,
      header: t.header,
      returnNumber: number,
      businessDate,
      at,
      invoice: { invoice, invoiceDate: sale.createdAt },
      reason: input.reason,
      refundMethod: input.refundMethod,
      lines: saleReturn.lines,
      returnedBy: saleReturn.returnedByName,
      approvedBy: saleReturn.approvedByName,
    });
    await appendJournal(tx, {
      terminalId: t.id,
      businessDate,
      kind: 'return',
      documentId: id,
      documentNumber: number,
      body: documentText(slip),
      createdBy: actor.userId,
      at,
    });
    await writeAudit(
      tx,
      {
        action: 'sales.returned',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'sale',
        targetId: sale.id,
        details: {
          invoice,
          return: number,
          reason: input.reason,
          refundMethod: input.refundMethod,
          totalCentavos: plan.totalCentavos,
          lines: rows.map((l) => ({ lineNo: l.lineNo, qtyMilli: l.qtyMilli, condition: l.condition })),
          approvedBy: approver?.email ?? null,
        },
      },
      where,
    );
    return { saleReturn, slip };
  });
}
