export * from './chart.ts';
export * from './documents.ts';
export * from './posting.ts';
export * from './rules.ts';
