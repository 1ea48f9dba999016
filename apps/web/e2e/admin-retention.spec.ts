import { expect, test } from '@playwright/test';
import { logIn, openAdminPage, snap } from './support/journey';

test('HR reads why each kind of data is kept as long as it is, and keeps attendance longer', async ({ page }) => {
  await logIn(page, 'hr');
  await openAdminPage(page, 'Data Retention');
  await expect(page.getByRole('heading', { name: 'Data Retention', level: 1 })).toBeVisible();
  const attendance = page.getByRole('region', { name: 'Attendance and requests' });
  await expect(attendance).toContainText('Labor Code prescribe in three years (Art. 306)');
  await expect(page.getByRole('region', { name: 'Pay and payslips' })).toContainText('Default 10 years');

  const years = attendance.getByLabel('Years after separation');
  await years.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'whole number of years from 1 to 100' })).toBeVisible();
  await years.fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved. The daily disposal applies it from its next run.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Attendance and requests' }).getByLabel('Years after separation'),
  ).toHaveValue('5');
  await snap(page, 'admin-retention');
});
