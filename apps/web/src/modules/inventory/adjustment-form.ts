import {
  type AdjustmentInput,
  type AdjustmentMode,
  adjustmentSchema,
  locationLabeller,
  parseQty,
  toBaseQty,
  type UnitConversion,
} from '@fbms/domain';
import type { Location, Product, StockLine } from './inventory.queries.ts';

/**
 * The "Adjust stock" form as typed: where (a location, and a batch for lot-tracked products), what to
 * do, how much in which unit, and why. `toAdjustment` turns it into the request in base thousandths and
 * lets the shared `adjustmentSchema` check it.
 */
export interface AdjustmentFormValues {
  target: string;
  mode: AdjustmentMode;
  qty: string;
  unitCode: string;
  reason: string;
}

type Field = keyof AdjustmentFormValues;

/** Schema (and server) field → the input that shows its message. */
export const ADJUSTMENT_FIELD_OF: Record<string, Field> = {
  productId: 'target',
  locationId: 'target',
  lotId: 'target',
  mode: 'mode',
  qtyMilli: 'qty',
  reason: 'reason',
};

export interface TargetOption {
  value: string;
  locationId: string;
  locationName: string;
  lotId: string | null;
  batchNumber: string | null;
  qtyMilli: number | null;
}

const targetValue = (locationId: string, lotId: string | null) => `${locationId}|${lotId ?? ''}`;

/**
 * Where stock can be adjusted: every location and batch that holds a balance, and for a product without
 * batches also the active locations that hold none yet (a batch can only be adjusted once it exists).
 */
export function targetOptions(product: Product, stock: StockLine[], locations: Location[]): TargetOption[] {
  // With several branches, each location shows its branch ("Bodega · Sto. Tomas").
  const label = locationLabeller(locations);
  const byId = new Map(locations.map((l) => [l.id, l]));
  const nameOf = (id: string, name: string) => {
    const l = byId.get(id);
    return l ? label(l) : name;
  };
  const options: TargetOption[] = stock.map((s) => ({
    value: targetValue(s.locationId, s.lotId),
    locationId: s.locationId,
    locationName: nameOf(s.locationId, s.locationName),
    lotId: s.lotId,
    batchNumber: s.batchNumber,
    qtyMilli: s.qtyMilli,
  }));
  if (!product.isLotTracked)
    for (const l of locations)
      if (l.isActive && !options.some((o) => o.locationId === l.id))
        options.push({
          value: targetValue(l.id, null),
          locationId: l.id,
          locationName: label(l),
          lotId: null,
          batchNumber: null,
          qtyMilli: null,
        });
  return options;
}

/** The product's base unit (1000 thousandths) and its other units, e.g. kg and a 50-kg sack. */
export function unitsOf(product: Product): UnitConversion[] {
  return [{ code: product.baseUnit, baseMilliPerUnit: 1000 }, ...product.units];
}

export interface AdjustmentTexts {
  qtyInvalid: string;
  notWhole: (unit: string) => string;
}

export type ConvertedAdjustment =
  | { ok: true; input: AdjustmentInput }
  | { ok: false; errors: Partial<Record<Field, string>> };

export function toAdjustment(
  values: AdjustmentFormValues,
  product: Product,
  targets: TargetOption[],
  texts: AdjustmentTexts,
): ConvertedAdjustment {
  const errors: Partial<Record<Field, string>> = {};
  const target = targets.find((o) => o.value === values.target);
  const unit = unitsOf(product).find((u) => u.code === values.unitCode);
  let qtyMilli: number | undefined;
  if (values.qty.trim()) {
    const inUnit = parseQty(values.qty);
    if (inUnit === null) errors.qty = texts.qtyInvalid;
    else if (unit) {
      const base = toBaseQty(inUnit, unit);
      if (base.ok) qtyMilli = base.baseQtyMilli;
      else errors.qty = texts.notWhole(unit.code);
    }
  }
  const parsed = adjustmentSchema.safeParse({
    productId: product.id,
    locationId: target?.locationId,
    lotId: target?.lotId ?? null,
    mode: values.mode,
    qtyMilli,
    reason: values.reason,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = ADJUSTMENT_FIELD_OF[String(issue.path[0])] ?? 'qty';
      errors[field] ??= issue.message;
    }
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, input: parsed.data }
    : { ok: false, errors };
}
