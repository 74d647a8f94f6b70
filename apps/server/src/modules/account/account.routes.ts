import {
  DomainError,
  profileSchema,
  refusal,
  SESSION_TIMEOUT_OPTIONS,
  sessionTimeoutSchema,
} from '@fbms/domain';
import { writeAudit } from '../../platform/audit.ts';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import {
  deleteOtherSessions,
  deleteOwnSession,
  listSessions,
  setSessionTimeout,
  updateProfile,
} from './account.repository.ts';

const Session = z
  .object({
    id: z.string(),
    current: z.boolean(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    expiresAt: z.string(),
  })
  .openapi('Session');

const listRoute = defineRoute(SIGNED_IN, {
  method: 'get',
  path: '/api/account/sessions',
  tags: ['account'],
  summary: 'My signed-in sessions',
  responses: { 200: json(z.object({ items: z.array(Session) })) },
});

const endRoute = defineRoute(SIGNED_IN, {
  method: 'delete',
  path: '/api/account/sessions/{id}',
  tags: ['account'],
  summary: 'End one of my other sessions',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: json(z.object({ ended: z.literal(true) })), 404: json(z.object({}), 'No such session') },
});

const endOthersRoute = defineRoute(SIGNED_IN, {
  method: 'post',
  path: '/api/account/sessions/end-others',
  tags: ['account'],
  summary: 'End all my sessions except this one',
  responses: { 200: json(z.object({ ended: z.number() })) },
});

const Security = z.object({ sessionTimeout: z.number() }).openapi('AccountSecurity');

const getSecurityRoute = defineRoute(SIGNED_IN, {
  method: 'get',
  path: '/api/account/security',
  tags: ['account'],
  summary: 'My session timeout',
  responses: { 200: json(Security.extend({ options: z.array(z.number()) })) },
});

const putSecurityRoute = defineRoute(SIGNED_IN, {
  method: 'put',
  path: '/api/account/security',
  tags: ['account'],
  summary: 'Set my session timeout (15, 30, 60, 120 or 240 minutes)',
  request: { body: { content: { 'application/json': { schema: sessionTimeoutSchema } }, required: true } },
  responses: { 200: json(Security) },
});

const Profile = z
  .object({ firstName: z.string(), lastName: z.string(), department: z.string().nullable() })
  .openapi('Profile');

const profileRoute = defineRoute(SIGNED_IN, {
  method: 'put',
  path: '/api/account/profile',
  tags: ['account'],
  summary: 'Change my name and department',
  request: { body: { content: { 'application/json': { schema: profileSchema } }, required: true } },
  responses: { 200: json(Profile) },
});

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
