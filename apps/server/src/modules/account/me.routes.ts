import { accountContract as api, permissionsOf } from '@fbms/domain';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';

const route = defineRoute(
  SIGNED_IN,
  fromContract(api.getMe, {
    tags: ['account'],
    summary: 'The signed-in user, role, active flag and permission list',
  }),
);

export function mountMe(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const actor = c.get('actor')!;
    return c.json(
      {
        user: {
          id: actor.userId,
          email: actor.email,
          firstName: actor.firstName,
          lastName: actor.lastName,
          department: actor.department,
          role: actor.role,
          isActive: actor.isActive,
          isOwner: actor.isOwner,
        },
        permissions: permissionsOf(actor.role),
        session: {
          expiresAt: actor.sessionExpiresAt.toISOString(),
          idleTimeoutMinutes: actor.idleTimeoutMinutes,
        },
      },
      200,
    );
  });
}
