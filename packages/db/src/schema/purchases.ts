// Purchase orders, receiving vouchers, supplier returns and payables (issue 24; migration 0019): drizzle tables to follow.
export {};
