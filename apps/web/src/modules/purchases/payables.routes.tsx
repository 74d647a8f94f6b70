/** Routes of the purchases module (payables, issue 24). */
export const payablesRoutes = [] as const;
