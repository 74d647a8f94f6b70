export * from './adjustment-schemas.ts';
export * from './balances.ts';
export * from './inventory.contract.ts';
export * from './lots.ts';
export * from './movements.ts';
export * from './quantity.ts';
export * from './transfer-state.ts';
export * from './units.ts';
