/**
 * Strong password policy: one pure function, shared by the server (which rejects weak
 * passwords with these messages) and the registration form (live checklist and meter).
 * No I/O: the common-password list is bundled in common-passwords.ts (password-policy-common.ts).
 */
import { disguisedCommonPassword, isCommonPassword } from './password-policy-common.ts';
import { PASSWORD_ERRORS, PASSWORD_SUGGESTIONS } from './password-policy-texts.ts';

export { disguisedCommonPassword, isCommonPassword, PASSWORD_ERRORS, PASSWORD_SUGGESTIONS };

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordEvaluation {
  valid: boolean;
  /** The spec's score, 0 to 100. */
  score: number;
  /** The meter's level: "Strong" only for a password the policy accepts. */
  label: PasswordStrengthLabel;
  /** The meter's fill, 0 to 100: the score, held below PASSWORD_MIN_SCORE while the password is refused. */
  meter: number;
  errors: string[];
  suggestions: string[];
}

export interface ChecklistItem {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  met: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 60;
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** The longest allowed run of identical or sequential characters. */
export const PASSWORD_MAX_RUN = 3;
export const PASSWORD_MIN_UNIQUE = 4;

/**
 * Keyboard patterns, matched as case-insensitive substrings. Words such as "password"
 * are left to the common-password list.
 */
export const KEYBOARD_PATTERNS: readonly string[] = [
  // letter rows (QWERTY, QWERTZ, AZERTY) and their reverses
  'qwerty',
  'qwertz',
  'azerty',
  'qwer',
  'uiop',
  'asdf',
  'hjkl',
  'zxcv',
  'ytrewq',
  'poiu',
  'fdsa',
  'lkjh',
  'vcxz',
  'mnbv',
  // columns and diagonals
  'qazwsx',
  'wsxedc',
  '1qaz',
  '2wsx',
  '3edc',
  '4rfv',
  'zaq1',
  'xsw2',
  'cde3',
  // mixed rows
  '1q2w3e',
  'q1w2e3',
  '123qwe',
  'qweasd',
  '!@#$%',
  // digit and alphabet runs
  '123456',
  '654321',
  '098765',
  'abcdef',
  'fedcba',
];

const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const DIGIT = /[0-9]/;

const hasSpecial = (password: string): boolean => {
  for (const ch of password) if (SPECIAL_CHARACTERS.includes(ch)) return true;
  return false;
};

const isAlphanumeric = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 97 && code <= 122);

const sameClass = (a: number, b: number): boolean => a <= 57 === b <= 57;

/**
 * Length of the longest run of identical characters ("aaaa") or of ascending or
 * descending sequential letters or digits ("abcd", "1234", "dcba"), case-insensitive.
 */
export function longestRun(password: string): number {
  const codes = Array.from(password.toLowerCase(), (ch) => ch.codePointAt(0) ?? 0);
  let longest = codes.length > 0 ? 1 : 0;
  let same = 1;
  let up = 1;
  let down = 1;
  for (let i = 1; i < codes.length; i++) {
    const prev = codes[i - 1] ?? 0;
    const cur = codes[i] ?? 0;
    const sequential = isAlphanumeric(prev) && isAlphanumeric(cur) && sameClass(prev, cur);
    same = cur === prev ? same + 1 : 1;
    up = sequential && cur === prev + 1 ? up + 1 : 1;
    down = sequential && cur === prev - 1 ? down + 1 : 1;
    longest = Math.max(longest, same, up, down);
  }
  return longest;
}

/** True when the password contains one of KEYBOARD_PATTERNS, case-insensitively. */
export function hasKeyboardPattern(password: string): boolean {
  const lower = password.toLowerCase();
  return KEYBOARD_PATTERNS.some((pattern) => lower.includes(pattern));
}

const uniqueCount = (password: string): number => new Set(password).size;

/**
 * Score from 0 to 100: 20 for at least 8 characters, 15 each for an uppercase letter,
 * a lowercase letter, a number and a special character, 10 each at 8, 12 and 16 unique
 * characters, minus 50 for a common password (listed, or a listed one disguised: "Welcome@2024").
 */
export function scorePassword(password: string): number {
  return scoreOf(password, isCommonPassword(password) || disguisedCommonPassword(password) !== null);
}

function scoreOf(password: string, common: boolean): number {
  let score = 0;
  if ([...password].length >= PASSWORD_MIN_LENGTH) score += 20;
  if (UPPER.test(password)) score += 15;
  if (LOWER.test(password)) score += 15;
  if (DIGIT.test(password)) score += 15;
  if (hasSpecial(password)) score += 15;
  const unique = uniqueCount(password);
  if (unique >= 8) score += 10;
  if (unique >= 12) score += 10;
  if (unique >= 16) score += 10;
  if (common) score -= 50;
  return Math.min(100, Math.max(0, score));
}

/** The spec's labels of a score: under 30 "Weak", under 60 "Medium", else "Strong". */
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score < 30) return 'Weak';
  if (score < PASSWORD_MIN_SCORE) return 'Medium';
  return 'Strong';
}

/** The registration form's live checklist: the five basic requirements. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return [
    { id: 'length', met: [...password].length >= PASSWORD_MIN_LENGTH },
    { id: 'upper', met: UPPER.test(password) },
    { id: 'lower', met: LOWER.test(password) },
    { id: 'digit', met: DIGIT.test(password) },
    { id: 'special', met: hasSpecial(password) },
  ];
}

/**
 * Evaluates a password against the strong policy. Valid only with no errors and a
 * score of at least PASSWORD_MIN_SCORE. Suggestions are given only below that score.
 * The meter's label and fill come from here too, so the meter never says "Strong" about
 * a password the server refuses (a 4-character "Xy1!" scores 60 but is "Medium").
 */
export function evaluatePassword(password: string): PasswordEvaluation {
  const length = [...password].length;
  const upper = UPPER.test(password);
  const lower = LOWER.test(password);
  const digit = DIGIT.test(password);
  const special = hasSpecial(password);
  const listed = isCommonPassword(password);
  const disguised = !listed && disguisedCommonPassword(password) !== null;
  const common = listed || disguised;
  const runs = longestRun(password) > PASSWORD_MAX_RUN;
  const unique = uniqueCount(password);
  const keyboard = hasKeyboardPattern(password);

  const errors: string[] = [];
  if (length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_ERRORS.tooShort);
  if (length > PASSWORD_MAX_LENGTH) errors.push(PASSWORD_ERRORS.tooLong);
  if (!upper) errors.push(PASSWORD_ERRORS.noUppercase);
  if (!lower) errors.push(PASSWORD_ERRORS.noLowercase);
  if (!digit) errors.push(PASSWORD_ERRORS.noNumber);
  if (!special) errors.push(PASSWORD_ERRORS.noSpecial);
  if (listed) errors.push(PASSWORD_ERRORS.tooCommon);
  if (disguised) errors.push(PASSWORD_ERRORS.tooCommonVariant);
  if (runs) errors.push(PASSWORD_ERRORS.consecutive);
  if (unique < PASSWORD_MIN_UNIQUE) errors.push(PASSWORD_ERRORS.notEnoughUnique);
  if (keyboard) errors.push(PASSWORD_ERRORS.keyboardPattern);

  const score = scoreOf(password, common);

  const suggestions: string[] = [];
  if (score < PASSWORD_MIN_SCORE) {
    if (length < 12) suggestions.push(PASSWORD_SUGGESTIONS.longer);
    if (!upper) suggestions.push(PASSWORD_SUGGESTIONS.upper);
    if (!lower) suggestions.push(PASSWORD_SUGGESTIONS.lower);
    if (!digit) suggestions.push(PASSWORD_SUGGESTIONS.digit);
    if (!special) suggestions.push(PASSWORD_SUGGESTIONS.special);
    if (unique < 8) suggestions.push(PASSWORD_SUGGESTIONS.variety);
    if (common || runs || keyboard) suggestions.push(PASSWORD_SUGGESTIONS.avoidPatterns);
  }

  const valid = errors.length === 0 && score >= PASSWORD_MIN_SCORE;
  const meter = valid ? score : Math.min(score, PASSWORD_MIN_SCORE - 1);
  return {
    valid,
    score,
    label: passwordStrengthLabel(meter),
    meter,
    errors,
    suggestions,
  };
}
