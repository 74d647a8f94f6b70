export * from './costing.ts';
export * from './payables.contract.ts';
export * from './payables-rules.ts';
export * from './payables-schemas.ts';
export * from './po-status.ts';
export * from './purchasing-posting.ts';
