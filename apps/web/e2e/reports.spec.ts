import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { addDaysTo, manilaDay, readableDay } from './support/dates';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

const CARLO = '00000009';
const PEDRO = '00000005';
const FIXTURE = 'e2e-reports';

/** A Monday-to-Friday week six weeks back, before the demo's punches, with no holiday in it. */
let monday: string;
let friday: string;

test.beforeAll(async () => {
  const back = manilaDay(-42);
  monday = addDaysTo(back, -((new Date(`${back}T00:00:00Z`).getUTCDay() + 6) % 7));
  for (;;) {
    const { rowCount } = await runSql(`select 1 from holidays where holiday_date between $1 and $2 and type in ('LH', 'SH')`, [monday, addDaysTo(monday, 4)]);
    if (!rowCount) break;
    monday = addDaysTo(monday, -7);
  }
  friday = addDaysTo(monday, 4);
  // Tuesday: Carlo in 30 minutes late and out at 19:00 (2 hours over, 1.5 approved); Pedro 10 minutes late.
  const tuesday = addDaysTo(monday, 1);
  const punch = `insert into punches (emp_id, trdate, direction, punched_at) values ($1, $2::date, $3, ($2::date + $4::time) at time zone 'Asia/Manila')`;
  for (const [empId, direction, time] of [[CARLO, 'in', '08:30'], [CARLO, 'out', '19:00'], [PEDRO, 'in', '08:10'], [PEDRO, 'out', '17:00']]) await runSql(punch, [empId, tuesday, direction, time]);
  await runSql(
    `insert into overtimes (emp_id, filed_by, datefiled, otdate, frtime, totime, noofhours, reason, overall_status, acted_at1, approved_hours)
     values ($1, $1, ($2::date + time '18:00') at time zone 'Asia/Manila', $2, '17:00', '19:00', 2, $3, 'A', ($2::date + time '20:00') at time zone 'Asia/Manila', 1.5)`,
    [CARLO, tuesday, FIXTURE],
  );
});

test.afterAll(async () => {
  await runSql(`delete from punches where emp_id in ($1, $2) and trdate between $3 and $4`, [CARLO, PEDRO, monday, friday]);
  await runSql(`delete from overtimes where reason = $1`, [FIXTURE]);
});

async function setPeriod(page: Page) {
  await page.getByLabel('From', { exact: true }).fill(monday);
  await page.getByLabel('To', { exact: true }).fill(friday);
  await expect(page).toHaveURL(new RegExp(`from=${monday}&to=${friday}`));
}

async function expectAxeClean(page: Page) {
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

async function exportXlsx(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).last().click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  return { name: download.suggestedFilename(), header, rows };
}

test('a team lead on a phone finds who came late, sorts by name, prints and exports it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'teamlead');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText(/balances by leave type, in hours/)).toBeVisible();
  await snap(page, 'reports-phone-balances');

  await page.getByRole('combobox', { name: 'Report' }).click();
  await page.getByRole('option', { name: 'Tardiness and undertime' }).click();
  await setPeriod(page);
  const cards = page.getByTestId('report-row');
  // Largest total first: Carlo's 30 minutes, then Pedro's 10.
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Ramos, Carlo');
  await expect(cards.first()).toContainText('Minutes late30');
  await expect(page.getByText(/2 of 6 employees came late or left early, 40 minutes late/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Employee', exact: true }).click();
  await expect(page).toHaveURL(/sort=fullname\.asc/);
  await expect(cards.first()).toContainText('Bautista, Pedro');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await snap(page, 'reports-phone-tardiness');

  const { name, header, rows } = await exportXlsx(page);
  expect(name).toBe(`tardiness-${monday}-to-${friday}.xlsx`);
  expect(header).toEqual(['Employee', 'Employee No.', 'Department', 'Days late', 'Minutes late', 'Days with undertime', 'Minutes undertime', 'Total minutes']);
  expect(rows.map((row) => row.getCell(1).value)).toEqual(['Bautista, Pedro', 'Ramos, Carlo']);
  expect(rows[1]!.getCell(2).value).toBe(CARLO);
  expect(rows[1]!.getCell(5).type).toBe(ExcelJS.ValueType.Number);
  expect(rows[1]!.getCell(5).value).toBe(30);

  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page).toHaveURL(/#\/printable\/reports\?report=tardiness.*sort=fullname\.asc/);
  await expect(page.getByRole('heading', { name: /Tardiness and undertime report/, level: 1 })).toBeVisible();
  const printed = page.getByTestId('print-row');
  await expect(printed).toHaveCount(2);
  await expect(printed.first()).toContainText('Bautista, Pedro');
  await expectNoSidewaysScroll(page);
  await snap(page, 'reports-phone-print');
  await page.getByRole('link', { name: 'Back to reports' }).click();
  await expect(page.getByRole('combobox', { name: 'Report' })).toHaveText('Tardiness and undertime');

  // Every report fits the phone.
  for (const report of ['Overtime', 'Absences and incomplete days', 'Requests by status and age']) {
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: report }).click();
    await expect(page.getByTestId('report-row').or(page.getByText(/^No requests were filed/).first())).not.toHaveCount(0);
    await expectNoSidewaysScroll(page, report);
    await snap(page, `reports-phone-${report.split(' ')[0]!.toLowerCase()}`);
  }
});

test('HR on a computer reads overtime by day type, narrows to a department, sorts absences by a header, prints and exports', async ({ page }) => {
  await logIn(page, 'hr');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leave balances' }).getByRole('cell', { name: 'Garcia, Ana' }).first()).toBeVisible();
  await snap(page, 'reports-desktop-balances');

  await page.getByRole('tab', { name: 'Overtime' }).click();
  await setPeriod(page);
  const overtime = page.getByRole('table', { name: 'Overtime' });
  const carlo = overtime.getByTestId('report-row').filter({ hasText: 'Ramos, Carlo' });
  await expect(carlo).toContainText('Operations');
  await expect(page.getByText(/1 of \d+ employees worked overtime, 2 hours rendered and 1\.5 hours approved/)).toBeVisible();
  await expectAxeClean(page);
  await snap(page, 'reports-desktop-overtime');

  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Human Resources' }).click();
  await expect(page).toHaveURL(/department=Human(%20|\+)Resources/);
  await expect(overtime.getByText('Nobody worked overtime in these days.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'All departments' }).click();
  await expect(carlo).toBeVisible();

  await page.getByRole('tab', { name: 'Absences and incomplete days' }).click();
  const absences = page.getByRole('table', { name: 'Absences and incomplete days' });
  await expect(absences.getByTestId('report-row')).toHaveCount(9);
  // The column's header sorts (smallest first on the first click here: the list starts largest first).
  await absences.getByRole('button', { name: 'Sorted by Absences descending' }).click();
  await expect(page).toHaveURL(/sort=absences\.asc/);
  await expect(absences.getByRole('button', { name: 'Sorted by Absences ascending' })).toBeVisible();
  const counts = async () => (await absences.getByTestId('report-row').locator('td:nth-child(4)').allTextContents()).map(Number);
  await expect.poll(counts).toEqual([...(await counts())].sort((a, b) => a - b));
  expect((await counts())[0]).toBeLessThan((await counts()).at(-1)!);
  await expectAxeClean(page);
  await snap(page, 'reports-desktop-absences');

  const { name, header, rows } = await exportXlsx(page);
  expect(name).toBe(`absences-${monday}-to-${friday}.xlsx`);
  expect(header.slice(0, 5)).toEqual(['Employee', 'Employee No.', 'Department', 'Absences', 'Absent on']);
  expect(rows.map((row) => row.getCell(4).value)).toEqual(await counts());
  expect(rows[0]!.getCell(4).type).toBe(ExcelJS.ValueType.Number);

  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page.getByRole('heading', { name: /Absences and incomplete days report/, level: 1 })).toBeVisible();
  await expect(page.getByTestId('print-row')).toHaveCount(9);
  expect((await page.getByTestId('print-row').locator('td:nth-child(4)').allTextContents()).map(Number)).toEqual(rows.map((row) => row.getCell(4).value));
  await snap(page, 'reports-desktop-print');
  await page.goBack();

  await page.getByRole('tab', { name: 'Requests by status and age' }).click();
  await expect(page.getByRole('heading', { name: 'Requests by type, status and days open' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Requests by type, status and days open' }).getByTestId('report-summary-row')).toHaveText([/Overtime\s*Approved\s*1\s*1/]);
  const request = page.getByRole('table', { name: 'Requests', exact: true }).getByTestId('report-row');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText('Ramos, Carlo');
  await expect(request).toContainText(readableDay(addDaysTo(monday, 1)));
  await expectAxeClean(page);
  await snap(page, 'reports-desktop-requests');
});
