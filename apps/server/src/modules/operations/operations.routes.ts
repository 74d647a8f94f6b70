import { operationsContract as api } from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { operationsToday } from './operations.service.ts';

/** Admins and managers (the permission table's `operations` row; the module's minRole is manager). */
const VIEW = { module: 'operations', action: 'view' } as const;

const todayRoute = defineRoute(
  permission(VIEW),
  fromContract(api.getToday, {
    tags: ['operations'],
    summary:
      "The manager's day in the person's branches: each terminal's state, today's shifts and sales, the documents waiting (expenses company-wide), and the stock to watch",
  }),
);

export function mountOperations(router: ReturnType<typeof createRouter>) {
  router.openapi(todayRoute, async (c) => {
    const deps = c.get('deps');
    const actor = c.get('actor')!;
    return c.json(
      await operationsToday(deps.database.db, {
        userId: actor.userId,
        scope: branchScope(actor),
        branchId: c.req.valid('query').branchId,
        now: deps.now(),
      }),
      200,
    );
  });
}
