export * from './common.ts';
export * from './endpoint.ts';
