export * from './branch-schemas.ts';
export * from './branches.contract.ts';
