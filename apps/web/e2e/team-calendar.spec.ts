import { expect, test } from '@playwright/test';
import { manilaDay } from './support/dates';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

const REASON = 'e2e team calendar';

test.beforeEach(async () => {
  const today = manilaDay(0);
  await runSql(
    `insert into leaves (emp_id, filed_by, payitem, frdate, todate, noofhours, reason, overall_status)
     values ('00000009', '00000009', 'VL', $1, $1, 8, $2, 'A'), ('00000004', '00000004', 'SL', $1, $1, 8, $2, '')`,
    [today, REASON],
  );
});

test.afterEach(async () => {
  await runSql(`delete from leaves where reason = $1`, [REASON]);
});

test("an employee sees on a phone who of the team is away, a teammate's leave without its type, and opens their own request", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'employee');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Team Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Team Calendar', level: 1 })).toBeVisible();
  await expect(page.getByText('Ramos, Carlo: On leave', { exact: true })).toBeVisible();
  await expect(page.getByText('Ramos, Carlo: Vacation Leave')).toHaveCount(0);
  await expect(page.getByText("Your teammates' leave shows as “On leave”; only your own shows its type.")).toBeVisible();
  // Nothing wider than the phone: the page never scrolls sideways.
  await expectNoSidewaysScroll(page);
  await snap(page, 'team-calendar-phone');

  await page.getByText('dela Cruz, Juan: Sick Leave (pending)').click();
  const dialog = page.getByRole('dialog', { name: 'dela Cruz, Juan' });
  await expect(dialog).toContainText('Waiting for approval');
  await expect(dialog).toContainText(REASON);
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await snap(page, 'team-calendar-phone-entry');
  await dialog.getByRole('link', { name: 'Open my requests' }).click();
  await expect(page).toHaveURL(/#\/leaves\/requests$/);
});

test('a team lead reads the month with leave types, opens a leave with its reason, and turns to the week', async ({ page }) => {
  await logIn(page, 'teamlead');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Team Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Team Calendar', level: 1 })).toBeVisible();
  const carlo = page.getByText('Ramos, Carlo: Vacation Leave');
  await expect(carlo).toBeVisible();
  // Each entry in the month grid is a target at least 24 px tall (WCAG 2.5.8), however many share a day.
  const heights = await page.locator('[data-date] [role="list"] > * > *').evaluateAll((entries) => entries.map((entry) => entry.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  await snap(page, 'team-calendar-desktop');
  await carlo.click();
  const dialog = page.getByRole('dialog', { name: 'Ramos, Carlo' });
  await expect(dialog).toContainText('Vacation Leave');
  await expect(dialog).toContainText(REASON);
  await expect(dialog.getByRole('link', { name: 'Open requests for approval' })).toHaveAttribute('href', '#/leaves/approval');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: 'Week view' }).click();
  await expect(page.getByText('Ramos, Carlo: Vacation Leave')).toBeVisible();
  await snap(page, 'team-calendar-desktop-week');
});

test('HR sees the company with department and office filters, rest days off until asked for', async ({ page }) => {
  await logIn(page, 'hr');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Team Calendar' }).click();
  await expect(page.getByText('Ramos, Carlo: Vacation Leave')).toBeVisible();
  const restDays = page.getByRole('checkbox', { name: 'Rest days' });
  await expect(restDays).not.toBeChecked();
  await expect(page.getByText(/: Rest day$/)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Human Resources' }).click();
  await expect(page.getByText('Ramos, Carlo: Vacation Leave')).toHaveCount(0);
  await restDays.check();
  await expect(page.getByText('Garcia, Ana: Rest day').first()).toBeVisible();
  await snap(page, 'team-calendar-hr');
});
