import { expect, test } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, snap, typeTime } from './support/journey';
import { nextWorkingDay } from './support/working-day';

test('a team lead files group overtime for three people, and the approver approves the group', async ({ page }) => {
  // Three people, two logins each side: longer than the default budget on a busy machine.
  test.setTimeout(90_000);
  const day = await nextWorkingDay(3);
  await logIn(page, 'teamlead');
  await page.goto('/#/overtime/grouprequests');
  await expect(page.getByRole('heading', { name: 'Group Overtime' })).toBeVisible();
  await page.getByRole('button', { name: 'New group overtime' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group overtime' });
  // The list stays open for several picks; Esc then closes the list only, not the form.
  await dialog.getByLabel(/^Employees/).click();
  for (const name of ['Pedro Bautista', 'Grace Aquino', 'Carlo Ramos']) await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^OT Date/).fill(day);
  await typeTime(page, 'From', '0600PM');
  await typeTime(page, 'To', '0900PM');
  await expect(dialog.getByLabel(/^Hours/)).toHaveValue('3');
  await dialog.getByLabel(/^Reason/).fill('Year-end inventory count');
  await snap(page, 'group-overtime-dialog-desktop');
  await dialog.getByRole('button', { name: 'File group overtime' }).click();
  await expect(page.getByText(/Group overtime G-\d+ filed for 3 employee\(s\)\./)).toBeVisible();
  const group = page.getByTestId('request-row').filter({ hasText: 'Year-end inventory count' });
  await expect(group).toContainText('3: ');
  await group.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByRole('table', { name: /Members of group overtime/ })).toContainText('Carlo Ramos');
  await snap(page, 'group-overtime-requests-desktop');

  await logIn(page, 'approver');
  await page.goto('/#/overtimes/approval');
  await expect(page.getByRole('heading', { name: 'Group overtime' })).toBeVisible();
  const waiting = page.getByTestId('request-row').filter({ hasText: 'Year-end inventory count' });
  await expect(waiting).toContainText('Maria Santos');
  await snap(page, 'overtime-approval-desktop');
  // A group request reads "G-" wherever it is named, so it is never taken for an individual one.
  await waiting.getByRole('button', { name: /^Approve G-\d+$/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 group request approved.')).toBeVisible();

  await page.setViewportSize(PHONE);
  await logIn(page, 'pedro');
  await page.goto('/#/overtime/requests');
  const mine = page.getByTestId('request-row').filter({ hasText: '06:00 PM' });
  await expect(mine.getByText('Approved').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'overtime-requests-phone');
});

test('on a phone, overtime hours are filled in quarter hours within the times, and read as hours and minutes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'employee');
  await page.goto('/#/overtime/requests');
  await page.getByRole('button', { name: 'New overtime' }).click();
  const dialog = page.getByRole('dialog', { name: 'New overtime' });
  await dialog.getByLabel(/^OT Date/).fill(await nextWorkingDay(9));
  await typeTime(page, 'From', '0522PM');
  await typeTime(page, 'To', '0730PM');
  const hours = dialog.getByLabel(/^Hours/);
  // 2 h 8 min between the times: 2 hours, never 2.1333333333333333.
  await expect(hours).toHaveValue('2');
  await expect(dialog.getByText('2 h of the 2 h 8 min between the times. In quarter hours (0.25 is 15 minutes); lower it for a break. At most 16.')).toBeVisible();
  await hours.fill('1.75');
  await expect(dialog.getByText(/^1 h 45 min of the 2 h 8 min between the times\./)).toBeVisible();
  await snap(page, 'overtime-quarter-hours-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
