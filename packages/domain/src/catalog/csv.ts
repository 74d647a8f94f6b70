/**
 * CSV export for product lists and reports: output that opens cleanly in Excel and cannot smuggle in
 * spreadsheet formulas. The reader is csv-read.ts (papaparse), loaded only where a file is imported.
 */

const BOM = '\uFEFF';

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
