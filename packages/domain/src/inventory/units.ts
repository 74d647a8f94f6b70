import { type QtyMilli, qtyMilli } from './quantity.ts';

/**
 * A product has one base unit (kg, L, piece, dose…) in which its stock is kept, and any number of
 * selling/buying units with an exact conversion: a 50-kg sack is `baseMilliPerUnit: 50_000` (one sack
 * holds 50,000 thousandths of a kilo); a box of 12 pieces is 12_000; a 100-dose vial is 100_000.
 */
export interface UnitConversion {
  code: string;
  baseMilliPerUnit: number;
}

export const BASE_UNITS = ['piece', 'kg', 'g', 'L', 'mL', 'dose', 'm', 'pack'] as const;
export type BaseUnit = (typeof BASE_UNITS)[number];

export type ConversionResult = { ok: true; baseQtyMilli: QtyMilli } | { ok: false; message: string };

/**
 * `qtyInUnit` thousandths of `unit` → thousandths of the base unit. Refused (never rounded) when the
 * result is not a whole number of base thousandths, e.g. 0.0001 of a sack.
 */
export function toBaseQty(qtyInUnit: number, unit: UnitConversion): ConversionResult {
  if (!Number.isSafeInteger(unit.baseMilliPerUnit) || unit.baseMilliPerUnit <= 0)
    return { ok: false, message: `Unit ${unit.code} has no valid conversion` };
  const product = BigInt(qtyInUnit) * BigInt(unit.baseMilliPerUnit);
  if (product % 1000n !== 0n)
    return { ok: false, message: `This quantity of ${unit.code} is not a whole amount of the base unit` };
  const base = product / 1000n;
  if (base > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, message: 'Quantity is too large' };
  return { ok: true, baseQtyMilli: qtyMilli(Number(base)) };
}

/**
 * Base thousandths → how many whole `unit`s they make and what is left in the base unit
 * (120,000 g-thousandths of feed in 50-kg sacks: 2 sacks and 20 kg).
 */
export function splitIntoUnits(baseQty: number, unit: UnitConversion): { units: number; restMilli: number } {
  const units = Math.trunc(baseQty / unit.baseMilliPerUnit);
  return { units, restMilli: baseQty - units * unit.baseMilliPerUnit };
}

/**
 * Price of `qtyInUnit` thousandths at `centavosPerUnit`, rounded half away from zero to the centavo
 * (₱1,450.00 a sack × 0.5 = ₱725.00; ₱29.90 a kilo × 1.333 = ₱39.86).
 */
export function extendPrice(centavosPerUnit: number, qtyInUnit: number): number {
  const exact = BigInt(centavosPerUnit) * BigInt(qtyInUnit);
  const neg = exact < 0n;
  const abs = neg ? -exact : exact;
  const rounded = (abs + 500n) / 1000n;
  return Number(neg ? -rounded : rounded);
}
