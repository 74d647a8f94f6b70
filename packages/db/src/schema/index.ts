export * from './auth.ts';
export * from './notifications.ts';
export * from './platform.ts';
