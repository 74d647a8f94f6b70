import { withholdingOn } from './costing.ts';

/**
 * Paying suppliers (issue 24, payables): how a payment's cash is spread over the bills and debit memos
 * it settles, and the expanded withholding kept from it.
 *
 * The withholding base is the income payment before VAT: for each bill, what the payment settles on it
 * times (amount − input VAT) / amount — a part payment carries its share of the bill's VAT, no more. A
 * debit memo (a return, negative) is applied whole and lowers the base the same way. The tax withheld
 * is `withholdingOn(base, rate)` once over the payment; what the payment settles = cash + withholding.
 */

export interface PayableItem {
  id: string;
  kind: 'bill' | 'debit_memo';
  dueDate: string;
  billDate: string;
  amountCentavos: number;
  inputVatCentavos: number;
  /** What is still open on it (negative for a debit memo). */
  openCentavos: number;
}

export interface PaymentLinePlan {
  billId: string;
  /** What the payment settles on this bill (cash and withholding together; negative for a memo). */
  amountCentavos: number;
  /** Its part of the withholding base (before VAT). */
  baseCentavos: number;
}

export type PaymentPlan =
  | {
      ok: true;
      lines: PaymentLinePlan[];
      baseCentavos: number;
      withholdingCentavos: number;
      /** cash + withholding = Σ lines. */
      settledCentavos: number;
    }
  | { ok: false; reason: 'paymentExceedsOpen' | 'nothingToPay' };

/** The part of `settled` that is before VAT, in proportion to the bill's own amount and VAT. */
export function baseOf(item: Pick<PayableItem, 'amountCentavos' | 'inputVatCentavos'>, settled: number) {
  if (item.amountCentavos === 0) return 0;
  return Math.round((settled * (item.amountCentavos - item.inputVatCentavos)) / item.amountCentavos);
}

/** Debit memos first (they are credits), then bills oldest due first (then by bill date, then id). */
export function payOrder<T extends PayableItem>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'debit_memo' ? -1 : 1) ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.billDate.localeCompare(b.billDate) ||
      a.id.localeCompare(b.id),
  );
}

const cashFor = (settled: number, base: number, rateBp: number) => settled - withholdingOn(base, rateBp);

/** The cash that settles every item in full (memos taken off), with its withholding. */
export function fullPayment(items: readonly PayableItem[], rateBp: number) {
  const settled = items.reduce((s, i) => s + i.openCentavos, 0);
  const base = items.reduce((s, i) => s + baseOf(i, i.openCentavos), 0);
  const withholdingCentavos = withholdingOn(base, rateBp);
  return { cashCentavos: settled - withholdingCentavos, withholdingCentavos, baseCentavos: base, settled };
}

/**
 * Spreads `cashCentavos` over the items (memos whole, then bills oldest first; the last bill touched may
 * be paid in part) so that Σ lines − withholding(Σ bases) = cash exactly. Refuses cash above what the
 * items leave open after withholding, and a payment that settles nothing.
 */
export function planPayment(
  items: readonly PayableItem[],
  cashCentavos: number,
  rateBp: number,
): PaymentPlan {
  const ordered = payOrder(items.filter((i) => i.openCentavos !== 0));
  const lines: PaymentLinePlan[] = [];
  let settled = 0;
  let base = 0;
  for (const item of ordered) {
    if (item.kind === 'debit_memo') {
      const b = baseOf(item, item.openCentavos);
      lines.push({ billId: item.id, amountCentavos: item.openCentavos, baseCentavos: b });
      settled += item.openCentavos;
      base += b;
    }
  }
  for (const item of ordered) {
    if (item.kind !== 'bill') continue;
    if (cashFor(settled, base, rateBp) >= cashCentavos && settled > 0) break;
    const whole = baseOf(item, item.openCentavos);
    if (cashFor(settled + item.openCentavos, base + whole, rateBp) <= cashCentavos) {
      lines.push({ billId: item.id, amountCentavos: item.openCentavos, baseCentavos: whole });
      settled += item.openCentavos;
      base += whole;
      continue;
    }
    // A part of this bill: the least s with cash(settled + s) ≥ cash (cash steps by 0 or 1 a centavo).
    let lo = 0;
    let hi = item.openCentavos;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (cashFor(settled + mid, base + baseOf(item, mid), rateBp) >= cashCentavos) hi = mid;
      else lo = mid + 1;
    }
    const b = baseOf(item, lo);
    if (lo > 0) lines.push({ billId: item.id, amountCentavos: lo, baseCentavos: b });
    settled += lo;
    base += b;
    break;
  }
  const withholdingCentavos = withholdingOn(base, rateBp);
  if (settled - withholdingCentavos !== cashCentavos || withholdingCentavos < 0) {
    return { ok: false, reason: settled > 0 || cashCentavos > 0 ? 'paymentExceedsOpen' : 'nothingToPay' };
  }
  if (settled <= 0 || lines.every((l) => l.amountCentavos <= 0)) return { ok: false, reason: 'nothingToPay' };
  return { ok: true, lines, baseCentavos: base, withholdingCentavos, settledCentavos: settled };
}

/** Quarter "2026-Q3" → its three months ("2026-07", "2026-08", "2026-09") and first and last days. */
export function quarterMonths(quarter: string) {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const months = [0, 1, 2].map((i) => `${year}-${String((q - 1) * 3 + 1 + i).padStart(2, '0')}`);
  const lastMonth = (q - 1) * 3 + 3;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { months, from: `${months[0]}-01`, to: `${months[2]}-${String(lastDay).padStart(2, '0')}` };
}

/** The quarter a date falls in, "YYYY-Qn". */
export const quarterOf = (date: string) =>
  `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
