import type { DocumentBlock, DocumentLayout } from '../sales/document-layout.ts';
import { formatManilaDateTime, formatPeso } from '../sales/invoice.ts';
import { DENOMINATIONS_CENTAVOS } from './denominations.ts';

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
    text: `${h.vatRegistered ? 'VAT Reg.' : 'Non-VAT Reg.'} TIN ${h.tin ?? '—'}`,
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
export function countBlocks(count: Record<string, number> | null | undefined): DocumentBlock[] {
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
  openingCount: Record<string, number> | null;
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
