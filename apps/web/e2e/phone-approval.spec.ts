import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';
import { nextWorkingDay } from './support/working-day';

test.use({ viewport: PHONE });

/** Files a leave as the logged-in person, the way the portal calls the API. */
async function fileLeave(page: Page, body: object): Promise<void> {
  const filed = await page.request.post('/api/v3/leave', { data: { recid: 0, ...body }, headers: { 'X-Request-Id': randomUUID() } });
  expect(filed.ok(), await filed.text()).toBe(true);
}

test('on a phone a team lead approves a leave from its card, seeing its dates, hours, reason, the balance and who else is away', async ({ page }) => {
  const day = await nextWorkingDay(40);
  await logIn(page, 'employee');
  await fileLeave(page, { payItem: 'VL', fromDate: day, toDate: day, reason: 'Enrolment day at my daughter’s school' });
  await logIn(page, 'pedro');
  await fileLeave(page, { payItem: 'SL', fromDate: day, toDate: day, reason: 'Follow-up check-up' });

  await logIn(page, 'teamlead');
  await page.goto('/#/leaves/approval');
  const card = page.getByTestId('request-row').filter({ hasText: 'Enrolment day' });
  await expect(card).toBeVisible();
  // What a person decides on is on the card itself: who, the type, the dates, the hours and the reason.
  const shown = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  await expect(card).toContainText('Juan dela Cruz');
  await expect(card).toContainText('Vacation Leave');
  await expect(card.getByRole('definition').filter({ hasText: shown })).toHaveCount(2);
  await expect(card).toContainText(/Hours\s*8/);
  await expect(card).toContainText('Enrolment day at my daughter’s school');
  await expectNoSidewaysScroll(page);
  await snap(page, 'phone-leave-approval-cards');

  await card.getByRole('button', { name: /^Approve #/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve leave #\d+\?$/ });
  const context = dialog.getByTestId('leave-approval-context');
  await expect(context).toContainText('8 hours (1 day)');
  await expect(context).toContainText(/Vacation Leave balance: \d+ hours/);
  await expect(context).toContainText(/Pedro Bautista, Sick Leave/);
  await expect(dialog.locator('..')).toHaveCSS('opacity', '1');
  await snap(page, 'phone-leave-approval-dialog');
  await confirmApproval(page, 'Cover arranged with Grace');
  await expect(page.getByText('1 leave approved.')).toBeVisible();
  await expect(card).toHaveCount(0);
});
