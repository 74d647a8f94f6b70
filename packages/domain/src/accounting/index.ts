export * from './chart.ts';
export * from './posting.ts';
export * from './rules.ts';
export * from './documents.ts';
