import { expect, test } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';
import { nextWorkingDay } from './support/working-day';
import { addDaysTo } from './support/dates';

test('an employee asks for a night shift for two days; once approved, the schedule shows it', async ({ page }) => {
  const first = await nextWorkingDay(4);
  const second = addDaysTo(first, 1);
  await logIn(page, 'employee');
  await page.goto('/#/shift/requests');
  await expect(page.getByRole('heading', { name: 'Shift Change Requests' })).toBeVisible();
  await expect(page.getByTestId(`schedule-${first}`)).toContainText('DAY');
  await page.getByRole('button', { name: 'New shift change' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shift change' });
  await dialog.getByLabel(/^From/).fill(first);
  await dialog.getByLabel(/^To/).fill(second);
  await dialog.getByLabel(/^Shift/).click();
  await page.getByRole('option', { name: 'NIGHT - Night shift(22:00 - 07:00)' }).click();
  await snap(page, 'shift-dialog-desktop');
  await dialog.getByRole('button', { name: 'Request change' }).click();
  await expect(page.getByText(/Shift change #\d+ to NIGHT - Night shift\(22:00 - 07:00\) .* filed\./)).toBeVisible();
  await expect(page.getByTestId(`schedule-${first}`)).toContainText('DAY');
  await snap(page, 'shift-requests-desktop');

  await logIn(page, 'teamlead');
  await page.goto('/#/shift/approval');
  await page.getByTestId('request-row').filter({ hasText: 'Juan dela Cruz' }).getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 shift change approved.')).toBeVisible();
  await logIn(page, 'approver');
  await page.goto('/#/shift/approval');
  const row = page.getByTestId('request-row').filter({ hasText: 'Juan dela Cruz' });
  await expect(row).toContainText('NIGHT - Night shift(22:00 - 07:00)');
  await row.getByRole('checkbox').check();
  await snap(page, 'shift-approval-desktop');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 shift change approved.')).toBeVisible();

  await page.setViewportSize(PHONE);
  await logIn(page, 'employee');
  await page.goto('/#/shift/requests');
  await expect(page.getByTestId(`schedule-${first}`)).toContainText('NIGHT');
  await expect(page.getByTestId(`schedule-${second}`)).toContainText('NIGHT');
  await expect(page.getByTestId(`schedule-${addDaysTo(second, 1)}`)).not.toContainText('NIGHT');
  await expectNoSidewaysScroll(page);
  await snap(page, 'shift-requests-phone');
});

test('a team lead moves three people to the mid shift as a group, approved as one', async ({ page }) => {
  const day = await nextWorkingDay(2);
  await logIn(page, 'teamlead');
  await page.goto('/#/shift/grouprequests');
  await page.getByRole('button', { name: 'New group change' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group shift change' });
  // Picked by searching, the list open throughout.
  const employees = dialog.getByLabel(/^Employees/);
  await employees.click();
  for (const name of ['Pedro Bautista', 'Grace Aquino', 'Carlo Ramos']) {
    await employees.fill(name.split(' ')[1]!);
    await page.getByRole('option', { name: new RegExp(name) }).click();
  }
  await page.keyboard.press('Escape');
  await expect(dialog.locator('.MuiChip-root')).toHaveCount(3);
  await dialog.getByLabel(/^From/).fill(day);
  await dialog.getByLabel(/^To/).fill(day);
  await dialog.getByLabel(/^Shift/).click();
  await page.getByRole('option', { name: /^MID - / }).click();
  await dialog.getByRole('button', { name: 'File group change' }).click();
  await expect(page.getByText(/Group shift change G-\d+ to MID - .* filed for 3 employee\(s\)\./)).toBeVisible();

  await logIn(page, 'approver');
  await page.goto('/#/shift/approval');
  await expect(page.getByText(/1 group shift change from team leads also waits? for you/)).toBeVisible();
  await page.getByRole('link', { name: 'Open group changes' }).click();
  await expect(page.getByRole('heading', { name: 'Group Shift Changes for Approval' })).toBeVisible();
  const group = page.getByTestId('request-row').filter({ hasText: 'Maria Santos' });
  await group.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByRole('table', { name: /Members of group shift change/ })).toContainText('Grace Aquino');
  await snap(page, 'shift-group-approval-desktop');
  await group.getByRole('button', { name: /^Approve G-\d+$/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 group request approved.')).toBeVisible();

  await logIn(page, 'teamlead');
  await page.goto('/#/shift/manage');
  await expect(page.getByRole('heading', { name: 'Manage Shifts' })).toBeVisible();
  await snap(page, 'shift-manage-desktop');
  await page.setViewportSize(PHONE);
  await logIn(page, 'pedro');
  await page.goto('/#/shift/requests');
  await expect(page.getByTestId(`schedule-${day}`)).toContainText('MID');
});

test('a team lead changes a member\'s shift from the manage screen, and withdraws it', async ({ page }) => {
  await logIn(page, 'teamlead');
  await page.goto('/#/shift/manage');
  const liza = page.getByTestId('team-row-00000006');
  await expect(liza).toBeVisible();
  await liza.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Change shift (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change shift' });
  await dialog.getByLabel(/^Shift/).click();
  await page.getByRole('option', { name: /^NIGHT - / }).click();
  await dialog.getByRole('button', { name: 'Change shift' }).click();
  await expect(page.getByText(/Liza Mendoza is on NIGHT - /)).toBeVisible();
  const change = page.getByTestId('request-row').filter({ hasText: 'Liza Mendoza' });
  await expect(change).toContainText('NIGHT');
  await page.setViewportSize(PHONE);
  await snap(page, 'shift-manage-phone');
  await change.getByRole('button', { name: /^Withdraw #/ }).click();
  await page.getByRole('dialog', { name: /Withdraw shift change/ }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/withdrawn; the default schedule applies again/)).toBeVisible();
  await expect(page.getByTestId('request-row').filter({ hasText: 'Liza Mendoza' })).toHaveCount(0);
});
