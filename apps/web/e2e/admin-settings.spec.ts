import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, logIn, openAdminPage, PHONE, snap } from './support/journey';

const thisYear = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric' }).format(new Date()),
);
/** The README's sample, dated this year, so the employee's balance of this year shows it whatever the year. */
const SAMPLE = path.join(mkdtempSync(path.join(tmpdir(), 'portal-entitlements-')), 'entitlements.csv');
writeFileSync(SAMPLE, readFileSync(path.resolve(import.meta.dirname, '../../../docs/samples/entitlements.csv'), 'utf8').replaceAll(',2026,', `,${thisYear},`));

test('HR changes company settings, imports entitlements and starts a leave year; the employee sees the new balance', async ({
  page,
}) => {
  // Four logins and two lists of every entitlement: longer than one request journey.
  test.setTimeout(90_000);
  await logIn(page, 'hr');
  await openAdminPage(page, 'Company Settings');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature preview' })).toBeVisible();

  // A bad value is caught before anything is sent.
  const market = page.getByLabel(/^Country label/);
  await market.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Country label is required: the label in the footer, e.g. PH')).toBeVisible();
  await market.fill('PH-Luzon');
  const onBehalf = page.getByRole('switch', { name: /Team-lead filing on behalf/ });
  await expect(onBehalf).not.toBeChecked();
  await onBehalf.check();
  // A six-day week: a monthly salary pays 313 days, and its daily rate follows.
  await page.getByLabel('Days a monthly salary pays').click();
  await page.getByRole('option', { name: '313: six-day week' }).click();
  // Contributions split: the field says what the choice does.
  await page.getByLabel('Contributions deducted in').click();
  await page.getByRole('option', { name: 'Half in each cut-off' }).click();
  await expect(page.getByText("Half in the first cut-off; the second deducts the rest of the month's")).toBeVisible();
  await page.getByLabel('Rounding').click();
  await page.getByRole('option', { name: 'Rates to the centavo first' }).click();
  await snap(page, 'admin-settings-company-desktop');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/^Company settings saved \(.*market label.*payroll factor.*\)|^Company settings saved \(.*payroll factor.*market label.*\)/)).toBeVisible();

  // No restart: a reload reads config.json again.
  await page.reload();
  await expect(page.locator('footer')).toContainText('PH-Luzon');
  await expect(page.getByRole('switch', { name: /Team-lead filing on behalf/ })).toBeChecked();
  await expect(page.getByLabel('Days a monthly salary pays')).toHaveText('313: six-day week');
  await expect(page.getByLabel('Contributions deducted in')).toHaveText('Half in each cut-off');
  await expect(page.getByLabel('Rounding')).toHaveText('Rates to the centavo first');

  await page.goto('/#/admin/leave');
  await expect(page.getByRole('heading', { name: 'Leave Entitlements' })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import leave entitlements' });
  await importing.getByLabel('CSV or Excel file').setInputFiles(SAMPLE);
  await importing.getByRole('button', { name: 'Check file' }).click();
  await expect(
    importing.getByText(/The file is ready to import: 4 entitlements \(0 added, 3 changed, 1 unchanged\)/),
  ).toBeVisible();
  await snap(page, 'admin-settings-import-check-desktop');
  await importing.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(page.getByText('4 entitlements imported: 0 added, 3 changed, 1 unchanged.')).toBeVisible();
  await page.getByRole('textbox', { name: /Search Leave Entitlements/ }).fill('dela Cruz');
  await expect(
    page.getByTestId('admin-row').filter({ hasText: 'dela Cruz, Juan' }).filter({ hasText: 'Vacation Leave' }),
  ).toContainText('160');
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Aquino, Grace' })).toHaveCount(0);
  await snap(page, 'admin-settings-entitlements-desktop');

  await page.getByRole('button', { name: 'Start year…' }).click();
  const starting = page.getByRole('dialog', { name: 'Start a leave year' });
  await expect(starting.getByLabel('Year')).toHaveValue(String(thisYear + 1));
  await starting.getByRole('button', { name: 'Check' }).click();
  await expect(
    starting.getByText(new RegExp(`^Starting ${thisYear + 1} would create \\d+ entitlements`)),
  ).toBeVisible();
  await snap(page, 'admin-settings-year-start-desktop');
  await starting.getByRole('button', { name: `Start ${thisYear + 1}` }).click();
  await expect(page.getByText(new RegExp(`^${thisYear + 1} started: \\d+ entitlements created`))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Year' })).toContainText(String(thisYear + 1));

  await logIn(page, 'employee');
  await page.goto('/#/leaves/requests');
  await expect(page.getByTestId('balance-VL')).toContainText('160 h');

  await page.setViewportSize(PHONE);
  await logIn(page, 'hr');
  await page.goto('/#/admin/company');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'admin-settings-company-phone');
  await page.goto('/#/admin/leave');
  await expect(page.getByTestId('admin-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'admin-settings-entitlements-phone');
  await page.getByRole('tab', { name: 'Leave types' }).click();
  await page.getByRole('button', { name: 'Edit VL' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Vacation Leave' })).toBeVisible();
  await snap(page, 'admin-settings-leave-type-phone');
});
