import { expect, test } from '@playwright/test';
import { manilaDay } from './support/dates';
import { runSql } from './support/global-setup';
import { logIn, PHONE, snap } from './support/journey';

test('a team lead rejects a flagged punch from a phone, with remarks, and finds it among the reviewed', async ({ page }) => {
  const day = manilaDay(-1);
  await runSql(
    `insert into punches (emp_id, trdate, direction, punched_at, lat, lng, source, clock_drift_seconds, device_time)
     values ('00000008', $1, 'in', ($1::date + time '05:55') at time zone 'Asia/Manila', 14.55, 121.02, 'clock', 420,
       ($1::date + time '06:02') at time zone 'Asia/Manila')`,
    [day],
  );
  await page.setViewportSize(PHONE);
  await logIn(page, 'teamlead');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Attendance' }).click();
  await menu.getByRole('link', { name: 'Punch Review' }).click();
  await expect(page.getByRole('heading', { name: 'Punch Review', level: 1 })).toBeVisible();

  const card = page.getByTestId('flagged-punch').filter({ hasText: 'Aquino, Grace' }).filter({ hasText: 'Phone clock 7 min fast' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Time in 05:55 AM');
  await snap(page, 'punch-review-phone');
  await card.getByRole('button', { name: /^Reject Aquino, Grace's time in at 05:55 AM/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject punch' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Remarks are required to reject')).toBeVisible();
  await dialog.getByLabel('Remarks').fill('Was on leave; the phone was left at the gate');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('1 punch rejected.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Reviewed' }).click();
  const reviewed = page.getByTestId('flagged-punch').filter({ hasText: 'Aquino, Grace' });
  await expect(reviewed).toContainText('Rejected by Santos, Maria');
  await expect(reviewed).toContainText('Was on leave; the phone was left at the gate');
  await snap(page, 'punch-review-phone-reviewed');
});
