import type { DemoSeeder } from '../demo/demo-context.ts';

/** The demo store's suppliers and the products each supplies. */
export const suppliersSeeder: DemoSeeder = {
  module: 'suppliers',
  async seed() {},
};
