import type { DocumentBlock, DocumentLayout } from '../sales/document-layout.ts';
import { formatManilaDateTime, formatPeso } from '../sales/invoice.ts';
import { TENDER_LABELS } from '../sales/sale-schemas.ts';
import type { DocumentRange, ReadingFigures } from './reading-figures.ts';
import { headerBlocks } from './shift-documents.ts';

const row = (label: string, value: string, strong?: boolean): DocumentBlock =>
  strong ? { kind: 'row', label, value, strong } : { kind: 'row', label, value };
const when = (iso: string | null) => (iso ? formatManilaDateTime(iso) : '—');
const less = (centavos: number) => (centavos === 0 ? formatPeso(0) : `(${formatPeso(centavos)})`);

function rangeRows(name: string, r: DocumentRange): DocumentBlock[] {
  return [
    row(`Beginning ${name} No.`, r.first ?? '—'),
    row(`Ending ${name} No.`, r.last ?? '—'),
    row(`${name} count`, String(r.count)),
  ];
}

/** "Short ₱20.00" / "Over ₱5.00" / "Exact". */
export function shortOverText(centavos: number): { label: string; value: string } {
  if (centavos < 0) return { label: 'Short', value: formatPeso(-centavos) };
  if (centavos > 0) return { label: 'Over', value: formatPeso(centavos) };
  return { label: 'Short/over', value: formatPeso(0) };
}

/**
 * An X- or Z-reading as printed (PH-RULES §4, RMO 24-2023 Annexes D-1/D-2): the same blocks on the screen,
 * on the 58/80 mm roll or A4, in the PDF and in the e-journal. A reprint says REPRINT and when; its figures
 * are the stored ones, unchanged (T15).
 */
export function readingLayout(f: ReadingFigures, opts: { reprintedAt?: string | null } = {}): DocumentLayout {
  const z = f.kind === 'z';
  const name = z ? 'Z-READING' : 'X-READING';
  const b: DocumentBlock[] = [...headerBlocks(f.header), { kind: 'rule' }, { kind: 'title', text: name }];
  if (opts.reprintedAt)
    b.push(
      { kind: 'center', text: 'REPRINT' },
      { kind: 'center', text: `Reprinted ${when(opts.reprintedAt)}` },
    );
  b.push(
    row(z ? 'Z-reading No.' : 'X-reading No.', String(f.readingNo).padStart(8, '0')),
    row('Business date', f.businessDate),
    row('Taken', when(f.takenAt)),
    row('Taken by', f.takenByName),
    row('From', when(f.from)),
    row('To', when(f.to)),
  );
  for (const s of f.shifts)
    b.push(
      row(`Shift ${s.shiftNo}`, s.cashierName),
      row('  Opened', when(s.openedAt)),
      row('  Closed', s.closedAt ? when(s.closedAt) : 'Still open'),
    );

  b.push(
    { kind: 'rule' },
    { kind: 'heading', text: 'Documents' },
    ...rangeRows('SI', f.invoices),
    ...rangeRows('VOID', f.voids),
    ...rangeRows('RETURN', f.returns),
    row('Reset counter', String(f.resetCounter)),
  );
  if (z) b.push(row('Z counter', String(f.zCounter ?? 0)));

  if (z)
    b.push(
      { kind: 'rule' },
      { kind: 'heading', text: 'Accumulated sales' },
      row('Present accumulated sales', formatPeso(f.presentAccumulatedCentavos ?? 0), true),
      row('Previous accumulated sales', formatPeso(f.previousAccumulatedCentavos ?? 0)),
      row('Sales for the day', formatPeso(f.salesForTheDayCentavos ?? 0)),
    );

  b.push(
    { kind: 'rule' },
    { kind: 'heading', text: 'Sales' },
    row('Gross sales', formatPeso(f.grossCentavos)),
    row('Less discounts', less(f.discounts.totalCentavos)),
    row('Less returns', less(f.returnsCentavos)),
    row('Less voids', less(f.voidsCentavos)),
    row('Less VAT adjustment', less(f.vatAdjustmentCentavos)),
    row('Net sales', formatPeso(f.netCentavos), true),
    { kind: 'heading', text: 'Discounts' },
    row('SC/PWD 20%', formatPeso(f.discounts.scPwdCentavos)),
    row('BNPC 5% (SC/PWD)', formatPeso(f.discounts.bnpcCentavos)),
    row('Promo', formatPeso(f.discounts.promoCentavos)),
    row('Total discounts', formatPeso(f.discounts.totalCentavos), true),
    { kind: 'heading', text: 'VAT' },
    row('VATable sales', formatPeso(f.vat.vatableSalesCentavos)),
    row('VAT amount', formatPeso(f.vat.vatCentavos)),
    row('VAT-exempt sales', formatPeso(f.vat.vatExemptSalesCentavos)),
    row('Zero-rated sales', formatPeso(f.vat.zeroRatedSalesCentavos)),
  );
  if (f.vat.nonVatSalesCentavos !== 0 || !f.header.vatRegistered)
    b.push(row('Non-VAT sales', formatPeso(f.vat.nonVatSalesCentavos)));
  b.push(row('VAT adjustment (SC/PWD)', formatPeso(f.vatAdjustmentCentavos)));

  b.push({ kind: 'heading', text: 'Payments' });
  if (f.tenders.length === 0) b.push({ kind: 'text', text: 'No payments' });
  for (const t of f.tenders)
    b.push(row(`${TENDER_LABELS[t.method]} (${t.count})`, formatPeso(t.amountCentavos)));
  b.push(row('Total payments', formatPeso(f.tenders.reduce((a, t) => a + t.amountCentavos, 0)), true), {
    kind: 'heading',
    text: 'Refunds',
  });
  if (f.refunds.length === 0) b.push({ kind: 'text', text: 'No refunds' });
  for (const r of f.refunds)
    b.push(row(`${TENDER_LABELS[r.method]} (${r.count})`, formatPeso(r.amountCentavos)));

  const k = f.cash;
  b.push(
    { kind: 'rule' },
    { kind: 'heading', text: 'Cash drawer' },
    row('Opening fund', formatPeso(k.openingFundCentavos)),
    row('Cash in', formatPeso(k.cashInCentavos)),
    row('Cash out / withdrawals', less(k.cashOutCentavos)),
    row(
      'Expected cash',
      k.expectedCentavos === null ? 'At the closing count' : formatPeso(k.expectedCentavos),
    ),
    row('Declared cash', k.declaredCentavos === null ? 'Not counted yet' : formatPeso(k.declaredCentavos)),
  );
  if (k.shortOverCentavos === null) b.push(row('Short/over', 'Not counted yet'));
  else {
    const so = shortOverText(k.shortOverCentavos);
    b.push(row(so.label, so.value, true));
  }
  b.push({ kind: 'rule' }, { kind: 'center', text: `END OF ${name}` });
  return { blocks: b };
}

/** As the e-journal numbers it: "X 00000003", "Z 00000012". */
export const readingNumber = (kind: 'x' | 'z', no: number) =>
  `${kind.toUpperCase()} ${String(no).padStart(8, '0')}`;
