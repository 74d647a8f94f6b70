import { type RefusalReason, refusal } from '../errors/reasons.ts';
import { formatQty } from './quantity.ts';

/**
 * The stock movement types and validation rules of seed 001 §5, with their messages word for word, and
 * the stock error codes of §8. Pure: the server runs them inside its transaction, the screens mirror them.
 */
export const OUTGOING_MOVEMENT_TYPES = [
  'sale',
  'stock_out',
  'adjustment_out',
  'transfer_out',
  'return_out',
  'damage_out',
  'expired_out',
  'shrinkage',
] as const;

export const INCOMING_MOVEMENT_TYPES = [
  'purchase',
  'stock_in',
  'adjustment_in',
  'transfer_in',
  'return_in',
  'initial_stock',
  'recount',
] as const;

export type OutgoingMovementType = (typeof OUTGOING_MOVEMENT_TYPES)[number];
export type IncomingMovementType = (typeof INCOMING_MOVEMENT_TYPES)[number];
export type MovementType = OutgoingMovementType | IncomingMovementType;

export const MOVEMENT_TYPES: readonly MovementType[] = [
  ...OUTGOING_MOVEMENT_TYPES,
  ...INCOMING_MOVEMENT_TYPES,
];

export function isMovementType(t: string): t is MovementType {
  return (MOVEMENT_TYPES as readonly string[]).includes(t);
}

export function isOutgoing(t: MovementType): t is OutgoingMovementType {
  return (OUTGOING_MOVEMENT_TYPES as readonly string[]).includes(t);
}

/** +1 for a type that adds stock, -1 for one that removes it. */
export const directionOf = (t: MovementType): 1 | -1 => (isOutgoing(t) ? -1 : 1);

export type StockErrorCode =
  | 'MOVEMENT_TYPE_MISMATCH'
  | 'INVALID_QUANTITY'
  | 'NEGATIVE_STOCK'
  | 'PRODUCT_NOT_FOUND'
  | 'INSUFFICIENT_STOCK'
  | 'CONCURRENT_MODIFICATION';

export interface StockProblem {
  code: StockErrorCode;
  message: string;
  suggestions: string[];
  /** The refusal's reason and parameters, for the web's own words (errors/reasons.ts). */
  details?: { reason: RefusalReason } & Record<string, string | number>;
}

/** What the rules need of a product: its stock (thousandths of the base unit), minimum, active flag. */
export interface StockProductState {
  id: string;
  name: string;
  stockMilli: number;
  minStockMilli: number;
  isActive: boolean;
}

export interface MovementCheck {
  type: string;
  /** Always positive; the type gives the direction. */
  quantityMilli: number;
  /** Outgoing movements may not take more than is there (sales always; seed 001 §5). */
  preventNegative?: boolean;
  /** Adjustments and recounts of an inactive product are allowed when the caller says so. */
  allowInactive?: boolean;
}

export type MovementVerdict =
  | { ok: true; newStockMilli: number; warnings: string[] }
  | { ok: false; errors: StockProblem[]; warnings: string[] };

/** Quantities in messages are in the base unit, as a person reads them ("2.5"), not thousandths. */
const show = formatQty;

export const STOCK_MESSAGES = {
  invalidType: (t: string) => `Invalid movement type: ${t}. Must be a valid stock-in or stock-out type.`,
  invalidQuantity: 'Quantity must be positive',
  negative: (n: number) => `Operation would result in negative stock (${show(n)})`,
  notFound: 'Product not found',
  inactive: 'Product is inactive',
  insufficient: (available: number, requested: number) =>
    `Insufficient stock. Available: ${show(available)}, Requested: ${show(requested)}`,
  concurrent: (was: number, now: number) =>
    `Product stock changed while in cart. Was: ${show(was)}, Now: ${show(now)}`,
  largeChange: 'Large stock change detected',
  belowMinimum: 'Stock will fall below minimum level',
  fallback: 'Stock validation failed',
} as const;

const SUGGESTIONS: Record<StockErrorCode, string[]> = {
  MOVEMENT_TYPE_MISMATCH: ['Choose one of the listed movement types.'],
  INVALID_QUANTITY: ['Enter a quantity greater than zero.'],
  NEGATIVE_STOCK: ['Lower the quantity, or record the stock that arrived first.'],
  PRODUCT_NOT_FOUND: ['Search for the product again; it may have been removed or deactivated.'],
  INSUFFICIENT_STOCK: ['Lower the quantity to what is available.', 'Receive or transfer stock in first.'],
  CONCURRENT_MODIFICATION: ['Check the quantity again: someone else changed this product’s stock.'],
};

const problem = (code: StockErrorCode, message: string, details?: StockProblem['details']): StockProblem => ({
  code,
  message,
  suggestions: SUGGESTIONS[code],
  ...(details ? { details } : {}),
});

/**
 * Checks one movement against the product's current state (seed 001 §5, in its order): the type, a
 * positive quantity, the product exists and is active, enough stock for an outgoing movement, and no
 * negative result; then the warnings "Large stock change detected" (|change| > 2 × current stock) and
 * "Stock will fall below minimum level".
 */
export function checkMovement(product: StockProductState | null, m: MovementCheck): MovementVerdict {
  const warnings: string[] = [];
  if (!isMovementType(m.type))
    return {
      ok: false,
      errors: [
        problem(
          'MOVEMENT_TYPE_MISMATCH',
          STOCK_MESSAGES.invalidType(m.type),
          refusal('movementTypeInvalid', { type: m.type }),
        ),
      ],
      warnings,
    };
  if (!Number.isSafeInteger(m.quantityMilli) || m.quantityMilli <= 0)
    return { ok: false, errors: [problem('INVALID_QUANTITY', STOCK_MESSAGES.invalidQuantity)], warnings };
  if (!product)
    return { ok: false, errors: [problem('PRODUCT_NOT_FOUND', STOCK_MESSAGES.notFound)], warnings };
  if (!product.isActive && !m.allowInactive)
    return {
      ok: false,
      errors: [problem('PRODUCT_NOT_FOUND', STOCK_MESSAGES.inactive, refusal('productInactive'))],
      warnings,
    };

  const change = directionOf(m.type) * m.quantityMilli;
  const newStock = product.stockMilli + change;
  if (Math.abs(change) > 2 * product.stockMilli) warnings.push(STOCK_MESSAGES.largeChange);
  if (newStock < product.minStockMilli) warnings.push(STOCK_MESSAGES.belowMinimum);

  if (change < 0 && (m.preventNegative ?? true) && m.quantityMilli > product.stockMilli)
    return {
      ok: false,
      errors: [
        problem(
          'INSUFFICIENT_STOCK',
          STOCK_MESSAGES.insufficient(product.stockMilli, m.quantityMilli),
          refusal('stockInsufficient', {
            availableMilli: product.stockMilli,
            requestedMilli: m.quantityMilli,
          }),
        ),
      ],
      warnings,
    };
  if (newStock < 0)
    return {
      ok: false,
      errors: [
        problem(
          'NEGATIVE_STOCK',
          STOCK_MESSAGES.negative(newStock),
          refusal('negativeStock', { stockMilli: newStock }),
        ),
      ],
      warnings,
    };
  return { ok: true, newStockMilli: newStock, warnings };
}

/** The cart's check (seed 001 §5): stock seen when the line was added vs now. */
export function checkCartStock(seenMilli: number, nowMilli: number): StockProblem | null {
  return seenMilli === nowMilli
    ? null
    : problem(
        'CONCURRENT_MODIFICATION',
        STOCK_MESSAGES.concurrent(seenMilli, nowMilli),
        refusal('stockChanged', { wasMilli: seenMilli, nowMilli }),
      );
}

export type AdjustmentMode = 'set' | 'add' | 'subtract';

/**
 * Stock update modes (seed 001 §4): `set` records the difference as adjustment_in/adjustment_out (and
 * nothing when there is none); `add` and `subtract` move the given quantity. A reason is required
 * (issue 4), so every adjustment is an adjustment movement.
 */
export function adjustmentMovement(
  mode: AdjustmentMode,
  currentMilli: number,
  quantityMilli: number,
): { type: 'adjustment_in' | 'adjustment_out'; quantityMilli: number } | null {
  const delta =
    mode === 'set' ? quantityMilli - currentMilli : mode === 'add' ? quantityMilli : -quantityMilli;
  if (delta === 0) return null;
  return delta > 0
    ? { type: 'adjustment_in', quantityMilli: delta }
    : { type: 'adjustment_out', quantityMilli: -delta };
}
