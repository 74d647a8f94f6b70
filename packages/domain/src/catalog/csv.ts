/**
 * CSV import and export for product lists and reports: papaparse reads (Excel's semicolon files too,
 * with a row limit); the writer's output opens cleanly in Excel and cannot smuggle in spreadsheet
 * formulas.
 */
import Papa from 'papaparse';
import { MAX_SHEET_ROWS, SheetFileError } from './sheet-limits.ts';

const BOM = '\uFEFF';

/**
 * Parses CSV text into rows of fields: commas (or semicolons when the header line has semicolons but no
 * commas), double-quoted fields with "" escapes and line breaks inside quotes, CRLF, LF or CR line ends
 * (mixed too). A leading UTF-8 BOM and completely empty trailing lines are dropped. More than `maxRows`
 * rows throw a SheetFileError('TOO_MANY_ROWS') without reading the rest.
 */
export function parseCsv(text: string, maxRows = MAX_SHEET_ROWS): string[][] {
  const src = (text.startsWith(BOM) ? text.slice(1) : text).replace(TRAILING_LINE_BREAKS, '');
  if (src === '') return [];
  const delimiter = detectDelimiter(src);
  const { data } = Papa.parse<string[]>(sameLineBreaks(src, delimiter), {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    preview: maxRows + 1,
  });
  if (data.length > maxRows) throw new SheetFileError('TOO_MANY_ROWS');
  return data;
}

const TRAILING_LINE_BREAKS = /[\r\n]+$/;

/**
 * Every line break outside quoted fields as LF, so a file mixing CRLF, LF and CR splits where it should;
 * breaks inside a quoted field (one that starts with a quote) are kept as written.
 */
function sameLineBreaks(src: string, delimiter: string): string {
  const re = new RegExp(`(?<=^|[${delimiter}\\r\\n])"[^"]*(?:""[^"]*)*"|\\r\\n?`, 'g');
  return src.replace(re, (m) => (m.startsWith('"') ? m : '\n'));
}

/**
 * Semicolon when the first line has semicolons and no commas outside quotes (Excel in comma-decimal
 * locales), else comma.
 */
function detectDelimiter(src: string): ',' | ';' {
  let quoted = false;
  let semicolons = 0;
  for (const ch of src) {
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === ',') return ',';
    else if (ch === ';') semicolons++;
    else if (ch === '\r' || ch === '\n') break;
  }
  return semicolons > 0 ? ';' : ',';
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Defuses spreadsheet formula injection: a value starting with =, +, -, @, tab or carriage return gets a
 * leading apostrophe so Excel shows it as text. Plain negative numbers such as -12.5 are left alone.
 */
export function neutraliseCell(value: string): string {
  if (!FORMULA_START.test(value) || NEGATIVE_NUMBER.test(value)) return value;
  return `'${value}`;
}

// Semicolons are quoted too, so a header such as "a;b" is not mistaken for a semicolon file.
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * Writes rows as CSV for Excel: UTF-8 BOM (so ₱ and ñ display), CRLF line ends, quotes around cells
 * with commas, semicolons, quotes or line breaks, null/undefined as empty cells, and every text cell
 * passed through neutraliseCell.
 */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  const lines = rows.map((row) => {
    // A row holding one empty cell is written as "" so it is not mistaken for a blank line.
    if (row.length === 1 && (row[0] === '' || row[0] == null)) return '""';
    return row.map(formatCell).join(',');
  });
  return BOM + lines.map((line) => `${line}\r\n`).join('');
}

function formatCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
