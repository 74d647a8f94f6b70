import { usersContract as api, type StaffUser } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { branchesOfPeople, setPersonBranches } from '../branches/branches.service.ts';
import { listUsers } from './users.repository.ts';
import { activate, changeRole, deactivate, invite, sendPasswordReset } from './users.service.ts';

type Row = Awaited<ReturnType<typeof listUsers>>['items'][number];
type Refs = Awaited<ReturnType<typeof branchesOfPeople>>;
const dto = (u: Row, refs: Refs): StaffUser => ({
  ...u,
  branches: refs.filter((b) => b.userId === u.id).map(({ id, code, name }) => ({ id, code, name })),
  role: u.role as StaffUser['role'],
  status: u.isActive ? 'active' : !u.approvedAt && !u.isOwner ? 'pending' : 'inactive',
  approvedAt: u.approvedAt ? u.approvedAt.toISOString() : null,
  createdAt: u.createdAt.toISOString(),
});

const listRoute = defineRoute(
  permission({ module: 'users', action: 'view' }),
  fromContract(api.listUsers, {
    tags: ['users'],
    summary: 'Staff accounts, newest first',
  }),
);

const inviteRoute = defineRoute(
  permission({ module: 'users', action: 'create', minRole: 'admin' }),
  fromContract(api.inviteUser, {
    tags: ['users'],
    summary: 'Invite a person by e-mail; the link lets them choose a password',
    answer: 'Invited (mailSent false: use Send password reset)',
  }),
);

const roleRoute = defineRoute(
  permission({ module: 'users', action: 'edit', minRole: 'admin' }),
  fromContract(api.changeRole, {
    tags: ['users'],
    summary: "Change a user's role",
  }),
);

const activateRoute = defineRoute(
  permission({ module: 'users', action: 'edit', minRole: 'admin' }),
  fromContract(api.activateUser, {
    tags: ['users'],
    summary: 'Approve a waiting account or re-activate a deactivated one',
  }),
);

const deactivateRoute = defineRoute(
  permission({ module: 'users', action: 'edit', minRole: 'admin' }),
  fromContract(api.deactivateUser, {
    tags: ['users'],
    summary: 'Deactivate an account and end its sessions',
  }),
);

const branchesRoute = defineRoute(
  permission({ module: 'users', action: 'edit', minRole: 'admin' }),
  fromContract(api.setBranches, {
    tags: ['users'],
    summary: 'Set the branches a person works in (the whole list, at least one)',
  }),
);

const resetRoute = defineRoute(
  permission({ module: 'users', action: 'edit', minRole: 'admin' }),
  fromContract(api.sendPasswordReset, {
    tags: ['users'],
    summary: 'E-mail the user a password reset link',
  }),
);

export function mountUsers(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const { items, total } = await listUsers(c.get('deps').database, q);
    const refs = await branchesOfPeople(
      c.get('deps'),
      items.map((u) => u.id),
    );
    return c.json({ items: items.map((u) => dto(u, refs)), total }, 200);
  });

  router.openapi(inviteRoute, async (c) => {
    const { user, mailSent } = await invite(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c));
    return c.json({ ...dto(user, await branchesOfPeople(c.get('deps'), [user.id])), mailSent }, 201);
  });

  router.openapi(roleRoute, async (c) => {
    const user = await changeRole(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json').role,
      where(c),
    );
    return c.json(dto(user, await branchesOfPeople(c.get('deps'), [user.id])), 200);
  });

  router.openapi(activateRoute, async (c) => {
    let role: StaffUser['role'] | undefined;
    if (c.req.header('content-length') && c.req.header('content-length') !== '0')
      role = c.req.valid('json')?.role;
    const user = await activate(c.get('deps'), c.get('actor')!, c.req.valid('param').id, role, where(c));
    return c.json(dto(user, await branchesOfPeople(c.get('deps'), [user.id])), 200);
  });

  router.openapi(deactivateRoute, async (c) => {
    const user = await deactivate(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json(dto(user, await branchesOfPeople(c.get('deps'), [user.id])), 200);
  });

  router.openapi(branchesRoute, async (c) => {
    const id = c.req.valid('param').id;
    await setPersonBranches(c.get('deps'), c.get('actor')!, id, c.req.valid('json').branchIds, where(c));
    const { items } = await listUsers(c.get('deps').database, { id, limit: 1, offset: 0 });
    const user = items[0]!;
    return c.json(dto(user, await branchesOfPeople(c.get('deps'), [user.id])), 200);
  });

  router.openapi(resetRoute, async (c) => {
    await sendPasswordReset(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json({ sent: true as const }, 200);
  });
}
