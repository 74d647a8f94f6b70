import { accountContract as api, permissionsOf } from '@fbms/domain';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { chooseBranch, switcherOf } from '../branches/branches.service.ts';

const route = defineRoute(
  SIGNED_IN,
  fromContract(api.getMe, {
    tags: ['account'],
    summary: "The signed-in user, role, active flag, permission list and branches (the switcher's)",
  }),
);

const branchRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.chooseBranch, {
    tags: ['account'],
    summary: "Choose the branch this session's lists and reports show (null: all of my branches)",
  }),
);

export function mountMe(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const actor = c.get('actor')!;
    const switcher = await switcherOf(c.get('deps'), actor);
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
        ...switcher,
      },
      200,
    );
  });
  router.openapi(branchRoute, async (c) =>
    c.json(await chooseBranch(c.get('deps'), c.get('actor')!, c.req.valid('json').branchId), 200),
  );
}
