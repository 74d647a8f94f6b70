import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import { DomainError, formatQty, type OpenPackInput, refusal } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { useLocation } from './locations.repository.ts';
import { balanceParts, lockProductForStock } from './stock.repository.ts';
import { type MovementResult, recordMovement } from './stock.service.ts';

type Deps = Pick<AppDeps, 'database'>;

async function unitOf(tx: Tx, productId: string, code: string) {
  const r = await sqlRows<{ code: string; factor: string | number }>(
    tx,
    sql`SELECT code, base_milli_per_unit AS factor FROM product_units
         WHERE product_id = ${productId} AND lower(code) = lower(${code})`,
  );
  return r[0] ? { code: r[0].code, factor: Number(r[0].factor) } : undefined;
}

/**
 * Opens sealed packs (1 sack → 50 kg loose) as a pair of movements of the same product: `stock_out`
 * from the sealed part and `stock_in` to the loose part, so the total never changes and the ledger says
 * when each sack was opened and by whom.
 */
export async function openPack(
  deps: Deps,
  actor: Actor,
  input: OpenPackInput,
  where: AuditWhere,
): Promise<{ out: MovementResult; in: MovementResult; sealedMilli: number; looseMilli: number }> {
  return deps.database.db.transaction(async (tx) => {
    const product = await lockProductForStock(tx, input.productId);
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
    const unit = await unitOf(tx, product.id, input.unitCode);
    if (!unit)
      throw new DomainError(
        'VALIDATION_FAILED',
        `${product.name} has no ${input.unitCode} unit`,
        refusal('unitMissing', {
          productName: product.name,
          unit: input.unitCode,
          fields: { unitCode: `${product.name} has no ${input.unitCode} unit` },
        }),
      );
    const locationId = await useLocation(tx, actor, input.locationId);
    const key = { productId: product.id, locationId, lotId: input.lotId ?? null };
    const parts = await balanceParts(tx, key);
    const sealed = parts.qtyMilli - parts.looseMilli;
    const qtyMilli = unit.factor * input.count;
    if (sealed < qtyMilli) {
      const whole = Math.floor(sealed / unit.factor);
      throw new DomainError(
        'INSUFFICIENT_STOCK',
        `Only ${whole} sealed ${unit.code} left (${formatQty(sealed)} ${product.baseUnit} sealed, ${formatQty(parts.looseMilli)} ${product.baseUnit} loose)`,
        refusal('packsInsufficient', {
          count: whole,
          unit: unit.code,
          sealedMilli: sealed,
          looseMilli: parts.looseMilli,
          baseUnit: product.baseUnit,
          suggestions: ['Open fewer, or record the stock that arrived first.'],
        }),
      );
    }
    const docId = uuidv7();
    const reason = `Opened ${input.count} ${unit.code} into ${formatQty(qtyMilli)} ${product.baseUnit} loose`;
    const common = {
      productId: product.id,
      locationId,
      lotId: key.lotId,
      qtyMilli,
      reason,
      referenceType: 'open_pack',
      referenceId: docId,
      performedBy: actor.userId,
      allowInactive: true,
    };
    const out = await recordMovement(tx, { ...common, type: 'stock_out', form: 'sealed' });
    const added = await recordMovement(tx, { ...common, type: 'stock_in', form: 'loose' });
    await writeAudit(
      tx,
      {
        action: 'inventory.sack_opened',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'product',
        targetId: product.id,
        details: { sku: product.sku, unit: unit.code, count: input.count, qtyMilli, docId },
      },
      where,
    );
    const after = await balanceParts(tx, key);
    // Opening changes nothing in the total, so no stock warnings apply.
    return {
      out: { ...out, warnings: [] },
      in: { ...added, warnings: [] },
      sealedMilli: after.qtyMilli - after.looseMilli,
      looseMilli: after.looseMilli,
    };
  });
}
