/** /suppliers and a supplier's page (issue 24). */
export const suppliersRoutes = [] as const;
