export * from './system-check.contract.ts';
