import { SIGNED_IN } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';

/**
 * The getting-started checklist, from real state only. Steps whose module has not landed yet (first
 * product, first sale) are added by those modules; nothing here is invented.
 */
const Step = z.object({ id: z.string(), done: z.boolean(), path: z.string() });

/** Where each step is done: the store's settings screen opens at the section named. */
const STORE_SETTINGS = (section: 'business' | 'support') => `/settings/system?section=${section}`;

const route = defineRoute(SIGNED_IN, {
  method: 'get',
  path: '/api/dashboard/getting-started',
  tags: ['dashboard'],
  summary: 'Getting-started checklist of the store',
  responses: { 200: json(z.object({ steps: z.array(Step) })) },
});

export function mountDashboard(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const { database } = c.get('deps');
    const [row] = await database.query<{
      business: boolean;
      staff: boolean;
      logo: boolean;
      support: boolean;
    }>(
      `SELECT s.setup_completed_at IS NOT NULL AS business,
              (SELECT count(*) FROM users WHERE NOT is_owner) > 0 AS staff,
              s.logo IS NOT NULL AS logo,
              coalesce(s.support ->> 'phone', s.support ->> 'email') IS NOT NULL AS support
         FROM system_settings s WHERE s.id = 1`,
    );
    return c.json(
      {
        steps: [
          { id: 'business-details', done: Boolean(row?.business), path: STORE_SETTINGS('business') },
          { id: 'store-logo', done: Boolean(row?.logo), path: STORE_SETTINGS('business') },
          { id: 'support-contact', done: Boolean(row?.support), path: STORE_SETTINGS('support') },
          { id: 'invite-staff', done: Boolean(row?.staff), path: '/users' },
        ],
      },
      200,
    );
  });
}
