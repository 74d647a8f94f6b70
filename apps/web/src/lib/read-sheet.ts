import { MAX_SHEET_FILE_BYTES, SheetFileError } from '@fbms/domain';

/**
 * Reads a CSV or XLSX file chosen for import into rows of text cells (the readers are loaded only
 * here); a file over the limits throws a SheetFileError. Used by the product and customer imports.
 */
export async function readSheetRows(file: File): Promise<string[][]> {
  if (file.size > MAX_SHEET_FILE_BYTES) throw new SheetFileError('TOO_LARGE');
  if (/\.xlsx$/i.test(file.name)) {
    const { readXlsx } = await import('@fbms/domain/catalog/xlsx');
    return readXlsx(new Uint8Array(await file.arrayBuffer()));
  }
  const { parseCsv } = await import('@fbms/domain/catalog/csv-read');
  return parseCsv(await file.text());
}
