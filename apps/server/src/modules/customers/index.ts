import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountCollections } from './collections.routes.ts';
import { mountCustomers } from './customers.routes.ts';
import { collectionsSeeder } from './demo-collections.ts';
import { customersSeeder } from './demo-customers.ts';
import { paymentRemindersJob } from './reminders.service.ts';

/** Customers (issue 23): records, search, merge, opening balances, consent, the ledger read. */
export const customersModule: ServerModule<DemoSeeder> = {
  id: 'customers',
  // Collections first: /api/customers/receipts and /ageing are never read as a customer's id.
  mount: (router) => {
    mountCollections(router);
    mountCustomers(router);
  },
  jobs: [paymentRemindersJob],
  // The customers first: the collections are paid against their opening balances.
  demo: [customersSeeder, collectionsSeeder],
};
