/**
 * The typing slips a product search forgives: in a word of at least TYPO_MIN_LETTERS letters, one letter
 * wrong, missing or extra, or two neighbouring letters swapped ("pilmcio" and "pilmco" find Pilmico).
 * Shorter words must be typed right: "hog" with a slip would match half the catalogue.
 */
export const TYPO_MIN_LETTERS = 5;

/**
 * The spellings `word` may stand for, each as its literal pieces with exactly one unknown letter
 * between two pieces ("pilm_co" is ['pilm', 'co']). A spelling without 3 letters or digits in a row in
 * some piece is left out: the search could not narrow it down by its index, and it says too little.
 */
export function typoSpellings(word: string): string[][] {
  const c = Array.from(word);
  const n = c.length;
  if (c.filter((ch) => /[\p{L}\p{N}]/u.test(ch)).length < TYPO_MIN_LETTERS) return [];
  const seen = new Set<string>();
  const out: string[][] = [];
  const add = (...pieces: string[][]) => {
    const parts = pieces.map((p) => p.join(''));
    const key = parts.join('\u0000');
    if (seen.has(key) || !parts.some((p) => /[\p{L}\p{N}]{3}/u.test(p))) return;
    seen.add(key);
    out.push(parts);
  };
  for (let i = 0; i < n; i++) {
    add([...c.slice(0, i), ...c.slice(i + 1)]); // one letter too many
    if (i > 0) add(c.slice(0, i), c.slice(i)); // one letter left out before c[i]
    if (i > 0 && i < n - 1) add(c.slice(0, i), c.slice(i + 1)); // c[i] wrong (at the ends: "too many")
    if (i < n - 1 && c[i] !== c[i + 1]) add([...c.slice(0, i), c[i + 1]!, c[i]!, ...c.slice(i + 2)]); // c[i] and c[i+1] swapped
  }
  return out;
}
