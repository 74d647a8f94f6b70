import type { Centavos } from '../money/centavos.ts';
import { formatInvoiceNo, TENDER_METHODS, type TenderMethod } from '../sales/sale-schemas.ts';
import { type ReadingFigures, readingNet } from './reading-figures.ts';

/**
 * The figures of a reading that come from its documents (sales, voids, returns), computed from documents
 * held in memory with the definitions of `ReadingFigures`. The server computes the same figures with SQL
 * aggregates (apps/server/src/modules/shifts/readings.repository.ts); a test holds the two equal, and the
 * property test of readings runs over this function.
 */
export type DocumentFigures = Pick<
  ReadingFigures,
  | 'from'
  | 'to'
  | 'invoices'
  | 'voids'
  | 'returns'
  | 'grossCentavos'
  | 'discounts'
  | 'returnsCentavos'
  | 'voidsCentavos'
  | 'vatAdjustmentCentavos'
  | 'netCentavos'
  | 'vat'
  | 'tenders'
  | 'refunds'
>;

export interface VatBreakdown {
  vatableSalesCentavos: number;
  vatCentavos: number;
  vatExemptSalesCentavos: number;
  zeroRatedSalesCentavos: number;
  nonVatSalesCentavos: number;
}

export interface InvoiceDoc extends VatBreakdown {
  invoiceNo: number;
  createdAt: string;
  grossCentavos: number;
  promoCentavos: number;
  bnpcCentavos: number;
  scPwdCentavos: number;
  vatRemovedCentavos: number;
  /** The amount due. */
  totalCentavos: number;
  /** Voided (by a VOID document of the reading's scope). */
  voided: boolean;
  payments: { method: TenderMethod; amountCentavos: number }[];
}

export interface VoidDoc {
  voidNo: number;
  createdAt: string;
  /** The amount due of the invoice it voids. */
  saleTotalCentavos: number;
}

export interface ReturnDoc extends VatBreakdown {
  returnNo: number;
  createdAt: string;
  refundMethod: TenderMethod;
  /** The refund. */
  totalCentavos: number;
}

const c = (n: number) => n as Centavos;

function range(numbers: number[]): ReadingFigures['invoices'] {
  if (numbers.length === 0) return { first: null, last: null, count: 0 };
  return {
    first: formatInvoiceNo(Math.min(...numbers)),
    last: formatInvoiceNo(Math.max(...numbers)),
    count: numbers.length,
  };
}

/** Per tender, in the order of TENDER_METHODS; tenders with nothing are left out. */
export function byTender(rows: { method: TenderMethod; amountCentavos: number }[]) {
  return TENDER_METHODS.flatMap((method) => {
    const mine = rows.filter((r) => r.method === method);
    return mine.length === 0
      ? []
      : [{ method, amountCentavos: c(mine.reduce((a, r) => a + r.amountCentavos, 0)), count: mine.length }];
  });
}

const sum = <T>(list: T[], pick: (t: T) => number) => list.reduce((a, t) => a + pick(t), 0);

/**
 * The document figures of one scope (a shift, or a terminal's business date):
 * gross, discounts and VAT adjustment over every invoice (voided ones included); voids = the amount due of
 * the invoices voided; returns = the refunds; the VAT breakdown and the tenders over the invoices not
 * voided, less the returns' breakdown; refunds by the returns' tender. So the VAT breakdown adds up to the
 * net, and the tenders less the refunds too.
 */
export function documentFigures(docs: {
  invoices: InvoiceDoc[];
  voids: VoidDoc[];
  returns: ReturnDoc[];
}): DocumentFigures {
  const { invoices, voids, returns } = docs;
  const kept = invoices.filter((i) => !i.voided);
  const times = [...invoices, ...voids, ...returns].map((d) => d.createdAt).sort();
  const vatOf = (pick: (v: VatBreakdown) => number) => c(sum(kept, pick) - sum(returns, pick));
  const discounts = {
    scPwdCentavos: c(sum(invoices, (i) => i.scPwdCentavos)),
    bnpcCentavos: c(sum(invoices, (i) => i.bnpcCentavos)),
    promoCentavos: c(sum(invoices, (i) => i.promoCentavos)),
    totalCentavos: c(sum(invoices, (i) => i.scPwdCentavos + i.bnpcCentavos + i.promoCentavos)),
  };
  const money = {
    grossCentavos: c(sum(invoices, (i) => i.grossCentavos)),
    discounts,
    returnsCentavos: c(sum(returns, (r) => r.totalCentavos)),
    voidsCentavos: c(sum(voids, (v) => v.saleTotalCentavos)),
    vatAdjustmentCentavos: c(sum(invoices, (i) => i.vatRemovedCentavos)),
  };
  return {
    from: times[0] ?? null,
    to: times.at(-1) ?? null,
    invoices: range(invoices.map((i) => i.invoiceNo)),
    voids: range(voids.map((v) => v.voidNo)),
    returns: range(returns.map((r) => r.returnNo)),
    ...money,
    netCentavos: readingNet(money),
    vat: {
      vatableSalesCentavos: vatOf((v) => v.vatableSalesCentavos),
      vatCentavos: vatOf((v) => v.vatCentavos),
      vatExemptSalesCentavos: vatOf((v) => v.vatExemptSalesCentavos),
      zeroRatedSalesCentavos: vatOf((v) => v.zeroRatedSalesCentavos),
      nonVatSalesCentavos: vatOf((v) => v.nonVatSalesCentavos),
    },
    tenders: byTender(kept.flatMap((i) => i.payments)),
    refunds: byTender(returns.map((r) => ({ method: r.refundMethod, amountCentavos: r.totalCentavos }))),
  };
}
