/**
 * The store's logo, served to anyone (GET /api/settings/system/logo): the sign-in page shows it before
 * anybody signs in, and the printed invoice under the seller's name. `GET /api/setup` says whether there
 * is one (hasLogo).
 */
export const STORE_LOGO_URL = '/api/settings/system/logo';
