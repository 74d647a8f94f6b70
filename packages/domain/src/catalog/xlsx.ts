/**
 * Excel (.xlsx) import and export for product lists: a minimal Office Open XML writer and a reader for
 * the first worksheet of any workbook Excel, LibreOffice or Google Sheets saves. No XML library: the
 * parts involved are simple enough for a few regular expressions.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { neutraliseCell } from './csv.ts';
import { MAX_XLSX_INFLATED_BYTES, SheetFileError } from './sheet-limits.ts';

// ── Writing ──────────────────────────────────────────────────────────────────────────────────────────

/** Column letters for a zero-based column index: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Zero-based column index for column letters: A → 0, AA → 26. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** Excel reads `_xHHHH_` in text as an escaped character; escape a literal one so it survives. */
const escapeOoxmlText = (text: string): string => text.replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_');

/** A valid sheet name: no []:*?/\, not wrapped in apostrophes, at most 31 characters, never empty. */
function safeSheetName(name: string): string {
  const cleaned = name
    .replace(INVALID_XML_CHARS, '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .slice(0, 31)
    .trim();
  return cleaned || 'Sheet1';
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">\
<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">\
<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>\
</Relationships>`;

// Style 0 is the default; style 1 is bold, used for the header row.
const STYLES = `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

function cellXml(value: string | number | null, ref: string, bold: boolean): string {
  const style = bold ? ' s="1"' : '';
  if (typeof value === 'number') {
    // NaN and Infinity have no representation in a worksheet; leave the cell empty.
    return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  }
  if (value === null || value === '') return '';
  const text = escapeXml(escapeOoxmlText(neutraliseCell(value)));
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

/**
 * Builds a one-sheet .xlsx workbook from rows of cells: text as inline strings (formula-neutralised),
 * numbers as numbers, null as an empty cell; the first row is bold. The sheet name is cleaned to what
 * Excel accepts (at most 31 characters, none of []:*?/\).
 */
export function writeXlsx(sheetName: string, rows: (string | number | null)[][]): Uint8Array {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row.map((value, c) => cellXml(value, `${columnName(c)}${r + 1}`, r === 0)).join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const sheet = `${XML_HEAD}<worksheet xmlns="${NS_MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`;
  const workbook = `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>\
<sheet name="${escapeXml(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(workbook),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
    'xl/styles.xml': strToU8(STYLES),
  });
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────────

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Undoes Excel's `_xHHHH_` escapes (used for control characters such as line feeds in old files). */
const unescapeOoxmlText = (text: string): string =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The attributes of a start tag, keyed by name without any namespace prefix (r:id → id). */
function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = m[1]!.replace(/^[\w.-]+:/, '');
    if (!(name in attrs)) attrs[name] = unescapeXml(m[2] ?? m[3] ?? '');
  }
  return attrs;
}

/** `<name …>body</name>` and `<name …/>` elements (any namespace prefix) as [attributes, body] pairs. */
function elements(xml: string, name: string): [string, string][] {
  const re = new RegExp(
    `<(?:[\\w.-]+:)?${name}(\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>)`,
    'g',
  );
  return [...xml.matchAll(re)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

/** The concatenated text of every <t> in a string item, skipping phonetic (<rPh>) runs. */
function stringItemText(xml: string): string {
  const withoutPhonetic = xml.replace(/<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g, '');
  return elements(withoutPhonetic, 't')
    .map(([, body]) => unescapeOoxmlText(unescapeXml(body)))
    .join('');
}

/** Resolves a relationship target against the folder of the part that owns it ("xl/" for the workbook). */
function resolveTarget(baseDir: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : baseDir + target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** The Relationship targets of a .rels part, as [Id, Type, Target] triples. */
function relationships(xml: string | undefined): { id: string; type: string; target: string }[] {
  if (xml === undefined) return [];
  return elements(xml, 'Relationship').map(([attrs]) => {
    const a = attributes(attrs);
    return { id: a.Id ?? '', type: a.Type ?? '', target: a.Target ?? '' };
  });
}

/**
 * Reads the first worksheet of an .xlsx file as rows of text: shared and inline strings, numbers as
 * written ("1250.5"), dates (numbers in a date format) as ISO dates ("2026-03-14"), booleans as TRUE/FALSE. Skipped cells come back as "" in their column, skipped
 * rows as empty rows; trailing empty rows are dropped. Throws a SheetFileError for anything that is
 * not a workbook (NOT_XLSX) and for XML parts that would inflate past `maxInflatedBytes` in all
 * (INFLATES_TOO_FAR, decided from the zip directory before anything is inflated).
 */
export function readXlsx(data: Uint8Array, maxInflatedBytes = MAX_XLSX_INFLATED_BYTES): string[][] {
  let files: Record<string, Uint8Array>;
  let inflated = 0;
  try {
    // Only the XML parts matter; leave images and other media compressed. Each part's size is read from
    // the zip directory before it is inflated (fflate inflates into a buffer of exactly that size), so a
    // "zip bomb" is refused before it takes any memory.
    files = unzipSync(data, {
      filter: (f) => {
        if (!/\.(xml|rels)$/i.test(f.name)) return false;
        inflated += f.originalSize;
        if (inflated > maxInflatedBytes) throw new SheetFileError('INFLATES_TOO_FAR');
        return true;
      },
    });
  } catch (e) {
    throw e instanceof SheetFileError ? e : new SheetFileError('NOT_XLSX');
  }
  const part = (path: string): string | undefined => {
    const bytes = files[path];
    return bytes === undefined ? undefined : strFromU8(bytes);
  };

  const officeDoc = relationships(part('_rels/.rels')).find((r) => r.type.endsWith('/officeDocument'));
  const workbookPath = officeDoc ? resolveTarget('', officeDoc.target) : 'xl/workbook.xml';
  const slash = workbookPath.lastIndexOf('/');
  const workbookDir = workbookPath.slice(0, slash + 1);
  const workbookRels = relationships(part(`${workbookDir}_rels/${workbookPath.slice(slash + 1)}.rels`));

  let sheetPath: string | undefined;
  const firstSheet = elements(part(workbookPath) ?? '', 'sheet')[0];
  const sheetRelId = firstSheet ? attributes(firstSheet[0]).id : undefined;
  const sheetRel = workbookRels.find((r) => r.id === sheetRelId);
  if (sheetRel) sheetPath = resolveTarget(workbookDir, sheetRel.target);
  const sheetXml = (sheetPath && part(sheetPath)) ?? part('xl/worksheets/sheet1.xml');
  if (sheetXml === undefined) throw new SheetFileError('NOT_XLSX');

  const relatedPart = (type: string, fallback: string): string => {
    const rel = workbookRels.find((r) => r.type.endsWith(type));
    return (rel && part(resolveTarget(workbookDir, rel.target))) ?? part(fallback) ?? '';
  };
  const shared = elements(relatedPart('/sharedStrings', 'xl/sharedStrings.xml'), 'si').map(([, body]) =>
    stringItemText(body),
  );
  const workbookPr = elements(part(workbookPath) ?? '', 'workbookPr')[0];
  const date1904 = /^(1|true)$/.test(workbookPr ? (attributes(workbookPr[0]).date1904 ?? '') : '');
  const sheet: SheetContext = {
    shared,
    dateStyles: dateStyles(relatedPart('/styles', 'xl/styles.xml')),
    date1904,
  };

  const rows: string[][] = [];
  for (const [rowAttrs, rowBody] of elements(sheetXml, 'row')) {
    const rowNumber = Number(attributes(rowAttrs).r);
    const rowIndex = Number.isInteger(rowNumber) && rowNumber >= 1 ? rowNumber - 1 : rows.length;
    while (rows.length <= rowIndex) rows.push([]);
    const row = rows[rowIndex]!;
    for (const [cellAttrs, cellBody] of elements(rowBody, 'c')) {
      const a = attributes(cellAttrs);
      const ref = /^([A-Za-z]{1,3})\d*$/.exec(a.r ?? '');
      const col = ref ? columnIndex(ref[1]!) : row.length;
      while (row.length < col) row.push('');
      row[col] = cellText(a, cellBody, sheet);
    }
  }
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
  return rows;
}

interface SheetContext {
  shared: string[];
  /** Per cell style index (the `s` of a cell): whether its number format shows a date. */
  dateStyles: boolean[];
  /** The workbook counts days from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
}

function cellText(a: Record<string, string>, body: string, sheet: SheetContext): string {
  const type = a.t;
  if (type === 'inlineStr') {
    const is = elements(body, 'is')[0];
    return is ? stringItemText(is[1]) : '';
  }
  const v = elements(body, 'v')[0];
  const value = v ? unescapeXml(v[1]) : '';
  if (type === 's') return sheet.shared[Number(value)] ?? '';
  if (type === 'b' && value !== '') return value === '1' || value.toLowerCase() === 'true' ? 'TRUE' : 'FALSE';
  if (type === 'str') return unescapeOoxmlText(value);
  const serial = Number(value);
  if ((type === undefined || type === 'n') && value !== '' && Number.isFinite(serial)) {
    if (sheet.dateStyles[Number(a.s ?? 0)]) return excelDate(serial, sheet.date1904);
  }
  return value; // numbers ("n" or no type) and errors ("e") kept as written
}

/** Built-in number formats that show a date (ECMA-376 §18.8.30, with the East Asian ones). */
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** Whether a custom format code shows a day or a year, ignoring quoted text, [colours] and escapes. */
const isDateFormatCode = (code: string): boolean =>
  /[dy]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\.|[_*]./g, ''));

/** For each cell style (cellXfs) of styles.xml: whether its number format is a date format. */
function dateStyles(stylesXml: string): boolean[] {
  const custom = new Map(
    elements(stylesXml, 'numFmt').map(([attrs]) => {
      const a = attributes(attrs);
      return [Number(a.numFmtId), a.formatCode ?? ''] as const;
    }),
  );
  const cellXfs = elements(stylesXml, 'cellXfs')[0]?.[1] ?? '';
  return elements(cellXfs, 'xf').map(([attrs]) => {
    const id = Number(attributes(attrs).numFmtId ?? 0);
    const code = custom.get(id);
    return code === undefined ? BUILTIN_DATE_FORMATS.has(id) : isDateFormatCode(code);
  });
}

const DAY_MS = 86_400_000;
/** Day 25569 of Excel's 1900 system is 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

/**
 * An Excel date serial as the date typed: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm:ss' when it has a time.
 * Serials before 1 March 1900 are shifted by Excel's phantom 29 February 1900.
 */
function excelDate(serial: number, date1904: boolean): string {
  const days = serial + (date1904 ? 1462 : serial < 60 ? 1 : 0);
  const ms = Math.round((days - UNIX_EPOCH_SERIAL) * 86_400) * 1000;
  const iso = new Date(ms).toISOString();
  return ms % DAY_MS === 0 ? iso.slice(0, 10) : iso.slice(0, 19);
}
