/** What other modules may read of the health module: the app's version (the admin dashboard shows it). */
export { APP_VERSION } from './health.routes.ts';
