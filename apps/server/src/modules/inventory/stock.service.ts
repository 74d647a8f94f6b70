import { type Tx, uuidv7 } from '@fbms/db';
import {
  checkMovement,
  DomainError,
  directionOf,
  isMovementType,
  type MovementType,
  refusal,
  type StockProblem,
  takeFromBalance,
} from '@fbms/domain';
import { STOCK_CHANGED, type StockWrites, stockWritesSql, writeStock } from './ledger.repository.ts';
import { MAIN_STORE_ID } from './locations.repository.ts';
import {
  type LockedProduct,
  locationIsActive,
  lockProductForStock,
  type StockForm,
  stockWithLotAt,
} from './stock.repository.ts';

/**
 * The inventory module's stock writer, for itself and every other module: recordMovements writes many
 * movements and the balance changes they explain at once (the one ledger statement of
 * ledger.repository.ts); recordMovement checks one movement against the rules of seed 001 §5 on the
 * locked state and writes it through recordMovements. The sale sends the same statement inside its own
 * last statement (stockWritesSql), so it keeps its three round trips. Nothing else writes
 * stock_balances or stock_movements.
 */

export type { BalanceChange, MovementRow, StockWrites } from './ledger.repository.ts';
export { STOCK_CHANGED, stockWritesSql };

const stockChanged = () =>
  new DomainError(
    'CONCURRENT_MODIFICATION',
    'The stock changed while this was being saved. Send it again.',
    refusal('stockChangedWhileSaving'),
  );

/** True when an error is the ledger statement's refusal (a balance was not what the caller read). */
export const isStockChanged = (e: unknown): boolean => {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause)
    if ((x as { code?: unknown }).code === STOCK_CHANGED) return true;
  return false;
};

/**
 * Writes movements and their balance changes in the caller's transaction, in one statement (a few for
 * thousands of rows). Each existing balance must still hold what the caller read under the product's
 * lock (`was`), else nothing is written and CONCURRENT_MODIFICATION is thrown; `was: null` creates it.
 */
export async function recordMovements(tx: Tx, writes: StockWrites): Promise<void> {
  try {
    await writeStock(tx, writes);
  } catch (e) {
    if (isStockChanged(e)) throw stockChanged();
    throw e;
  }
}

/** The location every store starts with (migration 0004); a request's default is `defaultLocationId`. */
export { MAIN_STORE_ID } from './locations.repository.ts';

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
  type: MovementType;
  /** The product's stock at the location (all its lots) before and after. */
  previousMilli: number;
  newMilli: number;
  /** The product's cost now (per base unit): what the ledger values this movement at. */
  costCentavos: number;
  warnings: string[];
}

function refuse(p: StockProblem): never {
  throw new DomainError(p.code, p.message, { ...p.details, suggestions: p.suggestions });
}

/**
 * Records one stock movement inside the caller's transaction (other modules call this: catalog,
 * purchases, transfers). The product row is locked, the rules of seed 001 §5 run on the locked state,
 * the balance is written only if it still holds what was read (never below zero, CHECK backstop), and
 * the append-only movement row records the stock before and after. Callers touching several products
 * lock them in id order.
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
    : { totalMilli: 0, lotMilli: 0, balance: null };
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
  const signed = directionOf(type) * input.qtyMilli;
  const newMilli = previous + signed;
  // The balance this movement changes, as the domain's rule leaves it (an outgoing one takes the loose
  // part first, or only the sealed or loose part when a form is named); short: nothing is written.
  const was = held.balance;
  const parts = was ?? { qtyMilli: 0, looseMilli: 0 };
  const next = outgoing
    ? takeFromBalance(parts, input.qtyMilli, input.form)
    : {
        qtyMilli: parts.qtyMilli + input.qtyMilli,
        looseMilli: parts.looseMilli + (input.form === 'loose' ? input.qtyMilli : 0),
      };
  if (!next)
    throw new DomainError(
      'INSUFFICIENT_STOCK',
      `Insufficient stock. Available: ${available}`,
      refusal('stockTakenMeanwhile', {
        availableMilli: available,
        suggestions: ['Lower the quantity to what is available.'],
      }),
    );
  const movementId = uuidv7();
  await recordMovements(tx, {
    balances: [
      {
        id: was?.id ?? uuidv7(),
        productId: p.id,
        locationId,
        lotId,
        was: was && { qtyMilli: was.qtyMilli, looseMilli: was.looseMilli },
        next,
      },
    ],
    movements: [
      {
        id: movementId,
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
    ],
  });
  // Warnings are about the whole product at the location, not one lot.
  const warnings =
    lotId && outgoing
      ? checkMovement(
          { id: p.id, name: p.name, stockMilli: previous, minStockMilli: p.minStockMilli, isActive: true },
          { type, quantityMilli: input.qtyMilli },
        ).warnings
      : verdict.warnings;
  return { movementId, type, previousMilli: previous, newMilli, costCentavos: p.costCentavos, warnings };
}

/** For other modules (the catalog's opening stock): the lot a batch goes into, in the caller's transaction. */
/** For other modules' documents of many lines (receiving): lock the products in id order first. */
export { ensureLot, lockProductsForStock } from './stock.repository.ts';
