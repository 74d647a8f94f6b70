import type { TaxClass } from '../catalog/product-schemas.ts';
import { type Centavos, sumCentavos } from '../money/centavos.ts';

/**
 * The totals of a sale: one pure function used by the POS screen (as the cashier builds the cart) and by
 * the server (which recomputes everything from its own prices before it writes the invoice). PH-RULES §2
 * and §3. Money is integer centavos, quantities integer thousandths of the selling unit.
 *
 * Rounding rule (every step half-up to the centavo, on exact integers):
 * 1. line gross = unit price × quantity;
 * 2. a percent discount is rounded on its line; an order discount is shared across lines in proportion
 *    to what they still cost, remainders to the largest shares, so the lines add up to it exactly;
 * 3. the 5% BNPC discount is 5% of the running total of discounted purchases, so the sale's discount is
 *    exactly 5% of its base, and never more than ₱125 for ₱2,500 of purchases;
 * 4. the SC/PWD price without VAT is the line gross × 100/112, its 20% is of that price;
 * 5. VAT is computed once per invoice, on the VATable lines' total: VAT = total × 12/112; VATable sales
 *    = total − VAT. The VAT-exempt, zero-rated and non-VAT sales are their lines' totals.
 */

/** 12%, in basis points. A dated rate table replaces this when the rate changes (PH-RULES: dated data). */
export const VAT_RATE_BASIS_POINTS = 1200;
/** The 5% special discount on basic necessities and prime commodities (JAO 24-02, 2024). */
export const BNPC_RATE_BASIS_POINTS = 500;
/** The SC/PWD 20% discount (RA 9994, RA 10754), on the price without VAT. */
export const SC_PWD_RATE_BASIS_POINTS = 2000;
/** The weekly BNPC cap: ₱2,500 of purchases per beneficiary. */
export const BNPC_WEEKLY_CAP_CENTAVOS = 250_000 as Centavos;

export type Discount = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; centavos: number };

export interface TotalsLine {
  id: string;
  taxClass: TaxClass;
  /** Price of one selling unit (sack, kilo, piece), VAT-inclusive where the product is VATable. */
  unitPriceCentavos: number;
  /** Quantity in the selling unit, thousandths (2.5 kg = 2500). */
  qtyMilli: number;
  /** A promo discount on this line. */
  promo?: Discount | undefined;
  /** Counts for the 5% senior/PWD discount on basic necessities (feeds, fertilizer, vet products). */
  bnpcEligible?: boolean | undefined;
  /** Counts for the 20% + VAT-exempt senior/PWD discount (the beneficiary's own medicines). */
  scPwdEligible?: boolean | undefined;
}

/** A senior citizen's or PWD's statutory discount, when the cashier recorded the beneficiary's ID. */
export type Statutory =
  | { kind: 'bnpc5' /** Purchases left under this week's cap for this ID. */; capRemainingCentavos: number }
  | { kind: 'sc_pwd20' };

export interface TotalsInput {
  lines: TotalsLine[];
  /** A promo discount on the whole order, shared across the lines. */
  orderPromo?: Discount | undefined;
  statutory?: Statutory | undefined;
  /** A non-VAT seller prints no VAT: every line is a non-VAT sale. */
  vatRegistered: boolean;
}

/** How a line is taxed on the invoice once discounts are applied (an SC/PWD line becomes VAT-exempt). */
export type InvoiceTaxClass = TaxClass | 'non_vat';

export interface LineTotals {
  id: string;
  grossCentavos: Centavos;
  /** Line promo plus its share of the order promo (0 when a statutory discount replaced them). */
  promoCentavos: Centavos;
  statutoryCentavos: Centavos;
  statutoryKind: Statutory['kind'] | null;
  /** The VAT taken off an SC/PWD line before its 20%. */
  vatRemovedCentavos: Centavos;
  /** Purchases this line counts against the weekly BNPC cap. */
  bnpcBaseCentavos: Centavos;
  netCentavos: Centavos;
  taxClass: InvoiceTaxClass;
}

export interface SaleTotals {
  lines: LineTotals[];
  grossCentavos: Centavos;
  promoCentavos: Centavos;
  bnpcCentavos: Centavos;
  scPwdCentavos: Centavos;
  /** VAT removed from SC/PWD lines (shown as "Less: VAT" on the invoice). */
  vatRemovedCentavos: Centavos;
  /** Purchases counted against the beneficiary's weekly BNPC cap. */
  bnpcBaseCentavos: Centavos;
  vatableSalesCentavos: Centavos;
  vatCentavos: Centavos;
  vatExemptSalesCentavos: Centavos;
  zeroRatedSalesCentavos: Centavos;
  nonVatSalesCentavos: Centavos;
  /** What the customer pays. */
  totalCentavos: Centavos;
}

export class TotalsInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TotalsInputError';
  }
}

/** a × b ÷ c, rounded half-up, exact for any safe integers (a, b ≥ 0; c > 0). */
export function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function checkDiscount(d: Discount | undefined, where: string) {
  if (!d) return;
  if (d.kind === 'percent' && !(isCount(d.basisPoints) && d.basisPoints <= 10_000))
    throw new TotalsInputError(`${where}: a percent discount must be between 0% and 100%`);
  if (d.kind === 'amount' && !isCount(d.centavos))
    throw new TotalsInputError(`${where}: a discount amount must be zero or more`);
}

function checkInput(input: TotalsInput) {
  const ids = new Set<string>();
  for (const line of input.lines) {
    if (ids.has(line.id)) throw new TotalsInputError(`Line ${line.id} is in the cart twice`);
    ids.add(line.id);
    if (!isCount(line.unitPriceCentavos))
      throw new TotalsInputError(`Line ${line.id}: the price must be zero or more`);
    if (!isCount(line.qtyMilli) || line.qtyMilli === 0)
      throw new TotalsInputError(`Line ${line.id}: the quantity must be more than zero`);
    checkDiscount(line.promo, `Line ${line.id}`);
  }
  checkDiscount(input.orderPromo, 'Order');
  const s = input.statutory;
  if (s?.kind === 'bnpc5' && !isCount(s.capRemainingCentavos))
    throw new TotalsInputError('The remaining weekly cap must be zero or more');
}

/** Every amount below is an integer by construction (mulDivRound, allocate, sums and differences). */
const cents = (n: number) => n as Centavos;

const discountOn = (amount: number, d: Discount | undefined): number =>
  !d ? 0 : d.kind === 'percent' ? mulDivRound(amount, d.basisPoints, 10_000) : Math.min(d.centavos, amount);

/**
 * Splits `total` across `weights` in proportion, as integers that add up to `total` exactly: each share
 * rounded down, the centavos left over to the largest remainders (ties to the earlier line).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => {
    const n = BigInt(total) * BigInt(w);
    return { floor: Number(n / BigInt(sum)), rest: Number(n % BigInt(sum)) };
  });
  let left = total - exact.reduce((a, e) => a + e.floor, 0);
  const order = exact.map((_, i) => i).sort((a, b) => (exact[b]?.rest ?? 0) - (exact[a]?.rest ?? 0) || a - b);
  const shares = exact.map((e) => e.floor);
  for (const i of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

export function computeTotals(input: TotalsInput): SaleTotals {
  checkInput(input);
  const { vatRegistered, statutory } = input;

  // 1–2. Gross and promos (line promo, then the order promo shared over what the lines still cost).
  const gross = input.lines.map((l) => mulDivRound(l.unitPriceCentavos, l.qtyMilli, 1000));
  const linePromo = input.lines.map((l, i) => discountOn(gross[i] ?? 0, l.promo));
  const afterLine = gross.map((g, i) => g - (linePromo[i] ?? 0));
  const orderPromo = discountOn(
    afterLine.reduce((a, v) => a + v, 0),
    input.orderPromo,
  );
  const orderShares = allocate(orderPromo, afterLine);
  const promo = linePromo.map((p, i) => p + (orderShares[i] ?? 0));

  // 3–4. The statutory discount, line by line, where it beats the line's promo (never both).
  let capLeft = statutory?.kind === 'bnpc5' ? statutory.capRemainingCentavos : 0;
  let bnpcBaseSoFar = 0;
  const lines: LineTotals[] = input.lines.map((line, i) => {
    const g = gross[i] ?? 0;
    const p = promo[i] ?? 0;
    const taxClass: InvoiceTaxClass = vatRegistered ? line.taxClass : 'non_vat';
    const plain: LineTotals = {
      id: line.id,
      grossCentavos: cents(g),
      promoCentavos: cents(p),
      statutoryCentavos: cents(0),
      statutoryKind: null,
      vatRemovedCentavos: cents(0),
      bnpcBaseCentavos: cents(0),
      netCentavos: cents(g - p),
      taxClass,
    };
    if (statutory?.kind === 'sc_pwd20' && line.scPwdEligible) {
      const withoutVat = taxClass === 'vatable' ? mulDivRound(g, 10_000, 10_000 + VAT_RATE_BASIS_POINTS) : g;
      const discount = mulDivRound(withoutVat, SC_PWD_RATE_BASIS_POINTS, 10_000);
      const net = withoutVat - discount;
      if (g - net < p) return plain;
      return {
        ...plain,
        promoCentavos: cents(0),
        statutoryCentavos: cents(discount),
        statutoryKind: 'sc_pwd20',
        vatRemovedCentavos: cents(g - withoutVat),
        netCentavos: cents(net),
        taxClass: taxClass === 'vatable' ? 'vat_exempt' : taxClass,
      };
    }
    if (statutory?.kind === 'bnpc5' && line.bnpcEligible && capLeft > 0) {
      const base = Math.min(g, capLeft);
      const before = mulDivRound(bnpcBaseSoFar, BNPC_RATE_BASIS_POINTS, 10_000);
      const after = mulDivRound(bnpcBaseSoFar + base, BNPC_RATE_BASIS_POINTS, 10_000);
      const discount = after - before;
      if (discount < p || discount === 0) return plain;
      capLeft -= base;
      bnpcBaseSoFar += base;
      return {
        ...plain,
        promoCentavos: cents(0),
        statutoryCentavos: cents(discount),
        statutoryKind: 'bnpc5',
        bnpcBaseCentavos: cents(base),
        netCentavos: cents(g - discount),
      };
    }
    return plain;
  });

  // 5. The invoice's breakdown.
  const sum = (pick: (l: LineTotals) => Centavos, where: (l: LineTotals) => boolean = () => true) =>
    sumCentavos(lines.filter(where).map(pick));
  const net = (l: LineTotals) => l.netCentavos;
  const vatableTotal = sum(net, (l) => l.taxClass === 'vatable');
  const vat = mulDivRound(vatableTotal, VAT_RATE_BASIS_POINTS, 10_000 + VAT_RATE_BASIS_POINTS);
  return {
    lines,
    grossCentavos: sum((l) => l.grossCentavos),
    promoCentavos: sum((l) => l.promoCentavos),
    bnpcCentavos: sum(
      (l) => l.statutoryCentavos,
      (l) => l.statutoryKind === 'bnpc5',
    ),
    scPwdCentavos: sum(
      (l) => l.statutoryCentavos,
      (l) => l.statutoryKind === 'sc_pwd20',
    ),
    vatRemovedCentavos: sum((l) => l.vatRemovedCentavos),
    bnpcBaseCentavos: sum((l) => l.bnpcBaseCentavos),
    vatableSalesCentavos: cents(vatableTotal - vat),
    vatCentavos: cents(vat),
    vatExemptSalesCentavos: sum(net, (l) => l.taxClass === 'vat_exempt'),
    zeroRatedSalesCentavos: sum(net, (l) => l.taxClass === 'zero_rated'),
    nonVatSalesCentavos: sum(net, (l) => l.taxClass === 'non_vat'),
    totalCentavos: sum(net),
  };
}
