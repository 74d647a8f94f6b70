export const branchesRoutes = [] as const;
