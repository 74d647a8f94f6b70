/** Which part of a balance a movement takes or adds: sealed packs, or the loose (opened) part. */
export type StockForm = 'sealed' | 'loose';

/** One stock balance: all of it, and the part of it that is loose (the kilos of an opened sack). */
export interface BalanceParts {
  qtyMilli: number;
  looseMilli: number;
}

/**
 * The balance after taking `qtyMilli`, or null when it is short: sealed takes only what is not loose,
 * loose takes only the loose part, and without a form the loose part goes first (so spillage and kilo
 * sales empty the open sack). The same rule as the ledger's conditional UPDATE in stock.repository.ts.
 */
export function takeFromBalance(b: BalanceParts, qtyMilli: number, form?: StockForm): BalanceParts | null {
  const enough =
    form === 'sealed'
      ? b.qtyMilli - b.looseMilli >= qtyMilli
      : form === 'loose'
        ? b.looseMilli >= qtyMilli
        : b.qtyMilli >= qtyMilli;
  if (!enough) return null;
  return {
    qtyMilli: b.qtyMilli - qtyMilli,
    looseMilli: form === 'sealed' ? b.looseMilli : Math.max(b.looseMilli - qtyMilli, 0),
  };
}
