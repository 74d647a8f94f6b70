import { type Database, sqlRows, type Tx } from '@fbms/db';
import { DomainError, refusal } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, branchIn, branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor } from '../../platform/http/context.ts';

type Db = Database['db'] | Tx;

/** The location every store starts with (migration 0004), in Main branch. */
export const MAIN_STORE_ID = '01900000-0000-7000-8000-000000000001';

/** Whose branches a request works in: the actor's branches and the one chosen in the switcher. */
export type BranchActor = Pick<Actor, 'branchIds' | 'activeBranchId'>;

/** Every branch, no switcher: the demo seeder and internal writers that act for the whole store. */
export const EVERY_BRANCH: BranchActor = { branchIds: 'all', activeBranchId: null };

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The location a request that names none works at (decision 0013), as one SQL expression so a caller can
 * send it inside its own statement: the first active store location (else any active location) of the
 * person's chosen branch, else of their first branch; an admin or the owner with no branch chosen gets
 * Main store, as before branches. NULL when the person has no active location at all.
 */
export function defaultLocationSql(actor: BranchActor): SQL {
  if (actor.branchIds === 'all' && !actor.activeBranchId) return sql`${MAIN_STORE_ID}::uuid`;
  const order = [
    ...(actor.activeBranchId ? [actor.activeBranchId] : []),
    ...(actor.branchIds === 'all' ? [] : actor.branchIds.filter((b) => b !== actor.activeBranchId)),
  ];
  if (order.length === 0) return sql`NULL::uuid`;
  const ids = uuidArray(order);
  return sql`(SELECT dl.id FROM locations dl
               WHERE dl.branch_id = ANY(${ids}::uuid[]) AND dl.is_active
               ORDER BY array_position(${ids}::uuid[], dl.branch_id), (dl.type = 'store') DESC, lower(dl.name), dl.id
               LIMIT 1)`;
}

const noLocation = () =>
  new DomainError(
    'VALIDATION_FAILED',
    'Choose an active location',
    refusal('locationInactive', { fields: { locationId: 'Choose an active location' } }),
  );

/** The default location of `defaultLocationSql`, read; refused (choose a location) when there is none. */
export async function defaultLocationId(db: Db, actor: BranchActor): Promise<string> {
  const [row] = await sqlRows<{ id: string | null }>(db, sql`SELECT ${defaultLocationSql(actor)} AS id`);
  if (!row?.id) throw noLocation();
  return row.id;
}

/**
 * The location a write uses: the one the request names, when it is a location of one of the person's
 * branches (`allowed`), else the default. A location of another branch is refused exactly as a missing
 * one is ("Choose an active location"): the answer says nothing about other branches' locations.
 * Whether the location is active is the writer's own check.
 */
export async function useLocation(db: Db, actor: BranchActor, locationId: string | null | undefined) {
  if (!locationId) return defaultLocationId(db, actor);
  const scope = branchScope(actor);
  const [row] = await sqlRows<{ id: string }>(
    db,
    sql`SELECT l.id FROM locations l WHERE l.id = ${locationId} AND ${branchIn(scope, sql`l.branch_id`, 'allowed')}`,
  );
  if (!row) throw noLocation();
  return row.id;
}

/** The locations a list may show (`read`) or a person may use (`allowed`), active or not, by name. */
export function listLocations(db: Db, scope: BranchScope, which: keyof BranchScope = 'read') {
  return sqlRows<{
    id: string;
    name: string;
    type: string;
    address: string | null;
    isActive: boolean;
    branchId: string;
    branchName: string;
    branchCode: string;
  }>(
    db,
    sql`SELECT l.id, l.name, l.type, l.address, l.is_active AS "isActive", l.branch_id AS "branchId",
               b.name AS "branchName", b.code AS "branchCode"
          FROM locations l JOIN branches b ON b.id = l.branch_id
         WHERE ${branchIn(scope, sql`l.branch_id`, which)}
         ORDER BY lower(l.name), l.id`,
  );
}

/**
 * A condition on a stock_balances alias: the balance is at a location of the branches in `read` (the
 * figures a list shows). Empty for every branch, so an admin's figures cost what they cost before.
 */
export function balanceInScope(scope: BranchScope, alias = 'b'): SQL {
  if (scope.read === 'all') return sql``;
  return sql` AND ${sql.raw(alias)}.location_id IN (SELECT sl.id FROM locations sl WHERE sl.branch_id = ANY(${uuidArray(scope.read)}::uuid[]))`;
}
