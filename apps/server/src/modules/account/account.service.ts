import type { Database } from '@fbms/db';
import { DomainError, refusal } from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/http/context.ts';
import {
  deleteOtherSessions,
  deleteOwnSession,
  setSessionTimeout,
  updateProfile,
} from './account.repository.ts';

/**
 * The signed-in person's own changes (profile, session timeout, ending sessions), each written with its
 * audit entry: the profile and the timeout in one transaction with it.
 */

export interface ProfileInput {
  firstName: string;
  lastName: string;
  department?: string | null;
}

/** Changes the actor's name and department; answers the saved profile. */
export async function changeOwnProfile(
  database: Database,
  actor: Actor,
  input: ProfileInput,
  at: AuditWhere,
) {
  return database.db.transaction(async (tx) => {
    const row = await updateProfile(tx, actor.userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      department: input.department ?? null,
    });
    await writeAudit(
      tx,
      {
        action: 'account.profile_updated',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'user',
        targetId: actor.userId,
        details: {
          from: { firstName: actor.firstName, lastName: actor.lastName, department: actor.department },
          to: row,
        },
      },
      at,
    );
    return row;
  });
}

/** Sets how long the actor's sessions may idle (minutes). */
export async function changeOwnSessionTimeout(
  database: Database,
  actor: Actor,
  minutes: number,
  at: AuditWhere,
) {
  await database.db.transaction(async (tx) => {
    await setSessionTimeout(tx, actor.userId, minutes);
    await writeAudit(
      tx,
      {
        action: 'settings.security_changed',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        details: { sessionTimeout: { from: actor.idleTimeoutMinutes, to: minutes } },
      },
      at,
    );
  });
}

/** Ends one of the actor's other sessions; the one in use is ended by signing out. */
export async function endOwnSession(database: Database, actor: Actor, sessionId: string, at: AuditWhere) {
  if (sessionId === actor.sessionId)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      'Use Logout to end the session you are using.',
      refusal('ownSession'),
    );
  const ended = await deleteOwnSession(database, actor.userId, sessionId);
  if (!ended)
    throw new DomainError('DB_RECORD_NOT_FOUND', 'That session has already ended.', refusal('sessionEnded'));
  await writeAudit(
    database.db,
    {
      action: 'auth.session_revoked',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'session',
      targetId: sessionId,
    },
    at,
  );
}

/** Ends every session of the actor but the one in use; answers how many ended. */
export async function endOtherSessions(database: Database, actor: Actor, at: AuditWhere) {
  const ended = await deleteOtherSessions(database, actor.userId, actor.sessionId);
  if (ended > 0)
    await writeAudit(
      database.db,
      {
        action: 'auth.session_revoked',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        details: { others: ended },
      },
      at,
    );
  return ended;
}
