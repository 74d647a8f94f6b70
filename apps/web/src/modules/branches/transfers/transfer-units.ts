import type { TransferSlip, TransferSlipLine } from '@fbms/domain';
import { useQuery } from '@tanstack/react-query';
import {
  bestUnit,
  formatQty,
  parseQtyMilli,
  qtyText,
  toBaseMilli,
  type UnitChoice,
  unitsOf,
} from './transfer-qty.ts';
import { transfersQueries } from './transfers.queries.ts';

export type UnitOf = (
  line: Pick<TransferSlipLine, 'productId' | 'baseUnit' | 'requestedMilli'>,
) => UnitChoice;

/**
 * The unit each line of a slip is shown and entered in: the largest of the product's units that holds the
 * requested quantity whole (20 sacks rather than 1,000 kg); the base unit until the units are known.
 */
export function useLineUnits(slip: TransferSlip | undefined): UnitOf {
  const ids = slip?.lines.map((l) => l.productId) ?? [];
  const q = useQuery({ ...transfersQueries.units(ids), enabled: ids.length > 0 });
  return (line) => {
    const p = q.data?.get(line.productId);
    return bestUnit(p ? unitsOf(p) : [{ code: line.baseUnit, baseMilliPerUnit: 1000 }], line.requestedMilli);
  };
}

/** Thousandths of the base unit in a unit: 1,000,000 in sacks of 50 kg → "20 sack". */
export const inUnit = (milli: number, unit: UnitChoice) =>
  `${formatQty((milli * 1000) / unit.baseMilliPerUnit)} ${unit.code}`;

/** The same as the text of an input ("20"). */
export const unitText = (milli: number, unit: UnitChoice) => qtyText((milli * 1000) / unit.baseMilliPerUnit);

/** What a person typed in a unit, as thousandths of the base unit; null when it is not a quantity. */
export function parseInUnit(text: string, unit: UnitChoice, opts: { allowZero?: boolean } = {}) {
  const q = parseQtyMilli(text, opts);
  return q === null ? null : toBaseMilli(q, unit);
}
