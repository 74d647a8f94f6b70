import { type CategoryInput, DomainError, refusal } from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import {
  categoryNameTaken,
  deleteCategoryRow,
  findCategory,
  insertCategory,
  lockCategory,
  updateCategoryRow,
} from './categories.repository.ts';

type Deps = Pick<AppDeps, 'database'>;

const duplicate = (name: string) =>
  new DomainError(
    'VALIDATION_FAILED',
    `A category named ${name} already exists`,
    refusal('categoryNameTaken', { name, fields: { name: `A category named ${name} already exists` } }),
  );

export async function createCategory(deps: Deps, actor: Actor, input: CategoryInput, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    if (await categoryNameTaken(tx, input.name, null)) throw duplicate(input.name);
    const id = await insertCategory(tx, input);
    await writeAudit(
      tx,
      {
        action: 'catalog.category_created',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'category',
        targetId: id,
        details: { name: input.name },
      },
      where,
    );
    return (await findCategory(tx, id))!;
  });
}

export async function updateCategory(
  deps: Deps,
  actor: Actor,
  id: string,
  input: CategoryInput,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id)))
      throw new DomainError('DB_RECORD_NOT_FOUND', 'Category not found', refusal('categoryNotFound'));
    if (await categoryNameTaken(tx, input.name, id)) throw duplicate(input.name);
    const before = (await findCategory(tx, id))!;
    await updateCategoryRow(tx, id, input);
    await writeAudit(
      tx,
      {
        action: 'catalog.category_updated',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'category',
        targetId: id,
        details: { from: { name: before.name, isActive: before.isActive }, to: input },
      },
      where,
    );
    return (await findCategory(tx, id))!;
  });
}

/** Only a category no product uses can be deleted; otherwise deactivate it. */
export async function deleteCategory(deps: Deps, actor: Actor, id: string, where: AuditWhere) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id)))
      throw new DomainError('DB_RECORD_NOT_FOUND', 'Category not found', refusal('categoryNotFound'));
    const c = (await findCategory(tx, id))!;
    if (c.productCount > 0)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `${c.name} is used by ${c.productCount} product${c.productCount === 1 ? '' : 's'}. Move them to another category or deactivate it instead.`,
        refusal('categoryInUse', { name: c.name, count: c.productCount }),
      );
    await deleteCategoryRow(tx, id);
    await writeAudit(
      tx,
      {
        action: 'catalog.category_deleted',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'category',
        targetId: id,
        details: { name: c.name },
      },
      where,
    );
  });
}
