import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from './context.ts';

/**
 * Which branches a request may read and change (T12, decision 0013). Every branch-owned list, report,
 * stock figure and document is filtered through this on the server; a branch id sent by the client never
 * widens it. `all`: an admin or the owner with no branch chosen in the switcher.
 *
 * - `read`: the branches lists and reports show: the one chosen in the switcher, else all of the person's.
 * - `allowed`: every branch the person works in, whatever the switcher says. A document of another of
 *   their branches opened by its link still opens (the switcher narrows lists, it does not revoke).
 */
export interface BranchScope {
  read: readonly string[] | 'all';
  allowed: readonly string[] | 'all';
}

export function branchScope(actor: Pick<Actor, 'branchIds' | 'activeBranchId'>): BranchScope {
  const allowed = actor.branchIds;
  const read = actor.activeBranchId ? [actor.activeBranchId] : allowed;
  return { read, allowed };
}

/** Whether a branch's data is the person's to see or change (any of their branches, not only the chosen one). */
export function mayUseBranch(scope: BranchScope, branchId: string): boolean {
  return scope.allowed === 'all' || scope.allowed.includes(branchId);
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * A WHERE condition: `branchColumn` (a branch id column) is one the list may show. `which` picks the
 * switcher's narrowing (`read`, for lists and reports) or every branch of the person (`allowed`, for
 * opening or changing one document).
 */
export function branchIn(scope: BranchScope, branchColumn: SQL, which: keyof BranchScope = 'read'): SQL {
  const ids = scope[which];
  if (ids === 'all') return sql`true`;
  return sql`${branchColumn} = ANY(${uuidArray(ids)}::uuid[])`;
}

/** A WHERE condition: `locationColumn` (a location id column) is a location of a branch the list may show. */
export function locationIn(scope: BranchScope, locationColumn: SQL, which: keyof BranchScope = 'read'): SQL {
  const ids = scope[which];
  if (ids === 'all') return sql`true`;
  return sql`${locationColumn} IN (SELECT l.id FROM locations l WHERE l.branch_id = ANY(${uuidArray(ids)}::uuid[]))`;
}
