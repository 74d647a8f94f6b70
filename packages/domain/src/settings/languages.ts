/**
 * The languages of the app. A file of its own: the sign-in page's first download needs this list and
 * nothing else of the settings (their zod schemas stay out of it).
 */
export const LANGUAGES = ['en', 'fil'] as const;
