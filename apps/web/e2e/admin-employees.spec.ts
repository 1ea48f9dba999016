import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, logIn, openAdminPage, PHONE, snap } from './support/journey';

const sample = path.resolve(import.meta.dirname, '../../../docs/samples/employees.csv');

test('HR imports employees, gives one an account, and that person must change the temporary password', async ({ page }) => {
  // A long journey: two people, three logins, and the phone layout.
  test.setTimeout(120_000);
  await logIn(page, 'hr');
  await openAdminPage(page, 'Employees');
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await expect(page.getByTestId('admin-row').first()).toBeVisible();

  await page.getByLabel('Search Employees').fill('Garcia');
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-row').first()).toContainText('Garcia, Ana');
  await page.getByLabel('Search Employees').fill('');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import employees' });
  // A template with the right header, to fill in.
  const template = page.waitForEvent('download');
  await importing.getByRole('button', { name: 'Download template' }).click();
  const downloaded = await template;
  expect(downloaded.suggestedFilename()).toBe('employees-template.csv');
  expect(readFileSync(await downloaded.path(), 'utf8')).toMatch(/^\uFEFF?emp_id,firstname,lastname,/);
  await importing.getByLabel('CSV or Excel file').setInputFiles(sample);
  await importing.getByRole('button', { name: 'Check file' }).click();
  await expect(importing.getByText('The file is ready to import: 4 employees (4 added, 0 changed, 0 unchanged).')).toBeVisible();
  await snap(page, 'admin-employees-import-desktop');
  await importing.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(page.getByText('4 employees imported: 4 added, 0 changed, 0 unchanged.')).toBeVisible();

  // New hires with their logins in the same import: each temporary password is shown once.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const hiring = page.getByRole('dialog', { name: 'Import employees' });
  await hiring.getByLabel('CSV or Excel file').setInputFiles({
    name: 'new-hires.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('emp_id,firstname,lastname,gender,hire_date,civil_status,tin,username\n14,Lea,Gomez,F,2026-01-05,single,123456789,lea.gomez\n'),
  });
  await hiring.getByRole('button', { name: 'Check file' }).click();
  await expect(hiring.getByText('1 account would be created, each with a temporary password shown once after the import.', { exact: false })).toBeVisible();
  await hiring.getByRole('button', { name: 'Import 1 row' }).click();
  const created = page.getByRole('dialog', { name: 'Accounts created' });
  await expect(created.getByText('These temporary passwords will not be shown again.', { exact: false })).toBeVisible();
  const createdRow = created.getByTestId('created-account');
  await expect(createdRow).toContainText('lea.gomez');
  expect((await createdRow.locator('td').nth(2).textContent())!.trim()).toMatch(/^[A-Za-z2-9]{12}$/);
  await snap(page, 'admin-employees-accounts-created-desktop');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  await page.getByLabel('Search Employees').fill('Finance');
  await expect(page.getByTestId('admin-row')).toHaveCount(3);
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Tan, Miguel' })).toContainText('Lim, Rosa');
  await page.getByLabel('Search Employees').fill('');
  await snap(page, 'admin-employees-list-desktop');

  await page.getByRole('button', { name: 'Edit 00000013' }).click();
  const editing = page.getByRole('dialog', { name: /Edit Andres Castillo/ });
  await expect(editing.getByLabel(/^Designation/)).toHaveValue('Customer Support Associate');
  // The government numbers came from the file in the agencies' printed form; a wrong
  // one is refused on its field, and any spacing of a right one is kept printed.
  await expect(editing.getByLabel('TIN')).toHaveValue('345-678-912-000');
  await expect(editing.getByRole('combobox', { name: 'Civil status' })).toHaveText('Married');
  await editing.getByLabel('PhilHealth no.').fill('12345');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByText('PhilHealth number must be a PhilHealth number of 12 digits, like 12-345678901-2')).toBeVisible();
  await snap(page, 'admin-employees-edit-desktop');
  await editing.getByLabel('PhilHealth no.').fill('12 345678901 4');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await page.getByRole('button', { name: 'Edit 00000013' }).click();
  await expect(page.getByRole('dialog', { name: /Edit Andres Castillo/ }).getByLabel('PhilHealth no.')).toHaveValue('12-345678901-4');
  await page.getByRole('dialog', { name: /Edit Andres Castillo/ }).getByRole('button', { name: 'Cancel' }).click();

  await openAdminPage(page, 'User Accounts');
  await expect(page.getByRole('heading', { name: 'User Accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  const creating = page.getByRole('dialog', { name: 'Create account' });
  await creating.getByLabel(/^Employee/).fill('Castillo');
  await page.getByRole('option', { name: 'Castillo, Andres (00000013)' }).click();
  await expect(creating.getByLabel(/^Username/)).toHaveValue('andres.castillo');
  await creating.getByRole('button', { name: 'Create account' }).click();
  const shown = page.getByRole('dialog', { name: 'Temporary password for andres.castillo' });
  await expect(shown.getByText('It will not be shown again.', { exact: false })).toBeVisible();
  const temporaryPassword = (await shown.getByLabel('Temporary password').textContent())!.trim();
  expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
  await snap(page, 'admin-accounts-temporary-password-desktop');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('admin-row').filter({ hasText: 'andres.castillo' })).toContainText('Temporary password');

  await page.getByRole('button', { name: /: account of / }).click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await expect(page).toHaveURL(/#\/login$/);

  // Andres logs in with the temporary password and is held at the password change.
  await page.getByLabel('Username').fill('andres.castillo');
  await page.getByLabel(/^Password/).fill(temporaryPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/changepassword$/);
  await expect(page.getByText('Please choose a new password before you continue.')).toBeVisible();
  await page.goto('/#/timeinout');
  await expect(page).toHaveURL(/#\/changepassword$/);
  await page.getByLabel(/^Current password/).fill(temporaryPassword);
  await page.getByLabel(/^New password/).fill('andres-own-pass');
  await page.getByLabel(/^Confirm new password/).fill('andres-own-pass');
  // The labels float up with a short transition.
  await page.waitForTimeout(400);
  await snap(page, 'admin-accounts-forced-change-desktop');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password change successfully.')).toBeVisible();
  await logIn(page, 'andres.castillo', 'andres-own-pass');
  await expect(page.getByText('Andres Castillo').first()).toBeVisible();

  // On a phone, HR's lists and the form still fit.
  await page.setViewportSize(PHONE);
  await logIn(page, 'hr');
  await page.goto('/#/admin/employees');
  await expect(page.getByTestId('admin-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'admin-employees-list-phone');
  await page.getByRole('button', { name: 'Edit 00000011' }).click();
  await expect(page.getByRole('dialog', { name: /Edit Miguel Tan/ })).toBeVisible();
  await page.waitForTimeout(400);
  await snap(page, 'admin-employees-edit-phone');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/#/admin/accounts');
  await expect(page.getByTestId('admin-row').first()).toBeVisible();
  await snap(page, 'admin-accounts-list-phone');
});

test('a new employee starts with no gender chosen: HR must choose it, as it decides maternity or paternity leave', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'hr');
  await page.goto('/#/admin/employees');
  await page.getByRole('button', { name: 'New employee' }).click();
  const dialog = page.getByRole('dialog', { name: /employee/i });
  const gender = dialog.getByRole('combobox', { name: /Gender/ });
  // MUI draws an empty choice as a zero-width space.
  await expect(gender).toHaveText(/^[\s\u200b]*$/);
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByText(/Choose the gender \(M or F\): it decides who may take maternity or paternity leave/)).toBeVisible();
  await snap(page, 'employee-gender-required-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('HR fills the Excel template and imports it as it is, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'hr');
  await page.goto('/#/admin/employees');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import employees' });
  const template = page.waitForEvent('download');
  await importing.getByRole('button', { name: 'Excel template' }).click();
  const downloaded = await template;
  expect(downloaded.suggestedFilename()).toBe('employees-template.xlsx');
  // Filled in as a person would: a date cell, a number, words.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await downloaded.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('emp_id');
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const row: Record<string, unknown> = { emp_id: '51', firstname: 'Rico', lastname: 'Tan', gender: 'Male', hire_date: new Date(Date.UTC(2026, 10, 2)), monthly_salary: 19000, rest_days: 'Sat,Sun' };
  sheet.addRow(header.map((column) => row[column] ?? null));
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());
  await importing.getByLabel('CSV or Excel file').setInputFiles({ name: 'new-hire.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
  await importing.getByRole('button', { name: 'Check file' }).click();
  await expect(importing.getByText(/The file is ready to import: 1 employee \(1 added/)).toBeVisible();
  await snap(page, 'admin-employees-import-xlsx-phone');
  await importing.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText(/1 employee imported: 1 added/)).toBeVisible();
});

test('HR adds a new employee with a login from the employee form, and sees the temporary password once, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'hr');
  await page.goto('/#/admin/employees');
  await page.getByRole('button', { name: 'New employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'New employee' });
  await dialog.getByLabel(/^Employee no\./).fill('61');
  await dialog.getByRole('combobox', { name: /Gender/ }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await dialog.getByLabel(/^First name/).fill('Nina');
  await dialog.getByLabel(/^Last name/).fill('Robles');
  await dialog.getByLabel(/^Hire date/).fill('2026-11-02');
  await dialog.getByLabel(/^Username, to give a login now/).fill('nina.robles');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  const made = page.getByRole('dialog', { name: 'Login made for employee 00000061' });
  await expect(made.getByTestId('created-account')).toContainText('nina.robles');
  await expect(made).toContainText('These temporary passwords will not be shown again.');
  // The password whole on the phone's screen.
  const password = made.getByTestId('created-account').getByRole('cell').nth(2);
  await expect(password).toHaveText(/^\S{12}$/);
  const box = (await password.locator('xpath=.').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'employee-login-made-phone');
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(made).toBeHidden();
});
