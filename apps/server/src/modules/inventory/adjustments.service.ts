import { type AdjustmentInput, adjustmentMovement, DomainError } from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postStock } from '../accounting/posting.service.ts';
import { useLocation } from './locations.repository.ts';
import { lockProductForStock, lotStockAt, stockAt } from './stock.repository.ts';
import { type MovementResult, recordMovement } from './stock.service.ts';

type Deps = Pick<AppDeps, 'database'>;

/**
 * Set / add / subtract with a reason, as one transaction with its audit row. "Set" reads the locked
 * balance, so two people setting the same product at once are applied one after the other.
 */
export async function adjustStock(
  deps: Deps,
  actor: Actor,
  input: AdjustmentInput,
  where: AuditWhere,
): Promise<
  MovementResult | { movementId: null; previousMilli: number; newMilli: number; warnings: string[] }
> {
  return deps.database.db.transaction(async (tx) => {
    // The location named (one of the person's branches') or their branch's default.
    const locationId = await useLocation(tx, actor, input.locationId);
    const product = await lockProductForStock(tx, input.productId);
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
    const current = input.lotId
      ? await lotStockAt(tx, product.id, locationId, input.lotId)
      : await stockAt(tx, product.id, locationId);
    const move = adjustmentMovement(input.mode, current, input.qtyMilli);
    if (!move) return { movementId: null, previousMilli: current, newMilli: current, warnings: [] };
    const result = await recordMovement(tx, {
      productId: product.id,
      locationId,
      lotId: input.lotId ?? null,
      type: move.type,
      qtyMilli: move.quantityMilli,
      reason: input.reason,
      performedBy: actor.userId,
      allowInactive: true,
    });
    // The ledger: inventory against gain or shrinkage, by the movement's value at cost.
    await postStock(
      tx,
      {
        sourceType: 'stock',
        sourceId: result.movementId,
        memo: `Stock adjustment of ${product.sku}: ${input.reason}`,
        moves: [result],
      },
      actor.userId,
    );
    await writeAudit(
      tx,
      {
        action: 'inventory.adjusted',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'product',
        targetId: product.id,
        details: {
          sku: product.sku,
          mode: input.mode,
          qtyMilli: input.qtyMilli,
          movementId: result.movementId,
          reason: input.reason,
        },
      },
      where,
    );
    return result;
  });
}
