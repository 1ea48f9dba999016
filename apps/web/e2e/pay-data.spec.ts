import { expect, test } from '@playwright/test';
import { logIn, openAdminPage, PHONE, snap } from './support/journey';

test("HR with the payroll permission records a person's rate, adds a loan and ends it, and reads the history, on a laptop and a phone", async ({ page }) => {
  await logIn(page, 'hr');
  await openAdminPage(page, 'Employees');
  await page.getByLabel('Search Employees').fill('Bautista');
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Pay data of 00000005' }).click();
  const payData = page.getByRole('dialog', { name: 'Pay data: Pedro Bautista (00000005)' });
  await expect(payData.getByText('No rate yet. Payroll needs one to compute this person’s pay.')).toBeVisible();

  await payData.getByRole('button', { name: 'Record a rate' }).click();
  const rate = page.getByRole('dialog', { name: 'Record a rate' });
  await rate.getByLabel(/Rate a month/).fill('27,000');
  await rate.getByRole('button', { name: 'Record rate' }).click();
  // Said on the field, in the words of the screen.
  await expect(rate.getByText('Rate must be an amount like 25000.00, not negative, at most two decimals')).toBeVisible();
  await rate.getByLabel(/Rate a month/).fill('27000');
  await rate.getByLabel('In force from').fill('2026-01-01');
  await rate.getByRole('button', { name: 'Record rate' }).click();
  await expect(page.getByText('The rate is recorded, in force from 2026-01-01.')).toBeVisible();
  await expect(rate).toBeHidden();
  const rates = payData.getByRole('list', { name: 'Rates' });
  await expect(rates.getByRole('listitem')).toHaveCount(1);
  await expect(rates).toContainText('Php 27,000.00 a month');
  await expect(rates).toContainText('In force');

  await payData.getByRole('button', { name: 'Add', exact: true }).click();
  const item = page.getByRole('dialog', { name: 'Add an allowance, loan or deduction' });
  await item.getByLabel('Kind').click();
  await page.getByRole('option', { name: 'SSS loan' }).click();
  await item.getByLabel('Name').fill('SSS salary loan');
  await item.getByLabel(/Amount a month/).fill('1500');
  await item.getByLabel('Starts on').fill('2026-03-01');
  await item.getByLabel('Ends on').fill('2026-02-01');
  await item.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(item.getByText('Ends on must be on or after Starts on')).toBeVisible();
  await item.getByLabel('Ends on').fill('2027-02-28');
  await item.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('SSS loan "SSS salary loan" is added from 2026-03-01.')).toBeVisible();
  const items = payData.getByRole('list', { name: 'Allowances, loans and deductions' });
  await expect(items).toContainText('SSS salary loan: Php 1,500.00 a month');
  await snap(page, 'pay-data-desktop');

  await items.getByRole('button', { name: 'End SSS salary loan' }).click();
  const ending = page.getByRole('dialog', { name: 'End SSS loan "SSS salary loan"' });
  await ending.getByLabel('Last day').fill('2026-12-31');
  await ending.getByRole('button', { name: 'End it' }).click();
  await expect(page.getByText('It ends on 2026-12-31; its history stays.')).toBeVisible();
  await expect(items).toContainText('2026-03-01 to 2026-12-31');

  // Where the pay goes: the account the bank credit file lists.
  await expect(payData.getByText(/^None yet\. The bank credit file lists this person without an account/)).toBeVisible();
  await payData.getByRole('button', { name: 'Record', exact: true }).click();
  const account = page.getByRole('dialog', { name: 'Bank account' });
  await account.getByLabel('Bank').fill('BPI');
  await account.getByLabel('Account number').fill('12-ab');
  await account.getByRole('button', { name: 'Save bank account' }).click();
  await expect(account.getByText(/^Account number must be 6 to 30 digits/)).toBeVisible();
  await account.getByLabel('Account number').fill('1234-5678-90');
  await account.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('The bank account is recorded: BPI 1234-5678-90.')).toBeVisible();
  await expect(payData.getByRole('region', { name: 'Bank account' })).toContainText('BPI 1234-5678-90');

  await page.setViewportSize(PHONE);
  await expect(payData).toBeVisible();
  await snap(page, 'pay-data-phone');
  await payData.getByRole('button', { name: 'Close' }).click();
  await expect(payData).toBeHidden();
});

