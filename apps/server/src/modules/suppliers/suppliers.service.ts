import type { Tx } from '@fbms/db';
import {
  DomainError,
  manilaDate,
  refusal,
  type Supplier,
  type SupplierFields,
  type SupplierPayables,
  supplierAgeing,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import {
  deleteSupplierProduct,
  deliveriesOf,
  findSupplier,
  insertSupplier,
  listSuppliers,
  lockSupplierRow,
  openBillsOf,
  ordersOf,
  paymentsOf,
  productExists,
  type R,
  returnsOf,
  setActiveRow,
  supplierNameTaken,
  supplierProducts,
  updateSupplierRow,
  upsertSupplierProduct,
} from './suppliers.repository.ts';

/**
 * Suppliers (issue 24): the record and its changes, each in one transaction with its audit row; the
 * products a supplier sells; the supplier page's orders, deliveries, returns and payables (read only:
 * purchasing, receiving and payables write those).
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

const notFound = (): never => {
  throw new DomainError('SUPPLIER_NOT_FOUND');
};

export const nameTaken = (name: string) =>
  new DomainError(
    'VALIDATION_FAILED',
    `A supplier named ${name} already exists`,
    refusal('supplierNameTaken', { name, fields: { name: `A supplier named ${name} already exists` } }),
  );

/** The unique index on lower(name) answers a race the check above it lost. */
const isUniqueViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause)
    if ((c as { code?: unknown }).code === '23505') return true;
  return false;
};

export async function supplierOf(deps: Deps, id: string, db: R = deps.database.db): Promise<Supplier> {
  return (await findSupplier(db, id)) ?? notFound();
}

export function suppliersList(
  deps: Deps,
  q: { q?: string | undefined; status: 'active' | 'inactive' | 'all'; page: number; pageSize: number },
) {
  return listSuppliers(deps.database.db, {
    q: q.q,
    status: q.status,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
}

const audit = (
  tx: Tx,
  actor: Actor,
  where: AuditWhere,
  action: Parameters<typeof writeAudit>[1]['action'],
  id: string | null,
  details: Record<string, unknown>,
) =>
  writeAudit(
    tx,
    {
      action,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'supplier',
      targetId: id,
      details,
    },
    where,
  );

async function guardName<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(name);
    throw e;
  }
}

export async function createSupplier(deps: Deps, actor: Actor, input: SupplierFields, where: AuditWhere) {
  return guardName(input.name, () =>
    deps.database.db.transaction(async (tx) => {
      if (await supplierNameTaken(tx, input.name, null)) throw nameTaken(input.name);
      const id = await insertSupplier(tx, input, actor.userId);
      const s = await supplierOf(deps, id, tx);
      await audit(tx, actor, where, 'suppliers.created', id, { name: s.name, supplierNo: s.supplierNo });
      return s;
    }),
  );
}

export async function updateSupplier(
  deps: Deps,
  actor: Actor,
  id: string,
  input: SupplierFields,
  where: AuditWhere,
) {
  return guardName(input.name, () =>
    deps.database.db.transaction(async (tx) => {
      const was = (await lockSupplierRow(tx, id)) ?? notFound();
      if (await supplierNameTaken(tx, input.name, id)) throw nameTaken(input.name);
      await updateSupplierRow(tx, id, input);
      const s = await supplierOf(deps, id, tx);
      await audit(tx, actor, where, 'suppliers.changed', id, { name: s.name, was: was.name });
      return s;
    }),
  );
}

export async function setSupplierActive(
  deps: Deps,
  actor: Actor,
  id: string,
  active: boolean,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const was = (await lockSupplierRow(tx, id)) ?? notFound();
    if (was.isActive !== active) {
      await setActiveRow(tx, id, active);
      await audit(tx, actor, where, active ? 'suppliers.reactivated' : 'suppliers.deactivated', id, {
        name: was.name,
      });
    }
    return supplierOf(deps, id, tx);
  });
}

export async function productsOf(deps: Deps, id: string) {
  await supplierOf(deps, id);
  return supplierProducts(deps.database.db, id);
}

export async function linkProduct(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { productId: string; supplierSku: string | null },
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const s = (await lockSupplierRow(tx, id)) ?? notFound();
    if (!(await productExists(tx, input.productId))) throw new DomainError('PRODUCT_NOT_FOUND');
    await upsertSupplierProduct(tx, id, input.productId, input.supplierSku);
    await audit(tx, actor, where, 'suppliers.product_linked', id, {
      name: s.name,
      productId: input.productId,
      supplierSku: input.supplierSku,
    });
    const [row] = await supplierProducts(tx, id, input.productId);
    return row!;
  });
}

export async function unlinkProduct(
  deps: Deps,
  actor: Actor,
  id: string,
  productId: string,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const s = (await lockSupplierRow(tx, id)) ?? notFound();
    const removed = await deleteSupplierProduct(tx, id, productId);
    if (removed) await audit(tx, actor, where, 'suppliers.product_unlinked', id, { name: s.name, productId });
    return { removed };
  });
}

export async function ordersOfSupplier(deps: Deps, actor: Actor, id: string) {
  await supplierOf(deps, id);
  return ordersOf(deps.database.db, id, branchScope(actor));
}
export async function deliveriesOfSupplier(deps: Deps, actor: Actor, id: string) {
  await supplierOf(deps, id);
  return deliveriesOf(deps.database.db, id, branchScope(actor));
}
export async function returnsOfSupplier(deps: Deps, actor: Actor, id: string) {
  await supplierOf(deps, id);
  return returnsOf(deps.database.db, id, branchScope(actor));
}

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The supplier's open bills and debit memos, the balance owed and its ageing by due date, recent payments. */
export async function payablesOf(deps: Deps, id: string): Promise<SupplierPayables> {
  await supplierOf(deps, id);
  const asOf = manilaDate(deps.now());
  const db = deps.database.db;
  const [rows, payments] = await Promise.all([openBillsOf(db, id), paymentsOf(db, id)]);
  const bills = rows.map((b) => ({
    ...b,
    openCentavos: b.amountCentavos - b.paidCentavos,
    daysOverdue: Math.max(0, daysBetween(b.dueDate, asOf)),
  }));
  const ageing = supplierAgeing(bills, asOf);
  return { asOf, balanceCentavos: ageing.total, ageing, bills, payments };
}
