import { downloadBlob } from './csv';

/** What a spreadsheet cell holds: a number stays a number, a date a date, anything else text (leading zeros kept). */
export type XlsxCell = string | number | Date | null;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A value as its cell: numbers as numbers, a calendar date (YYYY-MM-DD) as a date,
 * everything else as the text the screen shows, so "00000004" stays text.
 */
export function cellOf(raw: unknown, shown: unknown): XlsxCell {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && CALENDAR_DATE.test(raw)) {
    const [year, month, day] = raw.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, day));
  }
  if (shown === null || shown === undefined) return null;
  return Array.isArray(shown) ? shown.join('; ') : String(shown);
}

/**
 * Downloads rows as an Excel workbook of one sheet with typed cells: a bold, frozen
 * header, dates shown as dates. exceljs is loaded on the first export only, so no
 * screen carries it until someone asks for a workbook.
 */
export async function downloadXlsx(fileName: string, sheetName: string, header: string[], rows: XlsxCell[][]): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // A sheet name is at most 31 characters, without []:*?/\ (Excel refuses the file otherwise).
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    let widest = header[index]?.length ?? 8;
    for (const row of rows) {
      const cell = row[index];
      widest = Math.max(widest, cell instanceof Date ? 10 : String(cell ?? '').length);
    }
    column.width = Math.min(60, widest + 2);
    if (rows.some((row) => row[index] instanceof Date)) column.numFmt = 'yyyy-mm-dd';
  });
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(fileName, new Blob([buffer], { type: XLSX_TYPE }));
}
