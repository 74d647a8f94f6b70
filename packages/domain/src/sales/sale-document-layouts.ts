import { formatQty } from '../inventory/quantity.ts';
import { type DocumentHeader, headerBlocks } from '../shifts/shift-documents.ts';
import type { DocumentBlock, DocumentLayout } from './document-layout.ts';
import { formatManilaDateTime, formatPeso } from './invoice.ts';
import { TENDER_LABELS, type TenderMethod } from './sale-schemas.ts';

/**
 * The VOID and RETURN slips (PH-RULES §1, §4): supplementary documents in their own series, referencing
 * the invoice, saying they are not valid for claim of input tax. Printed at 58/80 mm or A4 by the web
 * and kept as text in the e-journal (documentText), from these same blocks.
 */

export const NOT_VALID_FOR_INPUT_TAX = 'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX';

export interface SlipInvoiceRef {
  /** "Counter 1 00000042". */
  invoice: string;
  invoiceDate: string;
}

/** The slip's head: the store and terminal, its name and number, and the invoice it refers to. */
function slipHead(a: {
  header: DocumentHeader;
  title: string;
  numberLabel: string;
  number: string;
  businessDate: string;
  at: string;
  invoiceLabel: string;
  invoice: SlipInvoiceRef;
  reason: string;
}): DocumentBlock[] {
  return [
    ...headerBlocks(a.header),
    { kind: 'rule' },
    { kind: 'title', text: a.title },
    { kind: 'row', label: a.numberLabel, value: a.number },
    { kind: 'row', label: 'Business date', value: a.businessDate },
    { kind: 'row', label: 'Date', value: formatManilaDateTime(a.at) },
    { kind: 'row', label: a.invoiceLabel, value: a.invoice.invoice },
    { kind: 'row', label: 'Invoice date', value: formatManilaDateTime(a.invoice.invoiceDate) },
    { kind: 'text', text: `Reason: ${a.reason}` },
    { kind: 'rule' },
  ];
}

const people = (by: string, approvedBy: string | null): DocumentBlock[] => [
  { kind: 'row', label: 'Processed by', value: by },
  ...(approvedBy ? [{ kind: 'row' as const, label: 'Approved by', value: approvedBy }] : []),
];

export function voidSlipLayout(a: {
  header: DocumentHeader;
  voidNumber: string;
  businessDate: string;
  at: string;
  invoice: SlipInvoiceRef;
  reason: string;
  totalCentavos: number;
  vatableSalesCentavos: number;
  vatCentavos: number;
  vatExemptSalesCentavos: number;
  zeroRatedSalesCentavos: number;
  nonVatSalesCentavos: number;
  voidedBy: string;
  approvedBy: string;
}): DocumentLayout {
  return {
    blocks: [
      ...slipHead({
        ...a,
        title: 'VOID',
        numberLabel: 'Void no.',
        number: a.voidNumber,
        invoiceLabel: 'Invoice voided',
      }),
      ...taxRows(a),
      { kind: 'row', label: 'Amount voided', value: formatPeso(a.totalCentavos), strong: true },
      { kind: 'rule' },
      ...people(a.voidedBy, a.approvedBy),
      { kind: 'center', text: NOT_VALID_FOR_INPUT_TAX },
    ],
  };
}

function taxRows(a: {
  vatableSalesCentavos: number;
  vatCentavos: number;
  vatExemptSalesCentavos: number;
  zeroRatedSalesCentavos: number;
  nonVatSalesCentavos: number;
}): DocumentBlock[] {
  const rows: [string, number][] = [
    ['VATable sales', a.vatableSalesCentavos],
    ['VAT amount', a.vatCentavos],
    ['VAT-exempt sales', a.vatExemptSalesCentavos],
    ['Zero-rated sales', a.zeroRatedSalesCentavos],
    ['Non-VAT sales', a.nonVatSalesCentavos],
  ];
  return rows
    .filter(([label, v]) => v !== 0 || label === 'VATable sales' || label === 'VAT amount')
    .map(([label, v]) => ({ kind: 'row' as const, label, value: formatPeso(v) }));
}

export function returnSlipLayout(a: {
  header: DocumentHeader;
  returnNumber: string;
  businessDate: string;
  at: string;
  invoice: SlipInvoiceRef;
  reason: string;
  refundMethod: TenderMethod;
  lines: {
    productName: string;
    unitCode: string;
    qtyMilli: number;
    condition: 'resellable' | 'damaged';
    netCentavos: number;
  }[];
  grossCentavos: number;
  promoCentavos: number;
  bnpcCentavos: number;
  scPwdCentavos: number;
  vatRemovedCentavos: number;
  vatableSalesCentavos: number;
  vatCentavos: number;
  vatExemptSalesCentavos: number;
  zeroRatedSalesCentavos: number;
  nonVatSalesCentavos: number;
  totalCentavos: number;
  returnedBy: string;
  approvedBy: string | null;
}): DocumentLayout {
  const discounts: DocumentBlock[] = (
    [
      ['Less promo', a.promoCentavos],
      ['Less BNPC 5%', a.bnpcCentavos],
      ['Less SC/PWD 20%', a.scPwdCentavos],
      ['Less VAT (SC/PWD)', a.vatRemovedCentavos],
    ] as [string, number][]
  )
    .filter(([, v]) => v !== 0)
    .map(([label, v]) => ({ kind: 'row', label, value: `-${formatPeso(v)}` }));
  return {
    blocks: [
      ...slipHead({
        ...a,
        title: 'RETURN',
        numberLabel: 'Return no.',
        number: a.returnNumber,
        invoiceLabel: 'Invoice',
      }),
      ...a.lines.flatMap((l): DocumentBlock[] => [
        { kind: 'text', text: l.productName },
        {
          kind: 'row',
          label: `  ${formatQty(l.qtyMilli)} ${l.unitCode}${l.condition === 'damaged' ? ' (damaged)' : ''}`,
          value: formatPeso(l.netCentavos),
        },
      ]),
      { kind: 'rule' },
      { kind: 'row', label: 'Gross', value: formatPeso(a.grossCentavos) },
      ...discounts,
      ...taxRows(a),
      {
        kind: 'row',
        label: `Refund (${TENDER_LABELS[a.refundMethod]})`,
        value: formatPeso(a.totalCentavos),
        strong: true,
      },
      { kind: 'rule' },
      ...people(a.returnedBy, a.approvedBy),
      { kind: 'center', text: NOT_VALID_FOR_INPUT_TAX },
    ],
  };
}
