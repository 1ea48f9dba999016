import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { manilaDay } from './support/dates';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

const CARLO = '00000009';

test.afterEach(async () => {
  await runSql(`delete from day_marks where emp_id = $1 and request_type = 'e2e-today'`, [CARLO]);
  await runSql(`delete from shift_changes where emp_id = $1 and reason = 'e2e-today'`, [CARLO]);
  await runSql(`delete from shifts where shift = 'E2EDONE'`);
  for (const holiday of holidaysSetAside) {
    await runSql('insert into holidays (holiday_date, name, type, office_id) values ($1, $2, $3, $4)', [holiday.holiday_date, holiday.name, holiday.type, holiday.office_id]);
  }
  holidaysSetAside = [];
});

/** Today's holidays a journey set aside, put back after it. */
let holidaysSetAside: { holiday_date: string; name: string; type: string; office_id: number | null }[] = [];

/** Minutes since midnight in Manila, now. */
function manilaMinutes(): number {
  const [hours = 0, minutes = 0] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()).split(':').map(Number);
  return hours * 60 + minutes;
}

test("a team lead opens today's board on a phone, sees who is on leave from the counts, and it reads itself again each minute", async ({ page }) => {
  await runSql(`insert into day_marks (emp_id, trdate, kind, request_type, recid, charged_to, hours) values ($1, $2, 'leave', 'e2e-today', 1, 'SL', 8)`, [CARLO, manilaDay(0)]);
  if (!process.env.FAKETIME) await page.clock.install({ time: Date.now() });
  await page.setViewportSize(PHONE);
  await logIn(page, 'teamlead');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Attendance' }).click();
  await menu.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByText(/as of .*updates itself every minute/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^6 People$/ })).toBeVisible();
  // Nothing wider than the phone: the page never scrolls sideways.
  await expectNoSidewaysScroll(page);
  await snap(page, 'today-board-phone');

  const onLeave = page.getByRole('button', { name: /^\d+ On leave$/ });
  await onLeave.click();
  await expect(onLeave).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByTestId('today-person');
  await expect(cards.filter({ hasText: 'Ramos, Carlo' })).toContainText('On leave (SL)');
  await expect(cards.filter({ hasNotText: 'On leave' })).toHaveCount(0);
  await snap(page, 'today-board-phone-on-leave');

  // A minute on, the board asks the server again by itself.
  const again = page.waitForRequest((request) => request.url().includes('/api/v1/today'));
  await page.clock.fastForward(61_000);
  await again;
});

test('HR narrows the board to a department and exports it as CSV', async ({ page }) => {
  await logIn(page, 'hr');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Attendance' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Where each person stands today' });
  await expect(table.getByRole('cell', { name: 'Bautista, Pedro' })).toBeVisible();
  await snap(page, 'today-board-desktop');

  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Human Resources' }).click();
  await expect(table.getByRole('cell', { name: 'Garcia, Ana' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Bautista, Pedro' })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`today-${manilaDay(0)}.csv`);
  const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Employee,Department,Now,Late (min),Shift,First in,Last out,Yesterday');
  expect(lines.slice(1).every((line) => line.includes('Human Resources'))).toBe(true);
  expect(lines.some((line) => line.startsWith('"Garcia, Ana"'))).toBe(true);
});

test('after a shift has ended, a person who never came is Absent, not late by the whole day', async ({ page }) => {
  // A shift of today must have begun and ended by now: in the first minutes after
  // midnight, wait until it can have.
  const early = 3 - manilaMinutes();
  if (early > 0) {
    test.setTimeout(early * 60_000 + 120_000);
    await page.waitForTimeout(early * 60_000);
  }
  const now = manilaMinutes();
  // On a holiday the board says so instead: today's holidays are set aside for the journey.
  holidaysSetAside = (await runSql('delete from holidays where holiday_date = $1 returning holiday_date::text, name, type, office_id', [manilaDay(0)])).rows;
  // Carlo's shift today began at midnight and ended a minute ago; he has no punch today.
  const ended = `${String(Math.floor((now - 1) / 60)).padStart(2, '0')}:${String((now - 1) % 60).padStart(2, '0')}`;
  await runSql(`insert into shifts (shift, shiftdesc, timein, timeout, break_minutes) values ('E2EDONE', 'Ended shift', '00:00', $1, 0)`, [ended]);
  await runSql(
    `insert into shift_changes (emp_id, filed_by, frdate, todate, shift, reason, overall_status) values ($1, $1, $2, $2, 'E2EDONE', 'e2e-today', 'A')`,
    [CARLO, manilaDay(0)],
  );
  await page.setViewportSize(PHONE);
  await logIn(page, 'teamlead');
  await page.goto('/#/today');
  const absent = page.getByRole('button', { name: /^\d+ Absent$/ });
  await absent.click();
  await expect(absent).toHaveAttribute('aria-pressed', 'true');
  const carlo = page.getByTestId('today-person').filter({ hasText: 'Ramos, Carlo' });
  await expect(carlo).toContainText('Absent');
  await expect(carlo).not.toContainText(/Late/);
  await snap(page, 'today-board-phone-absent');
});
