import type { MovementType } from '../inventory/movements.ts';
import type { TenderMethod } from '../sales/sale-schemas.ts';
import { mulDivRound } from '../sales/totals.ts';
import type { PostingKey } from './chart.ts';
import { type PostingAccount, type PostingLine, type SignedAmount, toLines } from './posting.ts';

/**
 * The automatic posting rules (issue 22, decision 0009): pure, one per kind of document, each answering
 * balanced lines (or none, when the document moves no money and no stock value). The server computes
 * the inputs inside the document's transaction and posts the lines through `postEntry`.
 *
 * Sales revenue: "Sales" is credited with the gross less output VAT; discounts (SC/PWD 20%, BNPC 5%,
 * promotions) and the SC/PWD VAT exemption are debited to their contra-revenue accounts at the amounts
 * the invoice shows, so net sales = Sales − discounts − VAT exemption − returns = the invoice totals less
 * VAT. Cost of sales and inventory move by the change in stock value at the product's cost.
 */

const key = (k: PostingKey, terminalId?: string | null): PostingAccount =>
  terminalId ? { key: k, terminalId } : { key: k };

/** The account a tender lands in (cash: the terminal's drawer; a charge: the customer's receivable). */
export function tenderAccount(method: TenderMethod, terminalId: string | null): PostingAccount {
  switch (method) {
    case 'cash':
      return key('cash_on_hand', terminalId);
    case 'gcash':
    case 'maya':
    case 'qrph':
      return key('ewallet_clearing');
    case 'card':
      return key('card_clearing');
    case 'bank_transfer':
      return key('cash_in_bank');
    case 'check':
      return key('checks_on_hand');
    case 'charge':
      return key('accounts_receivable');
    case 'points':
      return key('loyalty_rewards');
  }
}

/** A sale's (or a return's) money figures, in centavos, as the invoice or slip prints them. */
export interface SaleFigures {
  grossCentavos: number;
  promoCentavos: number;
  bnpcCentavos: number;
  scPwdCentavos: number;
  vatRemovedCentavos: number;
  vatCentavos: number;
  totalCentavos: number;
}

export interface SalePostingInput {
  terminalId: string;
  figures: SaleFigures;
  /** What each tender paid of the total (cash net of change). */
  tenders: readonly { method: TenderMethod; amountCentavos: number }[];
  /** The stock value that left, at cost (positive). */
  costCentavos: number;
}

function saleAmounts(i: SalePostingInput): SignedAmount[] {
  const f = i.figures;
  return [
    ...i.tenders.map((t) => ({ account: tenderAccount(t.method, i.terminalId), centavos: t.amountCentavos })),
    { account: key('discount_promo'), centavos: f.promoCentavos },
    { account: key('discount_bnpc'), centavos: f.bnpcCentavos },
    { account: key('discount_sc_pwd'), centavos: f.scPwdCentavos },
    { account: key('vat_exemption_sc_pwd'), centavos: f.vatRemovedCentavos },
    { account: key('sales'), centavos: -(f.grossCentavos - f.vatCentavos) },
    { account: key('output_vat'), centavos: -f.vatCentavos },
    { account: key('cost_of_sales'), centavos: i.costCentavos },
    { account: key('inventory'), centavos: -i.costCentavos },
  ];
}

/** A sale: tenders, discounts and VAT exemption debited; sales and output VAT credited; its cost. */
export const salePosting = (i: SalePostingInput): PostingLine[] => toLines(saleAmounts(i));

/**
 * A void undoes the sale: every money line reversed (the refund leaves by the tenders that paid), and
 * the stock value that came back (`restockedCentavos`, at cost now) back into inventory.
 */
export const voidPosting = (i: Omit<SalePostingInput, 'costCentavos'> & { restockedCentavos: number }) =>
  toLines(
    saleAmounts({ ...i, costCentavos: i.restockedCentavos }).map((s) => ({ ...s, centavos: -s.centavos })),
  );

export interface ReturnPostingInput {
  terminalId: string;
  figures: SaleFigures;
  refundMethod: TenderMethod;
  /** The stock value that came back into sellable stock, at cost (positive; 0 when none did). */
  restockedCentavos: number;
}

/**
 * A return: "Sales returns" debited with what was returned less its VAT (the refund plus the discounts
 * that go back, less VAT: its own shares of the invoice's amounts need not add up to its gross), output VAT debited back, the
 * discounts that went with the goods credited back, the refund credited to the way it was paid; the
 * goods that came back into stock move from cost of sales to inventory.
 */
export function returnPosting(i: ReturnPostingInput): PostingLine[] {
  const f = i.figures;
  return toLines([
    // What the refund and the discounts that go back add up to, less VAT: the slip's amounts are shares
    // of the invoice's, each rounded on its own, so gross − discounts need not equal the refund exactly.
    {
      account: key('sales_returns'),
      centavos:
        f.totalCentavos +
        f.promoCentavos +
        f.bnpcCentavos +
        f.scPwdCentavos +
        f.vatRemovedCentavos -
        f.vatCentavos,
    },
    { account: key('output_vat'), centavos: f.vatCentavos },
    { account: key('discount_promo'), centavos: -f.promoCentavos },
    { account: key('discount_bnpc'), centavos: -f.bnpcCentavos },
    { account: key('discount_sc_pwd'), centavos: -f.scPwdCentavos },
    { account: key('vat_exemption_sc_pwd'), centavos: -f.vatRemovedCentavos },
    { account: tenderAccount(i.refundMethod, i.terminalId), centavos: -f.totalCentavos },
    { account: key('inventory'), centavos: i.restockedCentavos },
    { account: key('cost_of_sales'), centavos: -i.restockedCentavos },
  ]);
}

/** The account on the other side of inventory for a stock movement that is not a sale, void or return. */
export function stockContraKey(type: MovementType, direction: 1 | -1): PostingKey | null {
  switch (type) {
    case 'purchase':
    case 'stock_in':
    case 'return_out':
      return 'accounts_payable';
    case 'initial_stock':
      return 'opening_balance_equity';
    case 'transfer_in':
    case 'transfer_out':
      return 'inventory_in_transit';
    case 'adjustment_in':
    case 'adjustment_out':
    case 'recount':
    case 'return_in':
      return direction > 0 ? 'inventory_gain' : 'inventory_shrinkage';
    case 'stock_out':
    case 'damage_out':
    case 'expired_out':
    case 'shrinkage':
      return 'inventory_shrinkage';
    case 'sale':
      return 'cost_of_sales';
  }
}

/**
 * Stock movements of one document, by type, each with the change in stock value it made (signed,
 * centavos): inventory against each type's contra account. Opening a sack moves no value (nothing).
 */
export function stockPosting(moves: readonly { type: MovementType; valueCentavos: number }[]): PostingLine[] {
  return toLines(
    moves.flatMap((m) => {
      const contra = stockContraKey(m.type, m.valueCentavos >= 0 ? 1 : -1);
      if (!contra || m.valueCentavos === 0) return [];
      return [
        { account: key('inventory'), centavos: m.valueCentavos },
        { account: key(contra), centavos: -m.valueCentavos },
      ];
    }),
  );
}

/** A product's new cost revalues the stock on hand: the change in value, against revaluation. */
export const revaluationPosting = (valueChangeCentavos: number) =>
  toLines([
    { account: key('inventory'), centavos: valueChangeCentavos },
    { account: key('inventory_revaluation'), centavos: -valueChangeCentavos },
  ]);

/** A shift's opening fund comes out of the safe into the terminal's drawer. */
export const shiftOpenPosting = (terminalId: string, openingFundCentavos: number) =>
  toLines([
    { account: key('cash_on_hand', terminalId), centavos: openingFundCentavos },
    { account: key('cash_in_safe'), centavos: -openingFundCentavos },
  ]);

/**
 * A shift's closing: the cash counted goes from the drawer to the safe; what the drawer should have held
 * leaves cash on hand; the difference is cash short (expense) or cash over (income).
 */
export function shiftClosePosting(i: {
  terminalId: string;
  expectedCashCentavos: number;
  declaredCashCentavos: number;
}): PostingLine[] {
  const diff = i.declaredCashCentavos - i.expectedCashCentavos;
  return toLines([
    { account: key('cash_in_safe'), centavos: i.declaredCashCentavos },
    { account: key('cash_on_hand', i.terminalId), centavos: -i.expectedCashCentavos },
    diff < 0
      ? { account: key('cash_short'), centavos: -diff }
      : { account: key('cash_over'), centavos: -diff },
  ]);
}

/** Where a cash slip's money comes from or goes to: the safe, or an expense for a petty payout. */
export function cashSlipPosting(i: {
  terminalId: string;
  kind: 'cash_in' | 'cash_out';
  reasonKind: 'float' | 'pickup' | 'payout' | 'withdrawal' | 'other';
  amountCentavos: number;
}): PostingLine[] {
  const other: PostingKey =
    i.kind === 'cash_out' && i.reasonKind === 'payout' ? 'misc_expense' : 'cash_in_safe';
  const sign = i.kind === 'cash_in' ? 1 : -1;
  return toLines([
    { account: key('cash_on_hand', i.terminalId), centavos: sign * i.amountCentavos },
    { account: key(other), centavos: -sign * i.amountCentavos },
  ]);
}

/**
 * The value of a product's stock at one location, at cost: quantity (thousandths of the base unit) times
 * the cost of one base unit, rounded half up to the centavo — per product and location, as the stock
 * valuation report sums it. A movement changes stock value by value(new) − value(previous) of that
 * product's balance at its location, so the inventory account, moved by every movement, always equals
 * the valuation (the sums telescope).
 */
export const stockValue = (qtyMilli: number, costCentavos: number) =>
  mulDivRound(qtyMilli, costCentavos, 1000);

/** The change in stock value a movement made (signed). */
export const movementValue = (m: { previousMilli: number; newMilli: number }, costCentavos: number) =>
  stockValue(m.newMilli, costCentavos) - stockValue(m.previousMilli, costCentavos);
