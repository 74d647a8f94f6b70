export * from './marketing.contract.ts';
export * from './marketing-schemas.ts';
export * from './segment-rules.ts';
export * from './sms.ts';
