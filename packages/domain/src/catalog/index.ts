export * from './product-schemas.ts';
