import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { suppliersSeeder } from './demo-suppliers.ts';
import { mountSuppliers } from './suppliers.routes.ts';

/** Suppliers (issue 24): records, the products each supplies, import/export, the supplier page. */
export const suppliersModule: ServerModule<DemoSeeder> = {
  id: 'suppliers',
  mount: mountSuppliers,
  demo: [suppliersSeeder],
};
