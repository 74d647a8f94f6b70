import {
  DomainError,
  formatPeso as peso,
  refusal,
  type SaleTotals,
  type StatutoryReason,
  statutoryReport,
  type TotalsInput,
} from '@fbms/domain';

const WHY: Record<Exclude<StatutoryReason, 'applied'>, (promo: number, statutory: number) => string> = {
  not_eligible: () => 'not marked for this discount',
  promo_better: (promo, statutory) =>
    `its promo (${peso(promo)} off) gives more than the senior/PWD discount (${peso(statutory)})`,
  cap_used: () => 'this ID has used its ₱2,500 weekly limit for the 5% discount',
  rounds_to_zero: () => '5% of it is less than a centavo',
};

/**
 * The sale asks for a senior/PWD discount that gives nothing: the refusal says, line by line, why
 * (statutoryReport), as parameters the POS words in the cashier's language; when promos give more,
 * the POS lets the cashier keep them or take the senior/PWD discount instead.
 */
export function statutoryRefusal(input: TotalsInput, totals: SaleTotals, productNames: string[]) {
  const report = statutoryReport(input, totals) ?? [];
  const lines = report.map((r, i) => ({
    lineIndex: i,
    productName: productNames[i] ?? '',
    reason: r.reason,
    promoCentavos: r.promoCentavos,
    statutoryCentavos: r.statutoryCentavos,
  }));
  const why = lines
    .map((l) =>
      l.reason === 'applied'
        ? ''
        : `${l.productName}: ${WHY[l.reason](l.promoCentavos, l.statutoryCentavos)}`,
    )
    .filter(Boolean)
    .join('; ');
  const s = input.statutory;
  return new DomainError(
    'STATUTORY_NOT_APPLICABLE',
    `No item in the cart gets the senior/PWD discount. ${why}.`,
    refusal('statutoryNotApplicable', {
      kind: s?.kind ?? null,
      capRemainingCentavos: s?.kind === 'bnpc5' ? s.capRemainingCentavos : null,
      lines,
    }),
  );
}
