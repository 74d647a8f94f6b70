/** Routes of the purchases module (receiving, issue 24). */
export const receivingRoutes = [] as const;
