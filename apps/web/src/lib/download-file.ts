import { toCsv } from '@fbms/domain/catalog/csv';

/** Hands the browser a file to save (text, or the bytes of a workbook). */
export function downloadFile(
  fileName: string,
  content: string | Uint8Array,
  type = 'application/json',
): void {
  const part = typeof content === 'string' ? content : new Uint8Array(content);
  const url = URL.createObjectURL(new Blob([part as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type TableFormat = 'csv' | 'xlsx';

/**
 * A table as `name-YYYY-MM-DD.csv` or `.xlsx` (sheet `sheet`). CSV cells go through `toCsv`, which
 * neutralises spreadsheet formulas; the workbook writer is loaded only when asked for.
 */
export async function downloadTable(
  name: string,
  sheet: string,
  rows: (string | number | null)[][],
  format: TableFormat,
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    downloadFile(`${name}-${day}.csv`, toCsv(rows), 'text/csv;charset=utf-8');
    return;
  }
  const { writeXlsx } = await import('@fbms/domain/catalog/xlsx');
  downloadFile(
    `${name}-${day}.xlsx`,
    writeXlsx(sheet, rows),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}
