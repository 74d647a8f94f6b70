export * from './costing.ts';
export * from './po-status.ts';
export * from './purchasing-posting.ts';
