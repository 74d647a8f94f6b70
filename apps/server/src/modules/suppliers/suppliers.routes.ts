import type { createRouter } from '../../platform/http/route.ts';

/** Suppliers (issue 24): records, their products, import and export, the supplier page. */
export function mountSuppliers(_router: ReturnType<typeof createRouter>) {}
