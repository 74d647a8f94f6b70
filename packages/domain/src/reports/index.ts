export * from './reports.contract.ts';
