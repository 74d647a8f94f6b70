import type { createRouter } from '../../platform/http/route.ts';

/** Purchase orders (issue 24): drafts, approval, reorder suggestions, the PO PDF. */
export function mountPurchaseOrders(_router: ReturnType<typeof createRouter>) {}
