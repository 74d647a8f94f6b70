import { permissionsOf, ROLES } from '@fbms/domain';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';

const Me = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      department: z.string().nullable(),
      role: z.enum(ROLES),
      isActive: z.boolean(),
      isOwner: z.boolean(),
    }),
    permissions: z.array(z.string()),
    session: z.object({ expiresAt: z.string(), idleTimeoutMinutes: z.number() }),
  })
  .openapi('Me');

const route = defineRoute(SIGNED_IN, {
  method: 'get',
  path: '/api/me',
  tags: ['account'],
  summary: 'The signed-in user, role, active flag and permission list',
  responses: { 200: json(Me) },
});

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
