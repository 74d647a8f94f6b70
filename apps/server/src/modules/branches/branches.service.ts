import { sqlRows as sqlRowsOf, uuidv7 } from '@fbms/db';
import {
  type Branch,
  type BranchFields,
  type BranchLocation,
  type BranchSummary,
  DomainError,
  type LocationFields,
  refusal,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import { branchScope, mayUseBranch } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import {
  branchesOfUsers,
  branchRows,
  branchTaken,
  countsOf,
  findLocation,
  holdings,
  insertBranch,
  insertLocation,
  locationNameTaken,
  locationsOf,
  lockBranch,
  otherActiveBranches,
  peopleOf,
  type R,
  switcherBranches,
  terminalsOf,
  updateBranchRow,
  updateLocationRow,
} from './branches.repository.ts';

/**
 * Branches (issue 26, decision 0013): the branches a person may see (an admin or the owner: every one;
 * a manager: their own), a branch's page, and the admin's changes, each in one transaction with its
 * audit row. A branch outside the person's branches answers 404, as if it did not exist (T12).
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

const branchNotFound = (): never => {
  throw new DomainError('BRANCH_NOT_FOUND');
};
const locationNotFound = (): never => {
  throw new DomainError('LOCATION_NOT_FOUND');
};

const invalid = (message: string, details: object) =>
  new DomainError('BUSINESS_INVALID_OPERATION', message, details);

function taken(kind: 'code' | 'name', value: string) {
  const message =
    kind === 'code'
      ? `Another branch already has the code ${value}`
      : `A branch named ${value} already exists`;
  return new DomainError(
    'VALIDATION_FAILED',
    message,
    kind === 'code'
      ? refusal('branchCodeTaken', { code: value, fields: { code: message } })
      : refusal('branchNameTaken', { name: value, fields: { name: message } }),
  );
}

const locationTaken = (name: string) => {
  const message = `A location named ${name} already exists`;
  return new DomainError(
    'VALIDATION_FAILED',
    message,
    refusal('locationNameTaken', { name, fields: { name: message } }),
  );
};

/** The unique indexes answer a race the checks before them lost. */
const isUniqueViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause)
    if ((c as { code?: unknown }).code === '23505') return true;
  return false;
};

export async function branchesList(deps: Deps, actor: Actor): Promise<BranchSummary[]> {
  const db = deps.database.db;
  const rows = await branchRows(db, branchScope(actor));
  const ids = rows.map((b) => b.id);
  const [locations, counts] = await Promise.all([locationsOf(db, ids), countsOf(db, ids)]);
  return rows.map((b) => {
    const n = counts.find((c) => c.branchId === b.id);
    return {
      ...b,
      locations: locations.filter((l) => l.branchId === b.id),
      peopleCount: n?.people ?? 0,
      terminalCount: n?.terminals ?? 0,
    };
  });
}

export async function branchOf(
  deps: Deps,
  actor: Actor,
  id: string,
  db: R = deps.database.db,
): Promise<Branch> {
  const [b] = await branchRows(db, branchScope(actor), id);
  if (!b) return branchNotFound();
  const [locations, people, terminals] = await Promise.all([
    locationsOf(db, [id]),
    peopleOf(db, id),
    terminalsOf(db, id),
  ]);
  return { ...b, locations, people, terminals };
}

const audit = (
  tx: Parameters<typeof writeAudit>[0],
  actor: Actor,
  where: AuditWhere,
  action: Parameters<typeof writeAudit>[1]['action'],
  targetType: 'branch' | 'location',
  id: string,
  details: Record<string, unknown>,
) => writeAudit(tx, { action, ...who(actor), targetType, targetId: id, details }, where);

async function guardUnique<T>(input: { code: string; name: string }, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw taken('name', input.name);
    throw e;
  }
}

export async function createBranch(deps: Deps, actor: Actor, input: BranchFields, where: AuditWhere) {
  return guardUnique(input, () =>
    deps.database.db.transaction(async (tx) => {
      const t = await branchTaken(tx, input, null);
      if (t.code) throw taken('code', input.code);
      if (t.name) throw taken('name', input.name);
      const id = uuidv7();
      await insertBranch(tx, id, input);
      await audit(tx, actor, where, 'branches.created', 'branch', id, { code: input.code, name: input.name });
      return branchOf(deps, actor, id, tx);
    }),
  );
}

export async function updateBranch(
  deps: Deps,
  actor: Actor,
  id: string,
  input: BranchFields & { version: number },
  where: AuditWhere,
) {
  return guardUnique(input, () =>
    deps.database.db.transaction(async (tx) => {
      if (!mayUseBranch(branchScope(actor), id)) branchNotFound();
      const was = (await lockBranch(tx, id)) ?? branchNotFound();
      if (was.version !== input.version)
        throw new DomainError('BRANCH_CHANGED', undefined, { version: was.version });
      const t = await branchTaken(tx, input, id);
      if (t.code) throw taken('code', input.code);
      if (t.name) throw taken('name', input.name);
      if (was.active && !input.active) {
        if ((await otherActiveBranches(tx, id)) === 0)
          throw invalid(
            'This is the only active branch: a store needs at least one. Nothing was changed.',
            refusal('branchLastActive', { name: was.name }),
          );
        const h = await holdings(tx, { branchId: id });
        if (h.stock)
          throw invalid(
            'This branch still has stock at its locations. Transfer or write it off before deactivating the branch.',
            refusal('branchHasStock', { name: was.name }),
          );
        if (h.terminal)
          throw invalid(
            'This branch has an active POS terminal. Retire the terminal before deactivating the branch.',
            refusal('branchHasTerminal', { name: was.name }),
          );
        // Sessions that chose it in the switcher go back to all of their branches.
        await tx.execute(sql`UPDATE sessions SET branch_id = NULL WHERE branch_id = ${id}`);
      }
      await updateBranchRow(tx, id, input);
      const changed = (
        ['code', 'name', 'address', 'phone', 'tinBranchCode', 'birRegistration', 'active'] as const
      ).filter((k) => was[k] !== input[k]);
      await audit(tx, actor, where, 'branches.changed', 'branch', id, {
        code: input.code,
        name: input.name,
        changed,
      });
      return branchOf(deps, actor, id, tx);
    }),
  );
}

async function guardLocationName<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw locationTaken(name);
    throw e;
  }
}

export async function createLocation(
  deps: Deps,
  actor: Actor,
  branchId: string,
  input: LocationFields,
  where: AuditWhere,
): Promise<BranchLocation> {
  return guardLocationName(input.name, () =>
    deps.database.db.transaction(async (tx) => {
      if (!mayUseBranch(branchScope(actor), branchId)) branchNotFound();
      const b = (await lockBranch(tx, branchId)) ?? branchNotFound();
      if (await locationNameTaken(tx, input.name, null)) throw locationTaken(input.name);
      const id = uuidv7();
      await insertLocation(tx, id, branchId, input);
      await audit(tx, actor, where, 'branches.location_created', 'location', id, {
        branch: b.code,
        name: input.name,
        type: input.type,
      });
      return (await findLocation(tx, id))!;
    }),
  );
}

export async function updateLocation(
  deps: Deps,
  actor: Actor,
  id: string,
  input: LocationFields & { version: number },
  where: AuditWhere,
): Promise<BranchLocation> {
  return guardLocationName(input.name, () =>
    deps.database.db.transaction(async (tx) => {
      const was = (await findLocation(tx, id, true)) ?? locationNotFound();
      if (!mayUseBranch(branchScope(actor), was.branchId)) locationNotFound();
      if (was.version !== input.version)
        throw new DomainError('BRANCH_CHANGED', undefined, { version: was.version });
      if (await locationNameTaken(tx, input.name, id)) throw locationTaken(input.name);
      if (was.active && !input.active) {
        const h = await holdings(tx, { locationId: id });
        if (h.stock)
          throw invalid(
            'This location still holds stock. Transfer or write it off before deactivating the location.',
            refusal('locationHasStock', { name: was.name }),
          );
        if (h.terminal)
          throw invalid(
            'A POS terminal is at this location. Retire the terminal before deactivating the location.',
            refusal('locationHasTerminal', { name: was.name }),
          );
      }
      await updateLocationRow(tx, id, input);
      const changed = (['name', 'description', 'type', 'address', 'active'] as const).filter(
        (k) => was[k] !== input[k],
      );
      await audit(tx, actor, where, 'branches.location_changed', 'location', id, {
        name: input.name,
        changed,
      });
      return (await findLocation(tx, id))!;
    }),
  );
}

/** The top bar's switcher: the person's branches, the one chosen, whether they work in every branch. */
export async function switcherOf(deps: Deps, actor: Actor) {
  const all = actor.branchIds === 'all';
  const branches = await switcherBranches(deps.database.db, all ? null : actor.userId);
  const chosen = actor.activeBranchId && branches.some((b) => b.id === actor.activeBranchId);
  return { branches, activeBranchId: chosen ? actor.activeBranchId : null, allBranches: all };
}

/** Chooses the branch this session's lists and reports show (null: all of the person's branches). */
export async function chooseBranch(deps: Deps, actor: Actor, branchId: string | null) {
  const db = deps.database.db;
  if (branchId) {
    if (!mayUseBranch(branchScope(actor), branchId)) branchNotFound();
    const [b] = await branchRows(db, { read: 'all', allowed: 'all' }, branchId);
    if (!b) branchNotFound();
    if (!b!.active)
      throw invalid(
        'This branch is inactive. Choose an active branch.',
        refusal('branchInactive', { name: b!.name }),
      );
  }
  await db.execute(sql`UPDATE sessions SET branch_id = ${branchId} WHERE id = ${actor.sessionId}`);
  return { activeBranchId: branchId };
}

/**
 * The branches a person works in (the whole list, at least one), from the branch page's People section.
 * Every branch must exist and be active; an admin's or the owner's list is kept though they see all.
 */
export async function setPersonBranches(
  deps: Deps,
  actor: Actor,
  userId: string,
  branchIds: readonly string[],
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const [user] = await sqlRowsOf<{ id: string; email: string }>(
      tx,
      sql`SELECT id, email FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    if (!user) throw new DomainError('AUTH_USER_NOT_FOUND');
    const rows = await branchRows(tx, { read: 'all', allowed: 'all' });
    for (const id of branchIds) {
      const b = rows.find((r) => r.id === id);
      if (!b) branchNotFound();
      if (!b!.active)
        throw invalid(
          'This branch is inactive. Choose an active branch.',
          refusal('branchInactive', { name: b!.name }),
        );
    }
    const before = (await branchesOfUsers(tx, [userId])).map((b) => b.code);
    await tx.execute(sql`DELETE FROM user_branches WHERE user_id = ${userId}`);
    for (const id of branchIds)
      await tx.execute(sql`INSERT INTO user_branches (user_id, branch_id) VALUES (${userId}, ${id})`);
    // A session that chose a branch the person no longer works in goes back to all of theirs.
    await tx.execute(
      sql`UPDATE sessions SET branch_id = NULL WHERE user_id = ${userId} AND branch_id IS NOT NULL
            AND branch_id NOT IN (SELECT branch_id FROM user_branches WHERE user_id = ${userId})`,
    );
    const after = (await branchesOfUsers(tx, [userId])).map((b) => b.code);
    await writeAudit(
      tx,
      {
        action: 'users.branches_changed',
        ...who(actor),
        targetType: 'user',
        targetId: userId,
        details: { email: user.email, before, after },
      },
      where,
    );
  });
}

/** The branches of each of these people (the users list's column), by name. */
export function branchesOfPeople(deps: Pick<AppDeps, 'database'>, userIds: readonly string[]) {
  return branchesOfUsers(deps.database.db, userIds);
}
