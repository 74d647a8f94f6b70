// Suppliers and the products each supplies (issue 24; migration 0019): drizzle tables to follow.
export {};
