import type { Centavos } from '../money/centavos.ts';

/**
 * The amounts of a return (refund) of some lines of an invoice (issue 21, PH-RULES §3 and §4): pure, so
 * the server's transaction and the tests run the same rule.
 *
 * Rounding rule — cumulative shares, so the returns of a line never sum past it:
 * - A line's returned base quantity and each of its amounts (gross, promo, statutory, VAT removed, net)
 *   are the line's figure × (quantity returned so far, this return included) ÷ quantity sold, rounded
 *   half-up to the centavo (or thousandth), minus what the earlier returns of the line already took.
 *   Each return's share is never negative, the shares of a line never sum past the line, and the return
 *   that brings the line to its sold quantity takes the exact remainder.
 * - The header's VAT-exempt, zero-rated and non-VAT sales are the returned lines' net amounts of that
 *   tax class (the invoice's are its lines' nets: totals.ts step 5). The VATable lines' returned net is
 *   split the same cumulative way: VAT = the invoice's VAT × (VATable net returned so far ÷ the
 *   invoice's VATable net) − the VAT earlier returns took; VATable sales = that net − that VAT. So when
 *   every line has come back, the returns' VAT, VATable, exempt, zero-rated and non-VAT figures equal
 *   the invoice's exactly.
 * - The statutory discount goes to `bnpcCentavos` or `scPwdCentavos` by the invoice's statutory kind.
 * - The refund (`totalCentavos`) is the returned lines' net.
 */

export type ReturnTaxClass = 'vatable' | 'vat_exempt' | 'zero_rated' | 'non_vat';

/** The amounts a line carries: on the invoice, and what its returns took so far. */
export interface LineAmounts {
  grossCentavos: number;
  promoCentavos: number;
  statutoryCentavos: number;
  vatRemovedCentavos: number;
  netCentavos: number;
}

export interface ReturnableSaleLine extends LineAmounts {
  saleLineId: string;
  lineNo: number;
  taxClass: ReturnTaxClass;
  /** Sold, in the selling unit (thousandths). */
  qtyMilli: number;
  /** Sold, in the base unit (thousandths). */
  baseQtyMilli: number;
  /** What earlier returns of this line took. */
  returned: LineAmounts & { qtyMilli: number; baseQtyMilli: number };
}

/** The invoice's header figures, and what earlier returns of it took. */
export interface SaleTaxFigures {
  vatCentavos: number;
  vatableSalesCentavos: number;
}

export interface ReturnPlanInput {
  statutoryKind: 'bnpc5' | 'sc_pwd20' | null;
  sale: SaleTaxFigures;
  /** The VAT the invoice's earlier returns took. */
  returnedVatCentavos: number;
  lines: readonly ReturnableSaleLine[];
  /** What comes back now, in the selling unit. */
  take: readonly { saleLineId: string; qtyMilli: number }[];
}

export interface ReturnLinePlan extends LineAmounts {
  saleLineId: string;
  lineNo: number;
  qtyMilli: number;
  baseQtyMilli: number;
}

export interface ReturnPlan {
  lines: ReturnLinePlan[];
  grossCentavos: Centavos;
  promoCentavos: Centavos;
  bnpcCentavos: Centavos;
  scPwdCentavos: Centavos;
  vatRemovedCentavos: Centavos;
  vatableSalesCentavos: Centavos;
  vatCentavos: Centavos;
  vatExemptSalesCentavos: Centavos;
  zeroRatedSalesCentavos: Centavos;
  nonVatSalesCentavos: Centavos;
  totalCentavos: Centavos;
}

/** Why a return cannot be planned: the line is not on the invoice, or more than is left comes back. */
export type ReturnProblem =
  | { kind: 'lineNotOnSale'; saleLineId: string }
  | { kind: 'tooMuch'; saleLineId: string; lineNo: number; returnableMilli: number; requestedMilli: number }
  | { kind: 'nothing' };

/** Half-up rounding of a × b ÷ c on exact integers (a, b, c ≥ 0; c > 0). */
function share(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

/** What is still returnable of a line, in the selling unit. */
export const returnableMilli = (l: Pick<ReturnableSaleLine, 'qtyMilli' | 'returned'>) =>
  Math.max(0, l.qtyMilli - l.returned.qtyMilli);

const AMOUNTS = [
  'grossCentavos',
  'promoCentavos',
  'statutoryCentavos',
  'vatRemovedCentavos',
  'netCentavos',
] as const;

export function planReturn(input: ReturnPlanInput): ReturnPlan | ReturnProblem {
  const byId = new Map(input.lines.map((l) => [l.saleLineId, l]));
  const wanted = new Map<string, number>();
  for (const t of input.take) {
    if (t.qtyMilli <= 0) continue;
    if (!byId.has(t.saleLineId)) return { kind: 'lineNotOnSale', saleLineId: t.saleLineId };
    wanted.set(t.saleLineId, (wanted.get(t.saleLineId) ?? 0) + t.qtyMilli);
  }
  if (wanted.size === 0) return { kind: 'nothing' };
  const lines: ReturnLinePlan[] = [];
  const classNet = { vatable: 0, vat_exempt: 0, zero_rated: 0, non_vat: 0 };
  let vatableNetSold = 0;
  let vatableNetBefore = 0;
  for (const l of input.lines) {
    if (l.taxClass === 'vatable') {
      vatableNetSold += l.netCentavos;
      vatableNetBefore += l.returned.netCentavos;
    }
  }
  for (const l of [...input.lines].sort((a, b) => a.lineNo - b.lineNo)) {
    const qty = wanted.get(l.saleLineId);
    if (qty === undefined) continue;
    const left = returnableMilli(l);
    if (qty > left)
      return {
        kind: 'tooMuch',
        saleLineId: l.saleLineId,
        lineNo: l.lineNo,
        returnableMilli: left,
        requestedMilli: qty,
      };
    const upTo = l.returned.qtyMilli + qty;
    const cumulative = (whole: number, before: number) => share(whole, upTo, l.qtyMilli) - before;
    const plan: ReturnLinePlan = {
      saleLineId: l.saleLineId,
      lineNo: l.lineNo,
      qtyMilli: qty,
      baseQtyMilli: cumulative(l.baseQtyMilli, l.returned.baseQtyMilli),
      grossCentavos: 0,
      promoCentavos: 0,
      statutoryCentavos: 0,
      vatRemovedCentavos: 0,
      netCentavos: 0,
    };
    for (const k of AMOUNTS) plan[k] = cumulative(l[k], l.returned[k]);
    classNet[l.taxClass] += plan.netCentavos;
    lines.push(plan);
  }
  const sum = (k: keyof LineAmounts) => lines.reduce((s, l) => s + l[k], 0);
  const statutory = sum('statutoryCentavos');
  const vat =
    vatableNetSold > 0
      ? share(input.sale.vatCentavos, vatableNetBefore + classNet.vatable, vatableNetSold) -
        input.returnedVatCentavos
      : 0;
  const c = (n: number) => n as Centavos;
  return {
    lines,
    grossCentavos: c(sum('grossCentavos')),
    promoCentavos: c(sum('promoCentavos')),
    bnpcCentavos: c(input.statutoryKind === 'bnpc5' ? statutory : 0),
    scPwdCentavos: c(input.statutoryKind === 'sc_pwd20' ? statutory : 0),
    vatRemovedCentavos: c(sum('vatRemovedCentavos')),
    vatableSalesCentavos: c(classNet.vatable - vat),
    vatCentavos: c(vat),
    vatExemptSalesCentavos: c(classNet.vat_exempt),
    zeroRatedSalesCentavos: c(classNet.zero_rated),
    nonVatSalesCentavos: c(classNet.non_vat),
    totalCentavos: c(sum('netCentavos')),
  };
}

export const isReturnProblem = (p: ReturnPlan | ReturnProblem): p is ReturnProblem => 'kind' in p;

/**
 * The lots a returned base quantity goes back into: the line's lots in the order they were taken, less
 * what earlier returns of the line already put back into each, until the quantity is placed.
 */
export function returnLots<L extends { lotId: string; baseQtyMilli: number }>(
  sold: readonly L[],
  alreadyBack: readonly { lotId: string; baseQtyMilli: number }[],
  baseQtyMilli: number,
): (L & { baseQtyMilli: number })[] {
  const back = new Map<string, number>();
  for (const b of alreadyBack) back.set(b.lotId, (back.get(b.lotId) ?? 0) + b.baseQtyMilli);
  const out: (L & { baseQtyMilli: number })[] = [];
  let left = baseQtyMilli;
  for (const lot of sold) {
    if (left <= 0) break;
    const room = lot.baseQtyMilli - (back.get(lot.lotId) ?? 0);
    back.set(lot.lotId, Math.max(0, (back.get(lot.lotId) ?? 0) - lot.baseQtyMilli));
    if (room <= 0) continue;
    const q = Math.min(room, left);
    out.push({ ...lot, baseQtyMilli: q });
    left -= q;
  }
  return out;
}
