/**
 * The strong password policy's messages and suggestions in English, apart from password-policy.ts so
 * that the web's English dictionary (apps/web/src/modules/auth/password/password.i18n.ts) takes them
 * from here without the common-password list; the Filipino dictionary is keyed like them.
 */

/** User-facing error messages, in English; the server answers with them. */
export const PASSWORD_ERRORS = {
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be less than 128 characters',
  noUppercase: 'Password must contain at least one uppercase letter',
  noLowercase: 'Password must contain at least one lowercase letter',
  noNumber: 'Password must contain at least one number',
  noSpecial: 'Password must contain at least one special character',
  tooCommon: 'Password is too common. Please choose a stronger password',
  tooCommonVariant:
    'Password is a common password with numbers or symbols added or letters swapped. Please choose a stronger password',
  consecutive: 'Password should not contain more than 3 consecutive characters',
  notEnoughUnique: 'Password must contain at least 4 unique characters',
  keyboardPattern: 'Password should not contain keyboard patterns',
} as const;

/** User-facing suggestions, shown while the score is below 60. */
export const PASSWORD_SUGGESTIONS = {
  longer: 'Use at least 12 characters',
  upper: 'Add uppercase letters',
  lower: 'Add lowercase letters',
  digit: 'Add numbers',
  special: 'Add a special character such as ! or #',
  variety: 'Use more different characters',
  avoidPatterns: 'Avoid common words and patterns',
} as const;
