export * from './operations.contract.ts';
