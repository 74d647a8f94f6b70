import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv.ts';
import { parseCsv } from './csv-read.ts';
import { MAX_SHEET_ROWS, SheetFileError } from './sheet-limits.ts';

describe('parseCsv', () => {
  it('splits plain rows on commas, LF or CRLF', () => {
    expect(parseCsv('sku,name\nHG-50,Hog Grower\r\nB-1,Broiler')).toEqual([
      ['sku', 'name'],
      ['HG-50', 'Hog Grower'],
      ['B-1', 'Broiler'],
    ]);
  });

  it('reads quoted fields with doubled quotes, commas and line breaks inside', () => {
    const text = 'name,notes\r\n"Vitamin ""B"" complex","1 sachet, 2x a day\r\nwith water"\r\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'notes'],
      ['Vitamin "B" complex', '1 sachet, 2x a day\r\nwith water'],
    ]);
  });

  it('keeps empty fields and rows of the right width', () => {
    expect(parseCsv('a,,c\n,,\n"",x')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
      ['', 'x'],
    ]);
  });

  it('strips a UTF-8 BOM and keeps ₱ and ñ', () => {
    expect(parseCsv('\uFEFFname,price\nPiña feeds,₱1\n')).toEqual([
      ['name', 'price'],
      ['Piña feeds', '₱1'],
    ]);
  });

  it('ignores completely empty trailing lines but keeps empty lines in the middle', () => {
    expect(parseCsv('a,b\n\nc,d\r\n\r\n\n')).toEqual([['a', 'b'], [''], ['c', 'd']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });

  it('reads semicolon files when the header has semicolons and no commas', () => {
    expect(parseCsv('sku;name;price\nHG-50;"Hog; Grower";1450,50\n')).toEqual([
      ['sku', 'name', 'price'],
      ['HG-50', 'Hog; Grower', '1450,50'],
    ]);
    // A comma in the header means commas, even if semicolons appear too; quoted text does not count.
    expect(parseCsv('"a,b";c\n1;2')).toEqual([
      ['a,b', 'c'],
      ['1', '2'],
    ]);
    expect(parseCsv('a;b,c\n1;2,3')).toEqual([
      ['a;b', 'c'],
      ['1;2', '3'],
    ]);
  });

  it('treats a quote in the middle of an unquoted field as text', () => {
    expect(parseCsv('12" pipe,x')).toEqual([['12" pipe', 'x']]);
  });
});

describe('neutraliseCell', () => {
  it('prefixes values Excel would run as formulas', () => {
    for (const v of [
      '=HYPERLINK("http://evil","click")',
      '+1',
      '@SUM(A1:A2)',
      '-1+2',
      '\tx',
      '\r=1',
      '-',
      '=',
    ]) {
      expect(neutraliseCell(v)).toBe(`'${v}`);
    }
  });

  it('leaves plain negative numbers and ordinary text alone', () => {
    for (const v of ['-3', '-12.5', '-0.75', '-.5', 'Hog Grower', '12', '', "'=already"]) {
      expect(neutraliseCell(v)).toBe(v);
    }
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF and quotes only where needed', () => {
    expect(
      toCsv([
        ['sku', 'name'],
        ['HG-50', 'Hog, "Grower"'],
        ['x', 'two\nlines'],
      ]),
    ).toBe('\uFEFFsku,name\r\nHG-50,"Hog, ""Grower"""\r\nx,"two\nlines"\r\n');
  });

  it('writes numbers as numbers and null/undefined as empty cells', () => {
    expect(toCsv([[1250.5, -3, null, undefined, 'x']])).toBe('\uFEFF1250.5,-3,,,x\r\n');
  });

  it('quotes semicolons so a one-column file is not read back as semicolon-separated', () => {
    expect(toCsv([['a;b'], ['c']])).toBe('\uFEFF"a;b"\r\nc\r\n');
    expect(parseCsv(toCsv([['a;b', 'c;d']]))).toEqual([['a;b', 'c;d']]);
  });

  it('neutralises formula cells', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@SUM', '-1+2', '-3']])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")",'+1,'@SUM,'-1+2,-3\r\n`,
    );
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['sku', 'name', 'notes'],
      ['PN-1', 'Piña ₱ "special"', 'a,b\r\nc'],
      ['', '', ''],
      [''],
      ['x', '-12.5', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('round-trips any safe text', () => {
    const safeCell = fc.string().filter((s) => neutraliseCell(s) === s && !s.startsWith('\uFEFF'));
    const table = fc
      .integer({ min: 1, max: 5 })
      .chain((width) =>
        fc.array(fc.array(safeCell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
      );
    fc.assert(
      fc.property(table, (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows);
      }),
    );
  });
});

describe('parseCsv limits', () => {
  it('refuses a file over the row limit without reading the rest', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i},Item ${i}`).join('\r\n');
    expect(parseCsv(lines(5), 5)).toHaveLength(5);
    expect(() => parseCsv(lines(6), 5)).toThrow(SheetFileError);
    expect(() => parseCsv(lines(MAX_SHEET_ROWS + 1))).toThrow(
      expect.objectContaining({ problem: 'TOO_MANY_ROWS' }),
    );
  });

  it('reads a long quoted field with many line breaks', () => {
    const notes = 'line, "quoted"\r\n'.repeat(50_000);
    const text = `name,notes\r\nx,"${notes.replaceAll('"', '""')}"\r\n`;
    expect(parseCsv(text)).toEqual([
      ['name', 'notes'],
      ['x', notes],
    ]);
  });
});
