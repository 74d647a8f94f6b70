import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  DomainError,
  manilaDate,
  type PoAction,
  type PoFormOptions,
  type PoInput,
  type PoStatus,
  type PurchaseOrder,
  poApprovalRefusal,
  poLineCentavos,
  poOrderedMilli,
  refusal,
  requirePoTransition,
  unitCostFromBase,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import { type BranchScope, branchIn, branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { nextPurchaseNumber } from '../../platform/series.ts';
import { type BranchActor, defaultLocationSql, useLocation } from '../inventory/locations.service.ts';
import { lockSupplier } from './payables-ledger.service.ts';
import {
  adminApprovalAbove,
  findPurchaseOrder,
  listPurchaseOrders,
  lockPoRow,
  type PoRow,
  productOptions,
  productsForLines,
  type R,
  reorderSuggestions,
} from './purchase-orders.repository.ts';

/**
 * Purchase orders (issue 24): a draft and its changes, then submit → approve (a manager; above the
 * store's threshold an admin) or reject back to draft, cancel, close. Each step is one transaction that
 * locks the order's row and asks the domain's state machine (`requirePoTransition`); a stale version is
 * refused (DOCUMENT_CHANGED), and every step leaves an audit row.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;
const today = (deps: Deps) => manilaDate(deps.now());

/** One order, if it delivers to one of the person's branches (`scope`, default every branch); else 404. */
export async function purchaseOrderOf(
  deps: Deps,
  id: string,
  db: R = deps.database.db,
  scope?: BranchScope,
): Promise<PurchaseOrder> {
  const po = await findPurchaseOrder(db, id, scope);
  if (!po) throw new DomainError('PURCHASE_ORDER_NOT_FOUND');
  return { ...po, adminApprovalAboveCentavos: await adminApprovalAbove(db) };
}

const audit = (
  tx: Tx,
  actor: Actor,
  where: AuditWhere,
  action: Parameters<typeof writeAudit>[1]['action'],
  po: { id: string; poNo: string },
  details: Record<string, unknown> = {},
) =>
  writeAudit(
    tx,
    {
      action,
      ...who(actor),
      targetType: 'purchase_order',
      targetId: po.id,
      details: { poNo: po.poNo, ...details },
    },
    where,
  );

interface PricedLine {
  productId: string;
  unitCode: string;
  baseMilliPerUnit: number;
  orderedMilli: number;
  unitCostCentavos: number;
  lineCentavos: number;
}

/** Checks each line's product and unit and fills the default cost; refuses with the line's field. */
export async function priceLines(tx: Tx, supplierId: string, lines: PoInput['lines']): Promise<PricedLine[]> {
  if (lines.length === 0)
    throw new DomainError(
      'VALIDATION_FAILED',
      'Add at least one product to the order.',
      refusal('poNoLines'),
    );
  const products = await productsForLines(tx, supplierId, [...new Set(lines.map((l) => l.productId))]);
  return lines.map((l, i) => {
    const p = products.get(l.productId);
    if (!p?.isActive)
      throw new DomainError('VALIDATION_FAILED', 'Choose an active product.', {
        fields: { [`lines.${i}.productId`]: p ? `${p.name} is inactive` : 'This product does not exist' },
      });
    const unit =
      l.unitCode === p.baseUnit
        ? { code: p.baseUnit, baseMilliPerUnit: 1000 }
        : p.units.find((u) => u.code === l.unitCode);
    if (!unit)
      throw new DomainError(
        'VALIDATION_FAILED',
        `${p.name} has no unit "${l.unitCode}".`,
        refusal('unitNotOfProduct', {
          product: p.name,
          unit: l.unitCode,
          fields: { [`lines.${i}.unitCode`]: `${p.name} has no unit "${l.unitCode}"` },
        }),
      );
    const orderedMilli = poOrderedMilli(l.qtyMilli, unit.baseMilliPerUnit);
    if (orderedMilli <= 0)
      throw new DomainError('VALIDATION_FAILED', 'The quantity is too small.', {
        fields: { [`lines.${i}.qtyMilli`]: 'The quantity is too small' },
      });
    const unitCostCentavos =
      l.unitCostCentavos ?? unitCostFromBase(p.lastCostCentavos ?? p.costCentavos, unit.baseMilliPerUnit);
    return {
      productId: p.id,
      unitCode: unit.code,
      baseMilliPerUnit: unit.baseMilliPerUnit,
      orderedMilli,
      unitCostCentavos,
      lineCentavos: poLineCentavos(l.qtyMilli, unitCostCentavos),
    };
  });
}

export async function writeLines(tx: Tx, poId: string, lines: PricedLine[]) {
  await sqlRows(tx, sql`DELETE FROM purchase_order_lines WHERE po_id = ${poId}`);
  await sqlRows(
    tx,
    sql`INSERT INTO purchase_order_lines (id, po_id, line_no, product_id, unit_code, base_milli_per_unit,
                                          ordered_milli, unit_cost_centavos)
        VALUES ${sql.join(
          lines.map(
            (l, i) =>
              sql`(${uuidv7()}, ${poId}, ${i + 1}, ${l.productId}, ${l.unitCode}, ${l.baseMilliPerUnit},
                   ${l.orderedMilli}, ${l.unitCostCentavos})`,
          ),
          sql`, `,
        )}`,
  );
}

/** The delivery location: the one named if it is one of the person's branches', else their default. */
async function locationOf(tx: Tx, actor: BranchActor, id: string | undefined): Promise<string> {
  const loc = await useLocation(tx, actor, id);
  const [row] = await sqlRows<{ id: string }>(
    tx,
    sql`SELECT id FROM locations WHERE id = ${loc} AND is_active`,
  );
  if (!row)
    throw new DomainError('VALIDATION_FAILED', 'Choose an active delivery location.', {
      fields: { locationId: 'Choose an active delivery location' },
    });
  return row.id;
}

const total = (lines: PricedLine[]) => lines.reduce((s, l) => s + l.lineCentavos, 0);

export async function createPurchaseOrder(deps: Deps, actor: Actor, input: PoInput, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    await lockSupplier(tx, input.supplierId);
    const lines = await priceLines(tx, input.supplierId, input.lines);
    const locationId = await locationOf(tx, actor, input.locationId);
    const orderDate = today(deps);
    const poNo = await nextPurchaseNumber(tx, 'purchaseOrder', orderDate);
    const id = uuidv7();
    await sqlRows(
      tx,
      sql`INSERT INTO purchase_orders (id, po_no, supplier_id, location_id, status, order_date, expected_date,
                                       notes, total_centavos, created_by)
          VALUES (${id}, ${poNo}, ${input.supplierId}, ${locationId}, 'draft', ${orderDate},
                  ${input.expectedDate ?? null}, ${input.notes || null}, ${total(lines)}, ${actor.userId})`,
    );
    await writeLines(tx, id, lines);
    await audit(tx, actor, where, 'purchases.po_created', { id, poNo }, { totalCentavos: total(lines) });
    return purchaseOrderOf(deps, id, tx, branchScope(actor));
  });
}

async function lockForStep(tx: Tx, actor: Actor, id: string, version: number | undefined, action: PoAction) {
  const row = await lockPoRow(tx, id, branchScope(actor));
  if (!row) throw new DomainError('PURCHASE_ORDER_NOT_FOUND');
  const next = requirePoTransition(row.status, action);
  if (version !== undefined && version !== row.version)
    throw new DomainError('DOCUMENT_CHANGED', undefined, { version: row.version });
  return { row, next };
}

export async function updatePurchaseOrder(
  deps: Deps,
  actor: Actor,
  id: string,
  input: PoInput & { version: number },
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const { row } = await lockForStep(tx, actor, id, input.version, 'edit');
    await lockSupplier(tx, input.supplierId);
    const lines = await priceLines(tx, input.supplierId, input.lines);
    const locationId = await locationOf(tx, actor, input.locationId);
    await sqlRows(
      tx,
      sql`UPDATE purchase_orders SET supplier_id = ${input.supplierId}, location_id = ${locationId},
                 expected_date = ${input.expectedDate ?? null}, notes = ${input.notes || null},
                 total_centavos = ${total(lines)}, version = version + 1, updated_at = now()
           WHERE id = ${id}`,
    );
    await writeLines(tx, id, lines);
    await audit(tx, actor, where, 'purchases.po_changed', row, {
      was: row.totalCentavos,
      totalCentavos: total(lines),
    });
    return purchaseOrderOf(deps, id, tx, branchScope(actor));
  });
}

const STEP_AUDIT = {
  submit: 'purchases.po_submitted',
  approve: 'purchases.po_approved',
  reject: 'purchases.po_rejected',
  cancel: 'purchases.po_cancelled',
  close: 'purchases.po_closed',
} as const;

/** One step of the state machine (submit, approve, reject, cancel, close), in its own transaction. */
export async function stepPurchaseOrder(
  deps: Deps,
  actor: Actor,
  id: string,
  action: keyof typeof STEP_AUDIT,
  body: { version?: number | undefined; reason?: string | undefined },
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const { row, next } = await lockForStep(tx, actor, id, body.version, action);
    if (action === 'approve') await refuseApproval(tx, row, actor);
    if (action === 'submit') {
      const [n] = await sqlRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM purchase_order_lines WHERE po_id = ${id}`,
      );
      if (!n?.n)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          'Add at least one product to the order.',
          refusal('poNoLines'),
        );
    }
    await sqlRows(
      tx,
      sql`UPDATE purchase_orders SET ${setFor(action, next, actor, body.reason)} WHERE id = ${id}`,
    );
    await audit(tx, actor, where, STEP_AUDIT[action], row, {
      from: row.status,
      to: next,
      ...(body.reason ? { reason: body.reason } : {}),
    });
    return purchaseOrderOf(deps, id, tx, branchScope(actor));
  });
}

function setFor(action: keyof typeof STEP_AUDIT, next: PoStatus, actor: Actor, reason?: string) {
  const common = sql`status = ${next}, version = version + 1, updated_at = now()`;
  switch (action) {
    case 'submit':
      return sql`${common}, submitted_by = ${actor.userId}, submitted_at = now()`;
    case 'approve':
      return sql`${common}, approved_by = ${actor.userId}, approved_at = now()`;
    case 'reject':
      return sql`${common}, submitted_by = NULL, submitted_at = NULL`;
    case 'cancel':
      return sql`${common}, cancelled_by = ${actor.userId}, cancelled_at = now(), cancel_reason = ${reason ?? null}`;
    case 'close':
      return sql`${common}, closed_by = ${actor.userId}, closed_at = now()`;
  }
}

async function refuseApproval(tx: Tx, row: PoRow, actor: Actor) {
  const threshold = await adminApprovalAbove(tx);
  const why = poApprovalRefusal({
    totalCentavos: row.totalCentavos,
    thresholdCentavos: threshold,
    approverRole: actor.role,
  });
  if (why)
    throw new DomainError(
      'AUTH_INSUFFICIENT_PERMISSIONS',
      'This order is above the amount a manager may approve: an admin must approve it.',
      refusal(why, { thresholdCentavos: threshold }),
    );
}

export function purchaseOrdersList(
  deps: Deps,
  actor: Actor,
  q: {
    status: PoStatus | 'open' | 'all';
    supplierId?: string | undefined;
    q?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  return listPurchaseOrders(
    deps.database.db,
    {
      status: q.status,
      supplierId: q.supplierId,
      q: q.q,
      from: q.from,
      to: q.to,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    },
    branchScope(actor),
  );
}

/**
 * What the order form picks from: active suppliers, the active locations of the person's branches (their
 * default first, marked isMain), the approval threshold.
 */
export async function poFormOptions(deps: Deps, actor: Actor): Promise<PoFormOptions> {
  const db = deps.database.db;
  const suppliers = await sqlRows<PoFormOptions['suppliers'][number]>(
    db,
    sql`SELECT id, name, email, payment_terms_days AS "paymentTermsDays" FROM suppliers
         WHERE is_active ORDER BY lower(name)`,
  );
  const locations = await sqlRows<PoFormOptions['locations'][number]>(
    db,
    sql`WITH d AS (SELECT ${defaultLocationSql(actor)} AS id)
        SELECT l.id, l.name, (l.id IS NOT DISTINCT FROM d.id) AS "isMain", b.name AS "branchName"
          FROM locations l JOIN branches b ON b.id = l.branch_id CROSS JOIN d
         WHERE l.is_active AND ${branchIn(branchScope(actor), sql`l.branch_id`, 'allowed')}
         ORDER BY (l.id IS NOT DISTINCT FROM d.id) DESC, lower(l.name)`,
  );
  return { suppliers, locations, adminApprovalAboveCentavos: await adminApprovalAbove(db) };
}

export async function poProductOptions(
  deps: Deps,
  actor: Actor,
  q: { q?: string | undefined; supplierId?: string | undefined; ids?: string | undefined },
) {
  const ids = q.ids
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9a-f-]{36}$/i.test(s));
  return {
    items: await productOptions(
      deps.database.db,
      { q: q.q, supplierId: q.supplierId, ids },
      branchScope(actor),
    ),
  };
}

export async function poReorderSuggestions(deps: Deps, actor: Actor) {
  return { items: await reorderSuggestions(deps.database.db, branchScope(actor)) };
}
