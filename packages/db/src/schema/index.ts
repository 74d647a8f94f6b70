export * from './auth.ts';
export * from './catalog.ts';
export * from './inventory.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './platform.ts';
export * from './sales.ts';
export * from './shifts.ts';
