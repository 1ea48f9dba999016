import { expect, test } from '@playwright/test';
import { manilaDay } from './support/dates';
import { logIn, PHONE, snap } from './support/journey';

test("HR imports a terminal's punches, checking the file first; the employee sees them marked as a terminal's", async ({ page }) => {
  const day = manilaDay(-2);
  const csv = `emp_id,datetime,direction,device\n00000007,${day} 12:00:05,,GATE-1\n00000007,${day} 13:00:40,,GATE-1\n`;

  // Administration is for a computer (its menu is hidden on a phone); the employee reads it on a phone.
  await logIn(page, 'hr');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Administration' }).click();
  await menu.getByRole('link', { name: 'Time Clock' }).click();
  await expect(page.getByRole('heading', { name: 'Time Clock', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import punches' }).click();

  const dialog = page.getByRole('dialog', { name: 'Import punches' });
  await expect(dialog).toContainText('ZKTeco');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'gate-1.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('The file is ready to import: 2 punches (2 added, 0 changed, 0 unchanged).')).toBeVisible();
  await snap(page, 'admin-punch-import-checked');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 punches imported: 2 added, 0 changed, 0 unchanged.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.setViewportSize(PHONE);
  await logIn(page, 'ramon');
  const row = page.getByTestId('time-record-row').filter({ hasText: 'From a time terminal' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12:00 PM');
  await expect(row).toContainText('01:00 PM');
  await snap(page, 'timeinout-phone-terminal-punches');
});
