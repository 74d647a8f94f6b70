/**
 * Costs of what is bought (issue 24): input VAT of a VAT-registered supplier's prices, landed costs
 * spread over a delivery's lines, and the product's moving-average cost.
 *
 * Money is in centavos; a product's cost is centavos per base unit (a kilo, a piece, a dose), as
 * products.cost_centavos has always been; quantities are thousandths of the base unit.
 */

/** The input VAT inside a VAT-inclusive amount from a VAT-registered supplier: 12/112, to the centavo. */
export const inputVatOf = (amountCentavos: number, vatRegistered: boolean) =>
  vatRegistered ? Math.round((amountCentavos * 12) / 112) : 0;

/**
 * Spreads `extraCentavos` (freight, other costs) over lines in proportion to their values, to the
 * centavo, the remainder to the largest fractions first (ties to the earlier line), so the shares add
 * up to the extra exactly. Lines of no value get none, unless every line is worth nothing: then by
 * quantity.
 */
export function spreadLanded(
  lines: readonly { valueCentavos: number; qtyMilli: number }[],
  extraCentavos: number,
): number[] {
  if (lines.length === 0 || extraCentavos === 0) return lines.map(() => 0);
  const byValue = lines.some((l) => l.valueCentavos > 0);
  const weights = lines.map((l) => BigInt(byValue ? l.valueCentavos : l.qtyMilli));
  const total = weights.reduce((s, w) => s + w, 0n);
  if (total === 0n) return lines.map(() => 0);
  const extra = BigInt(extraCentavos);
  const shares = weights.map((w) => (extra * w) / total);
  const rests = weights.map((w, i) => ({ i, rest: extra * w - shares[i]! * total }));
  let left = Number(extra - shares.reduce((s, x) => s + x, 0n));
  rests.sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const r of rests) {
    if (left <= 0) break;
    shares[r.i]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/**
 * What one base unit of a delivery line costs into inventory: its value (net of input VAT) plus its
 * landed share, over the base quantity received, rounded half up to the centavo.
 */
export function baseUnitCost(netCentavos: number, landedCentavos: number, qtyMilli: number): number {
  if (qtyMilli <= 0) return 0;
  const num = BigInt(netCentavos + landedCentavos) * 1000n;
  const q = BigInt(qtyMilli);
  return Number((num * 2n + q) / (2n * q));
}

/**
 * Moving-average cost after receiving `inMilli` base thousandths at `inCost` per base unit, on top of
 * `onHandMilli` (every location; never below zero for the average) at `oldCost`:
 *
 *   new = (onHand × old + in × inCost) / (onHand + in), rounded half up to the centavo.
 *
 * With nothing on hand (or less than nothing: oversold), the new cost is the received cost. The result
 * lies between the two costs (property-tested). Rounding happens once, here; the remainder of a cent
 * per unit is not carried (its value is within half a centavo per base unit of stock).
 */
export function movingAverageCost(
  onHandMilli: number,
  oldCostCentavos: number,
  inMilli: number,
  inCostCentavos: number,
): number {
  if (inMilli <= 0) return oldCostCentavos;
  const held = BigInt(Math.max(0, onHandMilli));
  if (held === 0n) return inCostCentavos;
  const num = held * BigInt(oldCostCentavos) + BigInt(inMilli) * BigInt(inCostCentavos);
  const den = held + BigInt(inMilli);
  return Number((num * 2n + den) / (2n * den));
}

/** Expanded withholding on a payment: the bills' amounts before VAT at the ATC's rate (basis points). */
export function withholdingOn(baseCentavos: number, rateBp: number): number {
  return Math.round((baseCentavos * rateBp) / 10_000);
}

/** The due date of a supplier's invoice: its date plus the supplier's terms in days. */
export function billDueDate(invoiceDate: string, termsDays: number): string {
  const d = new Date(`${invoiceDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + termsDays);
  return d.toISOString().slice(0, 10);
}
