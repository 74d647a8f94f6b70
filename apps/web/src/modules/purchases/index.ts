import type { WebModule } from '../../app/web-module.ts';
import { payablesRoutes } from './payables.routes.tsx';
import { purchaseOrdersRoutes } from './purchase-orders.routes.tsx';
import { receivingRoutes } from './receiving.routes.tsx';

/** Purchases (issue 24): /purchases, /purchases/receiving (receiving-voucher) and /purchases/payables. */
export const purchasesModule = {
  id: 'purchases',
  routes: [...purchaseOrdersRoutes, ...receivingRoutes, ...payablesRoutes],
  help: ['purchases', 'receiving-voucher', 'payables'],
} as const satisfies WebModule;
