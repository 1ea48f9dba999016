import { expect, test } from '@playwright/test';
import { manilaDay } from './support/dates';
import { runSql } from './support/global-setup';
import { logIn, openAdminPage, PHONE, snap } from './support/journey';

test("HR imports a terminal's punches, checking the file first; the employee sees them marked as a terminal's", async ({ page }) => {
  const day = manilaDay(-2);
  const csv = `emp_id,datetime,direction,device\n00000007,${day} 12:00:05,,GATE-1\n00000007,${day} 13:00:40,,GATE-1\n`;

  // Administration is for a computer (its menu is hidden on a phone); the employee reads it on a phone.
  await logIn(page, 'hr');
  await openAdminPage(page, 'Time Clock');
  await expect(page.getByRole('heading', { name: 'Time Clock', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import punches' }).click();

  const dialog = page.getByRole('dialog', { name: 'Import punches' });
  await expect(dialog).toContainText('ZKTeco');
  await dialog.getByLabel('CSV or Excel file').setInputFiles({ name: 'gate-1.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('The file is ready to import: 2 punches (2 added, 0 changed, 0 unchanged).')).toBeVisible();
  await snap(page, 'admin-punch-import-checked');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 punches imported: 2 added, 0 changed, 0 unchanged.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Ramon works in the field: no office fence for him.
  await page.getByLabel('Search Sites and field staff').fill('Villanueva');
  await page.getByRole('button', { name: 'Edit sites of Villanueva, Ramon' }).click();
  const sites = page.getByRole('dialog', { name: 'Where Villanueva, Ramon punches' });
  await sites.getByLabel('Field staff').check();
  await snap(page, 'admin-timeclock-sites-dialog');
  await sites.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Villanueva, Ramon saved: field staff: no office fence applies.')).toBeVisible();
  await expect(page.getByTestId('employee-sites-row').filter({ hasText: 'Villanueva, Ramon' })).toContainText('Yes: no fence');

  await page.setViewportSize(PHONE);
  await logIn(page, 'ramon');
  const row = page.getByTestId('time-record-row').filter({ hasText: 'From a time terminal' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12:00 PM');
  await expect(row).toContainText('01:00 PM');
  await snap(page, 'timeinout-phone-terminal-punches');
});

test.describe('an office that asks for a reason', () => {
  test.use({ geolocation: { latitude: 14.5866, longitude: 121.0614, accuracy: 20 }, permissions: ['geolocation'] });
  test.afterEach(async () => {
    await runSql("update offices set fence_mode = 'flag' where name = 'Makati Head Office'");
  });

  test('a punch outside the area asks why, on a phone, and is recorded with the reason', async ({ page }) => {
    await runSql("update offices set fence_mode = 'ask' where name = 'Makati Head Office'");
    await page.setViewportSize(PHONE);
    // Someone no other journey has timed in today.
    await logIn(page, 'approver');
    await page.getByRole('button', { name: 'Time In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Why are you punching from here?' });
    await expect(dialog).toContainText(/You are outside the Makati Head Office area \(.+ away\)/);
    await dialog.getByRole('button', { name: 'Time in with this reason' }).click();
    await expect(dialog.getByText('Say in a few words why you punch from here')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Client visit in Ortigas');
    await snap(page, 'timeinout-phone-reason-dialog');
    await dialog.getByRole('button', { name: 'Time in with this reason' }).click();
    await expect(page.getByText(/Time in recorded at/)).toBeVisible();
    await expect(page.getByTestId('time-record-row').first()).toContainText('Outside office area: Client visit in Ortigas');
  });
});
