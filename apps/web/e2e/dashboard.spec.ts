import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Something waiting and something issued, so every chart has bars: overtime filed four
// days ago in the team lead's queue, and two certificates, one issued on its second day
// and one on its sixth (late by the three-day clock).
test.beforeAll(async () => {
  await runSql(`insert into overtimes (emp_id, filed_by, otdate, frtime, totime, noofhours, reason, overall_status, current_level, current_approver, approver1, datefiled)
    values ('00000004', '00000004', current_date - 4, '17:00', '19:00', 2, 'e2e-dashboard', '', 1, '00000003', '00000003', now() - interval '4 days')`);
  await runSql(`insert into coe_requests (emp_id, filed_by, reqdate, coetype, reason, verification_code, datefiled, overall_status, approved_at) values
    ('00000004', '00000004', current_date - 12, 1, 'e2e-dashboard', 'E2EDASHBRD01', now() - interval '12 days', 'A', now() - interval '10 days'),
    ('00000005', '00000005', current_date - 12, 1, 'e2e-dashboard', 'E2EDASHBRD02', now() - interval '12 days', 'A', now() - interval '6 days')`);
});

test.afterAll(async () => {
  await runSql(`delete from overtimes where reason = 'e2e-dashboard'`);
  await runSql(`delete from coe_requests where reason = 'e2e-dashboard'`);
});

async function openDashboard(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Every chart drawn: the records' figures and the computed attendance both arrived.
  await expect(page.getByRole('img', { name: /^Bar chart of active employees/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Line chart of the attendance rate/ })).toBeVisible();
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('main svg .MuiBarElement-root').first()).toBeVisible();
}

/** The panel (a section named by its heading). */
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('HR opens the dashboard from the menu, reads the headcount as a table, narrows it to a department and follows a link', async ({ page }) => {
  const { rows } = await runSql(`select department, count(*)::int as employees from employees where active group by department order by department`);
  await logIn(page, 'hr');
  await openDashboard(page, false);
  const total = rows.reduce((sum: number, row: { employees: number }) => sum + row.employees, 0);
  await expect(page.getByRole('list', { name: 'Key figures' }).getByText(String(total), { exact: true })).toBeVisible();
  // Two columns on a computer.
  const [headcountBox, attendanceBox] = [await panel(page, 'Headcount by department').boundingBox(), await panel(page, 'Attendance rate by week').boundingBox()];
  expect(attendanceBox!.x).toBeGreaterThan(headcountBox!.x + headcountBox!.width - 1);
  await expect(panel(page, 'Certificates issued within 3 days')).toContainText(/\d+(\.\d)?% of \d+ issued on time in six months/);
  await snap(page, 'dashboard-desktop');
  await expectAxeClean(page);

  const headcount = panel(page, 'Headcount by department');
  await headcount.getByLabel('Show table').check();
  const table = headcount.getByRole('table', { name: 'Headcount by department, in numbers' });
  for (const row of rows as { department: string; employees: number }[]) {
    await expect(table.getByRole('row', { name: `${row.department} ${row.employees}` })).toBeVisible();
  }
  await expect(headcount.getByRole('img')).toHaveCount(0);
  const waiting = panel(page, 'Requests waiting, by age');
  await waiting.getByLabel('Show table').check();
  // The overtime filed four days ago: waiting, over 1 and 3 days, not over 7.
  await expect(waiting.getByRole('row', { name: /^Overtime 1 1 1 0 / })).toBeVisible();
  await snap(page, 'dashboard-desktop-tables');
  await expectAxeClean(page);

  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Human Resources' }).click();
  await expect(table.getByRole('row', { name: /^Human Resources \d+$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Operations / })).toHaveCount(0);

  await panel(page, 'Attendance rate by week').getByRole('link', { name: 'Staff Attendance' }).click();
  await expect(page).toHaveURL(/#\/staffattendance$/);
  await expect(page.getByRole('heading', { name: 'Staff Attendance', level: 1 })).toBeVisible();
});

test('on a phone the charts stack in one column, nothing scrolls sideways, and a table opens on its switch', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'hr');
  await openDashboard(page, true);
  await expectNoSidewaysScroll(page);
  const boxes = await Promise.all(['Headcount by department', 'Attendance rate by week', 'Overtime rendered and approved', 'Certificates issued within 3 days'].map((title) => panel(page, title).boundingBox()));
  for (const box of boxes) {
    expect(box!.x).toBe(boxes[0]!.x);
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  await snap(page, 'dashboard-phone');
  await expectAxeClean(page);

  const lateness = panel(page, 'Tardiness and undertime by week');
  await lateness.getByLabel('Show table').check();
  const table = lateness.getByRole('table', { name: 'Tardiness and undertime by week, in numbers' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expectNoSidewaysScroll(page);
  await lateness.scrollIntoViewIfNeeded();
  await snap(page, 'dashboard-phone-table');
  await expectAxeClean(page);

  await panel(page, 'Certificates issued within 3 days').getByRole('link', { name: 'Certificates for My Approval' }).click();
  await expect(page).toHaveURL(/#\/coe\/formyapproval$/);
});
