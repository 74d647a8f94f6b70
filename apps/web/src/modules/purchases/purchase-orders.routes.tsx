/** Routes of the purchases module (purchase-orders, issue 24). */
export const purchaseOrdersRoutes = [] as const;
