import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, openAdminPage, PHONE, snap } from './support/journey';

const SAMPLE = path.resolve(import.meta.dirname, '../../../docs/samples/holidays.csv');
const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric' }).format(new Date()));
const HOLIDAY = 'Company foundation day';

/** A weekday of the last week that is no holiday yet: a working day of the day-shift `employee`. */
async function recentWorkingDay(): Promise<string> {
  const { rows } = await runSql(
    `select d::date::text as day from generate_series((now() at time zone 'Asia/Manila')::date - 6, (now() at time zone 'Asia/Manila')::date - 1, interval '1 day') d
     where extract(isodow from d) < 6 and extract(year from d) = $1 and not exists (select 1 from holidays h where h.holiday_date = d::date) order by d desc limit 1`,
    [thisYear],
  );
  return (rows[0] as { day: string }).day;
}

test('HR adds a holiday, copies the year and imports holidays; the employee sees the holiday in their attendance', async ({ page, browser }) => {
  // Two people, three dialogs and an import: longer than one request journey.
  test.setTimeout(90_000);
  const day = await recentWorkingDay();
  await logIn(page, 'hr');
  await openAdminPage(page, 'Holidays');
  await expect(page.getByRole('heading', { name: 'Holidays' })).toBeVisible();
  await expect(page.getByTestId('admin-row').filter({ hasText: "New Year's Day" })).toBeVisible();

  await page.getByRole('button', { name: 'New holiday' }).click();
  const adding = page.getByRole('dialog', { name: 'New holiday' });
  await adding.getByLabel('Date').fill(day);
  await adding.getByLabel(/^Name/).fill(HOLIDAY);
  await snap(page, 'admin-calendar-holiday-dialog-desktop');
  await adding.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.getByText(`${HOLIDAY} on ${day} saved as a special non-working day for the whole company.`)).toBeVisible();
  const added = page.getByTestId('admin-row').filter({ hasText: HOLIDAY });
  await expect(added).toContainText('SH · Special non-working day');
  await expect(added).toContainText('Whole company');
  await snap(page, 'admin-calendar-holidays-desktop');

  // Next year is seeded: its dates are there already, and the movable feasts by name.
  await page.getByRole('button', { name: 'Copy year' }).click();
  const copying = page.getByRole('dialog', { name: "Copy a year's holidays" });
  await expect(copying.getByLabel('To year')).toHaveValue(String(thisYear + 1));
  await copying.getByRole('button', { name: 'Copy holidays' }).click();
  await expect(copying.getByText(new RegExp(`^1 holiday copied from ${thisYear} to ${thisYear + 1}; \\d+ left alone`))).toBeVisible();
  await expect(copying.getByRole('list', { name: 'Left alone' })).toContainText(`${thisYear + 1}-01-01 New Year's Day: already there`);
  await expect(copying.getByRole('list', { name: 'Left alone' })).toContainText(new RegExp(`Maundy Thursday: already in ${thisYear + 1} on`));
  await snap(page, 'admin-calendar-copy-year-desktop');
  await copying.getByRole('button', { name: `Show ${thisYear + 1}` }).click();
  await expect(page.getByTestId('admin-row').filter({ hasText: HOLIDAY })).toContainText(`${thisYear + 1}`.slice(2));

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import holidays' });
  await importing.getByLabel('CSV or Excel file').setInputFiles(SAMPLE);
  await importing.getByRole('button', { name: 'Check file' }).click();
  await expect(importing.getByText('The file is ready to import: 4 holidays (3 added, 0 changed, 1 unchanged).')).toBeVisible();
  await snap(page, 'admin-calendar-import-check-desktop');
  await importing.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(page.getByText('4 holidays imported: 3 added, 0 changed, 1 unchanged.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2027' }).click();
  const local = page.getByTestId('admin-row').filter({ hasText: 'Head Office Foundation Day' });
  await expect(local).toContainText('Makati Head Office');
  await expect(page.getByTestId('admin-row').filter({ hasText: "All Souls' Day" })).toContainText('SW · Special working day');
  // A holiday entered by mistake is deleted, after a confirmation that says what follows.
  await page.getByTestId('admin-row').filter({ hasText: "All Souls' Day" }).getByRole('button', { name: 'Delete' }).click();
  const confirming = page.getByRole('dialog', { name: "Delete All Souls' Day?" });
  await expect(confirming).toContainText('becomes an ordinary day in attendance at once');
  await confirming.getByRole('button', { name: 'Delete' }).click();
  await expect(confirming).toBeHidden();
  await expect(page.getByTestId('admin-row').filter({ hasText: "All Souls' Day" })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await snap(page, 'admin-calendar-holidays-phone');

  // The other screens of the area, as HR finds them.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, heading, row] of [['shifts', 'Shifts', 'Night shift'], ['schedules', 'Schedules', 'Villanueva, Ramon'], ['offices', 'Offices', 'Makati Head Office']] as const) {
    await page.goto(`/#/admin/${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByTestId('admin-row').filter({ hasText: row })).toBeVisible();
    await snap(page, `admin-calendar-${path}-desktop`);
  }

  // Two people move to the mid shift at once.
  await page.goto('/#/admin/schedules');
  for (const name of ['Aquino, Grace', 'Ramos, Carlo']) await page.getByTestId('admin-row').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Set schedule (2)' }).click();
  const setting = page.getByRole('dialog', { name: 'Set schedule of 2 employees' });
  await setting.getByRole('combobox', { name: 'Default shift' }).click();
  await page.getByRole('option', { name: /^MID - Mid shift/ }).click();
  await snap(page, 'admin-calendar-schedule-dialog-desktop');
  await setting.getByRole('button', { name: 'Set schedule' }).click();
  await expect(page.getByText('Schedule set for 2 employees.')).toBeVisible();
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Ramos, Carlo' })).toContainText('MID - Mid shift(13:00 - 22:00)');

  const employeePage = await (await browser.newContext({ baseURL: page.url().split('/#')[0], timezoneId: 'Asia/Manila', locale: 'en-PH' })).newPage();
  await logIn(employeePage, 'employee');
  await employeePage.goto('/#/attendance');
  await expect(employeePage.getByRole('heading', { name: 'My Attendance' })).toBeVisible();
  // The day's status may show a missing time-out before the holiday's name; its day code is the holiday's.
  const shown = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const holidayRow = employeePage.getByTestId('attendance-row').filter({ hasText: shown });
  await expect(holidayRow).toHaveCount(1);
  await expect(holidayRow.getByRole('cell').nth(2)).toHaveText('SH');
  await snap(employeePage, 'admin-calendar-employee-attendance-desktop');
  await employeePage.setViewportSize(PHONE);
  await expect(employeePage.getByTestId('attendance-row').filter({ hasText: shown.replace(/, \d{4}$/, '') })).toContainText('SH');
  await snap(employeePage, 'admin-calendar-employee-attendance-phone');
});
