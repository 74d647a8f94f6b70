import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE128, CODE128_PATTERNS, code128Modules, code128Values } from './code128.ts';

/** Splits a module string back into symbol values with the same table, checking the stop pattern. */
function decodeValues(modules: string): number[] {
  const stop = CODE128_PATTERNS[CODE128.STOP]!;
  expect(modules.endsWith(stop)).toBe(true);
  const body = modules.slice(0, -stop.length);
  expect(body.length % 11).toBe(0);
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 11) {
    const v = CODE128_PATTERNS.indexOf(body.slice(i, i + 11));
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThan(106);
    values.push(v);
  }
  return values;
}

/** Turns decoded symbol values back into text, following start codes and code set switches. */
function decodeText(values: number[]): string {
  const [start, ...rest] = values;
  const data = rest.slice(0, -1);
  const checksum = rest.at(-1)!;
  expect(checksum).toBe(values.slice(0, -1).reduce((s, v, i) => s + v * Math.max(i, 1), 0) % 103);
  let set = start === CODE128.START_C ? 'C' : 'B';
  expect([CODE128.START_B, CODE128.START_C]).toContain(start);
  let text = '';
  for (const v of data) {
    if (set === 'C' && v === CODE128.CODE_B) set = 'B';
    else if (set === 'B' && v === CODE128.CODE_C) set = 'C';
    else if (set === 'C') text += String(v).padStart(2, '0');
    else text += String.fromCharCode(v + 32);
  }
  return text;
}

const printable = fc.string({ unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)) });

describe('Code 128 table', () => {
  it('has 106 symbols of 11 modules and a 13-module stop', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    for (const p of CODE128_PATTERNS.slice(0, 106)) expect(p).toMatch(/^1[01]{9}0$/);
    expect(CODE128_PATTERNS[106]).toBe('1100011101011');
  });

  it('has distinct symbols, each with three bars, three spaces and an even number of bar modules', () => {
    const symbols = CODE128_PATTERNS.slice(0, 106);
    expect(new Set(symbols).size).toBe(106);
    for (const p of symbols) {
      expect(p.match(/1+/g)).toHaveLength(3);
      expect(p.match(/0+/g)).toHaveLength(3);
      expect((p.match(/1/g)?.length ?? 0) % 2).toBe(0);
    }
  });

  it('matches published patterns for well-known symbols', () => {
    expect(CODE128_PATTERNS[0]).toBe('11011001100'); // space in B
    expect(CODE128_PATTERNS[33]).toBe('10100011000'); // "A"
    expect(CODE128_PATTERNS[34]).toBe('10001011000'); // "B"
    expect(CODE128_PATTERNS[104]).toBe('11010010000'); // Start B
    expect(CODE128_PATTERNS[105]).toBe('11010011100'); // Start C
    expect(CODE128_PATTERNS[99]).toBe('10111011110'); // Code C
    expect(CODE128_PATTERNS[100]).toBe('10111101110'); // Code B
  });
});

describe('code128Values', () => {
  it('encodes PJJ123C in Code B with checksum 55 (54 is the Code A / Start A variant)', () => {
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55]);
  });

  it('uses Code C for an even run of digits', () => {
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, (105 + 12 + 34 * 2 + 56 * 3) % 103]);
  });

  it('puts the first digit of an odd digit run in Code B', () => {
    expect(code128Values('12345').slice(0, -1)).toEqual([104, 17, 99, 23, 45]);
  });

  it('switches to Code C only for digit runs long enough to save space', () => {
    expect(code128Values('AB1234CD').slice(0, -1)).toEqual([104, 33, 34, 17, 18, 19, 20, 35, 36]);
    expect(code128Values('AB123456CD').slice(0, -1)).toEqual([104, 33, 34, 99, 12, 34, 56, 100, 35, 36]);
    expect(code128Values('HG-1234').slice(0, -1)).toEqual([104, 40, 39, 13, 99, 12, 34]);
  });

  it('rejects empty text and characters outside printable ASCII', () => {
    expect(() => code128Values('')).toThrow('Nothing to encode');
    for (const bad of ['Piña', 'a\tb', '₱10', 'x\u007f']) {
      expect(() => code128Modules(bad)).toThrow(
        'Only letters, digits and common symbols can be printed as a barcode',
      );
    }
  });
});

describe('code128Modules', () => {
  it('is 11 modules per symbol (start, data, checksum) plus the 13-module stop', () => {
    const text = 'Hog Grower 50kg';
    const n = text.length; // all Code B
    const modules = code128Modules(text);
    expect(modules).toHaveLength(11 * (n + 2) + 13);
    expect(modules).toMatch(/^[01]+$/);
    expect(modules.startsWith(CODE128_PATTERNS[CODE128.START_B]!)).toBe(true);
    expect(modules.endsWith('1100011101011')).toBe(true);
  });

  it('prints digit-only codes narrower with Code C', () => {
    const ean = '4800000000011';
    const digits = '48000000000112';
    expect(code128Modules(digits).startsWith(CODE128_PATTERNS[CODE128.START_C]!)).toBe(true);
    expect(code128Modules(digits)).toHaveLength(11 * (7 + 2) + 13);
    expect(code128Modules(ean).length).toBeLessThan(11 * (ean.length + 2) + 13);
  });

  it('decodes back to the same text with a valid checksum', () => {
    fc.assert(
      fc.property(
        printable.filter((s) => s.length > 0),
        (text) => {
          const modules = code128Modules(text);
          const values = decodeValues(modules);
          expect(values).toEqual(code128Values(text));
          expect(decodeText(values)).toBe(text);
          // Never longer than plain Code B.
          expect(modules.length).toBeLessThanOrEqual(11 * (text.length + 2) + 13);
        },
      ),
    );
  });

  it('decodes digit-heavy codes back to the same text', () => {
    const digitHeavy = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '9', '7', 'A', '-') });
    fc.assert(
      fc.property(
        digitHeavy.filter((s) => s.length > 0),
        (text) => {
          expect(decodeText(decodeValues(code128Modules(text)))).toBe(text);
        },
      ),
    );
  });
});
