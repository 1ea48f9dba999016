import { expect, test, type Page } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, rowDetail, SAMPLE_PDF, snap, typeTime } from './support/journey';
import { manilaDay, readableDay } from './support/dates';

async function fileAdjustment(page: Page, day: string, reason: string, withPdf: boolean) {
  await page.goto('/#/attendanceadjustment/requests');
  await expect(page.getByRole('heading', { name: 'Attendance Adjustments' })).toBeVisible();
  await page.getByRole('button', { name: 'New adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New attendance adjustment' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Date/).fill(day);
  await typeTime(page, 'Time In 1', '0745AM');
  await typeTime(page, 'Time Out 1', '1200PM');
  await typeTime(page, 'Time In 2', '0100PM');
  await typeTime(page, 'Time Out 2', '0615PM');
  await dialog.getByLabel(/^Reason/).fill(reason);
  if (withPdf) {
    await page.getByLabel('Supporting documents').setInputFiles({ name: 'client-call-log.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await expect(dialog.getByText(/client-call-log\.pdf/)).toBeVisible();
  }
  await snap(page, withPdf ? 'adjustment-dialog-desktop' : 'adjustment-dialog-second');
  await dialog.getByRole('button', { name: 'File adjustment' }).click();
  await expect(page.getByText(/Attendance adjustment #\d+ for .* filed\./)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an adjustment with a PDF goes through team lead (bulk) and approver, and replaces the day; a second is rejected with remarks', async ({ page }) => {
  // Five logins and two filings: longer than the default budget on a busy machine.
  test.setTimeout(90_000);
  const day = manilaDay(-3);
  await logIn(page, 'employee');
  await fileAdjustment(page, day, 'Client call ran late; forgot to time out', true);
  const row = page.getByTestId('request-row').first();
  await expect(row).toContainText('For Approval');
  await expect(await rowDetail(row)).toContainText('client-call-log.pdf');
  await snap(page, 'adjustment-requests-desktop');

  // Team lead: the bell counts it, the approval screen lists it, bulk approve.
  await logIn(page, 'teamlead');
  await expect(page.getByRole('button', { name: /^[1-9]\d* for approval, \d+ unread notifications$/ })).toBeVisible();
  await page.getByRole('button', { name: /notifications/ }).click();
  await page.getByRole('menuitem', { name: /Attendance Adjustment/ }).click();
  await expect(page.getByRole('heading', { name: 'Attendance Adjustments for Approval' })).toBeVisible();
  const waiting = page.getByTestId('request-row').filter({ hasText: 'Juan dela Cruz' });
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('checkbox').check();
  await snap(page, 'adjustment-approval-selected-desktop');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 attendance adjustment approved.')).toBeVisible();
  await expect(page.getByText('No attendance adjustments wait for your approval. You are all caught up.')).toBeVisible();

  // Approver (level 2) approves from the row.
  await logIn(page, 'approver');
  await page.goto('/#/attendanceadjustments/approval');
  const level2 = page.getByTestId('request-row').filter({ hasText: 'Juan dela Cruz' });
  await expect(await rowDetail(level2)).toContainText('Approved');
  await level2.getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 attendance adjustment approved.')).toBeVisible();

  // The employee sees Approved, and the day's time entries are the adjusted ones.
  await logIn(page, 'employee');
  await page.goto('/#/attendanceadjustment/requests');
  await expect(page.getByTestId('request-row').first()).not.toContainText('For Approval');
  // The overall status in the row, each level's in its detail.
  await expect(page.getByTestId('request-row').first().getByText('Approved')).toHaveCount(1);
  await expect((await rowDetail(page.getByTestId('request-row').first())).getByText('Approved')).toHaveCount(2);
  await page.goto('/#/timeinout');
  // The day is found by its date: a demo punch on another day may be at 07:45 too.
  const dayRow = page.getByTestId('time-record-row').filter({ hasText: readableDay(day) });
  await expect(dayRow).toContainText('07:45 AM');
  await expect(dayRow).toContainText('06:15 PM');

  // A second adjustment, rejected by the team lead with remarks the employee then reads.
  await fileAdjustment(page, manilaDay(-4), 'Typo in my punches', false);
  await logIn(page, 'teamlead');
  await page.goto('/#/attendanceadjustments/approval');
  await page.getByTestId('request-row').filter({ hasText: 'Typo in my punches' }).getByRole('button', { name: /^Disapprove #/ }).click();
  const remarks = page.getByRole('dialog', { name: /Disapprove/ });
  await remarks.getByRole('button', { name: 'Disapprove' }).click();
  await expect(remarks.getByText('Remarks are required to disapprove')).toBeVisible();
  await remarks.getByLabel(/^Remarks/).fill('The biometrics log shows your punches were right');
  await snap(page, 'adjustment-remarks-dialog');
  await remarks.getByRole('button', { name: 'Disapprove' }).click();
  await expect(page.getByText('1 attendance adjustment disapproved.')).toBeVisible();
  await page.goto('/#/attendanceadjustments/formyapproval');
  await expect(page.getByRole('heading', { name: 'Attendance Adjustments Routed to Me' })).toBeVisible();
  await expect(page.getByTestId('request-row').filter({ hasText: 'Typo in my punches' })).toContainText('Rejected');
  await snap(page, 'adjustment-history-desktop');

  await logIn(page, 'employee');
  await page.goto('/#/attendanceadjustment/requests');
  const rejected = page.getByTestId('request-row').filter({ hasText: 'Typo in my punches' });
  await expect(rejected).toContainText('Rejected');
  await expect(await rowDetail(rejected)).toContainText('The biometrics log shows your punches were right');
});

test('deleting asks first, and the phone layout fits', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'pedro');
  await fileAdjustment(page, manilaDay(-2), 'Forgot my badge', false);
  await snap(page, 'adjustment-requests-phone');
  await expectNoSidewaysScroll(page);
  const row = page.getByTestId('request-row').filter({ hasText: 'Forgot my badge' });
  await row.getByRole('button', { name: /^Delete #/ }).click();
  const confirm = page.getByRole('dialog', { name: /Delete adjustment/ });
  await expect(confirm).toBeVisible();
  await snap(page, 'adjustment-delete-confirm-phone');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Delete #/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/Attendance adjustment #\d+ deleted\./)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'New adjustment' }).click();
  // Wait for the dialog's fade-in, so the picture is of the dialog and not the transition.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await snap(page, 'adjustment-dialog-phone');
  await page.keyboard.press('Escape');
  await logIn(page, 'teamlead');
  await page.goto('/#/attendanceadjustments/approval');
  await expect(page.getByRole('heading', { name: 'Attendance Adjustments for Approval' })).toBeVisible();
  await snap(page, 'adjustment-approval-phone');
});
