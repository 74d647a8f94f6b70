/**
 * Loyalty points rules, pure (issue 23). A store earns `pointsPerPeso` points per ₱1 of eligible
 * amount (whole points, rounded down; lines with a senior/PWD or BNPC discount are not eligible), a
 * point is worth `pesoPerPointCentavos` when redeemed as a tender, and earned points expire after
 * `expiryMonths` (0: never). Program off: nothing is earned or redeemed.
 */
export interface LoyaltyRule {
  enabled: boolean;
  /** Points per ₱1, in thousandths (1000 = 1 point per peso; 10 = 1 point per ₱100). */
  pointsPerPesoMilli: number;
  /** What one point pays, in centavos. */
  pesoPerPointCentavos: number;
  /** Months until earned points expire; 0 = never. */
  expiryMonths: number;
  /** The fewest points a customer may redeem at once. */
  minRedeemPoints: number;
}

export const DEFAULT_LOYALTY_RULE: LoyaltyRule = {
  enabled: false,
  pointsPerPesoMilli: 10,
  pesoPerPointCentavos: 100,
  expiryMonths: 12,
  minRedeemPoints: 0,
};

/** Points earned on an eligible amount (centavos), rounded down to whole points. */
export const pointsEarned = (rule: LoyaltyRule, eligibleCentavos: number) =>
  rule.enabled && eligibleCentavos > 0
    ? Math.floor((eligibleCentavos * rule.pointsPerPesoMilli) / 100_000)
    : 0;

/** What `points` pay at the counter, in centavos. */
export const pointsValue = (rule: LoyaltyRule, points: number) => points * rule.pesoPerPointCentavos;

/** The points needed to pay `centavos` (rounded up: a tender never pays more than its points are worth). */
export const pointsFor = (rule: LoyaltyRule, centavos: number) =>
  rule.pesoPerPointCentavos > 0 ? Math.ceil(centavos / rule.pesoPerPointCentavos) : 0;

/** `date` plus `months` calendar months (the 31st of a shorter month is its last day). */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The day points earned on `date` expire: `expiryMonths` calendar months later (null: never). */
export const pointsExpireOn = (rule: LoyaltyRule, date: string) =>
  rule.expiryMonths > 0 ? addMonths(date, rule.expiryMonths) : null;

/**
 * Points that expired by `asOf`: for each earning past its expiry, what of it was not used. Points are
 * used oldest first (redeemed, reversed and already expired points count against the oldest earnings).
 */
export function expiredPoints(
  earned: readonly { points: number; expiresOn: string | null; entryDate: string }[],
  usedPoints: number,
  asOf: string,
): number {
  let used = usedPoints;
  let expired = 0;
  for (const e of [...earned].sort((a, b) => a.entryDate.localeCompare(b.entryDate))) {
    const fromThis = Math.min(used, e.points);
    used -= fromThis;
    if (e.expiresOn !== null && e.expiresOn <= asOf) expired += e.points - fromThis;
  }
  return expired;
}
