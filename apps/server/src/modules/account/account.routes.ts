import { accountContract as api, SESSION_TIMEOUT_OPTIONS } from '@fbms/domain';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, json, z } from '../../platform/http/route.ts';
import { listSessions } from './account.repository.ts';
import {
  changeOwnProfile,
  changeOwnSessionTimeout,
  endOtherSessions,
  endOwnSession,
} from './account.service.ts';

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
    const profile = await changeOwnProfile(
      c.get('deps').database,
      c.get('actor')!,
      c.req.valid('json'),
      where(c),
    );
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
    await endOwnSession(c.get('deps').database, c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json({ ended: true as const }, 200);
  });

  router.openapi(endOthersRoute, async (c) => {
    const ended = await endOtherSessions(c.get('deps').database, c.get('actor')!, where(c));
    return c.json({ ended }, 200);
  });

  router.openapi(getSecurityRoute, async (c) => {
    const actor = c.get('actor')!;
    return c.json({ sessionTimeout: actor.idleTimeoutMinutes, options: [...SESSION_TIMEOUT_OPTIONS] }, 200);
  });

  router.openapi(putSecurityRoute, async (c) => {
    const { sessionTimeout } = c.req.valid('json');
    await changeOwnSessionTimeout(c.get('deps').database, c.get('actor')!, sessionTimeout, where(c));
    return c.json({ sessionTimeout }, 200);
  });
}
