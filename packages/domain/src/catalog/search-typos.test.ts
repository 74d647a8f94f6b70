import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typoSpellings } from './search-typos.ts';

/** Whether one of the spellings of `typed` occurs in `text` (a piece boundary is any one letter). */
const finds = (typed: string, text: string) =>
  typoSpellings(typed).some((pieces) => new RegExp(pieces.join('.')).test(text));

describe('typoSpellings', () => {
  it('forgives a swapped, missing, extra or wrong letter in a longer word', () => {
    expect(finds('pilmcio', 'b-meg pilmico hog grower')).toBe(true); // swapped
    expect(finds('pilmco', 'pilmico')).toBe(true); // missing
    expect(finds('pilmicco', 'pilmico')).toBe(true); // extra
    expect(finds('vetrasin', 'vetracin gold')).toBe(true); // wrong
    expect(finds('integar', 'integra 3000')).toBe(true); // swapped at the end
  });

  it('asks more than one slip, and nothing of short words', () => {
    expect(finds('plimcio', 'pilmico')).toBe(false); // two swaps
    expect(finds('pilmzzo', 'pilmico')).toBe(false);
    expect(typoSpellings('hgo')).toEqual([]);
    expect(typoSpellings('uera')).toEqual([]);
    expect(typoSpellings('14-14')).toEqual([]); // 4 digits
  });

  it('gives each spelling once, with a run of 3 letters in some piece', () => {
    const spellings = typoSpellings('pilmco').map((p) => p.join('_'));
    expect(new Set(spellings).size).toBe(spellings.length);
    expect(spellings).toContain('pilm_co');
    expect(spellings).toContain('ilmco');
    expect(spellings).toContain('pimlco');
    expect(typoSpellings('ab-cd-ef').every((p) => p.some((s) => /\p{L}{3}/u.test(s)))).toBe(true);
  });

  it('finds a word from any one slip typed into it (6 letters or more typed)', () => {
    const word = fc.stringMatching(/^[a-z]{6,12}$/);
    const slip = fc.tuple(
      word,
      fc.nat(),
      fc.constantFrom('drop', 'add', 'change', 'swap'),
      fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
    );
    fc.assert(
      fc.property(slip, ([w, at, kind, letter]) => {
        const i = at % w.length;
        const typed =
          kind === 'drop'
            ? w.slice(0, i) + w.slice(i + 1)
            : kind === 'add'
              ? w.slice(0, i) + letter + w.slice(i)
              : kind === 'change'
                ? w.slice(0, i) + letter + w.slice(i + 1)
                : i < w.length - 1
                  ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
                  : w;
        fc.pre(typed.length >= 6);
        return typed === w || finds(typed, `x ${w} y`);
      }),
    );
  });
});
