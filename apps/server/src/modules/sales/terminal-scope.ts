import { type Db, sqlRows } from '@fbms/db';
import { DomainError } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { type BranchScope, branchIn, branchScope, mayUseBranch } from '../../platform/http/branch-scope.ts';
import type { Actor, AppEnv } from '../../platform/http/context.ts';
import { type TerminalKey, terminalKey } from './terminals.service.ts';

/**
 * The branch of a terminal, and so of every sale, void, return, shift, reading and e-journal entry of it,
 * is the branch of the terminal's location (decision 0013). These are the POS's T12 rules: lists and
 * reports show the terminals of the person's `read` branches; one document opens only when its terminal
 * is of an `allowed` branch (else the module's own "not found"); a person sells, counts and reads only at
 * a terminal of a branch they work in.
 */

/** A WHERE condition: `terminalColumn` names a terminal of a branch the list may show (`read`) or open (`allowed`). */
export function terminalIn(scope: BranchScope, terminalColumn: SQL, which: keyof BranchScope = 'read'): SQL {
  if (scope[which] === 'all') return sql`true`;
  return sql`${terminalColumn} IN (SELECT st.id FROM terminals st JOIN locations sl ON sl.id = st.location_id
                                     WHERE ${branchIn(scope, sql`sl.branch_id`, which)})`;
}

/** The documents the POS opens by id, and how each finds its branch. */
const BRANCH_OF = {
  terminal: (id: string) =>
    sql`SELECT l.branch_id AS "branchId" FROM terminals t JOIN locations l ON l.id = t.location_id WHERE t.id = ${id}`,
  sale: (id: string) =>
    sql`SELECT l.branch_id AS "branchId" FROM sales s JOIN locations l ON l.id = s.location_id WHERE s.id = ${id}`,
  shift: (id: string) =>
    sql`SELECT l.branch_id AS "branchId" FROM shifts x JOIN terminals t ON t.id = x.terminal_id
          JOIN locations l ON l.id = t.location_id WHERE x.id = ${id}`,
  reading: (id: string) =>
    sql`SELECT l.branch_id AS "branchId" FROM readings x JOIN terminals t ON t.id = x.terminal_id
          JOIN locations l ON l.id = t.location_id WHERE x.id = ${id}`,
} as const;

/**
 * Whether the person may open this document: true when it is of one of their branches, and when there is
 * no such document (the module then answers its own "not found", so both read alike: 404, nothing told).
 */
export async function mayOpen(
  db: Db,
  actor: Actor,
  kind: keyof typeof BRANCH_OF,
  id: string,
): Promise<boolean> {
  const scope = branchScope(actor);
  if (scope.allowed === 'all') return true;
  const [row] = await sqlRows<{ branchId: string }>(db, BRANCH_OF[kind](id));
  return !row || mayUseBranch(scope, row.branchId);
}

/** Refuses a terminal of a branch the person does not work in (nothing is read or changed after it). */
export function assertTerminalBranch(actor: Actor, terminalBranchId: string): void {
  if (!mayUseBranch(branchScope(actor), terminalBranchId)) throw new DomainError('TERMINAL_OTHER_BRANCH');
}

/**
 * The terminal cookie's key, once its terminal is known to be of one of the person's branches: for the
 * POS writes that take the key into their own transaction (shifts, readings, returns). A key that opens
 * no terminal passes through: the service answers TERMINAL_NOT_ENROLLED as before.
 */
export async function usableTerminalKey(c: Context<AppEnv>): Promise<TerminalKey> {
  const key = terminalKey(c);
  if (!key) throw new DomainError('TERMINAL_NOT_ENROLLED');
  const actor = c.get('actor')!;
  if (branchScope(actor).allowed === 'all') return key;
  const [row] = await sqlRows<{ branchId: string }>(
    c.get('deps').database.db,
    sql`SELECT l.branch_id AS "branchId" FROM terminals t JOIN locations l ON l.id = t.location_id
         WHERE t.id = ${key.id} AND t.secret_hash = ${key.secretHash}`,
  );
  if (row) assertTerminalBranch(actor, row.branchId);
  return key;
}
