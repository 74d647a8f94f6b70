/** Quantities on the transfer screens: thousandths of the base unit in, words a person types out. */

/** Thousandths as a quantity: 12500 → "12.5". */
export const formatQty = (milli: number) =>
  (milli / 1000).toLocaleString('en-PH', { maximumFractionDigits: 3 });

/** A quantity typed by a person ("20", "1,250.5") as thousandths; null when it is not one. */
export function parseQtyMilli(text: string, opts: { allowZero?: boolean } = {}): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{0,3})?$/.test(clean)) return null;
  const n = Math.round(Number(clean) * 1000);
  if (n === 0 && !opts.allowZero) return null;
  return n;
}

/** Thousandths as the text of an input (no thousands separators): 20000 → "20". */
export const qtyText = (milli: number) => formatQty(milli).replace(/,/g, '');

export interface UnitChoice {
  code: string;
  baseMilliPerUnit: number;
}

/** The base unit first, then the product's other units (a sack of 50 kg…). */
export function unitsOf(p: { baseUnit: string; units: readonly UnitChoice[] }): UnitChoice[] {
  return [{ code: p.baseUnit, baseMilliPerUnit: 1000 }, ...p.units.filter((u) => u.code !== p.baseUnit)];
}

/** The largest unit that holds the quantity whole (sacks for 500 kg of 50-kg sacks), else the base. */
export function bestUnit(units: readonly UnitChoice[], milli: number): UnitChoice {
  const whole = units
    .filter((u) => milli % u.baseMilliPerUnit === 0)
    .sort((a, b) => b.baseMilliPerUnit - a.baseMilliPerUnit);
  return whole[0] ?? units[0] ?? { code: '', baseMilliPerUnit: 1000 };
}

/** A quantity in a unit as thousandths of the base unit: 20 sacks of 50 kg → 1,000,000. */
export const toBaseMilli = (qtyMilli: number, unit: UnitChoice) =>
  Math.round((qtyMilli * unit.baseMilliPerUnit) / 1000);
