import type { DemoSeeder } from '../demo/demo-context.ts';

/** The demo store's purchase orders in every state. */
export const purchaseOrdersSeeder: DemoSeeder = {
  module: 'purchases',
  async seed() {},
};
