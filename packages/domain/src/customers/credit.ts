/**
 * Credit (utang) rules, pure (issue 23): when a charge falls due, how old an open charge is, whether a
 * new charge needs a manager, and how a payment is applied. The server runs them inside the transaction
 * that holds the customer's row lock; amounts are centavos, dates are Manila calendar dates (YYYY-MM-DD).
 */

const DAY_MS = 86_400_000;
const toDay = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const fromDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromDay(toDay(date) + days);
export const daysBetween = (from: string, to: string) => toDay(to) - toDay(from);

/** The last day of a month (1–12) of a year. */
const endOfMonth = (year: number, month: number) => fromDay(Date.UTC(year, month, 0) / DAY_MS);

export interface CreditTerms {
  /** Days after the invoice date (0: due the same day). */
  termsDays: number;
  /** Harvest month (1–12): the charge falls due at the end of the next such month instead. */
  harvestMonth: number | null;
}

/**
 * A charge's due date: with a harvest month, the last day of that month's next occurrence on or after
 * the invoice date (a charge in the harvest month itself is due at its end); else the date plus the
 * terms' days.
 */
export function dueDate(invoiceDate: string, terms: CreditTerms): string {
  if (terms.harvestMonth === null) return addDays(invoiceDate, terms.termsDays);
  const year = Number(invoiceDate.slice(0, 4));
  const month = Number(invoiceDate.slice(5, 7));
  return endOfMonth(terms.harvestMonth >= month ? year : year + 1, terms.harvestMonth);
}

export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  d1_30: '1–30 days',
  d31_60: '31–60 days',
  d61_90: '61–90 days',
  d90_plus: 'Over 90 days',
};

/** The bucket of an open amount by days past due on `asOf` (not yet due: current). */
export function ageingBucket(due: string, asOf: string): AgeingBucket {
  const late = daysBetween(due, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'd90_plus';
}

export type Ageing = Record<AgeingBucket, number> & { total: number };

/** Open debits summed by bucket; unapplied credit (store credit) is taken off `current`, then older. */
export function ageing(
  open: readonly { dueDate: string; openCentavos: number }[],
  asOf: string,
  unappliedCreditCentavos = 0,
): Ageing {
  const out: Ageing = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, total: 0 };
  for (const o of open) out[ageingBucket(o.dueDate, asOf)] += o.openCentavos;
  out.current -= unappliedCreditCentavos;
  out.total = AGEING_BUCKETS.reduce((s, b) => s + out[b], 0);
  return out;
}

export interface CreditPosition {
  /** What the customer owes now (negative: store credit). */
  balanceCentavos: number;
  /** Of it, what is past due on the day. */
  overdueCentavos: number;
  creditLimitCentavos: number;
}

export type CreditCheck =
  | { ok: true }
  | { ok: false; reason: 'no_credit' | 'over_limit' | 'overdue'; availableCentavos: number };

/**
 * Whether a new charge may go through without a manager: the balance after it within the limit, and
 * nothing past due. A customer without a credit line (limit 0) may still charge what their store credit
 * covers. `availableCentavos` is what the customer could still charge.
 */
export function checkCharge(p: CreditPosition, chargeCentavos: number): CreditCheck {
  const availableCentavos = Math.max(0, p.creditLimitCentavos - p.balanceCentavos);
  if (p.overdueCentavos > 0) return { ok: false, reason: 'overdue', availableCentavos };
  if (p.balanceCentavos + chargeCentavos <= p.creditLimitCentavos) return { ok: true };
  return {
    ok: false,
    reason: p.creditLimitCentavos === 0 && p.balanceCentavos >= 0 ? 'no_credit' : 'over_limit',
    availableCentavos,
  };
}

export interface OpenDebit {
  id: string;
  /** The date it was booked (invoice date), then its ledger number, order the "oldest first" rule. */
  entryDate: string;
  entryNo: number;
  dueDate: string;
  openCentavos: number;
}

export interface Application {
  debitId: string;
  amountCentavos: number;
}

/**
 * How a credit of `amountCentavos` is applied: to the chosen debits in the order given (each at most
 * its open amount), else to the oldest open debits first (by due date, then invoice date, then number).
 * What is left over stays unapplied (store credit). Never applies more than a debit's open amount or
 * more than the credit.
 */
export function planApplication(
  amountCentavos: number,
  open: readonly OpenDebit[],
  chosen?: readonly { debitId: string; amountCentavos?: number | undefined }[],
): { applications: Application[]; unappliedCentavos: number } {
  let left = amountCentavos;
  const applications: Application[] = [];
  const byId = new Map(open.map((d) => [d.id, d]));
  const order = chosen
    ? chosen.flatMap((c) => {
        const d = byId.get(c.debitId);
        return d ? [{ d, cap: Math.min(d.openCentavos, c.amountCentavos ?? d.openCentavos) }] : [];
      })
    : [...open]
        .sort(
          (a, b) =>
            a.dueDate.localeCompare(b.dueDate) ||
            a.entryDate.localeCompare(b.entryDate) ||
            a.entryNo - b.entryNo,
        )
        .map((d) => ({ d, cap: d.openCentavos }));
  const used = new Map<string, number>();
  for (const { d, cap } of order) {
    const room = Math.min(cap, d.openCentavos - (used.get(d.id) ?? 0));
    const take = Math.min(left, room);
    if (take <= 0) continue;
    applications.push({ debitId: d.id, amountCentavos: take });
    used.set(d.id, (used.get(d.id) ?? 0) + take);
    left -= take;
    if (left === 0) break;
  }
  return { applications, unappliedCentavos: left };
}
