import type { MovementType } from '../inventory/movements.ts';
import type { TenderMethod } from '../sales/sale-schemas.ts';
import type { Posting } from './posting.ts';
import {
  cashSlipPosting,
  movementValue,
  returnPosting,
  revaluationPosting,
  type SaleFigures,
  salePosting,
  shiftClosePosting,
  shiftOpenPosting,
  stockPosting,
  stockValue,
  voidPosting,
} from './rules.ts';

/**
 * Each document's whole entry (decision 0009): the rule's lines with the source, number, date and memo,
 * built the same way by the document's own transaction and by the backfill, so a document posted late
 * reads as one posted on time.
 */

/** A stock movement as its row records it: the stock of the product at the location before and after. */
export interface MovedStock {
  type: MovementType;
  previousMilli: number;
  newMilli: number;
}

/** The change in stock value of movements, each at its cost (signed, centavos). */
export const movedValue = (moves: readonly (MovedStock & { costCentavos: number })[]) =>
  moves.reduce((s, m) => s + movementValue(m, m.costCentavos), 0);

export interface SaleDocument {
  id: string;
  /** The invoice as printed: terminal name and invoice number. */
  reference: string;
  businessDate: string;
  terminalId: string;
  figures: SaleFigures;
  tenders: readonly { method: TenderMethod; amountCentavos: number }[];
}

export const saleEntry = (s: SaleDocument, costCentavos: number): Posting => ({
  date: s.businessDate,
  memo: `Sale ${s.reference}`,
  sourceType: 'sale',
  sourceId: s.id,
  sourceNumber: s.reference,
  lines: salePosting({ terminalId: s.terminalId, figures: s.figures, tenders: s.tenders, costCentavos }),
});

export const voidEntry = (
  v: { id: string; number: string; businessDate: string },
  sale: SaleDocument,
  restockedCentavos: number,
): Posting => ({
  date: v.businessDate,
  memo: `${v.number}: void of sale ${sale.reference}`,
  sourceType: 'sale_void',
  sourceId: v.id,
  sourceNumber: v.number,
  lines: voidPosting({
    terminalId: sale.terminalId,
    figures: sale.figures,
    tenders: sale.tenders,
    restockedCentavos,
  }),
});

export const returnEntry = (r: {
  id: string;
  number: string;
  invoice: string;
  businessDate: string;
  terminalId: string;
  figures: SaleFigures;
  refundMethod: TenderMethod;
  restockedCentavos: number;
}): Posting => ({
  date: r.businessDate,
  memo: `${r.number}: return of goods of sale ${r.invoice}`,
  sourceType: 'sale_return',
  sourceId: r.id,
  sourceNumber: r.number,
  lines: returnPosting(r),
});

/**
 * A stock document that is not a sale, void or return: an adjustment, a stock-in or -out, a product's
 * opening stock (one posting per movement, by its id), or a count's recount (by the count's id).
 */
export const stockEntry = (d: {
  sourceType: 'stock' | 'stock_count';
  sourceId: string;
  number?: string | null;
  date: string;
  memo: string;
  moves: readonly (MovedStock & { costCentavos: number })[];
}): Posting => ({
  date: d.date,
  memo: d.memo,
  sourceType: d.sourceType,
  sourceId: d.sourceId,
  sourceNumber: d.number ?? null,
  lines: stockPosting(
    d.moves.map((m) => ({ type: m.type, valueCentavos: movementValue(m, m.costCentavos) })),
  ),
});

/**
 * A product's cost changed: its stock at each location is worth stockValue(qty, new) − stockValue(qty,
 * old) more (per location, as the valuation rounds it).
 */
export const revaluationEntry = (r: {
  id: string;
  date: string;
  product: string;
  oldCostCentavos: number;
  newCostCentavos: number;
  stockMilliByLocation: readonly number[];
}): Posting => ({
  date: r.date,
  memo: `Cost of ${r.product} changed from ${r.oldCostCentavos} to ${r.newCostCentavos} centavos per base unit: stock revalued`,
  sourceType: 'revaluation',
  sourceId: r.id,
  lines: revaluationPosting(
    r.stockMilliByLocation.reduce(
      (s, q) => s + stockValue(q, r.newCostCentavos) - stockValue(q, r.oldCostCentavos),
      0,
    ),
  ),
});

export const shiftOpenEntry = (s: {
  id: string;
  number: string;
  businessDate: string;
  terminalId: string;
  openingFundCentavos: number;
}): Posting => ({
  date: s.businessDate,
  memo: `${s.number} opened: opening fund into the drawer`,
  sourceType: 'shift_open',
  sourceId: s.id,
  sourceNumber: s.number,
  lines: shiftOpenPosting(s.terminalId, s.openingFundCentavos),
});

export const shiftCloseEntry = (s: {
  id: string;
  number: string;
  businessDate: string;
  terminalId: string;
  expectedCashCentavos: number;
  declaredCashCentavos: number;
}): Posting => ({
  date: s.businessDate,
  memo: `${s.number} closed: the cash counted to the safe${
    s.declaredCashCentavos < s.expectedCashCentavos
      ? ', cash short'
      : s.declaredCashCentavos > s.expectedCashCentavos
        ? ', cash over'
        : ''
  }`,
  sourceType: 'shift_close',
  sourceId: s.id,
  sourceNumber: s.number,
  lines: shiftClosePosting(s),
});

export const cashSlipEntry = (c: {
  id: string;
  number: string;
  businessDate: string;
  terminalId: string;
  kind: 'cash_in' | 'cash_out';
  reasonKind: 'float' | 'pickup' | 'payout' | 'withdrawal' | 'other';
  reason: string;
  amountCentavos: number;
}): Posting => ({
  date: c.businessDate,
  memo: `${c.number} (${c.kind === 'cash_in' ? 'cash in' : 'cash out'}): ${c.reason}`,
  sourceType: 'cash_slip',
  sourceId: c.id,
  sourceNumber: c.number,
  lines: cashSlipPosting(c),
});
