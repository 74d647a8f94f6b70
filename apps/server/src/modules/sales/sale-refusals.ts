import { type CompleteSale, DomainError, type ErrorCode } from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';

/**
 * Refusals that say someone sent what the screen could not have shown (T6): a price or total that is
 * not the server's, a discount or price change beyond the cashier's right without a manager, tenders
 * that do not pay the total. Stock refusals are the ordinary race between two tills and are not listed.
 */
const AUDITED = new Set<ErrorCode>(['SALE_PRICE_CHANGED', 'SALE_TOTAL_CHANGED', 'APPROVAL_REQUIRED']);

function isAudited(e: DomainError): boolean {
  if (AUDITED.has(e.code)) return true;
  const fields = (e.details as { fields?: Record<string, unknown> } | undefined)?.fields;
  return e.code === 'VALIDATION_FAILED' && fields !== undefined && 'payments' in fields;
}

/** Writes the refused sale's audit row on its own, after the sale's transaction rolled back. */
export async function auditRefusal(
  deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'logger'>>,
  actor: Actor,
  input: CompleteSale,
  error: unknown,
  where: AuditWhere,
): Promise<void> {
  if (!(error instanceof DomainError) || !isAudited(error)) return;
  try {
    await writeAudit(
      deps.database.db,
      {
        action: 'sales.refused',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'sale',
        targetId: input.id,
        details: {
          code: error.code,
          reason: error.message,
          ...(error.details && typeof error.details === 'object' ? { refusal: error.details } : {}),
          sentTotalCentavos: input.totalCentavos,
          lines: input.lines.map((l) => ({
            productId: l.productId,
            unitCode: l.unitCode,
            qtyMilli: l.qtyMilli,
            unitPriceCentavos: l.unitPriceCentavos,
            ...(l.priceOverride ? { priceOverride: true } : {}),
            ...(l.promo ? { promo: l.promo } : {}),
          })),
          ...(input.orderPromo ? { orderPromo: input.orderPromo } : {}),
        },
      },
      where,
    );
  } catch (err) {
    // The refusal itself still reaches the cashier.
    deps.logger?.error({ err, saleId: input.id }, 'could not audit a refused sale');
  }
}
