export const transfersRoutes = [] as const;
