export * from './loyalty.contract.ts';
export * from './loyalty-schemas.ts';
