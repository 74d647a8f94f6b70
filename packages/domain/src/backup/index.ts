export * from './backup.contract.ts';
export * from './backup-rules.ts';
export * from './backup-schemas.ts';
