export * from './accounting.contract.ts';
export * from './chart.ts';
export * from './documents.ts';
export * from './ledger.ts';
export * from './posting.ts';
export * from './rules.ts';
