import { branchesContract as api } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import {
  branchesList,
  branchOf,
  createBranch,
  createLocation,
  updateBranch,
  updateLocation,
} from './branches.service.ts';

const view = permission({ module: 'branches', action: 'view' });
const create = permission({ module: 'branches', action: 'create' });
const edit = permission({ module: 'branches', action: 'edit' });
const tags = ['branches'];

const r = {
  list: defineRoute(
    view,
    fromContract(api.listBranches, {
      tags,
      summary:
        "The branches the person works in (all for an admin), with their locations, people and terminals' counts",
    }),
  ),
  get: defineRoute(
    view,
    fromContract(api.getBranch, { tags, summary: 'A branch: its details, locations, people and terminals' }),
  ),
  create: defineRoute(create, fromContract(api.createBranch, { tags, summary: 'Add a branch' })),
  update: defineRoute(
    edit,
    fromContract(api.updateBranch, {
      tags,
      summary: 'Change a branch (deactivating it is refused while it holds stock or an active terminal)',
    }),
  ),
  createLocation: defineRoute(
    edit,
    fromContract(api.createLocation, { tags, summary: 'Add a location (store, warehouse, van) to a branch' }),
  ),
  updateLocation: defineRoute(
    edit,
    fromContract(api.updateLocation, {
      tags,
      summary: 'Change a location (deactivating it is refused while it holds stock or an active terminal)',
    }),
  ),
};

/** Branches and their locations (issue 26). */
export function mountBranches(router: ReturnType<typeof createRouter>) {
  router.openapi(r.list, async (c) =>
    c.json({ items: await branchesList(c.get('deps'), c.get('actor')!) }, 200),
  );
  router.openapi(r.create, async (c) =>
    c.json(await createBranch(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  // Before /api/branches/{id}: "locations" is never read as a branch's id.
  router.openapi(r.updateLocation, async (c) =>
    c.json(
      await updateLocation(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').locationId,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.get, async (c) =>
    c.json(await branchOf(c.get('deps'), c.get('actor')!, c.req.valid('param').id), 200),
  );
  router.openapi(r.update, async (c) =>
    c.json(
      await updateBranch(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.createLocation, async (c) =>
    c.json(
      await createLocation(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      201,
    ),
  );
}
