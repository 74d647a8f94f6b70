import type { DemoSeeder } from '../demo/demo-context.ts';

/** The demo store's payments to suppliers, one with withholding. */
export const payablesSeeder: DemoSeeder = {
  module: 'purchases',
  async seed() {},
};
