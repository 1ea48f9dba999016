import { expect, test } from '@playwright/test';
import { runSql } from '../e2e/support/global-setup';
import { logIn } from '../e2e/support/journey';

// `npm run bench:web`: HR's employee list in Chromium with 10,000 more employees.
// Prints how long each step takes as a person sees it (Playwright's own polling
// included); asserts only that each step happened, never a time.
const EMPLOYEES = 10_000;

async function timed(label: string, step: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await step();
  console.log(`${label.padEnd(52)} ${String(Date.now() - started).padStart(5)} ms`);
}

test('the employee list with 10,000 more employees', async ({ page }) => {
  test.setTimeout(180_000);
  await runSql(`insert into employees (emp_id, firstname, lastname, hire_date, designation, department, monthly_salary, monthly_allowances, default_shift, rest_days, office_id, team_lead)
    select (50000000 + i)::text, 'First' || i, 'Last' || (i % 997), date '2020-01-01' + (i % 2000), 'Associate ' || (i % 13), 'Department ' || (i % 17), 20000, 1500, 'DAY', '{0,6}', 1, '00000003'
    from generate_series(0, ${EMPLOYEES - 1}) i`);
  await logIn(page, 'hr');
  // Open another admin list first, so the table's code is loaded as it would be.
  await page.goto('/#/admin/accounts');
  await expect(page.getByTestId('admin-row').first()).toBeVisible();
  const total = /of 10,0\d\d/;
  await timed('open Employees from the menu (first page shown)', async () => {
    await page.getByRole('link', { name: 'Employees' }).click();
    await expect(page.getByText(total)).toBeVisible();
  });
  const fetched = await page.evaluate(async () => {
    const started = performance.now();
    const rows = (await (await fetch('/api/v1/admin/employees', { credentials: 'same-origin' })).json()) as unknown[];
    return { ms: performance.now() - started, rows: rows.length };
  });
  console.log(`${`  of which the list's fetch and JSON parse (${fetched.rows} rows)`.padEnd(52)} ${fetched.ms.toFixed(0).padStart(5)} ms`);
  await timed('search one person by name', async () => {
    await page.getByLabel('Search Employees').fill('First9876');
    await expect(page.getByTestId('admin-row')).toHaveCount(1);
  });
  await page.getByLabel('Search Employees').fill('');
  await expect(page.getByText(total)).toBeVisible();
  await timed('sort by department', async () => {
    await page.getByRole('columnheader', { name: /Department/ }).click();
    await expect(page.getByTestId('admin-row').first()).toContainText('Department 0');
  });
  await timed('next page', async () => {
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText(/26-50 of/)).toBeVisible();
  });
  await timed('export all rows as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await (await download).path();
  });
});
