export * from './costing.ts';
export * from './po-schemas.ts';
export * from './po-status.ts';
export * from './purchase-orders.contract.ts';
export * from './purchasing-posting.ts';
export * from './receiving.contract.ts';
export * from './receiving-schemas.ts';
