import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  disguisedCommonPassword,
  evaluatePassword,
  isCommonPassword,
  PASSWORD_ERRORS,
  PASSWORD_MIN_SCORE,
  PASSWORD_SUGGESTIONS,
} from './password-policy.ts';

/** The passwords an outside tester chose and saw accepted (issue 19). */
const DISGUISED = ['Password1!', 'Password123!', 'P@ssw0rd1', 'Welcome@2024'];

/**
 * Every password the e2e journeys, the demo store, the HTTP tests and the web's tests choose or sign in
 * with as a good password: they must keep passing.
 */
const GOOD = [
  'Palay#Harvest2026',
  'Mais#Planting2026',
  'Demo#2026pos',
  'Fresh#Mango2026',
  'Sorghum#Field2026',
  'Harvest#Corn2026',
  'Sariwang#Gulay2026',
  'Kalamansi#Juice2026',
  'N3w-Harvest#Rice',
  'Tr0ub4dor&3x',
  'Correct-Horse7Battery!Staple',
  'Kamote#Field27',
];

describe('common passwords in disguise', () => {
  it.each(DISGUISED)('refuses %s as a common password with a clear reason', (password) => {
    const result = evaluatePassword(password);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([PASSWORD_ERRORS.tooCommonVariant]);
    expect(result.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(result.label).not.toBe('Strong');
    expect(result.suggestions).toContain(PASSWORD_SUGGESTIONS.avoidPatterns);
  });

  it('finds the listed word behind added digits and symbols and look-alike characters', () => {
    expect(disguisedCommonPassword('Password1!')).toBe('password1');
    expect(disguisedCommonPassword('Password123!')).toBe('password123');
    expect(disguisedCommonPassword('Password#')).toBe('password');
    expect(disguisedCommonPassword('Welcome@2024')).toBe('welcome');
    expect(disguisedCommonPassword('P@ssw0rd1')).toBe('p@ssw0rd'); // listed as it is, with "1" added
    expect(disguisedCommonPassword('2024!Welcome')).toBe('welcome'); // added in front
    expect(disguisedCommonPassword('Pa55w0rd#')).toBe('pa55w0rd');
    expect(disguisedCommonPassword('B4seb4ll!')).toBe('baseball'); // 4 → a
    expect(disguisedCommonPassword('W3lc0m3#1')).toBe('welcome'); // 3 → e, 0 → o
    expect(disguisedCommonPassword('$unsh1ne#7')).toBe('sunshine'); // $ → s, 1 → i
    expect(disguisedCommonPassword('Footba11!')).toBe('football'); // 1 → l
    expect(disguisedCommonPassword('Dr@g0n#2024')).toBe('dragon');
  });

  it('leaves a listed password as it is to the plain check, and nothing in the other cases', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(disguisedCommonPassword('password1')).toBeNull();
    expect(disguisedCommonPassword('')).toBeNull();
    expect(disguisedCommonPassword('#2024!')).toBeNull();
    // A listed word shorter than 4 characters is not a disguise: "dog" is listed, "Dog#2024!" is not common.
    expect(isCommonPassword('dog')).toBe(true);
    expect(disguisedCommonPassword('Dog#2024!')).toBeNull();
  });

  it('an exact common password keeps its own message', () => {
    expect(evaluatePassword('P@ssw0rd').errors).toContain(PASSWORD_ERRORS.tooCommon);
    expect(evaluatePassword('P@ssw0rd').errors).not.toContain(PASSWORD_ERRORS.tooCommonVariant);
  });

  it.each(GOOD)('still accepts %s', (password) => {
    expect(evaluatePassword(password)).toMatchObject({ valid: true, label: 'Strong', errors: [] });
  });
});

describe('the meter agrees with the refusal', () => {
  it('a 4-character "Xy1!" scores 60 but is refused and never "Strong"', () => {
    const result = evaluatePassword('Xy1!');
    expect(result.score).toBe(60); // 15 each for upper, lower, digit, special
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([PASSWORD_ERRORS.tooShort]);
    expect(result.label).toBe('Medium');
    expect(result.meter).toBe(PASSWORD_MIN_SCORE - 1);
  });

  it('a password with an error to fix is not "Strong", whatever its score', () => {
    const result = evaluatePassword('Kalabaw2222!');
    expect(result.score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(result.errors).toEqual([PASSWORD_ERRORS.consecutive]);
    expect(result.label).toBe('Medium');
  });

  it('"Strong" exactly when the policy accepts the password, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.string({ unit: fc.constantFrom(...'aAxX1!@0$3Password2024'.split('')), maxLength: 20 }),
        ),
        (password) => {
          const result = evaluatePassword(password);
          expect(result.label === 'Strong').toBe(result.valid);
          expect(result.meter >= PASSWORD_MIN_SCORE).toBe(result.valid);
        },
      ),
      { numRuns: 500 },
    );
  });
});
