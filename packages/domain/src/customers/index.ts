export * from './collection-schemas.ts';
export * from './collections.contract.ts';
export * from './credit.ts';
export * from './customer-import.ts';
export * from './customer-posting.ts';
export * from './customer-schemas.ts';
export * from './customers.contract.ts';
export * from './loyalty.ts';
