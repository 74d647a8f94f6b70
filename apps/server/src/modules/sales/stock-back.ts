import type { Tx } from '@fbms/db';
import { DomainError, refusal } from '@fbms/domain';
import { type MovementResult, recordMovement } from '../inventory/stock.service.ts';

/** What voids and returns share: the sale that is not there, and stock coming back. */

export const saleNotFound = () =>
  new DomainError('DB_RECORD_NOT_FOUND', 'There is no sale with this id', refusal('saleNotFound'));

export interface StockBackMove {
  productId: string;
  lotId: string | null;
  qtyMilli: number;
  type: 'return_in' | 'damage_out';
}

/**
 * Writes the movements of a void or return through the inventory's rules, products in id order (the
 * lock order of every writer); moves of one product keep their order, so a damaged line's `return_in`
 * comes before its `damage_out`. Goods come back even for a product deactivated since the sale.
 * Answers the movements written (their stock before and after, at the product's cost: the ledger's
 * inventory moves by their value).
 */
export async function stockBack(
  tx: Tx,
  moves: readonly StockBackMove[],
  doc: {
    locationId: string;
    referenceType: 'sale_void' | 'sale_return';
    id: string;
    number: string;
    userId: string;
  },
) {
  const ordered = [...moves].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
  const results: MovementResult[] = [];
  for (const m of ordered)
    results.push(
      await recordMovement(tx, {
        ...m,
        locationId: doc.locationId,
        referenceType: doc.referenceType,
        referenceId: doc.id,
        referenceNumber: doc.number,
        reason:
          doc.referenceType === 'sale_void'
            ? 'Void of the sale'
            : m.type === 'damage_out'
              ? 'Returned damaged'
              : 'Returned by the customer',
        performedBy: doc.userId,
        allowInactive: true,
      }),
    );
  return results;
}
