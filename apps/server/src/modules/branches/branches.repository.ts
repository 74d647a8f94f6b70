import { type Db, sqlRows, type Tx } from '@fbms/db';
import type {
  BranchFields,
  BranchLocation,
  BranchPerson,
  BranchRef,
  LocationFields,
  LocationType,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, branchIn } from '../../platform/http/branch-scope.ts';

/** Branches, their locations, people and terminals (issue 26): the SQL. */

export type R = Pick<Db, 'execute'> | Tx;

const list = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface BranchRow {
  id: string;
  code: string;
  name: string;
  address: string | null;
  phone: string | null;
  tinBranchCode: string;
  birRegistration: string | null;
  active: boolean;
  version: number;
}

const branchCols = sql`b.id, b.code, b.name, b.address, b.phone, b.tin_branch_code AS "tinBranchCode",
  b.bir_registration AS "birRegistration", b.is_active AS active, b.version`;

const locationCols = sql`l.id, l.branch_id AS "branchId", l.name, l.description, l.type, l.address,
  l.is_active AS active, l.version`;

/** The branches the scope may use (its `allowed` branches), by name. */
export function branchRows(db: R, scope: BranchScope, id?: string): Promise<BranchRow[]> {
  const one: SQL = id ? sql`b.id = ${id}` : sql`true`;
  return sqlRows<BranchRow>(
    db,
    sql`SELECT ${branchCols} FROM branches b
         WHERE ${one} AND ${branchIn(scope, sql`b.id`, 'allowed')}
         ORDER BY lower(b.name), b.id`,
  );
}

export async function lockBranch(tx: Tx, id: string): Promise<BranchRow | undefined> {
  const [row] = await sqlRows<BranchRow>(
    tx,
    sql`SELECT ${branchCols} FROM branches b WHERE b.id = ${id} FOR UPDATE`,
  );
  return row;
}

/** The locations of these branches, ordered by name (seed 001 §7). */
export function locationsOf(db: R, branchIds: readonly string[]): Promise<BranchLocation[]> {
  if (branchIds.length === 0) return Promise.resolve([]);
  return sqlRows<BranchLocation>(
    db,
    sql`SELECT ${locationCols} FROM locations l
         WHERE l.branch_id IN (${list(branchIds)})
         ORDER BY lower(l.name), l.id`,
  );
}

export async function findLocation(db: R, id: string, lock = false): Promise<BranchLocation | undefined> {
  const [row] = await sqlRows<BranchLocation>(
    db,
    sql`SELECT ${locationCols} FROM locations l WHERE l.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** People (assigned) and active terminals per branch. */
export function countsOf(db: R, branchIds: readonly string[]) {
  if (branchIds.length === 0) return Promise.resolve([]);
  return sqlRows<{ branchId: string; people: number; terminals: number }>(
    db,
    sql`SELECT b.id AS "branchId",
               (SELECT count(*)::int FROM user_branches ub JOIN users u ON u.id = ub.user_id
                 WHERE ub.branch_id = b.id AND u.is_active) AS people,
               (SELECT count(*)::int FROM terminals t JOIN locations l ON l.id = t.location_id
                 WHERE l.branch_id = b.id AND t.is_active) AS terminals
          FROM branches b WHERE b.id IN (${list(branchIds)})`,
  );
}

export function peopleOf(db: R, branchId: string): Promise<BranchPerson[]> {
  return sqlRows<BranchPerson>(
    db,
    sql`SELECT u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS name, u.email,
               u.role, u.is_active AS active
          FROM user_branches ub JOIN users u ON u.id = ub.user_id
         WHERE ub.branch_id = ${branchId}
         ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
  );
}

export function terminalsOf(db: R, branchId: string) {
  return sqlRows<{ id: string; name: string; locationName: string; active: boolean }>(
    db,
    sql`SELECT t.id, t.name, l.name AS "locationName", t.is_active AS active
          FROM terminals t JOIN locations l ON l.id = t.location_id
         WHERE l.branch_id = ${branchId}
         ORDER BY t.is_active DESC, lower(t.name), t.id`,
  );
}

export async function branchTaken(db: R, input: { code: string; name: string }, exceptId: string | null) {
  const rows = await sqlRows<{ code: string; name: string }>(
    db,
    sql`SELECT code, name FROM branches
         WHERE (code = ${input.code} OR lower(name) = lower(${input.name}))
           AND (${exceptId}::uuid IS NULL OR id <> ${exceptId}::uuid)`,
  );
  return {
    code: rows.some((r) => r.code === input.code),
    name: rows.some((r) => r.name.toLowerCase() === input.name.toLowerCase()),
  };
}

export async function locationNameTaken(db: R, name: string, exceptId: string | null) {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`SELECT id FROM locations WHERE lower(name) = lower(${name})
           AND (${exceptId}::uuid IS NULL OR id <> ${exceptId}::uuid)`,
  );
  return rows.length > 0;
}

export async function insertBranch(tx: Tx, id: string, f: BranchFields) {
  await tx.execute(
    sql`INSERT INTO branches (id, code, name, address, phone, tin_branch_code, bir_registration, is_active)
        VALUES (${id}, ${f.code}, ${f.name}, ${f.address}, ${f.phone}, ${f.tinBranchCode}, ${f.birRegistration}, ${f.active})`,
  );
}

export async function updateBranchRow(tx: Tx, id: string, f: BranchFields) {
  await tx.execute(
    sql`UPDATE branches SET code = ${f.code}, name = ${f.name}, address = ${f.address}, phone = ${f.phone},
          tin_branch_code = ${f.tinBranchCode}, bir_registration = ${f.birRegistration}, is_active = ${f.active},
          version = version + 1, updated_at = now()
        WHERE id = ${id}`,
  );
}

export async function insertLocation(tx: Tx, id: string, branchId: string, f: LocationFields) {
  await tx.execute(
    sql`INSERT INTO locations (id, name, description, type, address, branch_id, is_active)
        VALUES (${id}, ${f.name}, ${f.description}, ${f.type}, ${f.address}, ${branchId}, ${f.active})`,
  );
}

export async function updateLocationRow(tx: Tx, id: string, f: LocationFields) {
  await tx.execute(
    sql`UPDATE locations SET name = ${f.name}, description = ${f.description}, type = ${f.type},
          address = ${f.address}, is_active = ${f.active}, version = version + 1, updated_at = now()
        WHERE id = ${id}`,
  );
}

/** Whether any location of the branch (or this one location) holds stock or an active terminal. */
export async function holdings(db: R, where: { branchId: string } | { locationId: string }) {
  const loc =
    'branchId' in where
      ? sql`location_id IN (SELECT id FROM locations WHERE branch_id = ${where.branchId})`
      : sql`location_id = ${where.locationId}`;
  const [row] = await sqlRows<{ stock: boolean; terminal: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM stock_balances WHERE ${loc} AND qty_milli > 0) AS stock,
               EXISTS (SELECT 1 FROM terminals WHERE ${loc} AND is_active) AS terminal`,
  );
  return row ?? { stock: false, terminal: false };
}

export async function otherActiveBranches(db: R, id: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM branches WHERE is_active AND id <> ${id}`,
  );
  return row?.n ?? 0;
}

/** The branches a person works in, as /api/me and the users list name them. */
export function branchesOfUsers(db: R, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([] as (BranchRef & { userId: string })[]);
  return sqlRows<BranchRef & { userId: string }>(
    db,
    sql`SELECT ub.user_id AS "userId", b.id, b.code, b.name
          FROM user_branches ub JOIN branches b ON b.id = ub.branch_id
         WHERE ub.user_id IN (${list(userIds)})
         ORDER BY lower(b.name), b.id`,
  );
}

/** Every active branch (an admin's or the owner's switcher), or the person's active ones. */
export function switcherBranches(db: R, userId: string | null): Promise<BranchRef[]> {
  return sqlRows<BranchRef>(
    db,
    userId
      ? sql`SELECT b.id, b.code, b.name FROM user_branches ub JOIN branches b ON b.id = ub.branch_id
             WHERE ub.user_id = ${userId} AND b.is_active ORDER BY lower(b.name), b.id`
      : sql`SELECT b.id, b.code, b.name FROM branches b WHERE b.is_active ORDER BY lower(b.name), b.id`,
  );
}

export type { LocationType };
