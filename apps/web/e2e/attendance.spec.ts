import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';
import { addDaysTo } from './support/dates';

/** A past weekday with six in/out pairs for Pedro: two pairs go to otherentries. */
async function seedBusyDay(): Promise<string> {
  const { rows } = await runSql(
    `select d::date::text as day from generate_series((now() at time zone 'Asia/Manila')::date - 6, (now() at time zone 'Asia/Manila')::date - 2, interval '1 day') d
     where extract(isodow from d) < 6 and not exists (select 1 from holidays h where h.holiday_date = d::date) order by d limit 1`,
  );
  const day = (rows[0] as { day: string }).day;
  await runSql(`update punches set superseded_at = now() where emp_id = '00000005' and trdate = $1 and superseded_at is null`, [day]);
  const times = ['08:00', '09:00', '09:15', '10:00', '10:15', '11:00', '11:15', '12:00', '13:00', '15:00', '15:15', '17:30'];
  for (const [index, time] of times.entries()) {
    await runSql(`insert into punches (emp_id, trdate, direction, punched_at) values ('00000005', $1, $2, ($1::date + $3::time) at time zone 'Asia/Manila')`, [day, index % 2 === 0 ? 'in' : 'out', time]);
  }
  return day;
}

test('a team lead opens staff attendance, expands a day with other entries, and downloads the CSV', async ({ page }) => {
  const day = await seedBusyDay();
  await logIn(page, 'teamlead');
  await page.goto('/#/staffattendance');
  await expect(page.getByRole('heading', { name: 'Staff Attendance' })).toBeVisible();
  await expect(page.getByTestId('attendance-row').first()).toBeVisible();
  await snap(page, 'staff-attendance-desktop');

  await page.getByRole('combobox', { name: 'Employee' }).click();
  await page.getByRole('option', { name: 'Bautista, Pedro' }).click();
  await page.getByRole('search').getByLabel('From').fill(addDaysTo(day, -1));
  await page.getByRole('search').getByLabel('To').fill(addDaysTo(day, 1));
  const busy = page.getByTestId('attendance-row').filter({ hasText: '08:00 AM' }).filter({ hasText: '09:00 AM' });
  await expect(busy).toHaveCount(1);
  await expect(busy).toContainText('Bautista, Pedro');
  await busy.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByText('Other entries')).toBeVisible();
  await expect(page.getByText(/in 13:00:00 · out 15:00:00 · in 15:15:00 · out 17:30:00/)).toBeVisible();
  await snap(page, 'staff-attendance-expanded-desktop');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`staff-attendance-${addDaysTo(day, -1)}-to-${addDaysTo(day, 1)}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('Employee,Date,Day,Status,Shift');
  expect(lines).toHaveLength(4);
  expect(csv).toContain('"Bautista, Pedro"');
  expect(csv).toContain('in 13:00:00; out 15:00:00; in 15:15:00; out 17:30:00');
});

test('an employee sees their own days with totals, absences marked, on a phone too', async ({ page }) => {
  await logIn(page, 'employee');
  await page.goto('/#/attendance');
  await expect(page.getByRole('heading', { name: 'My Attendance' })).toBeVisible();
  await expect(page.getByTestId('attendance-row')).toHaveCount(14);
  await expect(page.getByTestId('total-Regular hours')).toBeVisible();
  await snap(page, 'my-attendance-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await snap(page, 'my-attendance-phone');
});
