import { accountContract as api, DomainError, refusal, SESSION_TIMEOUT_OPTIONS } from '@fbms/domain';
import { writeAudit } from '../../platform/audit.ts';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract, json, z } from '../../platform/http/route.ts';
import {
  deleteOtherSessions,
  deleteOwnSession,
  listSessions,
  setSessionTimeout,
  updateProfile,
} from './account.repository.ts';

const listRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.listSessions, {
    tags: ['account'],
    summary: 'My signed-in sessions',
  }),
);

const endDocs = fromContract(api.endSession, { tags: ['account'], summary: 'End one of my other sessions' });
const endRoute = defineRoute(SIGNED_IN, {
  ...endDocs,
  responses: { ...endDocs.responses, 404: json(z.object({}), 'No such session') },
});

const endOthersRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.endOtherSessions, {
    tags: ['account'],
    summary: 'End all my sessions except this one',
  }),
);

const getSecurityRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.getSecurity, {
    tags: ['account'],
    summary: 'My session timeout',
  }),
);

const putSecurityRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.putSecurity, {
    tags: ['account'],
    summary: 'Set my session timeout (15, 30, 60, 120 or 240 minutes)',
  }),
);

const profileRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.putProfile, {
    tags: ['account'],
    summary: 'Change my name and department',
  }),
);

export function mountAccount(router: ReturnType<typeof createRouter>) {
  router.openapi(profileRoute, async (c) => {
    const actor = c.get('actor')!;
    const input = c.req.valid('json');
    const { database } = c.get('deps');
    // biome-ignore lint/plugin: predates the no-sql-in-routes rule (issue 20); move it into the module's service
    const profile = await database.db.transaction(async (tx) => {
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
        { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
      );
      return row;
    });
    return c.json(profile, 200);
  });

  router.openapi(listRoute, async (c) => {
    const actor = c.get('actor')!;
    const rows = await listSessions(c.get('deps').database, actor.userId, c.get('deps').now());
    return c.json(
      {
        items: rows.map((r) => ({
          ...r,
          current: r.id === actor.sessionId,
          createdAt: r.createdAt.toISOString(),
          lastActiveAt: r.lastActiveAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
        })),
      },
      200,
    );
  });

  router.openapi(endRoute, async (c) => {
    const actor = c.get('actor')!;
    const { id } = c.req.valid('param');
    if (id === actor.sessionId) {
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'Use Logout to end the session you are using.',
        refusal('ownSession'),
      );
    }
    const ended = await deleteOwnSession(c.get('deps').database, actor.userId, id);
    if (!ended)
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'That session has already ended.',
        refusal('sessionEnded'),
      );
    await writeAudit(
      c.get('deps').database.db,
      {
        action: 'auth.session_revoked',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'session',
        targetId: id,
      },
      { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
    );
    return c.json({ ended: true as const }, 200);
  });

  router.openapi(endOthersRoute, async (c) => {
    const actor = c.get('actor')!;
    const ended = await deleteOtherSessions(c.get('deps').database, actor.userId, actor.sessionId);
    if (ended > 0) {
      await writeAudit(
        c.get('deps').database.db,
        {
          action: 'auth.session_revoked',
          actorUserId: actor.userId,
          actorEmail: actor.email,
          details: { others: ended },
        },
        { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
      );
    }
    return c.json({ ended }, 200);
  });

  router.openapi(getSecurityRoute, async (c) => {
    const actor = c.get('actor')!;
    return c.json({ sessionTimeout: actor.idleTimeoutMinutes, options: [...SESSION_TIMEOUT_OPTIONS] }, 200);
  });

  router.openapi(putSecurityRoute, async (c) => {
    const actor = c.get('actor')!;
    const { sessionTimeout } = c.req.valid('json');
    const { database } = c.get('deps');
    // biome-ignore lint/plugin: predates the no-sql-in-routes rule (issue 20); move it into the module's service
    await database.db.transaction(async (tx) => {
      await setSessionTimeout(tx, actor.userId, sessionTimeout);
      await writeAudit(
        tx,
        {
          action: 'settings.security_changed',
          actorUserId: actor.userId,
          actorEmail: actor.email,
          details: { sessionTimeout: { from: actor.idleTimeoutMinutes, to: sessionTimeout } },
        },
        { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
      );
    });
    return c.json({ sessionTimeout }, 200);
  });
}
