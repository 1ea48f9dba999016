import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { runSql } from './support/global-setup';
import { confirmApproval, logIn, snap } from './support/journey';
import { nextWorkingDay } from './support/working-day';

// The journey across the administration areas: a new team of fifty arrives
// by CSV with its routes; one of them logs in with a temporary password, must change
// it, files a leave that reaches their new lead; a holiday HR adds shows in their
// attendance.

const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric' }).format(new Date()));
const files = mkdtempSync(path.join(tmpdir(), 'portal-admin-journey-'));
const LEAD = { empId: '00000200', username: 'teresa.villanueva', password: 'Welcome-Teresa-2026', name: 'Teresa Villanueva' };
const MEMBER = { empId: '00000201', username: 'rafael.bautista', password: 'Welcome-Rafael-2026', name: 'Rafael Bautista' };

function writeCsv(name: string, lines: string[]): string {
  const file = path.join(files, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Fifty people of a new Sales team: Teresa leads and approves; 49 report to her. */
function salesTeamCsv(): string {
  const header = 'emp_id,firstname,lastname,gender,hire_date,designation,department,employment_status,monthly_salary,default_shift,rest_days,office_id,team_lead,approver,teamlead,payslip';
  const rows = [`200,Teresa,Villanueva,F,2024-03-04,Sales Manager,Sales,Regular,65000,DAY,0;6,1,2,1,1,1`, `201,Rafael,Bautista,M,2025-01-06,Sales Associate,Sales,Regular,24000,DAY,0;6,1,200,0,0,1`];
  for (let n = 202; n < 250; n += 1) rows.push(`${n},Agent${n},Sales,F,2025-01-06,Sales Associate,Sales,Probationary,22000,DAY,0;6,1,200,0,0,1`);
  return writeCsv('sales-team.csv', [header, ...rows]);
}

/** Opens an admin screen and waits for it, so its own buttons are the ones clicked. */
async function openScreen(page: Page, hash: string, heading: string) {
  await page.goto(`/#${hash}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

async function importFile(page: Page, dialogName: string, file: string, ready: RegExp) {
  await page.getByRole('button', { name: 'Import CSV' }).first().click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('CSV or Excel file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText(ready)).toBeVisible();
  await dialog.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
  await expect(dialog).toBeHidden();
}

async function changeTemporaryPassword(page: Page, person: { username: string; password: string }, newPassword: string) {
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/changepassword$/);
  await page.getByLabel(/^Current password/).fill(person.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password change successfully.')).toBeVisible();
  await logIn(page, person.username, newPassword);
}

/** A weekday of the last week with no holiday yet, after the new people were hired. */
async function recentWorkingDay(): Promise<string> {
  const { rows } = await runSql(
    `select d::date::text as day from generate_series((now() at time zone 'Asia/Manila')::date - 6, (now() at time zone 'Asia/Manila')::date - 1, interval '1 day') d
     where extract(isodow from d) < 6 and not exists (select 1 from holidays h where h.holiday_date = d::date) order by d desc limit 1`,
  );
  return (rows[0] as { day: string }).day;
}

test('a team of fifty arrives by CSV with routes; one logs in, changes the password, files a leave that reaches the lead, and sees a new holiday', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'hr');
  await openScreen(page, '/admin/employees', 'Employees');
  await importFile(page, 'Import employees', salesTeamCsv(), /ready to import: 50 employees \(50 added, 0 changed, 0 unchanged\)/);
  await expect(page.getByText('50 employees imported: 50 added, 0 changed, 0 unchanged.')).toBeVisible();
  await page.getByLabel('Search Employees').fill('Sales Associate');
  await expect(page.getByText(/1–25 of 49|1-25 of 49/)).toBeVisible();
  await snap(page, 'admin-journey-employees-desktop');

  await openScreen(page, '/admin/accounts', 'User Accounts');
  const accounts = writeCsv('sales-accounts.csv', ['emp_id,username,temporary_password', `200,${LEAD.username},${LEAD.password}`, `201,${MEMBER.username},${MEMBER.password}`]);
  await importFile(page, 'Import user accounts', accounts, /ready to import: 2/);

  await openScreen(page, '/admin/routes', 'Approval Routes');
  const routes = writeCsv('sales-routes.csv', [
    'emp_id,department,request_type,approver1,approver2,approver3',
    ...['attendance_adjustment', 'official_business', 'leave', 'overtime', 'shift'].map((type) => `,Sales,${type},${LEAD.empId},00000002,`),
    ',Sales,coe,00000002,,',
  ]);
  await importFile(page, 'Import approval routes', routes, /ready to import: 6/);
  await page.getByLabel('Search Approval Routes').fill('Rafael');
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-row')).toContainText(`${LEAD.name} › Jose Reyes`);
  await snap(page, 'admin-journey-routes-desktop');

  await openScreen(page, '/admin/leave', 'Leave Entitlements');
  const entitlements = writeCsv('sales-entitlements.csv', ['emp_id,year,payitem,hours', `201,${thisYear},VL,40`]);
  await importFile(page, 'Import leave entitlements', entitlements, /ready to import: 1/);

  // HR adds a holiday on a recent working day.
  const holiday = await recentWorkingDay();
  await openScreen(page, '/admin/holidays', 'Holidays');
  await page.getByRole('button', { name: 'New holiday' }).click();
  const adding = page.getByRole('dialog', { name: 'New holiday' });
  await adding.getByLabel('Date').fill(holiday);
  await adding.getByLabel(/^Name/).fill('Sales kick-off day');
  await adding.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.getByText(/Sales kick-off day on .* saved as a special non-working day/)).toBeVisible();

  // Rafael: temporary password, forced change, then a leave.
  await changeTemporaryPassword(page, MEMBER, 'rafael-own-pass');
  const leaveDay = await nextWorkingDay(10);
  await page.goto('/#/leaves/requests');
  await expect(page.getByTestId('balance-VL')).toContainText('40 h');
  await page.getByRole('button', { name: 'New leave' }).click();
  const leave = page.getByRole('dialog', { name: 'New leave' });
  await leave.getByLabel('* Type of Leave').click();
  await page.getByRole('option', { name: 'Vacation Leave' }).click();
  await leave.getByLabel(/^From/).fill(leaveDay);
  await leave.getByLabel(/^To/).fill(leaveDay);
  await leave.getByLabel(/^Reason/).fill('Family reunion in Batangas');
  await leave.getByRole('button', { name: 'File leave' }).click();
  await expect(page.getByText(/Vacation Leave #\d+ \(8 hours, .*\) filed\./)).toBeVisible();

  // The new day code shows in Rafael's attendance of that day.
  await page.goto('/#/attendance');
  const shown = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${holiday}T00:00:00Z`));
  const holidayRow = page.getByTestId('attendance-row').filter({ hasText: shown });
  await expect(holidayRow.getByRole('cell').nth(2)).toHaveText('SH');
  await snap(page, 'admin-journey-attendance-desktop');

  // The leave reached Teresa, the lead the routes import named.
  await changeTemporaryPassword(page, LEAD, 'teresa-own-pass');
  await page.goto('/#/leaves/approval');
  const waiting = page.getByTestId('request-row').filter({ hasText: 'Family reunion' });
  await expect(waiting).toContainText(MEMBER.name);
  await snap(page, 'admin-journey-lead-queue-desktop');
  await waiting.getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page);
  await expect(page.getByText(/Leave #\d+ approved at level 1|1 leave approved/)).toBeVisible();
});
