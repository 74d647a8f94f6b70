import {
  type CompleteSale,
  DomainError,
  LOGIN_LIMITER_POLICY,
  lockoutMessage,
  type RefusalReason,
  type Role,
  refusal,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import { verifyStoredPassword } from '../../platform/auth/password.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { forgive, type Limit, lockedUntil, takeAttempt } from '../auth/attempt-limiter.service.ts';
import type { TerminalKey } from './terminals.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

export interface Approver {
  id: string;
  email: string;
}

const NOT_RIGHT = "The manager's e-mail or password is not right";

/** The approval box's counter: per cashier and terminal (decision 0007), never the manager's sign-in. */
const approvalLimits = (actor: Actor, terminal: TerminalKey): Limit[] => [
  { key: `approval:${actor.userId}|terminal:${terminal.id}`, policy: LOGIN_LIMITER_POLICY },
];

async function refuse(
  deps: Deps,
  actor: Actor,
  approval: NonNullable<CompleteSale['approval']>,
  where: AuditWhere,
  reason: string,
  message: string,
  why: { reason: RefusalReason } & object,
): Promise<never> {
  await writeAudit(
    deps.database.db,
    {
      action: 'sales.approval_refused',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'user',
      details: { approverEmail: approval.email.slice(0, 254), reason },
    },
    where,
  );
  throw new DomainError('APPROVAL_REQUIRED', message, { ...why, fields: { approval: message } });
}

/**
 * A manager's or admin's e-mail and password, checked on the spot, outside the sale's transaction so a
 * refusal is counted and audited whatever the sale does. Five refusals in 15 minutes lock the box for
 * this cashier at this terminal for 30 minutes; the manager's own sign-in is not touched, so the box
 * cannot be used to lock a manager out. A colleague who is not a manager gets the same answer, right
 * password or wrong, so the box does not tell whether a password is right.
 */
export async function approverOf(
  deps: Deps,
  actor: Actor,
  terminal: TerminalKey,
  approval: CompleteSale['approval'],
  where: AuditWhere,
  /** Whose password may answer: a manager or admin, unless the caller says otherwise (a shift hand-over). */
  may: (role: Role) => boolean = (role) => role === 'manager' || role === 'admin',
): Promise<Approver | null> {
  if (!approval) return null;
  const { database, now } = deps;
  const limits = approvalLimits(actor, terminal);
  const attempt = await takeAttempt(database, limits, now());
  if (attempt.lockedUntil)
    return refuse(
      deps,
      actor,
      approval,
      where,
      'locked',
      lockoutMessage(attempt.lockedUntil),
      refusal('lockedUntil', { until: attempt.lockedUntil.toISOString() }),
    );
  const [row] = await database.query<{ id: string; email: string; role: Role; hash: string | null }>(
    `SELECT u.id, u.email, u.role, a.password AS hash FROM users u
       JOIN accounts a ON a.user_id = u.id AND a.provider_id = 'credential'
      WHERE lower(u.email) = $1 AND u.is_active`,
    [approval.email.toLowerCase()],
  );
  const right = await verifyStoredPassword(row?.hash, approval.password);
  const manager = row !== undefined && may(row.role);
  if (!row?.hash || !right || !manager) {
    const until = await lockedUntil(database, limits, now());
    return refuse(
      deps,
      actor,
      approval,
      where,
      !row?.hash || !right ? 'wrong_password' : 'not_a_manager',
      until ? lockoutMessage(until) : NOT_RIGHT,
      until ? refusal('lockedUntil', { until: until.toISOString() }) : refusal('approvalNotRight'),
    );
  }
  await forgive(database, attempt);
  return { id: row.id, email: row.email };
}
