export * from './denominations.ts';
export * from './reading-aggregate.ts';
export * from './reading-figures.ts';
export * from './reading-layout.ts';
export * from './readings.contract.ts';
export * from './shift-documents.ts';
export * from './shift-schemas.ts';
export * from './shifts.contract.ts';
