export * from './code128.ts';
export * from './csv.ts';
export * from './csv-read.ts';
export * from './product-import.ts';
export * from './product-schemas.ts';
export * from './search-typos.ts';
export * from './sheet-limits.ts';
export * from './xlsx.ts';
