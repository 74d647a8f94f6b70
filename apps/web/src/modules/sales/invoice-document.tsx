import { formatQty, TENDER_LABELS } from '@fbms/domain';
import { Fragment, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatDateTime } from '../../lib/format.ts';
import { formatPeso } from '../inventory/stock-level.ts';
import classes from './invoice-document.module.css';
import type { Sale, SaleLine, SalePayment } from './sales.queries.ts';

/** The paper the invoice is printed on: a 58 mm or 80 mm thermal roll, or an A4 sheet. */
export type Paper = '58mm' | '80mm' | 'a4';

/** BIR prints a buyer's lines even when blank: the buyer (or cashier) writes on them. */
const BLANK = '________________________________________';

/** What @page rule each paper needs: thermal rolls have no margins and no fixed height. */
const PAGE_RULE: Record<Paper, string> = {
  '58mm': '@page { size: 58mm auto; margin: 0 }',
  '80mm': '@page { size: 80mm auto; margin: 0 }',
  a4: '@page { size: A4; margin: 12mm }',
};

/** The letter after a line's amount that tells its tax class (none on a non-VAT seller's invoice). */
const TAX_MARK: Record<SaleLine['taxClass'], string> = {
  vatable: 'V',
  vat_exempt: 'E',
  zero_rated: 'Z',
  non_vat: '',
};

/** "123456789" → "123-456-789"; 12 digits → "123-456-789-000"; 14 digits → "123-456-789-00000". */
function formatTin(tin: string): string {
  const digits = tin.replace(/\D/g, '');
  if (digits.length !== 9 && digits.length !== 12 && digits.length !== 14) return tin.trim();
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)];
  if (digits.length > 9) parts.push(digits.slice(9));
  return parts.join('-');
}

const money = (centavos: number) => formatPeso(centavos);

/** Parts on one line, joined by " · ", each kept whole when a narrow roll wraps the line. */
function Parts({ parts }: { parts: string[] }) {
  return (
    <p>
      {parts.map((part, i) => (
        <Fragment key={part}>
          {i > 0 && ' · '}
          <span className={classes.nowrap}>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}

/** "Label: value", or the label and a blank line to write on (cut at the paper's edge). */
function Field({ label, value }: { label: string; value: string | null }) {
  return value ? <p>{`${label} ${value}`}</p> : <p className={classes.fill}>{`${label} ${BLANK}`}</p>;
}

function Row({ label, amount, strong }: { label: ReactNode; amount: number; strong?: boolean }) {
  return (
    <tr className={strong ? classes.grand : undefined}>
      <th scope="row" className={classes.label}>
        {label}
      </th>
      <td className={classes.amount}>{money(amount)}</td>
    </tr>
  );
}

/** The small print under a line: lots, registration, prescription, FPA, promo, price change. */
function lineNotes(line: SaleLine, statutoryLabel: string | null): string[] {
  const notes: string[] = [];
  if (line.lots.length > 0)
    notes.push(
      line.lots
        .map((lot) => `Lot ${lot.batchNumber}${lot.expiryDate ? ` exp ${lot.expiryDate}` : ''}`)
        .join('; '),
    );
  if (line.registrationNumber) notes.push(`Reg. No. ${line.registrationNumber}`);
  const reg = line.regulated;
  if (reg?.kind === 'rx') {
    const vet = reg.vetName ? (/^dr\.?\s/i.test(reg.vetName) ? reg.vetName : `Dr. ${reg.vetName}`) : '';
    const rx = [
      vet,
      reg.prcNumber ? `PRC ${reg.prcNumber}` : '',
      reg.prescriptionNumber ? `Rx No. ${reg.prescriptionNumber}` : '',
    ].filter(Boolean);
    notes.push(`Rx: ${rx.join(' ')}`);
  }
  if (reg?.fpaCertNumber) notes.push(`FPA cert. ${reg.fpaCertNumber}`);
  if (line.promoCentavos > 0) notes.push(`Less promo −${money(line.promoCentavos)}`);
  if (line.statutoryCentavos > 0 && statutoryLabel)
    notes.push(`Less ${statutoryLabel} −${money(line.statutoryCentavos)}`);
  if (line.listPriceCentavos !== null) notes.push(`Price changed from ${money(line.listPriceCentavos)}`);
  return notes;
}

/** How one payment was made, beyond its method: cash handed over, reference, card, check. */
function tenderNotes(p: SalePayment): string[] {
  const notes: string[] = [];
  const d = p.details ?? {};
  if (p.method === 'card' && (d.cardLast4 || d.approvalCode))
    notes.push(
      [d.cardLast4 ? `Card •••• ${d.cardLast4}` : 'Card', d.approvalCode ? `Appr. ${d.approvalCode}` : '']
        .filter(Boolean)
        .join(' · '),
    );
  if (p.method === 'check' && (d.bank || d.checkNumber || d.checkDate))
    notes.push(
      ['Check', d.bank, d.checkNumber ? `#${d.checkNumber}` : '', d.checkDate].filter(Boolean).join(' '),
    );
  if (p.reference) notes.push(`Ref. ${p.reference}`);
  return notes;
}

/**
 * The BIR sales invoice of one sale (RR 7-2024): seller and POS blocks, buyer lines, items, discounts
 * by type, the VAT breakdown, statutory beneficiary, tenders. Plain markup, black on white, the same on
 * screen and on paper.
 */
export function InvoiceDocument({
  sale,
  paper,
  reprintedAt,
}: {
  sale: Sale;
  paper: Paper;
  reprintedAt?: string | null;
}) {
  const seller = sale.seller;
  const terminal = sale.terminal;
  const tinLabel = sale.vatRegistered ? 'VAT Reg. TIN' : 'Non-VAT Reg. TIN';
  const statutory = sale.statutory;
  const statutoryLabel = statutory ? (statutory.kind === 'bnpc5' ? '5% BNPC' : 'SC/PWD 20%') : null;
  const ptu = [terminal.ptuNumber ? `PTU No. ${terminal.ptuNumber}` : '', terminal.ptuDate ?? ''].filter(
    Boolean,
  );
  const posIds = [
    terminal.min ? `MIN ${terminal.min}` : '',
    terminal.serialNumber ? `S/N ${terminal.serialNumber}` : '',
  ].filter(Boolean);
  const allExempt =
    sale.vatRegistered &&
    sale.vatExemptSalesCentavos > 0 &&
    sale.vatableSalesCentavos === 0 &&
    sale.zeroRatedSalesCentavos === 0;
  const allZeroRated =
    sale.vatRegistered &&
    sale.zeroRatedSalesCentavos > 0 &&
    sale.vatableSalesCentavos === 0 &&
    sale.vatExemptSalesCentavos === 0;

  return (
    <div className={classes.root} data-testid="invoice-document" data-paper={paper}>
      <article className={classes.paper} aria-label={`Sales invoice ${sale.invoiceNumber}`}>
        <header className={classes.seller}>
          {seller.name && <p className={classes.sellerName}>{seller.name}</p>}
          {seller.businessStyle && <p>{seller.businessStyle}</p>}
          {seller.address && <p>{seller.address}</p>}
          {seller.tin ? (
            <p>
              {tinLabel} <span className={classes.nowrap}>{formatTin(seller.tin)}</span>
            </p>
          ) : (
            <Field label={tinLabel} value={null} />
          )}
          {seller.phone && <p>{`Tel. ${seller.phone}`}</p>}
        </header>

        <h1 className={classes.title}>SALES INVOICE</h1>
        {reprintedAt && (
          <div className={classes.reprint}>
            <p className={classes.reprintMark}>REPRINT</p>
            <p>{`Reprinted ${formatDateTime(reprintedAt)}`}</p>
          </div>
        )}
        {sale.status === 'voided' && <p className={classes.reprintMark}>VOIDED</p>}

        <section className={classes.block} aria-label="Invoice details">
          <p className={classes.number}>{`No. ${sale.invoiceNumber}`}</p>
          <p>{formatDateTime(sale.createdAt)}</p>
          <Parts
            parts={[`Terminal ${terminal.name || sale.terminalName}`, terminal.location].filter(Boolean)}
          />
          {posIds.length > 0 && <Parts parts={posIds} />}
          {ptu.length > 0 && <Parts parts={ptu} />}
          <p>{`Cashier ${sale.cashierName}`}</p>
        </section>

        <section className={classes.block} aria-label="Buyer">
          <Field label="Sold to:" value={sale.customerName} />
          <Field label="Address:" value={sale.customerAddress} />
          <Field label="TIN:" value={sale.customerTin ? formatTin(sale.customerTin) : null} />
        </section>

        <table className={classes.lines}>
          <thead>
            <tr>
              <th scope="col" className={`${classes.label} ${classes.head}`}>
                Item
              </th>
              <th scope="col" className={`${classes.amount} ${classes.head}`}>
                Amount
              </th>
              <th scope="col" className={`${classes.mark} ${classes.head}`}>
                <span className={classes.hidden}>Tax</span>
              </th>
            </tr>
          </thead>
          {sale.lines.map((line) => {
            const notes = lineNotes(line, statutoryLabel);
            return (
              <tbody key={line.lineNo} className={classes.line}>
                <tr>
                  <td colSpan={3} className={classes.product}>
                    {line.productName}
                  </td>
                </tr>
                <tr>
                  <td className={classes.qty}>
                    {`${formatQty(line.qtyMilli)} ${line.unitCode} @ ${money(line.unitPriceCentavos)}`}
                  </td>
                  <td className={classes.amount}>{money(line.grossCentavos)}</td>
                  <td className={classes.mark}>{TAX_MARK[line.taxClass]}</td>
                </tr>
                {notes.length > 0 && (
                  <tr>
                    <td colSpan={3} className={classes.notes}>
                      {notes.map((n) => (
                        <div key={n}>{n}</div>
                      ))}
                    </td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>

        <table className={classes.totals} aria-label="Totals">
          <tbody>
            <Row label="Total sales" amount={sale.grossCentavos} />
            {sale.promoCentavos > 0 && <Row label="Less: Promo discount" amount={sale.promoCentavos} />}
            {sale.vatRemovedCentavos > 0 && (
              <Row label="Less: VAT (SC/PWD)" amount={sale.vatRemovedCentavos} />
            )}
            {sale.scPwdCentavos > 0 && <Row label="Less: SC/PWD 20% discount" amount={sale.scPwdCentavos} />}
            {sale.bnpcCentavos > 0 && <Row label="Less: 5% BNPC discount" amount={sale.bnpcCentavos} />}
            <Row label="TOTAL AMOUNT DUE" amount={sale.totalCentavos} strong />
          </tbody>
        </table>

        {sale.vatRegistered ? (
          <table className={classes.totals} aria-label="VAT breakdown">
            <tbody>
              <Row label="VATable sales" amount={sale.vatableSalesCentavos} />
              <Row label="VAT (12%)" amount={sale.vatCentavos} />
              <Row label="VAT-exempt sales" amount={sale.vatExemptSalesCentavos} />
              <Row label="Zero-rated sales" amount={sale.zeroRatedSalesCentavos} />
            </tbody>
          </table>
        ) : (
          <table className={classes.totals} aria-label="Non-VAT sales">
            <tbody>
              <Row label="Non-VAT sales" amount={sale.nonVatSalesCentavos} />
            </tbody>
          </table>
        )}
        {allExempt && <p className={classes.statement}>VAT-EXEMPT SALE</p>}
        {allZeroRated && <p className={classes.statement}>ZERO-RATED SALE</p>}
        {sale.vatRegistered ? (
          <p className={classes.small}>V VATable · E VAT-exempt · Z zero-rated</p>
        ) : (
          <p className={classes.statement}>THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX.</p>
        )}

        {statutory && (
          <section className={classes.block} aria-label="Discount beneficiary">
            <p className={classes.strong}>{statutory.beneficiary === 'senior' ? 'Senior citizen' : 'PWD'}</p>
            <p>{`Name: ${statutory.name}`}</p>
            <p>{`OSCA/PWD ID No. ${statutory.idNumber}`}</p>
            {statutory.tin && <p>{`TIN: ${formatTin(statutory.tin)}`}</p>}
            <p className={`${classes.signature} ${classes.fill}`}>{`Signature: ${BLANK}`}</p>
          </section>
        )}

        <table className={classes.totals} aria-label="Payment">
          <tbody>
            {sale.payments.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: payments are listed in the order they were made
              <PaymentRows key={i} payment={p} />
            ))}
            <Row label="Change" amount={sale.changeCentavos} strong />
          </tbody>
        </table>

        <footer className={classes.footer}>
          <p className={classes.thanks}>Thank you!</p>
          <p className={classes.small}>
            {sale.vatRegistered
              ? 'Issued by a VAT-registered seller.'
              : 'Issued by a non-VAT-registered seller.'}
          </p>
        </footer>
      </article>
    </div>
  );
}

function PaymentRows({ payment }: { payment: SalePayment }) {
  const notes = tenderNotes(payment);
  return (
    <>
      <Row label={TENDER_LABELS[payment.method]} amount={payment.amountCentavos} />
      {payment.method === 'cash' && <Row label="Cash received" amount={payment.tenderedCentavos} />}
      {notes.length > 0 && (
        <tr>
          <td colSpan={2} className={classes.notes}>
            {notes.map((n) => (
              <div key={n}>{n}</div>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The invoice put outside the app's root (print hides the root), with the @page rule of its paper; it
 * shows only in print. Mount it, call window.print(), unmount it after printing.
 */
export function PrintInvoice({
  sale,
  paper,
  reprintedAt,
}: {
  sale: Sale;
  paper: Paper;
  reprintedAt?: string | null;
}) {
  // Only while this is mounted: the paper size, and nothing else on the page (dialogs, toasts) printed.
  const css = `${PAGE_RULE[paper]}
@media print {
  body > :not([data-invoice-print]) { display: none !important; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
}`;
  return createPortal(
    <div className={classes.print} data-invoice-print="" data-testid="invoice-print">
      <style>{css}</style>
      <InvoiceDocument sale={sale} paper={paper} reprintedAt={reprintedAt ?? null} />
    </div>,
    document.body,
  );
}
