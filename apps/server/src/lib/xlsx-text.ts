import ExcelJS from 'exceljs';
import { badRequest } from './app-error';
import { say } from './messages';

// An import may come as an Excel workbook (.xlsx) as well as CSV: its first sheet is
// read into the CSV text every importer already reads, so both kinds of file meet the
// same columns, rules and messages.

/** A workbook is a ZIP archive: its first bytes say so, whatever the file is called. */
export function isXlsx(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as the text a CSV saved from the same sheet would hold. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel keeps a date as the day and time on the wall clock; exceljs gives it as UTC.
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const seconds = value.getUTCHours() * 3600 + value.getUTCMinutes() * 60 + value.getUTCSeconds();
    return seconds === 0 ? day : `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The first sheet of a workbook as CSV text; a file that is not a readable workbook is refused. */
export async function xlsxToCsv(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(say('validation.not_a_workbook'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(say('validation.workbook_without_sheet'));
  // A sheet leaves a row's empty cells at its end out: every row is as wide as the widest.
  const width = sheet.columnCount;
  const lines: string[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells = Array.isArray(row.values) ? row.values.slice(1) : [];
    const texts = Array.from({ length: width }, (_, index) => csvField(cellText(cells[index] ?? null)));
    lines.push(texts.join(','));
  });
  return `${lines.join('\n')}\n`;
}
