export * from './client.ts';
export * from './ids.ts';
export * from './schema/index.ts';
