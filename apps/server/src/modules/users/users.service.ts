import { randomBytes, randomUUID } from 'node:crypto';
import { DomainError, type Role, refusal } from '@fbms/domain';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import { resetPasswordMail } from '../../platform/auth/mail-templates.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import {
  deleteUserSessions,
  findUserByEmail,
  insertInvitedUser,
  insertResetToken,
  lockUser,
  type UserRow,
  updateUser,
} from './users.repository.ts';

const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'database' | 'auth' | 'mailer' | 'now' | 'config' | 'logger'>;

function guardTarget(actor: Actor, target: UserRow | undefined, what: 'role' | 'deactivate'): UserRow {
  if (!target) throw new DomainError('AUTH_USER_NOT_FOUND');
  if (target.id === actor.userId) {
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      what === 'role' ? 'You cannot change your own role.' : 'You cannot deactivate your own account.',
      refusal(what === 'role' ? 'ownRole' : 'ownDeactivate'),
    );
  }
  if (target.isOwner) {
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      what === 'role'
        ? "The store owner's role cannot be changed."
        : "The store owner's account cannot be deactivated.",
      refusal(what === 'role' ? 'ownerRole' : 'ownerDeactivate'),
    );
  }
  return target;
}

export async function changeRole(deps: Deps, actor: Actor, id: string, role: Role, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    const target = guardTarget(actor, await lockUser(tx, id), 'role');
    if (target.role === role) return target;
    const updated = await updateUser(tx, id, { role });
    await writeAudit(
      tx,
      {
        action: 'users.role_changed',
        ...who(actor),
        targetType: 'user',
        targetId: id,
        details: { email: target.email, from: target.role, to: role },
      },
      where,
    );
    return updated;
  });
}

/** Approves a waiting account or re-activates a deactivated one; optionally sets the role in the same step. */
export async function activate(
  deps: Deps,
  actor: Actor,
  id: string,
  role: Role | undefined,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (!target) throw new DomainError('AUTH_USER_NOT_FOUND');
    if (role && role !== target.role) guardTarget(actor, target, 'role');
    const pending = !target.approvedAt && !target.isOwner;
    const updated = await updateUser(tx, id, {
      isActive: true,
      ...(pending ? { approvedAt: deps.now() } : {}),
      ...(role ? { role } : {}),
    });
    if (!target.isActive) {
      await writeAudit(
        tx,
        {
          action: pending ? 'users.approved' : 'users.activated',
          ...who(actor),
          targetType: 'user',
          targetId: id,
          details: { email: target.email, role: updated.role },
        },
        where,
      );
    }
    if (role && role !== target.role) {
      await writeAudit(
        tx,
        {
          action: 'users.role_changed',
          ...who(actor),
          targetType: 'user',
          targetId: id,
          details: { email: target.email, from: target.role, to: role },
        },
        where,
      );
    }
    return updated;
  });
}

/** Deactivation ends every session of the account at once. */
export async function deactivate(deps: Deps, actor: Actor, id: string, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    const target = guardTarget(actor, await lockUser(tx, id), 'deactivate');
    if (!target.isActive) return target;
    const updated = await updateUser(tx, id, { isActive: false });
    const ended = await deleteUserSessions(tx, id);
    await writeAudit(
      tx,
      {
        action: 'users.deactivated',
        ...who(actor),
        targetType: 'user',
        targetId: id,
        details: { email: target.email, sessionsEnded: ended },
      },
      where,
    );
    return updated;
  });
}

export async function invite(
  deps: Deps,
  actor: Actor,
  input: { email: string; firstName: string; lastName: string; department?: string; role: Role },
  where: AuditWhere,
) {
  const token = randomBytes(24).toString('base64url');
  const user = await deps.database.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) {
      throw new DomainError(
        'BUSINESS_DUPLICATE_RECORD',
        'A user with this e-mail already exists.',
        refusal('emailTaken'),
      );
    }
    const created = await insertInvitedUser(tx, { ...input, id: randomUUID(), now: deps.now() });
    // The invite link is a password-reset token with a longer life; better-auth's reset endpoint consumes it.
    await insertResetToken(tx, token, created.id, new Date(deps.now().getTime() + INVITE_TTL_MS));
    await writeAudit(
      tx,
      {
        action: 'users.invited',
        ...who(actor),
        targetType: 'user',
        targetId: created.id,
        details: { email: input.email, role: input.role },
      },
      where,
    );
    return created;
  });
  // The account exists once the transaction commits; a mail failure must not look like a failed invite.
  // The admin can send the link again with "Send password reset".
  let mailSent = true;
  try {
    await deps.mailer.send(
      resetPasswordMail(deps.config.publicUrl, { email: user.email, name: user.firstName }, token, true),
    );
  } catch (err) {
    mailSent = false;
    deps.logger.error({ err, to: user.email }, 'invitation e-mail could not be sent');
  }
  return { user, mailSent };
}

export async function sendPasswordReset(deps: Deps, actor: Actor, id: string, where: AuditWhere) {
  const target = await deps.database.db.transaction(async (tx) => {
    const row = await lockUser(tx, id);
    if (!row) throw new DomainError('AUTH_USER_NOT_FOUND');
    await writeAudit(
      tx,
      {
        action: 'users.password_reset_sent',
        ...who(actor),
        targetType: 'user',
        targetId: id,
        details: { email: row.email },
      },
      where,
    );
    return row;
  });
  await deps.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: '/reset-password' } });
  return target;
}
