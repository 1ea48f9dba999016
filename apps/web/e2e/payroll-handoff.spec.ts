import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { logIn, PHONE, snap } from './support/journey';
import { exportXlsx, headerOf } from './support/xlsx-export';


test('HR opens the payroll hand-off for a cut-off and exports it to Excel with typed cells', async ({ page }) => {
  await logIn(page, 'hr');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Attendance' }).click();
  await menu.getByRole('link', { name: 'Payroll Hand-off' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll Hand-off', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payroll hand-off' });
  await expect(table.getByRole('cell', { name: 'Bautista, Pedro' })).toBeVisible();
  await expect(page.getByText(/ to .*: \d+ employees\./)).toBeVisible();
  await snap(page, 'payroll-handoff-desktop');

  // The first half of the same month: a different cut-off, asked for again.
  const cutoff = page.getByRole('combobox', { name: 'Cut-off' });
  const other = (await cutoff.textContent())?.includes('First') ? 'Second half' : 'First half';
  await cutoff.click();
  await page.getByRole('option', { name: other }).click();
  await expect(cutoff).toHaveText(other);
  await expect(table.getByRole('cell', { name: 'Bautista, Pedro' })).toBeVisible();

  const { name, sheet } = await exportXlsx(page);
  expect(name).toMatch(/^payroll-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const header = headerOf(sheet);
  expect(header.slice(0, 5)).toEqual(['Employee No.', 'Employee', 'Department', 'Regular hrs', 'Night hrs']);
  expect(header).toContain('Leave without pay hrs');
  const pedro = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(2).value === 'Bautista, Pedro')!;
  // The employee number keeps its leading zeros as text; hours are numbers.
  expect(pedro.getCell(1).type).toBe(ExcelJS.ValueType.String);
  expect(pedro.getCell(1).value).toBe('00000005');
  expect(pedro.getCell(4).type).toBe(ExcelJS.ValueType.Number);
  expect(pedro.getCell(header.indexOf('Absences') + 1).type).toBe(ExcelJS.ValueType.Number);
});

test('the time records export to Excel with the dates as dates, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'employee');
  await expect(page.getByTestId('time-record-row').first()).toBeVisible();
  const { name, sheet } = await exportXlsx(page);
  expect(name).toMatch(/^time-records-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(headerOf(sheet)[0]).toBe('Date');
  const first = sheet.getRow(2).getCell(1);
  expect(first.type).toBe(ExcelJS.ValueType.Date);
  expect(first.value).toBeInstanceOf(Date);
  expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd');
  await snap(page, 'time-records-phone-exports');
});
