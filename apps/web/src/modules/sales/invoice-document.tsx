import { formatPeso, INVOICE_BLANK, type InvoiceField, type InvoiceRow, invoiceLayout } from '@fbms/domain';
import { Fragment } from 'react';
import { createPortal } from 'react-dom';
import { type Paper, printOnlyCss } from '../../lib/paper.ts';
import classes from './invoice-document.module.css';
import type { Sale } from './sales.queries.ts';

export type { Paper } from '../../lib/paper.ts';

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

/** "Label value", or the label and a blank line to write on (cut at the paper's edge). */
function Field({ field }: { field: InvoiceField }) {
  return field.value ? (
    <p>{`${field.label} ${field.value}`}</p>
  ) : (
    <p className={classes.fill}>{`${field.label} ${INVOICE_BLANK}`}</p>
  );
}

function Notes({ notes, span }: { notes: string[]; span: number }) {
  return (
    <tr>
      <td colSpan={span} className={classes.notes}>
        {notes.map((n) => (
          <div key={n}>{n}</div>
        ))}
      </td>
    </tr>
  );
}

function Rows({ rows, label }: { rows: InvoiceRow[]; label: string }) {
  return (
    <table className={classes.totals} aria-label={label}>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows keep their order (two payments may share a label)
          <Fragment key={i}>
            <tr className={row.strong ? classes.grand : undefined}>
              <th scope="row" className={classes.label}>
                {row.label}
              </th>
              <td className={classes.amount}>{formatPeso(row.amountCentavos)}</td>
            </tr>
            {row.notes && <Notes notes={row.notes} span={2} />}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The BIR sales invoice of one sale (RR 7-2024), drawn from the shared `invoiceLayout` (the e-mailed PDF
 * uses the same): seller and POS blocks, buyer lines, items, discounts by type, the VAT breakdown,
 * statutory beneficiary, tenders. Plain markup, black on white, the same on screen and on paper.
 */
export function InvoiceDocument({
  sale,
  paper,
  reprintedAt,
  logoSrc,
}: {
  sale: Sale;
  paper: Paper;
  reprintedAt?: string | null;
  /** The store's logo, printed above the seller's name (useStoreLogo). */
  logoSrc?: string | null;
}) {
  const doc = invoiceLayout(sale, reprintedAt ?? null);
  const { seller } = doc;
  return (
    <div className={classes.root} data-testid="invoice-document" data-paper={paper}>
      <article className={classes.paper} aria-label={`Sales invoice ${sale.invoiceNumber}`}>
        <header className={classes.seller}>
          {logoSrc && <img className={classes.logo} src={logoSrc} alt="" />}
          {seller.name && <p className={classes.sellerName}>{seller.name}</p>}
          {seller.businessStyle && <p>{seller.businessStyle}</p>}
          {seller.address && <p>{seller.address}</p>}
          {seller.tin.value ? (
            <p>
              {seller.tin.label} <span className={classes.nowrap}>{seller.tin.value}</span>
            </p>
          ) : (
            <Field field={seller.tin} />
          )}
          {seller.phone && <p>{seller.phone}</p>}
        </header>

        <h1 className={classes.title}>{doc.title}</h1>
        {doc.reprint && (
          <div className={classes.reprint}>
            <p className={classes.reprintMark}>REPRINT</p>
            <p>{doc.reprint}</p>
          </div>
        )}
        {doc.voided && <p className={classes.reprintMark}>VOIDED</p>}

        <section className={classes.block} aria-label="Invoice details">
          <p className={classes.number}>{doc.number}</p>
          <p>{doc.issuedAt}</p>
          {doc.posLines.map((parts) => (
            <Parts key={parts.join()} parts={parts} />
          ))}
          <p>{doc.cashier}</p>
        </section>

        <section className={classes.block} aria-label="Buyer">
          {doc.buyer.map((field) => (
            <Field key={field.label} field={field} />
          ))}
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
          {doc.items.map((item) => (
            <tbody key={item.lineNo} className={classes.line}>
              <tr>
                <td colSpan={3} className={classes.product}>
                  {item.name}
                </td>
              </tr>
              <tr>
                <td className={classes.qty}>{item.qty}</td>
                <td className={classes.amount}>{formatPeso(item.amountCentavos)}</td>
                <td className={classes.mark}>{item.mark}</td>
              </tr>
              {item.notes.length > 0 && <Notes notes={item.notes} span={3} />}
            </tbody>
          ))}
        </table>

        <Rows rows={doc.totals} label="Totals" />
        <Rows rows={doc.taxRows} label={doc.taxLabel} />
        {doc.statements.map((s) => (
          <p key={s} className={classes.statement}>
            {s}
          </p>
        ))}
        {doc.legend && <p className={classes.small}>{doc.legend}</p>}

        {doc.beneficiary && (
          <section className={classes.block} aria-label="Discount beneficiary">
            <p className={classes.strong}>{doc.beneficiary.heading}</p>
            {doc.beneficiary.lines.map((l) => (
              <p key={l}>{l}</p>
            ))}
            <p className={`${classes.signature} ${classes.fill}`}>{`Signature: ${INVOICE_BLANK}`}</p>
          </section>
        )}

        <Rows rows={doc.payments} label="Payment" />

        <footer className={classes.footer}>
          <p className={classes.thanks}>{doc.footer.thanks}</p>
          <p className={classes.small}>{doc.footer.seller}</p>
        </footer>
      </article>
    </div>
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
  logoSrc,
}: {
  sale: Sale;
  paper: Paper;
  reprintedAt?: string | null;
  logoSrc?: string | null;
}) {
  // Only while this is mounted: the paper size, and nothing else on the page (dialogs, toasts) printed.
  const css = printOnlyCss(paper, 'data-invoice-print');
  return createPortal(
    <div className={classes.print} data-invoice-print="" data-testid="invoice-print">
      <style>{css}</style>
      <InvoiceDocument
        sale={sale}
        paper={paper}
        reprintedAt={reprintedAt ?? null}
        logoSrc={logoSrc ?? null}
      />
    </div>,
    document.body,
  );
}
