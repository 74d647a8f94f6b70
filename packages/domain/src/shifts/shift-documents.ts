import type { DocumentBlock, DocumentLayout } from '../sales/document-layout.ts';
import { formatManilaDateTime, formatPeso, tinText } from '../sales/invoice.ts';
import { TENDER_LABELS } from '../sales/sale-schemas.ts';
import { DENOMINATIONS_CENTAVOS } from './denominations.ts';
import type { CashSlipKind, CashSlipReasonKind, TenderFigure } from './shift-close.ts';

/** The heading every POS document prints: the store, and the terminal's BIR identity. */
export interface DocumentHeader {
  storeName: string;
  address: string | null;
  tin: string | null;
  vatRegistered: boolean;
  terminalName: string;
  min: string | null;
  serialNumber: string | null;
  ptuNumber: string | null;
}

export function headerBlocks(h: DocumentHeader): DocumentBlock[] {
  const blocks: DocumentBlock[] = [{ kind: 'center', text: h.storeName || 'FBMS store' }];
  if (h.address) blocks.push({ kind: 'center', text: h.address });
  blocks.push({
    kind: 'center',
    text: `${h.vatRegistered ? 'VAT Reg.' : 'Non-VAT Reg.'} TIN ${h.tin ? tinText(h.tin) : '—'}`,
  });
  blocks.push({ kind: 'center', text: `Terminal ${h.terminalName}` });
  const ids = [h.min && `MIN ${h.min}`, h.serialNumber && `S/N ${h.serialNumber}`]
    .filter(Boolean)
    .join(' · ');
  if (ids) blocks.push({ kind: 'center', text: ids });
  if (h.ptuNumber) blocks.push({ kind: 'center', text: `PTU No. ${h.ptuNumber}` });
  return blocks;
}

/** Bills and coins counted, largest first, as rows ("₱1,000.00 × 2 … ₱2,000.00"). */
export function countBlocks(count: Partial<Record<string, number>> | null | undefined): DocumentBlock[] {
  if (!count) return [];
  return DENOMINATIONS_CENTAVOS.filter((d) => (count[String(d)] ?? 0) > 0).map((d) => ({
    kind: 'row' as const,
    label: `${formatPeso(d)} × ${count[String(d)]}`,
    value: formatPeso(d * count[String(d)]!),
  }));
}

/** The slip printed when a shift opens: who, when, and the opening fund (with its count when given). */
export function shiftOpenLayout(a: {
  header: DocumentHeader;
  shiftNo: number;
  cashierName: string;
  businessDate: string;
  openedAt: string;
  openingFundCentavos: number;
  openingCount: Partial<Record<string, number>> | null;
}): DocumentLayout {
  return {
    blocks: [
      ...headerBlocks(a.header),
      { kind: 'rule' },
      { kind: 'title', text: 'SHIFT OPENED' },
      { kind: 'row', label: 'Shift', value: String(a.shiftNo) },
      { kind: 'row', label: 'Cashier', value: a.cashierName },
      { kind: 'row', label: 'Business date', value: a.businessDate },
      { kind: 'row', label: 'Opened', value: formatManilaDateTime(a.openedAt) },
      { kind: 'rule' },
      ...countBlocks(a.openingCount),
      { kind: 'row', label: 'Opening fund', value: formatPeso(a.openingFundCentavos), strong: true },
    ],
  };
}

export const CASH_SLIP_REASON_LABELS: Record<CashSlipReasonKind, string> = {
  float: 'Change fund',
  pickup: 'Pick-up to safe',
  payout: 'Payout',
  withdrawal: 'Withdrawal',
  other: 'Other',
};

/** A cash-in or cash-out slip: its number, the shift, why, how much, who, and who approved. */
export function cashSlipLayout(a: {
  header: DocumentHeader;
  kind: CashSlipKind;
  slipNumber: string;
  shiftNo: number;
  businessDate: string;
  at: string;
  reasonKind: CashSlipReasonKind;
  reason: string;
  amountCentavos: number;
  cashierName: string;
  approvedByName: string | null;
}): DocumentLayout {
  return {
    blocks: [
      ...headerBlocks(a.header),
      { kind: 'rule' },
      { kind: 'title', text: a.kind === 'cash_in' ? 'CASH IN' : 'CASH OUT' },
      { kind: 'row', label: 'Slip No.', value: a.slipNumber },
      { kind: 'row', label: 'Shift', value: String(a.shiftNo) },
      { kind: 'row', label: 'Business date', value: a.businessDate },
      { kind: 'row', label: 'Date', value: formatManilaDateTime(a.at) },
      { kind: 'row', label: 'Cashier', value: a.cashierName },
      { kind: 'rule' },
      { kind: 'row', label: 'Reason', value: CASH_SLIP_REASON_LABELS[a.reasonKind] },
      { kind: 'text', text: a.reason },
      { kind: 'row', label: 'Amount', value: formatPeso(a.amountCentavos), strong: true },
      ...(a.approvedByName ? [{ kind: 'row' as const, label: 'Approved by', value: a.approvedByName }] : []),
      { kind: 'rule' },
      { kind: 'text', text: 'Signature: ______________________' },
    ],
  };
}

const signed = (centavos: number) =>
  centavos === 0 ? formatPeso(0) : `${centavos < 0 ? '-' : '+'}${formatPeso(Math.abs(centavos))}`;

/**
 * The slip printed when a shift closes: the declared count, then expected vs declared per tender (only
 * now shown to the cashier) and the short/over.
 */
export function shiftCloseLayout(a: {
  header: DocumentHeader;
  shiftNo: number;
  cashierName: string;
  closedByName: string;
  businessDate: string;
  openedAt: string;
  closedAt: string;
  openingFundCentavos: number;
  cashInCentavos: number;
  cashOutCentavos: number;
  declaredCount: Partial<Record<string, number>>;
  tenders: readonly TenderFigure[];
  shortOverCentavos: number;
  approvedByName: string | null;
  note: string | null;
  handedOverTo: string | null;
}): DocumentLayout {
  const blocks: DocumentBlock[] = [
    ...headerBlocks(a.header),
    { kind: 'rule' },
    { kind: 'title', text: 'SHIFT CLOSED' },
    { kind: 'row', label: 'Shift', value: String(a.shiftNo) },
    { kind: 'row', label: 'Cashier', value: a.cashierName },
    { kind: 'row', label: 'Business date', value: a.businessDate },
    { kind: 'row', label: 'Opened', value: formatManilaDateTime(a.openedAt) },
    { kind: 'row', label: 'Closed', value: formatManilaDateTime(a.closedAt) },
    { kind: 'row', label: 'Closed by', value: a.closedByName },
    { kind: 'rule' },
    { kind: 'row', label: 'Opening fund', value: formatPeso(a.openingFundCentavos) },
    { kind: 'row', label: 'Cash in', value: formatPeso(a.cashInCentavos) },
    { kind: 'row', label: 'Cash out', value: formatPeso(a.cashOutCentavos) },
    { kind: 'rule' },
    { kind: 'heading', text: 'Cash counted' },
    ...countBlocks(a.declaredCount),
  ];
  for (const t of a.tenders) {
    blocks.push(
      { kind: 'heading', text: TENDER_LABELS[t.method] },
      { kind: 'row', label: 'Expected', value: formatPeso(t.expectedCentavos) },
      { kind: 'row', label: 'Declared', value: formatPeso(t.declaredCentavos) },
      { kind: 'row', label: 'Difference', value: signed(t.differenceCentavos) },
    );
  }
  blocks.push(
    { kind: 'rule' },
    {
      kind: 'row',
      label: a.shortOverCentavos < 0 ? 'SHORT' : a.shortOverCentavos > 0 ? 'OVER' : 'Short/over',
      value: signed(a.shortOverCentavos),
      strong: true,
    },
  );
  if (a.approvedByName) blocks.push({ kind: 'row', label: 'Approved by', value: a.approvedByName });
  if (a.note) blocks.push({ kind: 'text', text: `Note: ${a.note}` });
  if (a.handedOverTo) blocks.push({ kind: 'text', text: `Drawer handed over to ${a.handedOverTo}` });
  blocks.push({ kind: 'rule' }, { kind: 'text', text: 'Cashier: ______________________' });
  return { blocks };
}
