export * from './denominations.ts';
export * from './reading-figures.ts';
export * from './shift-close.ts';
export * from './shift-details.ts';
export * from './shift-documents.ts';
export * from './shift-schemas.ts';
export * from './shifts.contract.ts';
