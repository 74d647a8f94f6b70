export * from './expense-posting.ts';
export * from './expense-rules.ts';
export * from './expense-schemas.ts';
export * from './expenses.contract.ts';
