/**
 * Lots (batches) of a lot-tracked product: first-expiry-first-out picking that never takes an expired
 * lot. Dates are business dates in Asia/Manila as 'YYYY-MM-DD' strings, compared as text.
 */
export interface LotStock {
  lotId: string;
  batchNumber: string;
  /** null: the lot does not expire (e.g. a sprayer tracked by batch). */
  expiryDate: string | null;
  qtyMilli: number;
}

export interface LotPick {
  lotId: string;
  batchNumber: string;
  qtyMilli: number;
}

/** A lot is expired on and after its expiry date. */
export const isExpired = (lot: Pick<LotStock, 'expiryDate'>, today: string) =>
  lot.expiryDate !== null && lot.expiryDate <= today;

/** Sellable lots in pick order: earliest expiry first, lots without expiry last, then by batch number. */
export function fefoOrder(lots: readonly LotStock[], today: string): LotStock[] {
  return lots
    .filter((l) => l.qtyMilli > 0 && !isExpired(l, today))
    .sort(
      (a, b) =>
        (a.expiryDate ?? '9999-12-31').localeCompare(b.expiryDate ?? '9999-12-31') ||
        a.batchNumber.localeCompare(b.batchNumber),
    );
}

/**
 * Takes `wantMilli` from the lots, first expiry first. Returns the picks, or null when the sellable
 * (unexpired) stock is not enough.
 */
export function pickLotsFefo(lots: readonly LotStock[], wantMilli: number, today: string): LotPick[] | null {
  const picks: LotPick[] = [];
  let left = wantMilli;
  for (const lot of fefoOrder(lots, today)) {
    if (left <= 0) break;
    const take = Math.min(left, lot.qtyMilli);
    picks.push({ lotId: lot.lotId, batchNumber: lot.batchNumber, qtyMilli: take });
    left -= take;
  }
  return left > 0 ? null : picks;
}

/** Days from `today` until the lot expires (negative once expired); null when it does not expire. */
export function daysToExpiry(expiryDate: string | null, today: string): number | null {
  if (expiryDate === null) return null;
  const ms = Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
