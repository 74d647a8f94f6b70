export * from './chart.ts';
export * from './posting.ts';
export * from './report-ranges.ts';
export * from './report-tables.ts';
export * from './reports.contract.ts';
export * from './rules.ts';
export * from './statements.ts';
