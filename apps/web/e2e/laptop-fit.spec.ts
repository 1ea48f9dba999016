import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { logIn, snap } from './support/journey';
import { nextWorkingDay } from './support/working-day';

// At 1366 px, beside the menu, every column of a request list is in view: none is
// cut, and none sits behind the pinned Action column.
test.use({ viewport: { width: 1366, height: 768 } });

async function expectTablesFit(page: Page, path: string, name: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByTestId('request-row').first()).toBeVisible();
  const overflowing = await page.locator('.MuiTableContainer-root').evaluateAll((containers) => containers.map((container) => container.scrollWidth - container.clientWidth));
  await snap(page, `laptop-${name}`);
  // Soft: one run reports every list that does not fit.
  expect.soft(overflowing.every((pixels) => pixels <= 0), `${path}: ${overflowing.join(', ')} px wider than the screen`).toBe(true);
}

// A laptop reads a request's levels, approvers, remarks, documents and filing date in
// the row's detail (DataTable's laptopDetail), so the rest fit across.
test('request lists and approval queues fit a 1366 px laptop', async ({ page }) => {
  await logIn(page, 'employee');
  // No other journey files overtime of the employee's own, and the leaves they file may
  // fall outside the list's dates, so both lists get one here (a list still loading
  // would otherwise pass for one with rows).
  const day = await nextWorkingDay(20);
  for (const [url, data] of [
    ['/api/v2/overtime', { recid: 0, otDate: day, fromTime: '17:30', toTime: '19:30', noOfHours: 2, reason: 'Month-end ticket backlog' }],
    ['/api/v3/leave', { recid: 0, payItem: 'VL', fromDate: day, toDate: day, reason: 'Renewing my passport' }],
  ] as const) {
    const filed = await page.request.post(url, { data, headers: { 'X-Request-Id': randomUUID() } });
    expect(filed.ok(), await filed.text()).toBe(true);
  }
  for (const [path, name] of [['/leaves/requests', 'my-leaves'], ['/overtime/requests', 'my-overtime'], ['/attendanceadjustment/requests', 'my-adjustments'], ['/officialbusiness/requests', 'my-official-business'], ['/shift/requests', 'my-shift-changes']] as const) {
    await expectTablesFit(page, path, name);
  }
  await logIn(page, 'approver');
  for (const [path, name] of [['/leaves/formyapproval', 'leaves-routed'], ['/overtimes/formyapproval', 'overtime-routed'], ['/attendanceadjustments/formyapproval', 'adjustments-routed']] as const) {
    await expectTablesFit(page, path, name);
  }
});
