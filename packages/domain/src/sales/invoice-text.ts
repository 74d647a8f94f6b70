import { type DocumentBlock, type DocumentLayout, documentText, JOURNAL_WIDTH } from './document-layout.ts';
import {
  formatPeso,
  INVOICE_BLANK,
  type InvoiceField,
  type InvoiceLayout,
  type InvoiceRow,
} from './invoice.ts';

/** "Label value", or the label and a blank line to write on (the paper's edge cuts it). */
const fieldText = (f: InvoiceField, width: number) =>
  f.value ? `${f.label} ${f.value}` : `${f.label} ${INVOICE_BLANK}`.slice(0, width);

function rowBlocks(rows: InvoiceRow[]): DocumentBlock[] {
  return rows.flatMap((r): DocumentBlock[] => [
    {
      kind: 'row',
      label: r.label,
      value: formatPeso(r.amountCentavos),
      ...(r.strong ? { strong: true } : {}),
    },
    ...(r.notes ?? []).map((n): DocumentBlock => ({ kind: 'text', text: `  ${n}` })),
  ]);
}

/**
 * The sales invoice as document blocks, in the order the printed invoice has them (invoice-document.tsx,
 * invoice-pdf.ts): seller, title and REPRINT, number, time, POS lines, cashier, buyer, items, totals, the
 * VAT breakdown, statements, legend, beneficiary, payments, footer. Its `documentText` is what the
 * e-journal keeps of an invoice or a reprint. Pure.
 */
export function invoiceDocument(doc: InvoiceLayout, width = JOURNAL_WIDTH): DocumentLayout {
  const s = doc.seller;
  const blocks: DocumentBlock[] = [];
  const center = (text: string | null) => {
    if (text) blocks.push({ kind: 'center', text });
  };
  center(s.name);
  center(s.businessStyle);
  center(s.address);
  center(fieldText(s.tin, width));
  center(s.phone);
  blocks.push({ kind: 'title', text: doc.title });
  if (doc.reprint) {
    blocks.push({ kind: 'title', text: 'REPRINT' });
    center(doc.reprint);
  }
  if (doc.voided) blocks.push({ kind: 'title', text: 'VOIDED' });
  blocks.push({ kind: 'rule' });
  blocks.push({ kind: 'text', text: doc.number });
  blocks.push({ kind: 'text', text: doc.issuedAt });
  for (const parts of doc.posLines) blocks.push({ kind: 'text', text: parts.join(' · ') });
  blocks.push({ kind: 'text', text: doc.cashier });
  for (const f of doc.buyer) blocks.push({ kind: 'text', text: fieldText(f, width) });
  blocks.push({ kind: 'rule' });
  for (const item of doc.items) {
    blocks.push({ kind: 'text', text: item.name });
    blocks.push({
      kind: 'row',
      label: `  ${item.qty}`,
      value: `${formatPeso(item.amountCentavos)}${item.mark ? ` ${item.mark}` : '  '}`,
    });
    for (const n of item.notes) blocks.push({ kind: 'text', text: `  ${n}` });
  }
  blocks.push({ kind: 'rule' });
  blocks.push(...rowBlocks(doc.totals));
  blocks.push({ kind: 'rule' });
  blocks.push(...rowBlocks(doc.taxRows));
  for (const text of doc.statements) blocks.push({ kind: 'title', text });
  if (doc.legend) blocks.push({ kind: 'text', text: doc.legend });
  if (doc.beneficiary) {
    blocks.push({ kind: 'rule' });
    blocks.push({ kind: 'heading', text: doc.beneficiary.heading });
    for (const text of doc.beneficiary.lines) blocks.push({ kind: 'text', text });
    blocks.push({ kind: 'text', text: `Signature: ${INVOICE_BLANK}`.slice(0, width) });
  }
  blocks.push({ kind: 'rule' });
  blocks.push(...rowBlocks(doc.payments));
  blocks.push({ kind: 'rule' });
  blocks.push({ kind: 'title', text: doc.footer.thanks });
  center(doc.footer.seller);
  return { blocks };
}

/** The invoice's text as the e-journal keeps it. */
export const invoiceText = (doc: InvoiceLayout, width = JOURNAL_WIDTH) =>
  documentText(invoiceDocument(doc, width), width);
