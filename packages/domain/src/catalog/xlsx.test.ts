import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_XLSX_INFLATED_BYTES, SheetFileError } from './sheet-limits.ts';
import { readXlsx, writeXlsx } from './xlsx.ts';

const NOT_XLSX = 'This file is not an Excel workbook (.xlsx)';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook as Excel itself saves it: shared strings, sparse cells, sheet file not named sheet1. */
function excelStyleWorkbook(sheetXml: string, sharedStrings?: string): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    '_rels/.rels': strToU8(
      `<Relationships><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns:r="${REL}"><sheets><sheet name="Products" sheetId="3" r:id="rId7"/>` +
        '<sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships>' +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/sheet3.xml"/>` +
        `<Relationship Id="rId9" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
        '</Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      '<worksheet><sheetData><row r="1"><c r="A1"><v>999</v></c></row></sheetData></worksheet>',
    ),
    'xl/worksheets/sheet3.xml': strToU8(sheetXml),
  };
  if (sharedStrings !== undefined) files['xl/sharedStrings.xml'] = strToU8(sharedStrings);
  return zipSync(files);
}

describe('writeXlsx', () => {
  it('writes the parts of a minimal workbook', () => {
    const parts = unzipSync(writeXlsx('Products', [['sku'], ['HG-50']]));
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">sku</t></is></c>');
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">HG-50</t></is></c>');
  });

  it('cleans the sheet name to what Excel accepts', () => {
    const workbook = (name: string) => strFromU8(unzipSync(writeXlsx(name, []))['xl/workbook.xml']!);
    expect(workbook('Stock [Main]: A/B?*\\ & more stock for the big warehouse')).toContain(
      'name="Stock  Main   A B    &amp; more sto"',
    );
    expect(workbook('[]')).toContain('name="Sheet1"');
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    const sheet = strFromU8(
      unzipSync(writeXlsx('S', [['a<b>&"c\'\u0001\u0008d']]))['xl/worksheets/sheet1.xml']!,
    );
    expect(sheet).toContain('a&lt;b&gt;&amp;&quot;c&apos;d');
  });

  it('neutralises formula text and writes numbers as numbers', () => {
    const sheet = strFromU8(
      unzipSync(writeXlsx('S', [['h'], ['=1+1', -3, 1250.5, '-3']]))['xl/worksheets/sheet1.xml']!,
    );
    expect(sheet).toContain('>&apos;=1+1</t>');
    expect(sheet).toContain('<c r="B2"><v>-3</v></c><c r="C2"><v>1250.5</v></c>');
    expect(sheet).toContain('<c r="D2" t="inlineStr"><is><t xml:space="preserve">-3</t>');
  });
});

describe('readXlsx', () => {
  it('round-trips what writeXlsx writes', () => {
    const rows = [
      ['sku', 'name', 'price', 'notes'],
      ['HG-50', 'Piña & <Hog> "Grower" \'50\'', 1250.5, '₱1,450.00'],
      ['B-1', null, 3, 'line one\nline two'],
      [null, null, null, 'only D'],
      ['_x0041_ literal', '  spaced  ', 0, null],
    ];
    expect(readXlsx(writeXlsx('Products', rows))).toEqual([
      ['sku', 'name', 'price', 'notes'],
      ['HG-50', 'Piña & <Hog> "Grower" \'50\'', '1250.5', '₱1,450.00'],
      ['B-1', '', '3', 'line one\nline two'],
      ['', '', '', 'only D'],
      ['_x0041_ literal', '  spaced  ', '0'],
    ]);
  });

  it('reads shared strings, rich text, gaps, booleans and entities from an Excel-style workbook', () => {
    const shared =
      '<sst count="3" uniqueCount="3"><si><t>SKU</t></si>' +
      '<si><r><rPr><b/></rPr><t>Hog </t></r><r><t xml:space="preserve">&amp; Grower</t></r><rPh><t>ホグ</t></rPh></si>' +
      '<si><t>Tab&#9;&#x20B1;&lt;x&gt;&quot;&apos;_x000D_</t></si></sst>';
    const sheet =
      '<worksheet><dimension ref="A1:C7"/><sheetData>' +
      '<row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
      '<row r="3"><c r="B3" t="b"><v>1</v></c><c r="C3" t="b"><v>0</v></c></row>' +
      '<row r="4"><c r="A4" s="2"><v>1250.5</v></c><c r="B4" t="str"><f>A4*2</f><v>2501</v></c>' +
      '<c r="C4" t="inlineStr"><is><t>inline</t></is></c></row>' +
      '<row r="7"><c r="C7" t="s"><v>2</v></c><c r="D7" t="e"><v>#DIV/0!</v></c></row>' +
      '<row r="8"><c r="A8" s="1"/></row>' +
      '</sheetData></worksheet>';
    expect(readXlsx(excelStyleWorkbook(sheet, shared))).toEqual([
      ['SKU', '', 'Hog & Grower'],
      [],
      ['', 'TRUE', 'FALSE'],
      ['1250.5', '2501', 'inline'],
      [],
      [],
      ['', '', 'Tab\t₱<x>"\'\r', '#DIV/0!'],
    ]);
  });

  it('reads cells in a date format as ISO dates, other numbers as written', () => {
    const styles =
      '<styleSheet><numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>' +
      '<numFmt numFmtId="165" formatCode="[$-409]h:mm AM/PM;@"/><numFmt numFmtId="166" formatCode="&quot;Day &quot;0"/></numFmts>' +
      '<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"><alignment/></xf>' +
      '<xf numFmtId="22"/><xf numFmtId="165"/><xf numFmtId="166"/></cellXfs></styleSheet>';
    const sheet =
      '<worksheet><sheetData><row r="1">' +
      '<c r="A1" s="1"><v>46095</v></c><c r="B1" s="2"><v>46096</v></c><c r="C1" s="3"><v>46095.4375</v></c>' +
      '<c r="D1" s="4"><v>0.5</v></c><c r="E1" s="5"><v>7</v></c><c r="F1" s="0"><v>46095</v></c>' +
      '<c r="G1" s="1" t="s"><v>0</v></c></row></sheetData></worksheet>';
    const files = unzipSync(excelStyleWorkbook(sheet, '<sst><si><t>text</t></si></sst>'));
    files['xl/styles.xml'] = strToU8(styles);
    expect(readXlsx(zipSync(files))).toEqual([
      ['2026-03-14', '2026-03-15', '2026-03-14T10:30:00', '0.5', '7', '46095', 'text'],
    ]);
    // The 1904 date system (old Mac workbooks) counts from 1 January 1904.
    files['xl/workbook.xml'] = strToU8(
      strFromU8(files['xl/workbook.xml']!).replace('<sheets>', '<workbookPr date1904="1"/><sheets>'),
    );
    expect(readXlsx(zipSync(files))[0]?.[0]).toBe('2030-03-15');
  });

  it('reads sheets written with a namespace prefix and without cell references', () => {
    const sheet =
      '<x:worksheet xmlns:x="main"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c>' +
      '<x:c><x:v>2</x:v></x:c></x:row><x:row><x:c r="B2"><x:v>3</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(readXlsx(excelStyleWorkbook(sheet))).toEqual([
      ['a', '2'],
      ['', '3'],
    ]);
  });

  it('falls back to xl/worksheets/sheet1.xml when the workbook parts are missing', () => {
    const data = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(
        '<worksheet><sheetData><row r="2"><c r="B2"><v>5</v></c></row></sheetData></worksheet>',
      ),
    });
    expect(readXlsx(data)).toEqual([[], ['', '5']]);
  });

  it('rejects files that are not workbooks', () => {
    const random = new Uint8Array(256);
    let seed = 42;
    for (let i = 0; i < random.length; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      random[i] = seed & 0xff;
    }
    expect(() => readXlsx(random)).toThrow(NOT_XLSX);
    expect(() => readXlsx(new Uint8Array(0))).toThrow(NOT_XLSX);
    expect(() => readXlsx(strToU8('sku,name\nHG-50,Hog'))).toThrow(NOT_XLSX);
    expect(() => readXlsx(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))).toThrow(NOT_XLSX);
  });
});

/**
 * A real "zip bomb": a workbook whose sheet is valid XML that inflates to `inflatedBytes` (blank space),
 * compressed chunk by chunk so the test itself never holds the inflated sheet.
 */
function zipBomb(inflatedBytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    parts.push(chunk);
  });
  const add = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 9 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  add('[Content_Types].xml', '<Types/>');
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheet);
  const head = strToU8('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row>');
  sheet.push(head);
  const blank = new Uint8Array(1024 * 1024).fill(0x20);
  for (let n = head.length; n < inflatedBytes; n += blank.length) sheet.push(blank);
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('readXlsx limits', () => {
  it('refuses a zip bomb from its directory, quickly and without inflating it', { timeout: 30_000 }, () => {
    const bomb = zipBomb(MAX_XLSX_INFLATED_BYTES + 8 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const memoryBefore = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    expect(() => readXlsx(bomb)).toThrow(expect.objectContaining({ problem: 'INFLATES_TOO_FAR' }));
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().arrayBuffers - memoryBefore).toBeLessThan(16 * 1024 * 1024);
  });

  it('reads the same kind of file under the limit', () => {
    expect(readXlsx(zipBomb(2 * 1024 * 1024))).toEqual([['1']]);
    expect(() => readXlsx(zipBomb(2 * 1024 * 1024), 1024 * 1024)).toThrow(SheetFileError);
  });
});
