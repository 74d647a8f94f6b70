import type { Tx } from '@fbms/db';
import {
  checkMovement,
  DomainError,
  directionOf,
  isMovementType,
  type MovementType,
  refusal,
  type StockProblem,
} from '@fbms/domain';
import {
  applyMovement,
  type LockedProduct,
  locationIsActive,
  lockProductForStock,
  type StockForm,
  stockWithLotAt,
} from './stock.repository.ts';

/** The location every store starts with (migration 0004). */
export const MAIN_STORE_ID = '01900000-0000-7000-8000-000000000001';

export interface MovementInput {
  productId: string;
  locationId?: string;
  lotId?: string | null;
  type: MovementType | string;
  /** Positive; the type gives the direction. */
  qtyMilli: number;
  unitCostCentavos?: number;
  reason?: string | null;
  referenceType?: string | null;
  referenceId?: string | null;
  referenceNumber?: string | null;
  fromLocationId?: string | null;
  toLocationId?: string | null;
  notes?: string | null;
  performedBy: string | null;
  /** Outgoing movements may not take more than there is (default true: sales, adjustments). */
  preventNegative?: boolean;
  /** Write-offs and recounts of a deactivated product are allowed. */
  allowInactive?: boolean;
  /** Take from / add to the sealed packs or the loose part (opening a sack; kilo sales). */
  form?: StockForm;
  /**
   * The caller already locked the product (`lockProductsForStock`, in id order) and checked that the
   * location is active, in this transaction: one sale of several lines locks them all at once.
   */
  held?: LockedProduct;
}

export interface MovementResult {
  movementId: string;
  previousMilli: number;
  newMilli: number;
  warnings: string[];
}

function refuse(p: StockProblem): never {
  throw new DomainError(p.code, p.message, { ...p.details, suggestions: p.suggestions });
}

/**
 * Records one stock movement inside the caller's transaction (other modules call this: sales, purchases,
 * transfers). The product row is locked, the rules of seed 001 §5 run on the locked state, the balance
 * changes conditionally (never below zero, CHECK backstop), and the append-only movement row records
 * the balance before and after. Callers touching several products lock them in id order.
 */
export async function recordMovement(tx: Tx, input: MovementInput): Promise<MovementResult> {
  const locationId = input.locationId ?? MAIN_STORE_ID;
  if (!isMovementType(input.type)) {
    const v = checkMovement(null, { type: input.type, quantityMilli: input.qtyMilli });
    if (!v.ok) refuse(v.errors[0]!);
  }
  const type = input.type as MovementType;
  const product = input.held ?? (await lockProductForStock(tx, input.productId));
  if (!input.held && !(await locationIsActive(tx, locationId)))
    throw new DomainError(
      'VALIDATION_FAILED',
      'Choose an active location',
      refusal('locationInactive', { fields: { locationId: 'Choose an active location' } }),
    );
  const lotId = input.lotId ?? null;
  if (product?.isLotTracked && !lotId)
    throw new DomainError(
      'VALIDATION_FAILED',
      'Choose the batch (lot) of this stock',
      refusal('lotRequired', { fields: { lotId: 'Choose the batch (lot) of this stock' } }),
    );
  if (product && !product.isLotTracked && lotId)
    throw new DomainError(
      'VALIDATION_FAILED',
      'This product is not tracked by batch',
      refusal('lotNotTracked', { fields: { lotId: 'This product is not tracked by batch' } }),
    );

  const outgoing = directionOf(type) < 0;
  const held = product
    ? await stockWithLotAt(tx, product.id, locationId, lotId)
    : { totalMilli: 0, lotMilli: 0 };
  const previous = held.totalMilli;
  // With lots, an outgoing movement is limited by the lot's own stock.
  const available = lotId && outgoing ? held.lotMilli : previous;
  const verdict = checkMovement(
    product
      ? {
          id: product.id,
          name: product.name,
          stockMilli: available,
          minStockMilli: product.minStockMilli,
          isActive: product.isActive,
        }
      : null,
    {
      type,
      quantityMilli: input.qtyMilli,
      preventNegative: input.preventNegative ?? true,
      allowInactive: input.allowInactive,
    },
  );
  if (!verdict.ok) refuse(verdict.errors[0]!);
  const p = product!;
  const key = { productId: p.id, locationId, lotId };
  const signed = directionOf(type) * input.qtyMilli;
  const newMilli = previous + signed;
  // The balance change and the movement row in one statement; a short balance writes neither.
  const movementId = await applyMovement(
    tx,
    key,
    { outgoing, qtyMilli: input.qtyMilli, form: input.form },
    {
      productId: p.id,
      locationId,
      lotId,
      type,
      qtyMilli: signed,
      previousMilli: previous,
      newMilli,
      unitCostCentavos: input.unitCostCentavos ?? p.costCentavos,
      reason: input.reason ?? null,
      referenceType: input.referenceType ?? null,
      referenceId: input.referenceId ?? null,
      referenceNumber: input.referenceNumber ?? null,
      fromLocationId: input.fromLocationId ?? null,
      toLocationId: input.toLocationId ?? null,
      performedBy: input.performedBy,
      notes: input.notes ?? null,
      form: input.form ?? null,
    },
  );
  if (!movementId)
    throw new DomainError(
      'INSUFFICIENT_STOCK',
      `Insufficient stock. Available: ${available}`,
      refusal('stockTakenMeanwhile', {
        availableMilli: available,
        suggestions: ['Lower the quantity to what is available.'],
      }),
    );
  // Warnings are about the whole product at the location, not one lot.
  const warnings =
    lotId && outgoing
      ? checkMovement(
          { id: p.id, name: p.name, stockMilli: previous, minStockMilli: p.minStockMilli, isActive: true },
          { type, quantityMilli: input.qtyMilli },
        ).warnings
      : verdict.warnings;
  return { movementId, previousMilli: previous, newMilli, warnings };
}

/** For other modules (the catalog's opening stock): the lot a batch goes into, in the caller's transaction. */
export { ensureLot } from './stock.repository.ts';
