import type { DemoSeeder } from '../demo/demo-context.ts';

/** The demo store's deliveries (against its approved orders) and a return to a supplier. */
export const receivingSeeder: DemoSeeder = {
  module: 'purchases',
  async seed() {},
};
