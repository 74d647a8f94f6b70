import { dashboardContract } from '@fbms/domain';
import { SIGNED_IN } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { readStoreProgress } from './dashboard.repository.ts';

/**
 * The getting-started checklist, from real state only: the store's details, then the way to a first sale
 * (products, stock entered through Inventory, a terminal enrolled, a sale), then the rest of the setup.
 */
/** Where each step is done: the store's settings screen opens at the section named. */
const STORE_SETTINGS = (section: 'business' | 'support') => `/settings/system?section=${section}`;

const route = defineRoute(
  SIGNED_IN,
  fromContract(dashboardContract.getGettingStarted, {
    tags: ['dashboard'],
    summary: 'Getting-started checklist of the store',
  }),
);

export function mountDashboard(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const done = await readStoreProgress(c.get('deps').database);
    return c.json(
      {
        steps: [
          { id: 'business-details', done: done.business, path: STORE_SETTINGS('business') },
          { id: 'add-products', done: done.products, path: '/inventory' },
          // Until purchasing exists, stock comes in through Inventory: a product's "Adjust stock", or
          // opening stock in an imported file.
          { id: 'receive-stock', done: done.stock, path: '/inventory' },
          { id: 'enroll-terminal', done: done.terminal, path: '/pos' },
          { id: 'first-sale', done: done.sale, path: '/pos' },
          { id: 'store-logo', done: done.logo, path: STORE_SETTINGS('business') },
          { id: 'support-contact', done: done.support, path: STORE_SETTINGS('support') },
          { id: 'invite-staff', done: done.staff, path: '/users' },
        ],
      },
      200,
    );
  });
}
