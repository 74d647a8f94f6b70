import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { payablesSeeder } from './demo-payables.ts';
import { purchaseOrdersSeeder } from './demo-purchase-orders.ts';
import { receivingSeeder } from './demo-receiving.ts';
import { mountPayables } from './payables.routes.ts';
import { mountPurchaseOrders } from './purchase-orders.routes.ts';
import { mountReceiving } from './receiving.routes.ts';

/**
 * Purchases (issue 24): purchase orders, receiving vouchers (registry entry receiving-voucher), supplier
 * returns and payables, all under /api/purchases.
 */
export const purchasesModule: ServerModule<DemoSeeder> = {
  id: 'purchases',
  // Receiving and payables first: /api/purchases/receiving and /payables are never read as an order's id.
  mount: (router) => {
    mountReceiving(router);
    mountPayables(router);
    mountPurchaseOrders(router);
  },
  // Orders, then the deliveries against them, then the payments of their bills.
  demo: [purchaseOrdersSeeder, receivingSeeder, payablesSeeder],
};
