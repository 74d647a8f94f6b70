/**
 * The common-password check of the strong policy. A password is common when it is on the bundled list
 * (common-passwords.ts, matched whole and case-insensitively), or when it is a listed password in
 * disguise: with digits and symbols added before or after it ("Password123!", "Welcome@2024") or with
 * letters swapped for look-alike digits and symbols ("P@ssw0rd1"). Guessing tools try exactly these
 * changes first, so they make a listed password no safer.
 */
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

/** Look-alike digits and symbols and the letters they stand for ("P@ssw0rd" → "password"). */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '|': 'l',
};

/** "1" reads as "i" or as "l": both spellings are tried. */
const LOOK_ALIKES: readonly Readonly<Record<string, string>>[] = [
  { ...LOOK_ALIKE, '1': 'i' },
  { ...LOOK_ALIKE, '1': 'l' },
];

/** A disguised password must hide a listed word of at least this many characters ("love", "mama"). */
const MIN_HIDDEN_WORD = 4;

const isLetter = (ch: string): boolean => /\p{L}/u.test(ch);

let commonPasswords: Set<string> | undefined;
let longestListed = 0;

function isListed(word: string): boolean {
  if (!commonPasswords) {
    commonPasswords = new Set(COMMON_PASSWORDS_TEXT.split('\n'));
    for (const entry of commonPasswords) longestListed = Math.max(longestListed, entry.length);
  }
  return commonPasswords.has(word);
}

/** True when the password (case-insensitively) is on the bundled common-password list. */
export function isCommonPassword(password: string): boolean {
  if (password.length === 0) return false;
  return isListed(password.toLowerCase());
}

const undoLookAlikes = (chars: readonly string[], map: Readonly<Record<string, string>>): string =>
  chars.map((ch) => map[ch] ?? ch).join('');

/** How many characters at the start of `chars` are not letters (digits, symbols, spaces). */
function decorationLength(chars: readonly string[]): number {
  let n = 0;
  while (n < chars.length && !isLetter(chars[n] ?? '')) n++;
  return n;
}

/**
 * The listed password hidden in `password` by digits and symbols added before or after it or by
 * look-alike characters ("Welcome@2024" → "welcome", "P@ssw0rd1" → "p@ssw0rd", "Dr@g0n#2024" →
 * "dragon"), or null. Every way of cutting the added characters off is tried, since a look-alike can
 * also end a word ("$unsh1ne#7"). A password on the list as it is gives null: isCommonPassword says so.
 */
export function disguisedCommonPassword(password: string): string | null {
  const lower = password.toLowerCase();
  if (lower.length === 0 || isListed(lower)) return null;
  const chars = Array.from(lower);
  const before = decorationLength(chars);
  const after = decorationLength([...chars].reverse());
  for (let cut = 0; cut <= before; cut++) {
    for (let end = chars.length; end >= chars.length - after; end--) {
      const length = end - cut;
      if (length < MIN_HIDDEN_WORD) break;
      if (length > longestListed) continue;
      const middle = chars.slice(cut, end);
      const candidates = [middle.join(''), ...LOOK_ALIKES.map((map) => undoLookAlikes(middle, map))];
      const found = candidates.find((word) => isListed(word));
      if (found !== undefined) return found;
    }
  }
  return null;
}
