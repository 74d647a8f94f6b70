import type { Centavos } from '../money/centavos.ts';
import type { TenderMethod } from '../sales/sale-schemas.ts';
import type { DocumentHeader } from './shift-documents.ts';

/**
 * Every figure of an X-reading (one shift) or a Z-reading (one terminal's business date), PH-RULES §4,
 * as computed once when the reading is taken and stored with it (`readings.figures`): a reprint shows
 * exactly these (T15), and the BIR Sales Summary lists the Z-readings' rows.
 *
 * Definitions (decision 0008), over the documents of the shift or the date:
 * - gross: the invoices' amounts before any discount, voided invoices included (they were issued);
 * - discounts: promo + BNPC 5% + SC/PWD 20% of those invoices; vatAdjustment: the VAT removed from SC/PWD
 *   sales;
 * - voids: the amount due of the invoices voided (VOID documents of the date); returns: the refunds of
 *   the RETURN documents of the date;
 * - net = gross − discounts − returns − voids − vatAdjustment (= the amount due of the invoices not voided,
 *   less the refunds: `readingNet` checks it).
 * - the VAT breakdown and the tenders: over the invoices not voided, less the returns' breakdown and
 *   refunds, so each adds up to the net (reading-aggregate.ts `documentFigures`);
 * - cash: the shifts' opening funds and cash slips; declared, expected and short/over are the closed
 *   shifts' own; an X-reading of an open shift shows what the drawer should hold now (fund + cash taken
 *   − cash refunded + cash in − cash out) and no declared cash.
 * The accumulated grand total adds `gross` (Z only).
 */
export interface DocumentRange {
  /** Document numbers as printed ("00000042"), null when there is none. */
  first: string | null;
  last: string | null;
  count: number;
}

export interface ReadingFigures {
  kind: 'x' | 'z';
  /** X: the terminal's X series; Z: the Z counter. */
  readingNo: number;
  businessDate: string;
  header: DocumentHeader;
  /** When the reading was taken (ISO). */
  takenAt: string;
  takenByName: string;
  /** The shift of an X-reading; the shifts of the day for a Z-reading. */
  shifts: {
    shiftNo: number;
    cashierName: string;
    openedAt: string;
    closedAt: string | null;
  }[];
  /** First and last document time (ISO), null when there is no document. */
  from: string | null;
  to: string | null;
  invoices: DocumentRange;
  voids: DocumentRange;
  returns: DocumentRange;
  resetCounter: number;
  /** Z only (null on an X-reading). */
  zCounter: number | null;
  previousAccumulatedCentavos: Centavos | null;
  salesForTheDayCentavos: Centavos | null;
  presentAccumulatedCentavos: Centavos | null;

  grossCentavos: Centavos;
  discounts: {
    scPwdCentavos: Centavos;
    bnpcCentavos: Centavos;
    promoCentavos: Centavos;
    totalCentavos: Centavos;
  };
  returnsCentavos: Centavos;
  voidsCentavos: Centavos;
  vatAdjustmentCentavos: Centavos;
  netCentavos: Centavos;
  vat: {
    vatableSalesCentavos: Centavos;
    vatCentavos: Centavos;
    vatExemptSalesCentavos: Centavos;
    zeroRatedSalesCentavos: Centavos;
    nonVatSalesCentavos: Centavos;
  };
  /** Payments received by tender (invoices not voided), and refunds paid back by tender. */
  tenders: { method: TenderMethod; amountCentavos: Centavos; count: number }[];
  refunds: { method: TenderMethod; amountCentavos: Centavos; count: number }[];
  cash: {
    openingFundCentavos: Centavos;
    cashInCentavos: Centavos;
    /** Withdrawals, pick-ups and payouts. */
    cashOutCentavos: Centavos;
    /** Null while a shift of the reading is still open (an X-reading mid-shift). */
    declaredCentavos: Centavos | null;
    /** Null while a shift of the reading is still open: the drawer is counted blind at closing. */
    expectedCentavos: Centavos | null;
    shortOverCentavos: Centavos | null;
  };
}

/** gross − discounts − returns − voids − VAT adjustment. */
export const readingNet = (
  f: Pick<
    ReadingFigures,
    'grossCentavos' | 'discounts' | 'returnsCentavos' | 'voidsCentavos' | 'vatAdjustmentCentavos'
  >,
) =>
  (f.grossCentavos -
    f.discounts.totalCentavos -
    f.returnsCentavos -
    f.voidsCentavos -
    f.vatAdjustmentCentavos) as Centavos;
