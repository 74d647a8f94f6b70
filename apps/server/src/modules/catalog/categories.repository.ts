import { type Database, sqlRows, type Tx, uuidv7 } from '@fbms/db';
import type { Category, CategoryInput } from '@fbms/domain';
import { sql } from 'drizzle-orm';

type Runner = Database['db'] | Tx;

/** A category row: the contract's `Category`, its date as read. */
export type CategoryRow = Omit<Category, 'createdAt'> & { createdAt: Date };

const SELECT = sql`
  SELECT c.id, c.name, c.description, c.is_active AS "isActive", c.created_at AS "createdAt",
         (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS "productCount"
    FROM categories c`;

const withDate = (r: CategoryRow): CategoryRow => ({ ...r, createdAt: new Date(r.createdAt) });

export async function listCategories(db: Runner, includeInactive: boolean) {
  const rows = await sqlRows<CategoryRow>(
    db,
    includeInactive
      ? sql`${SELECT} ORDER BY lower(c.name)`
      : sql`${SELECT} WHERE c.is_active ORDER BY lower(c.name)`,
  );
  return rows.map(withDate);
}

export async function findCategory(db: Runner, id: string) {
  const [row] = await sqlRows<CategoryRow>(db, sql`${SELECT} WHERE c.id = ${id}`);
  return row && withDate(row);
}

export async function lockCategory(tx: Tx, id: string) {
  const [row] = await sqlRows<{ id: string }>(tx, sql`SELECT id FROM categories WHERE id = ${id} FOR UPDATE`);
  return row;
}

export async function categoryNameTaken(tx: Tx, name: string, exceptId: string | null) {
  const [row] = await sqlRows<{ id: string }>(
    tx,
    sql`SELECT id FROM categories WHERE lower(name) = lower(${name})
          AND (${exceptId}::uuid IS NULL OR id <> ${exceptId}::uuid)`,
  );
  return row !== undefined;
}

export async function insertCategory(tx: Tx, c: CategoryInput) {
  const id = uuidv7();
  await tx.execute(
    sql`INSERT INTO categories (id, name, description, is_active) VALUES (${id}, ${c.name}, ${c.description}, ${c.isActive})`,
  );
  return id;
}

export async function updateCategoryRow(tx: Tx, id: string, c: CategoryInput) {
  await tx.execute(
    sql`UPDATE categories SET name = ${c.name}, description = ${c.description}, is_active = ${c.isActive},
          updated_at = now() WHERE id = ${id}`,
  );
}

export async function deleteCategoryRow(tx: Tx, id: string) {
  await tx.execute(sql`DELETE FROM categories WHERE id = ${id}`);
}
