export * from './chart.ts';
export * from './posting.ts';
export * from './rules.ts';
