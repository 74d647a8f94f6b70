import { adminDashboardContract as api } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, json, z } from '../../platform/http/route.ts';
import { adminDashboard, endSessionAsAdmin } from './dashboard.service.ts';

const dashboardRoute = defineRoute(
  permission({ module: 'admin-dashboard', action: 'view', minRole: 'admin' }),
  fromContract(api.getDashboard, {
    tags: ['admin'],
    summary:
      'The admin dashboard: users and sessions, sign-in trouble, server errors, database size and growth, ' +
      'backups, versions, disk, mail, live connections and jobs',
  }),
);

const endDocs = fromContract(api.endSession, {
  tags: ['admin'],
  summary: "End another person's session (they are signed out at their next request)",
});
const endRoute = defineRoute(permission({ module: 'admin-dashboard', action: 'manage', minRole: 'admin' }), {
  ...endDocs,
  responses: { ...endDocs.responses, 404: json(z.object({}), 'No such session') },
});

export function mountAdminDashboard(router: ReturnType<typeof createRouter>) {
  router.openapi(dashboardRoute, async (c) => {
    return c.json(await adminDashboard(c.get('deps'), c.get('actor')!), 200);
  });
  router.openapi(endRoute, async (c) => {
    await endSessionAsAdmin(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json({ ended: true as const }, 200);
  });
}
