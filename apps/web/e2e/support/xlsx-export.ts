import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';

/** Clicks the list's Export XLSX and opens the workbook it downloads. */
export async function exportXlsx(page: Page): Promise<{ name: string; sheet: ExcelJS.Worksheet }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  return { name: download.suggestedFilename(), sheet: workbook.worksheets[0]! };
}

/** The header row's texts. */
export const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);
