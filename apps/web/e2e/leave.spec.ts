import { expect, test } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, SAMPLE_PDF, snap } from './support/journey';
import { nextWorkingDay, workingDaysFrom } from './support/working-day';
import { runSql } from './support/global-setup';

/** Spec §9 "leave duration": off by default, when leaves are whole working days. */
const setLeaveDuration = (on: boolean) =>
  runSql(
    `update company set settings = coalesce(settings, '{}'::jsonb)
       || jsonb_build_object('features', coalesce(settings->'features', '{}'::jsonb) || jsonb_build_object('leaveDuration', $1::boolean))`,
    [on],
  );

test.afterAll(async () => {
  await setLeaveDuration(false);
});

test('with the leave duration switch off (the default), the leave form asks for no hours', async ({ page }) => {
  await setLeaveDuration(false);
  await logIn(page, 'employee');
  await page.goto('/#/leaves/requests');
  await page.getByRole('button', { name: 'New leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'New leave' });
  await expect(dialog.getByText(/A leave covers whole working days/)).toBeVisible();
  await expect(dialog.getByLabel('Hours')).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await snap(page, 'leave-dialog-whole-days-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a refusal about a field the form does not show appears at the top of the form, on a phone', async ({ page }) => {
  // Five days of Emergency Leave against three: the server names Hours, which this form
  // does not show while the leave duration switch is off.
  await setLeaveDuration(false);
  await page.setViewportSize(PHONE);
  const from = await nextWorkingDay(21);
  const to = await workingDaysFrom(from, 5);
  await logIn(page, 'employee');
  await page.goto('/#/leaves/requests');
  await page.getByRole('button', { name: 'New leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'New leave' });
  await dialog.getByLabel('* Type of Leave').click();
  await page.getByRole('option', { name: 'Emergency Leave' }).click();
  await dialog.getByLabel(/^From/).fill(from);
  await dialog.getByLabel(/^To/).fill(to);
  await dialog.getByLabel(/^Reason/).fill('Family emergency in the province');
  await dialog.getByRole('button', { name: 'File leave' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(/Not enough Emergency Leave/);
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await snap(page, 'leave-refusal-on-top-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a half-day sick leave with a document goes through both approvers, and the balance follows', async ({ page }) => {
  // Four logins and two approvals: longer than the default budget on a busy machine.
  test.setTimeout(90_000);
  // A half day is a duration: HR has the switch on.
  await setLeaveDuration(true);
  const day = await nextWorkingDay(7);
  await logIn(page, 'employee');
  await page.goto('/#/leaves/requests');
  await expect(page.getByRole('heading', { name: 'Leaves', exact: true })).toBeVisible();
  const sick = page.getByTestId('balance-SL');
  await expect(sick).toContainText('120 h');
  await snap(page, 'leave-requests-desktop');

  await page.getByRole('button', { name: 'New leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'New leave' });
  await dialog.getByRole('button', { name: 'File leave' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await dialog.getByLabel('* Type of Leave').click();
  await page.getByRole('option', { name: 'Sick Leave' }).click();
  await expect(dialog.getByText(/120 hours \(15 days\) left this year/)).toBeVisible();
  await dialog.getByLabel(/^From/).fill(day);
  await dialog.getByLabel(/^To/).fill(day);
  await dialog.getByLabel('Hours').fill('4');
  await dialog.getByLabel(/^Reason/).fill('Dental appointment in the morning');
  await page.getByLabel('Supporting documents').setInputFiles({ name: 'dental-slip.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(dialog.getByText(/dental-slip\.pdf/)).toBeVisible();
  await snap(page, 'leave-dialog-desktop');
  await dialog.getByRole('button', { name: 'File leave' }).click();
  await expect(page.getByText(/Sick Leave #\d+ \(4 hours, .*\) filed\./)).toBeVisible();
  await expect(sick).toContainText('116 h');
  await expect(sick).toContainText('4 pending');

  await logIn(page, 'teamlead');
  await page.goto('/#/leaves/approval');
  await page.getByTestId('request-row').filter({ hasText: 'Dental appointment' }).getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 leave approved.')).toBeVisible();

  await logIn(page, 'approver');
  await page.goto('/#/leaves/approval');
  const row = page.getByTestId('request-row').filter({ hasText: 'Dental appointment' });
  await row.getByRole('checkbox').check();
  await snap(page, 'leave-approval-desktop');
  // The first toolbar is the leaves table's; the group leaves table has its own below.
  await page.getByRole('button', { name: 'Approve', exact: true }).first().click();
  await confirmApproval(page);
  await expect(page.getByText('1 leave approved.')).toBeVisible();

  await page.setViewportSize(PHONE);
  await logIn(page, 'employee');
  await page.goto('/#/leaves/requests');
  await expect(page.getByTestId('request-row').first().getByText('Approved').first()).toBeVisible();
  await expect(sick).toContainText('4 used');
  await expect(sick).toContainText('116 h');
  await expectNoSidewaysScroll(page);
  await snap(page, 'leave-requests-phone');
});

test('a group leave says before filing which chosen members a leave type leaves out, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'teamlead');
  await page.goto('/#/leaves/grouprequests');
  await page.getByRole('button', { name: 'New group leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group leave' });
  await dialog.getByLabel(/^Employees/).click();
  for (const name of ['Pedro Bautista', 'Liza Mendoza']) await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('* Type of Leave').click();
  // Maternity Leave is for women: Pedro is named. Paternity Leave is for married men, and
  // neither chosen is one: it cannot be chosen at all.
  await expect(page.getByRole('option', { name: /Maternity Leave.*not for Pedro Bautista/ })).toBeVisible();
  const paternity = page.getByRole('option', { name: /Paternity Leave.*for married men: none chosen can take it/ });
  await expect(paternity).toHaveAttribute('aria-disabled', 'true');
  await snap(page, 'group-leave-types-phone');
  await page.getByRole('option', { name: /Maternity Leave/ }).click();
  await expect(dialog.getByText('Maternity Leave is for women: Pedro Bautista will be left out.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
