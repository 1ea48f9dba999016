import { expect, test } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';
import { manilaDay } from './support/dates';

test('official business is filed, refused on overlap, and approved through both levels', async ({ page }) => {
  await logIn(page, 'employee');
  await page.goto('/#/officialbusiness/requests');
  await expect(page.getByRole('heading', { name: 'Official Business' })).toBeVisible();
  await expect(page.getByText(/No official business in these dates/)).toBeVisible();
  await snap(page, 'official-business-empty-desktop');

  await page.getByRole('button', { name: 'New official business' }).click();
  const dialog = page.getByRole('dialog', { name: 'New official business' });
  await dialog.getByLabel(/^From/).fill(manilaDay(7));
  await dialog.getByLabel(/^To/).fill(manilaDay(8));
  await dialog.getByRole('button', { name: 'File official business' }).click();
  await expect(dialog.getByText('reason is required')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('BIR seminar, Quezon City');
  await snap(page, 'official-business-dialog-desktop');
  await dialog.getByRole('button', { name: 'File official business' }).click();
  await expect(page.getByText(/Official business #\d+ .* filed\./)).toBeVisible();
  await expect(page.getByTestId('request-row').first()).toContainText('BIR seminar');

  // The same dates again: the server refuses the overlap and the dialog stays open.
  await page.getByRole('button', { name: 'New official business' }).click();
  await dialog.getByLabel(/^From/).fill(manilaDay(8));
  await dialog.getByLabel(/^To/).fill(manilaDay(8));
  await dialog.getByLabel(/^Reason/).fill('Follow-up');
  await dialog.getByRole('button', { name: 'File official business' }).click();
  await expect(page.getByText(/overlap your official business #\d+/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await logIn(page, 'teamlead');
  await page.goto('/#/officialbusiness/approval');
  const row = page.getByTestId('request-row').filter({ hasText: 'BIR seminar' });
  await row.getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 official business approved.')).toBeVisible();
  await logIn(page, 'approver');
  await page.goto('/#/officialbusiness/approval');
  await page.getByTestId('request-row').filter({ hasText: 'BIR seminar' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 official business approved.')).toBeVisible();

  await page.setViewportSize(PHONE);
  await logIn(page, 'employee');
  await page.goto('/#/officialbusiness/requests');
  await expect(page.getByTestId('request-row').first().getByText('Approved')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await snap(page, 'official-business-requests-phone');
});
