export * from './supplier-import.ts';
export * from './supplier-schemas.ts';
export * from './suppliers.contract.ts';
