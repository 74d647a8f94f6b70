/**
 * Quantities are exact: integer thousandths of a unit (DESIGN "Data rules": 2.5 kg = 2500). `QtyMilli`
 * is the branded type (STYLE 3); parse and format only at the edge.
 */
export type QtyMilli = number & { readonly __brand: 'QtyMilli' };

export const qtyMilli = (n: number): QtyMilli => {
  if (!Number.isSafeInteger(n))
    throw new RangeError(`A quantity must be a whole number of thousandths: ${n}`);
  return n as QtyMilli;
};

/** The largest quantity we accept in one line or movement: 1,000,000,000 units. */
export const MAX_QTY_MILLI = 1_000_000_000_000 as QtyMilli;

const QTY_TEXT = /^\s*(\d{1,13})(?:[.](\d{0,3}))?\s*$/;

/**
 * Reads what a person typed ("2", "2.5", "0.125", "1,250.5") into thousandths, exactly (no floats).
 * Returns null for anything else, including more than 3 decimals ("0.0005" cannot be sold).
 */
export function parseQty(text: string): QtyMilli | null {
  const m = QTY_TEXT.exec(text.replace(/,(?=\d{3}(\D|$))/g, ''));
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(3, '0'));
  const n = whole * 1000 + frac;
  return Number.isSafeInteger(n) && n <= MAX_QTY_MILLI ? (n as QtyMilli) : null;
}

/** 2500 → "2.5", 1250000 → "1,250", -500 → "-0.5". Trailing zeros dropped; en-PH grouping. */
export function formatQty(q: number): string {
  const sign = q < 0 ? '-' : '';
  const abs = Math.abs(q);
  const whole = Math.trunc(abs / 1000);
  const frac = abs % 1000;
  const wholeText = whole.toLocaleString('en-PH');
  if (frac === 0) return `${sign}${wholeText}`;
  return `${sign}${wholeText}.${String(frac).padStart(3, '0').replace(/0+$/, '')}`;
}
