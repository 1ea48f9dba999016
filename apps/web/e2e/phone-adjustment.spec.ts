import { expect, test } from '@playwright/test';
import { logIn, PHONE, snap, typeTime } from './support/journey';
import { manilaDay } from './support/dates';
import { runSql } from './support/global-setup';

test.use({ viewport: PHONE });

test('on a phone an employee fixes a forgotten time-out starting from the day’s punches, told on the field what is missing', async ({ page }) => {
  // Pedro timed in at 07:51 five days ago and forgot to time out.
  const day = manilaDay(-5);
  const { rows } = await runSql(`select emp_id from employees where firstname = 'Pedro' and lastname = 'Bautista'`);
  const empId = (rows[0] as { emp_id: string }).emp_id;
  await runSql(`delete from punches where emp_id = $1 and trdate = $2`, [empId, day]);
  await runSql(`insert into punches (emp_id, trdate, direction, punched_at) values ($1, $2, 'in', ($2::date + time '07:51') at time zone 'Asia/Manila')`, [empId, day]);

  await logIn(page, 'pedro');
  await page.goto('/#/attendanceadjustment/requests');
  await page.getByRole('button', { name: 'New adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New attendance adjustment' });
  await dialog.getByLabel(/^Date/).fill(day);
  // The form starts from what was recorded that day.
  await expect(dialog.getByText("Started from that day's punches (07:51 AM)")).toBeVisible();
  await expect(dialog.getByLabel('Time In 1', { exact: true })).toHaveValue('07:51 AM');
  await expect(dialog.getByLabel('Time Out 1', { exact: true })).toHaveValue('');

  // Taking out the time-in by mistake: the refusal shows under that field, in words.
  await dialog.getByLabel('Time In 1', { exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await typeTime(page, 'Time Out 1', '0500PM');
  await dialog.getByLabel(/^Reason/).fill('Forgot to time out after the inventory count');
  await dialog.getByRole('button', { name: 'File adjustment' }).click();
  await expect(dialog.getByText('Enter Time In 1 too: Time Out 1 needs it.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Time In 1' })).toHaveCount(0);
  await snap(page, 'phone-adjustment-field-error');

  await typeTime(page, 'Time In 1', '0751AM');
  await dialog.getByRole('button', { name: 'File adjustment' }).click();
  await expect(page.getByText(/Attendance adjustment #\d+ for .* filed\./)).toBeVisible();
  const card = page.getByTestId('request-row').filter({ hasText: 'inventory count' });
  await expect(card).toContainText('07:51 AM');
  await expect(card).toContainText('05:00 PM');
  await snap(page, 'phone-adjustment-filed');
});
