export * from './auth/login-limiter.ts';
export * from './auth/password-policy.ts';
export * from './auth/schemas.ts';
export * from './errors/codes.ts';
export * from './notifications/notifications.ts';
export * from './users/permissions.ts';
