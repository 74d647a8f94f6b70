/**
 * How much a spreadsheet chosen for import may hold, checked before it is read: a file that passes
 * these cannot take the browser's memory (a 300 KB .xlsx "zip bomb" once inflated to 1.3 GB).
 */

/** The largest file read at all (CSV or .xlsx): 10,000 products take about 2 MB. */
export const MAX_SHEET_FILE_BYTES = 10 * 1024 * 1024;

/** The most rows a reader returns (blank ones included); the import takes at most 10,000 products. */
export const MAX_SHEET_ROWS = 20_000;

/** The most an .xlsx file's XML parts may inflate to, summed from the sizes its zip directory states. */
export const MAX_XLSX_INFLATED_BYTES = 64 * 1024 * 1024;

export type SheetFileProblem = 'NOT_XLSX' | 'TOO_LARGE' | 'TOO_MANY_ROWS' | 'INFLATES_TOO_FAR';

const MESSAGES: Record<SheetFileProblem, string> = {
  NOT_XLSX: 'This file is not an Excel workbook (.xlsx)',
  TOO_LARGE: 'This file is too large to import',
  TOO_MANY_ROWS: 'This file has too many rows to import',
  INFLATES_TOO_FAR: 'This Excel file unpacks to far more data than a product list holds',
};

/** A file refused before or while reading it; `problem` picks the words the screen shows. */
export class SheetFileError extends Error {
  constructor(readonly problem: SheetFileProblem) {
    super(MESSAGES[problem]);
    this.name = 'SheetFileError';
  }
}
