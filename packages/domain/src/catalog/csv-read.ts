/**
 * CSV import for product lists: papaparse reads (Excel's semicolon files too, with a row limit). Kept
 * apart from the writer (csv.ts) so screens that only export do not load papaparse.
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
