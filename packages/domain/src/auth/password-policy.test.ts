import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_COUNT, COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import {
  evaluatePassword,
  hasKeyboardPattern,
  isCommonPassword,
  longestRun,
  PASSWORD_ERRORS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_SUGGESTIONS,
  passwordChecklist,
  passwordStrengthLabel,
  SPECIAL_CHARACTERS,
  scorePassword,
} from './password-policy.ts';

describe('constants', () => {
  it('match the spec', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(PASSWORD_MIN_SCORE).toBe(60);
    expect(SPECIAL_CHARACTERS).toBe('!@#$%^&*(),.?":{}|<>');
  });

  it('keeps the error texts stable', () => {
    expect(PASSWORD_ERRORS).toEqual({
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
    });
  });
});

describe('common-password list', () => {
  const entries = COMMON_PASSWORDS_TEXT.split('\n');

  it('has at least 10,000 lowercase, unique, printable ASCII entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10_000);
    expect(entries.length).toBe(COMMON_PASSWORDS_COUNT);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.filter((entry) => !/^[\x21-\x7e]+$/.test(entry))).toEqual([]);
    expect(entries.filter((entry) => entry !== entry.toLowerCase())).toEqual([]);
  });

  it('matches case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('PaSsWoRd')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('Trustno1')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('iloveyou!')).toBe(true);
  });

  it('does not match uncommon passwords or the empty string', () => {
    expect(isCommonPassword('')).toBe(false);
    expect(isCommonPassword('Tr0ub4dor&3x')).toBe(false);
    expect(isCommonPassword('Correct-Horse7Battery!Staple')).toBe(false);
    expect(isCommonPassword('password ')).toBe(false);
  });

  it('includes the last entry (no truncation in the split)', () => {
    const last = entries.at(-1) ?? '';
    expect(last.length).toBeGreaterThan(0);
    expect(isCommonPassword(last.toUpperCase())).toBe(true);
  });

  it('a common password is rejected and loses 50 points', () => {
    // "Password1" is on the list; meets upper, lower, digit, length.
    expect(isCommonPassword('Password1')).toBe(true);
    const result = evaluatePassword('Password1');
    expect(result.score).toBe(20 + 15 + 15 + 15 + 10 - 50);
    expect(result.errors).toContain(PASSWORD_ERRORS.tooCommon);
    expect(result.errors).toContain(PASSWORD_ERRORS.noSpecial);
    expect(result.valid).toBe(false);
    expect(result.label).toBe('Weak');
    expect(result.suggestions).toContain(PASSWORD_SUGGESTIONS.avoidPatterns);
  });
});

describe('evaluatePassword: literal cases', () => {
  it('"Tr0ub4dor&3x" is valid and strong', () => {
    const result = evaluatePassword('Tr0ub4dor&3x');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.score).toBe(90); // 20 + 4 * 15 + 10 (11 unique)
    expect(result.label).toBe('Strong');
    expect(result.suggestions).toEqual([]);
  });

  it('"aaaa1A!bcdxyz" has a run of 4 identical characters', () => {
    const result = evaluatePassword('aaaa1A!bcdxyz');
    expect(result.errors).toEqual([PASSWORD_ERRORS.consecutive]);
    expect(result.valid).toBe(false);
    expect(result.score).toBe(90); // the score alone is high; the error still rejects it
  });

  it('"Abcd1234!xyz" has sequential runs', () => {
    const result = evaluatePassword('Abcd1234!xyz');
    expect(result.errors).toEqual([PASSWORD_ERRORS.consecutive]);
    expect(result.valid).toBe(false);
  });

  it('"Qwerty!23xyZ" contains a keyboard pattern', () => {
    const result = evaluatePassword('Qwerty!23xyZ');
    expect(result.errors).toEqual([PASSWORD_ERRORS.keyboardPattern]);
    expect(result.valid).toBe(false);
  });

  it('"Aa1!Aa1!" has exactly 4 unique characters, which is enough', () => {
    const result = evaluatePassword('Aa1!Aa1!');
    expect(result.errors).toEqual([]);
    expect(result.score).toBe(80); // 20 + 4 * 15, no unique bonus
    expect(result.valid).toBe(true);
    expect(result.label).toBe('Strong');
  });

  it('fewer than 4 unique characters is an error', () => {
    const result = evaluatePassword('Aa1Aa1Aa');
    expect(result.errors).toContain(PASSWORD_ERRORS.notEnoughUnique);
    expect(result.valid).toBe(false);
  });

  it('reports every missing character class', () => {
    expect(evaluatePassword('qx7mz2vt').errors).toEqual([
      PASSWORD_ERRORS.noUppercase,
      PASSWORD_ERRORS.noSpecial,
    ]);
    expect(evaluatePassword('QX7MZ2V!').errors).toEqual([PASSWORD_ERRORS.noLowercase]);
    expect(evaluatePassword('Qxtmzkv!').errors).toEqual([PASSWORD_ERRORS.noNumber]);
  });

  it('the empty string fails everything and scores 0', () => {
    const result = evaluatePassword('');
    expect(result.score).toBe(0);
    expect(result.label).toBe('Weak');
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      PASSWORD_ERRORS.tooShort,
      PASSWORD_ERRORS.noUppercase,
      PASSWORD_ERRORS.noLowercase,
      PASSWORD_ERRORS.noNumber,
      PASSWORD_ERRORS.noSpecial,
      PASSWORD_ERRORS.notEnoughUnique,
    ]);
  });
});

describe('evaluatePassword: length', () => {
  // 8 distinct-ish characters without runs or patterns; repeated to build longer ones.
  const block = 'Xq7!mZ2k';

  it('7 characters is too short', () => {
    const result = evaluatePassword(block.slice(0, 7));
    expect(result.errors).toEqual([PASSWORD_ERRORS.tooShort]);
    expect(result.valid).toBe(false);
  });

  it('exactly 8 characters is accepted', () => {
    const result = evaluatePassword(block);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.score).toBe(90);
  });

  it('exactly 128 characters is accepted', () => {
    const pw = block.repeat(16);
    expect(pw).toHaveLength(128);
    const result = evaluatePassword(pw);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('129 characters is too long', () => {
    const pw = `${block.repeat(16)}a`;
    expect(pw).toHaveLength(129);
    const result = evaluatePassword(pw);
    expect(result.errors).toEqual([PASSWORD_ERRORS.tooLong]);
    expect(result.valid).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    // 7 code points, 8 UTF-16 units: still too short.
    expect(evaluatePassword('Xq7!mZ😀').errors).toContain(PASSWORD_ERRORS.tooShort);
  });
});

describe('scoring', () => {
  it('a long passphrase with 16+ unique characters scores 100', () => {
    const result = evaluatePassword('Correct-Horse7Battery!Staple');
    expect(result).toEqual({
      valid: true,
      score: 100,
      label: 'Strong',
      meter: 100,
      errors: [],
      suggestions: [],
    });
  });

  it('adds 10 at 8, 12 and 16 unique characters', () => {
    expect(scorePassword('aaaaaaaa')).toBe(35); // 20 + lower, 1 unique
    expect(scorePassword('qwmzxkvt')).toBe(45); // 8 unique
    expect(scorePassword('qwmzxkvtbnhy')).toBe(55); // 12 unique
    expect(scorePassword('qwmzxkvtbnhyrgfp')).toBe(65); // 16 unique
  });

  it('is clamped to 0..100', () => {
    expect(scorePassword('password')).toBe(0); // 35 - 50
    expect(scorePassword('Correct-Horse7Battery!Staple')).toBe(100); // 110 before clamping
  });

  it('labels: under 30 Weak, under 60 Medium, else Strong', () => {
    expect(passwordStrengthLabel(0)).toBe('Weak');
    expect(passwordStrengthLabel(29)).toBe('Weak');
    expect(passwordStrengthLabel(30)).toBe('Medium');
    expect(passwordStrengthLabel(59)).toBe('Medium');
    expect(passwordStrengthLabel(60)).toBe('Strong');
    expect(passwordStrengthLabel(100)).toBe('Strong');
  });

  it('labels real inputs', () => {
    expect(evaluatePassword('qxmz').score).toBe(15); // lower only
    expect(evaluatePassword('qxmz').label).toBe('Weak');
    expect(evaluatePassword('qx7mz').score).toBe(30); // lower + digit
    expect(evaluatePassword('qx7mz').label).toBe('Medium');
    expect(evaluatePassword('qx7mz2vt').score).toBe(20 + 15 + 15 + 10);
    // 60 points, but no uppercase letter or special character: refused, so not "Strong".
    expect(evaluatePassword('qx7mz2vt').label).toBe('Medium');
    expect(evaluatePassword('Tr0ub4dor&3x').label).toBe('Strong');
    expect(evaluatePassword('qxmzbvtk').label).toBe('Medium'); // 20 + 15 + 10
  });
});

describe('suggestions', () => {
  it('are given below 60', () => {
    const result = evaluatePassword('qxmzb');
    expect(result.score).toBeLessThan(60);
    expect(result.suggestions).toEqual([
      PASSWORD_SUGGESTIONS.longer,
      PASSWORD_SUGGESTIONS.upper,
      PASSWORD_SUGGESTIONS.digit,
      PASSWORD_SUGGESTIONS.special,
      PASSWORD_SUGGESTIONS.variety,
    ]);
    expect(result.suggestions).toContain('Add a special character such as ! or #');
  });

  it('mention common words and patterns for a common password', () => {
    const result = evaluatePassword('iloveyou');
    expect(result.suggestions).toContain('Avoid common words and patterns');
  });

  it('are empty at 60 or more, even when invalid', () => {
    const valid = evaluatePassword('Tr0ub4dor&3x');
    expect(valid.score).toBeGreaterThanOrEqual(60);
    expect(valid.suggestions).toEqual([]);
    const invalid = evaluatePassword('Qwerty!23xyZ');
    expect(invalid.score).toBeGreaterThanOrEqual(60);
    expect(invalid.valid).toBe(false);
    expect(invalid.suggestions).toEqual([]);
  });
});

describe('runs and keyboard patterns', () => {
  it('measures runs of same and sequential characters, case-insensitively', () => {
    expect(longestRun('')).toBe(0);
    expect(longestRun('x')).toBe(1);
    expect(longestRun('aaa')).toBe(3);
    expect(longestRun('aaaa')).toBe(4);
    expect(longestRun('1234')).toBe(4);
    expect(longestRun('abcd')).toBe(4);
    expect(longestRun('dcba')).toBe(4);
    expect(longestRun('aBcD')).toBe(4);
    expect(longestRun('4321')).toBe(4);
    expect(longestRun('abc123')).toBe(3);
    expect(longestRun('!!!!')).toBe(4);
    expect(longestRun('89:;')).toBe(2); // sequences are letters or digits only
    expect(longestRun('xyz{')).toBe(3);
  });

  it('allows runs of 3 and rejects runs of 4', () => {
    expect(evaluatePassword('Xabc7!mZq').errors).toEqual([]);
    expect(evaluatePassword('Xabcd7!mZq').errors).toEqual([PASSWORD_ERRORS.consecutive]);
    expect(evaluatePassword('X9876!mZq').errors).toEqual([PASSWORD_ERRORS.consecutive]);
    expect(evaluatePassword('X!!!!7mZq').errors).toEqual([PASSWORD_ERRORS.consecutive]);
  });

  it('finds keyboard patterns as case-insensitive substrings', () => {
    for (const pw of ['QWERTY', 'xAsDfx', 'zxcv', 'QaZwSx', '1QAZ', '123456', 'ABCDEF', 'ytrewq', 'mnbv']) {
      expect(hasKeyboardPattern(pw), pw).toBe(true);
    }
    for (const pw of ['Tr0ub4dor&3x', 'Correct-Horse7Battery!Staple', 'qwe', 'asd', '12345']) {
      expect(hasKeyboardPattern(pw), pw).toBe(false);
    }
    expect(evaluatePassword('Zq7!Asdf2m').errors).toEqual([PASSWORD_ERRORS.keyboardPattern]);
    expect(evaluatePassword('Zq7!1qaz2m').errors).toEqual([PASSWORD_ERRORS.keyboardPattern]);
  });
});

describe('passwordChecklist', () => {
  it('lists the five requirements in order', () => {
    expect(passwordChecklist('')).toEqual([
      { id: 'length', met: false },
      { id: 'upper', met: false },
      { id: 'lower', met: false },
      { id: 'digit', met: false },
      { id: 'special', met: false },
    ]);
  });

  it('ticks each requirement independently', () => {
    const met = (pw: string) =>
      passwordChecklist(pw)
        .filter((i) => i.met)
        .map((i) => i.id);
    expect(met('abcdefgh')).toEqual(['length', 'lower']);
    expect(met('A')).toEqual(['upper']);
    expect(met('7')).toEqual(['digit']);
    expect(met('#')).toEqual(['special']);
    expect(met('-_+=~')).toEqual([]); // not in SPECIAL_CHARACTERS
    expect(met('Tr0ub4dor&3x')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });

  it('counts every listed special character', () => {
    for (const ch of SPECIAL_CHARACTERS) {
      expect(passwordChecklist(ch).find((i) => i.id === 'special')?.met, ch).toBe(true);
    }
  });
});

describe('properties', () => {
  const passwordish = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({
      unit: fc.constantFrom(...'aAbBzZ0189!#&?qwerty'.split('')),
      minLength: 0,
      maxLength: 140,
    }),
  );

  it('never throws, keeps the score in 0..100, and valid implies score >= 60 with no errors', () => {
    fc.assert(
      fc.property(passwordish, (pw) => {
        const result = evaluatePassword(pw);
        expect(Number.isInteger(result.score)).toBe(true);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        expect(result.label).toBe(passwordStrengthLabel(result.meter));
        expect(result.label === 'Strong').toBe(result.valid);
        expect(result.meter).toBe(
          result.valid ? result.score : Math.min(result.score, PASSWORD_MIN_SCORE - 1),
        );
        if (result.valid) {
          expect(result.score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
          expect(result.errors).toEqual([]);
        }
        if (result.score >= PASSWORD_MIN_SCORE) expect(result.suggestions).toEqual([]);
        else expect(result.suggestions.length).toBeGreaterThan(0);
        expect(passwordChecklist(pw)).toHaveLength(5);
      }),
      { numRuns: 1000 },
    );
  });

  it('is case-insensitive for the common check', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (pw) => {
        expect(isCommonPassword(pw)).toBe(isCommonPassword(pw.toUpperCase()));
      }),
    );
  });
});
