import { addCentavos, type Centavos, ZERO_CENTAVOS } from '../money/centavos.ts';
import { computeTotals, type SaleTotals, type TotalsInput } from './totals.ts';

/**
 * Why each line of a cart does or does not get the senior citizen's / PWD's discount, so the cashier
 * is told instead of seeing ₱0 (PH-RULES §3): the item is not marked for that discount, a promo on it
 * gives more (never both: the cashier may still choose the statutory discount instead), this ID's
 * weekly ₱2,500 BNPC cap is used up, or 5% of it rounds to nothing. Pure, for the screen and the server.
 */
export type StatutoryReason = 'applied' | 'not_eligible' | 'promo_better' | 'cap_used' | 'rounds_to_zero';

export interface StatutoryLineReport {
  id: string;
  reason: StatutoryReason;
  /** What the statutory discount gives (or would give without the promo): discount + VAT removed. */
  statutoryCentavos: Centavos;
  /** The promo on the line (its share of an order promo included). */
  promoCentavos: Centavos;
}

const benefit = (l: SaleTotals['lines'][number]) => addCentavos(l.statutoryCentavos, l.vatRemovedCentavos);

/** One report per line; null when the cart has no statutory discount. */
export function statutoryReport(
  input: TotalsInput,
  totals: SaleTotals = computeTotals(input),
): StatutoryLineReport[] | null {
  const s = input.statutory;
  if (!s) return null;
  const withoutPromos = computeTotals({
    ...input,
    lines: input.lines.map((l) => ({ ...l, promo: undefined })),
    orderPromo: undefined,
  });
  let capUsed = 0;
  return input.lines.map((line, i) => {
    const actual = totals.lines[i]!;
    const alone = withoutPromos.lines[i]!;
    const eligible = s.kind === 'sc_pwd20' ? line.scPwdEligible : line.bnpcEligible;
    const capLeft = s.kind === 'bnpc5' ? s.capRemainingCentavos - capUsed : 0;
    capUsed += alone.bnpcBaseCentavos;
    const report = (reason: StatutoryReason, statutoryCentavos: Centavos) => ({
      id: line.id,
      reason,
      statutoryCentavos,
      promoCentavos: actual.promoCentavos,
    });
    if (actual.statutoryKind) return report('applied', benefit(actual));
    if (!eligible) return report('not_eligible', ZERO_CENTAVOS);
    if (benefit(alone) > 0 && actual.promoCentavos > 0) return report('promo_better', benefit(alone));
    if (s.kind === 'bnpc5' && capLeft <= 0) return report('cap_used', ZERO_CENTAVOS);
    return report('rounds_to_zero', ZERO_CENTAVOS);
  });
}

/** The cart's statutory discount gives nothing, only because promos give more on every item it could. */
export const onlyPromosBeatIt = (report: StatutoryLineReport[]) =>
  report.every((r) => r.reason !== 'applied') && report.some((r) => r.reason === 'promo_better');
