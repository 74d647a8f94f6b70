export * from './product-schemas.ts';
export * from './product-import.ts';
