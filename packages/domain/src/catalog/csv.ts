/**
 * CSV import and export for product lists and reports: a forgiving RFC 4180 reader (Excel's semicolon
 * files too) and a writer whose output opens cleanly in Excel and cannot smuggle in spreadsheet formulas.
 */

const BOM = '\uFEFF';

/**
 * Parses CSV text into rows of fields: commas (or semicolons when the header line has semicolons but no
 * commas), double-quoted fields with "" escapes and line breaks inside quotes, CRLF or LF line ends.
 * A leading UTF-8 BOM and completely empty trailing lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(BOM) ? text.slice(1) : text;
  const delimiter = detectDelimiter(src);
  const rows: string[][] = [];
  const blank: boolean[] = []; // per row: a lone unquoted empty field, i.e. an empty line
  let row: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted section
  let rowHasContent = false; // anything but a lone unquoted empty field
  let i = 0;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    blank.push(!rowHasContent);
    row = [];
    rowHasContent = false;
  };

  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      rowHasContent = true;
    } else if (ch === delimiter) {
      endField();
      rowHasContent = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else {
      field += ch;
      rowHasContent = true;
    }
    i++;
  }
  if (rowHasContent) endRow();

  while (blank.at(-1)) {
    blank.pop();
    rows.pop();
  }
  return rows;
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
