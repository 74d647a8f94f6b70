import { uuidv7 } from '@fbms/db';
import {
  DomainError,
  documentText,
  formatInvoiceNo,
  formatVoidNo,
  manilaDate,
  movedValue,
  refusal,
  type SaleVoid,
  type VoidSaleInput,
  voidEntry,
  voidSlipLayout,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { lockTerminal, refuseIfZDue } from '../shifts/shifts.service.ts';
import { approverOf } from './approval.service.ts';
import { appendJournal } from './e-journal.service.ts';
import { reverseSaleAccount } from './sale-customer.ts';
import {
  findVoidOfSale,
  insertVoid,
  type LockedSale,
  lockSale,
  reserveNo,
  soldLines,
  takeVoidNo,
  terminalState,
} from './sale-documents.repository.ts';
import { saleNotFound, stockBack } from './stock-back.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * Voiding a sales invoice (issue 21, PH-RULES §4, decision 0008): the whole invoice, on its own business
 * day before that day's Z-reading, with a reason and a manager's approval on the spot; never after a
 * return; once. One transaction, in the lock order every writer keeps: the sale row, then the products
 * (id order, through the inventory's movements), then the sale's terminal row, where the VOID number
 * is taken (gap-free: a failed void gives it back). The invoice stays, its status says voided; the
 * stock goes back into the lots it came from as `return_in` referenced to the VOID; the slip goes to
 * the e-journal; the refund comes out of the drawer of the terminal's open shift.
 */

/** The refusals a void meets before it touches anything (and again under the locks). */
function refuseVoid(
  sale: LockedSale,
  terminal: { name: string; businessDate: string; dayOpen: boolean; openShiftId: string | null },
  today: string,
) {
  if (sale.voidNo !== null)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `This invoice is already voided (${formatVoidNo(sale.voidNo)}).`,
      refusal('saleAlreadyVoided', { voidNumber: formatVoidNo(sale.voidNo) }),
    );
  if (sale.returnCount > 0)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      'Goods of this invoice were returned, so it can no longer be voided.',
      refusal('voidAfterReturn'),
    );
  if (sale.businessDate !== terminal.businessDate)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `The Z-reading of ${sale.businessDate} closed this invoice's day: it can no longer be voided. Return the goods instead.`,
      refusal('voidAfterZReading', { businessDate: sale.businessDate }),
    );
  refuseIfZDue(terminal, today);
  if (!terminal.openShiftId)
    throw new DomainError(
      'SHIFT_NOT_OPEN',
      `Terminal ${terminal.name} has no open shift: the refund comes out of its drawer. Open a shift there first.`,
      refusal('voidShiftNotOpen', { terminal: terminal.name }),
    );
}

export async function voidSale(
  deps: Deps,
  actor: Actor,
  saleId: string,
  input: VoidSaleInput,
  where: AuditWhere,
): Promise<{ voidDocument: SaleVoid; slip: ReturnType<typeof voidSlipLayout> }> {
  const db = deps.database.db;
  const now = deps.now();
  const today = manilaDate(now);
  // Refusals that need no password first; the approval is checked (and counted) outside the transaction.
  const first = await db.transaction(async (tx) => {
    const sale = await lockSale(tx, saleId);
    if (!sale) throw saleNotFound();
    refuseVoid(sale, (await terminalState(tx, sale.terminalId))!, today);
    return sale;
  });
  const approver = await approverOf(
    deps,
    actor,
    { id: first.terminalId, secretHash: '', raw: '' },
    input.approval,
    where,
  );
  if (!approver)
    throw new DomainError(
      'APPROVAL_REQUIRED',
      "A void needs a manager's e-mail and password.",
      refusal('voidNeedsApproval'),
    );
  const id = uuidv7();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, saleId);
    if (!sale) throw saleNotFound();
    const early = await terminalState(tx, sale.terminalId);
    refuseVoid(sale, early!, today);
    const lines = await soldLines(tx, sale.id);
    // The movements name the VOID number, taken under the terminal's lock after them: the terminal's
    // voids queue on their own lock here, so the number read now is the one taken below.
    const nextVoidNo = await reserveNo(tx, sale.terminalId, 'void');
    const number = formatVoidNo(nextVoidNo);
    const moves = lines.flatMap((l) =>
      (l.lots.length ? l.lots : [{ lotId: null, baseQtyMilli: l.baseQtyMilli }]).map((lot) => ({
        productId: l.productId,
        lotId: lot.lotId,
        qtyMilli: lot.baseQtyMilli,
        type: 'return_in' as const,
      })),
    );
    const back = await stockBack(tx, moves, {
      locationId: sale.locationId,
      referenceType: 'sale_void',
      id,
      number,
      userId: actor.userId,
    });
    const t = await lockTerminal(tx, { id: sale.terminalId, secretHash: early!.secretHash, raw: '' });
    refuseVoid(sale, t, today);
    const voidNo = await takeVoidNo(tx, t.id);
    if (voidNo !== nextVoidNo) throw new Error('the void series moved under the sale lock');
    await insertVoid(tx, {
      id,
      saleId: sale.id,
      terminalId: t.id,
      voidNo,
      shiftId: t.openShiftId!,
      businessDate: t.businessDate,
      reason: input.reason,
      voidedBy: actor.userId,
      approvedBy: approver.id,
      at,
    });
    const voidDocument = (await findVoidOfSale(tx, sale.id))!;
    const invoice = `${sale.terminalName} ${formatInvoiceNo(sale.invoiceNo)}`;
    // The customer's account and points (issue 23): the charge comes off, the points go back.
    if (sale.customerId)
      await reverseSaleAccount(tx, {
        saleId: sale.id,
        customerId: sale.customerId,
        entryDate: t.businessDate,
        reference: `${sale.terminalName} ${number}`,
        userId: actor.userId,
      });
    // The ledger: the sale's entry undone, the refund by the tenders that paid, the goods back at cost.
    await postEntry(
      tx,
      voidEntry(
        { id, number: `${sale.terminalName} ${number}`, businessDate: t.businessDate },
        {
          id: sale.id,
          reference: invoice,
          businessDate: sale.businessDate,
          terminalId: sale.terminalId,
          figures: sale,
          tenders: sale.tenders,
        },
        movedValue(back),
      ),
      actor.userId,
    );
    const slip = voidSlipLayout({
      header: t.header,
      voidNumber: number,
      businessDate: t.businessDate,
      at,
      invoice: { invoice, invoiceDate: sale.createdAt },
      reason: input.reason,
      totalCentavos: sale.totalCentavos,
      vatableSalesCentavos: sale.vatableSalesCentavos,
      vatCentavos: sale.vatCentavos,
      vatExemptSalesCentavos: sale.vatExemptSalesCentavos,
      zeroRatedSalesCentavos: sale.zeroRatedSalesCentavos,
      nonVatSalesCentavos: sale.nonVatSalesCentavos,
      voidedBy: voidDocument.voidedByName,
      approvedBy: voidDocument.approvedByName,
    });
    await appendJournal(tx, {
      terminalId: t.id,
      businessDate: t.businessDate,
      kind: 'void',
      documentId: id,
      documentNumber: number,
      body: documentText(slip),
      createdBy: actor.userId,
      at,
    });
    await writeAudit(
      tx,
      {
        action: 'sales.voided',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'sale',
        targetId: sale.id,
        details: {
          invoice,
          void: number,
          reason: input.reason,
          totalCentavos: sale.totalCentavos,
          approvedBy: approver.email,
        },
      },
      where,
    );
    return { voidDocument, slip };
  });
}
