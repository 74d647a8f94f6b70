import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountCustomers } from './customers.routes.ts';
import { customersSeeder } from './demo-customers.ts';

/** Customers (issue 23): records, search, merge, opening balances, consent, the ledger read. */
export const customersModule: ServerModule<DemoSeeder> = {
  id: 'customers',
  mount: (router) => mountCustomers(router),
  demo: [customersSeeder],
};
