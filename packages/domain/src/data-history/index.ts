export * from './audit-entries.ts';
export * from './data-history.contract.ts';
export * from './privacy.ts';
