import { inviteUserSchema, ROLES, roleSchema } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { listUsers } from './users.repository.ts';
import { activate, changeRole, deactivate, invite, sendPasswordReset } from './users.service.ts';

const User = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    department: z.string().nullable(),
    role: z.enum(ROLES),
    isActive: z.boolean(),
    isOwner: z.boolean(),
    emailVerified: z.boolean(),
    status: z.enum(['pending', 'active', 'inactive']),
    approvedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('User');

type Row = Awaited<ReturnType<typeof listUsers>>['items'][number];
const dto = (u: Row): z.infer<typeof User> => ({
  ...u,
  role: u.role as z.infer<typeof User>['role'],
  status: u.isActive ? 'active' : !u.approvedAt && !u.isOwner ? 'pending' : 'inactive',
  approvedAt: u.approvedAt ? u.approvedAt.toISOString() : null,
  createdAt: u.createdAt.toISOString(),
});

const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = defineRoute(permission({ module: 'users', action: 'view' }), {
  method: 'get',
  path: '/api/users',
  tags: ['users'],
  summary: 'Staff accounts, newest first',
  request: {
    query: z.object({
      status: z.enum(['pending', 'active', 'inactive']).optional(),
      search: z.string().trim().max(100).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: { 200: json(z.object({ items: z.array(User), total: z.number() })) },
});

const inviteRoute = defineRoute(permission({ module: 'users', action: 'create', minRole: 'admin' }), {
  method: 'post',
  path: '/api/users/invitations',
  tags: ['users'],
  summary: 'Invite a person by e-mail; the link lets them choose a password',
  request: { body: { content: { 'application/json': { schema: inviteUserSchema } }, required: true } },
  responses: {
    201: json(User.extend({ mailSent: z.boolean() }), 'Invited (mailSent false: use Send password reset)'),
  },
});

const roleBody = z.object({ role: roleSchema });
const activateBody = z.object({ role: roleSchema.optional() });

const roleRoute = defineRoute(permission({ module: 'users', action: 'edit', minRole: 'admin' }), {
  method: 'put',
  path: '/api/users/{id}/role',
  tags: ['users'],
  summary: "Change a user's role",
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: roleBody } }, required: true },
  },
  responses: { 200: json(User) },
});

const activateRoute = defineRoute(permission({ module: 'users', action: 'edit', minRole: 'admin' }), {
  method: 'post',
  path: '/api/users/{id}/activate',
  tags: ['users'],
  summary: 'Approve a waiting account or re-activate a deactivated one',
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: activateBody } }, required: false },
  },
  responses: { 200: json(User) },
});

const deactivateRoute = defineRoute(permission({ module: 'users', action: 'edit', minRole: 'admin' }), {
  method: 'post',
  path: '/api/users/{id}/deactivate',
  tags: ['users'],
  summary: 'Deactivate an account and end its sessions',
  request: { params: idParam },
  responses: { 200: json(User) },
});

const resetRoute = defineRoute(permission({ module: 'users', action: 'edit', minRole: 'admin' }), {
  method: 'post',
  path: '/api/users/{id}/password-reset',
  tags: ['users'],
  summary: 'E-mail the user a password reset link',
  request: { params: idParam },
  responses: { 200: json(z.object({ sent: z.literal(true) })) },
});

export function mountUsers(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const { items, total } = await listUsers(c.get('deps').database, q);
    return c.json({ items: items.map(dto), total }, 200);
  });

  router.openapi(inviteRoute, async (c) => {
    const { user, mailSent } = await invite(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c));
    return c.json({ ...dto(user), mailSent }, 201);
  });

  router.openapi(roleRoute, async (c) => {
    const user = await changeRole(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json').role,
      where(c),
    );
    return c.json(dto(user), 200);
  });

  router.openapi(activateRoute, async (c) => {
    let role: z.infer<typeof activateBody>['role'];
    if (c.req.header('content-length') && c.req.header('content-length') !== '0')
      role = c.req.valid('json').role;
    const user = await activate(c.get('deps'), c.get('actor')!, c.req.valid('param').id, role, where(c));
    return c.json(dto(user), 200);
  });

  router.openapi(deactivateRoute, async (c) => {
    const user = await deactivate(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json(dto(user), 200);
  });

  router.openapi(resetRoute, async (c) => {
    await sendPasswordReset(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json({ sent: true as const }, 200);
  });
}
