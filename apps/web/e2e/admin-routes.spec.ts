import { expect, test, type Page } from '@playwright/test';
import { confirmApproval, logIn, openAdminPage, PHONE, rowDetail, snap } from './support/journey';
import { manilaDay, readableDay } from './support/dates';

/** Picks a person in the open dialog's autocomplete by typing part of the name. */
async function pickPerson(page: Page, label: string | RegExp, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).first().click();
}

test('HR names a delegate who approves for the absent team lead, sees it in the audit log, and changes a department route', async ({ page }) => {
  // Five people log in one after another.
  test.setTimeout(120_000);
  // HR: Grace acts for Maria Santos (the team's level-1 approver) today.
  await logIn(page, 'hr');
  await openAdminPage(page, 'Approval Delegations');
  await expect(page.getByRole('heading', { name: 'Approval Delegations' })).toBeVisible();
  await page.getByRole('button', { name: 'New delegation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New delegation' });
  await dialog.getByRole('button', { name: 'Create delegation' }).click();
  await expect(dialog.getByText('approver is required')).toBeVisible();
  await pickPerson(page, /Approver who is away/, 'Maria Santos');
  await pickPerson(page, /^Delegate/, 'Grace Aquino');
  await dialog.getByLabel(/^Reason/).fill('Leadership training');
  await snap(page, 'admin-delegation-dialog-desktop');
  await dialog.getByRole('button', { name: 'Create delegation' }).click();
  await expect(page.getByText(`Grace Aquino acts for Maria Santos from ${readableDay(manilaDay(0))} to ${readableDay(manilaDay(0))}.`)).toBeVisible();
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Grace Aquino' })).toContainText('Active');
  await snap(page, 'admin-delegations-desktop');

  // The employee files an itinerary; it is routed to Maria Santos as ever.
  await logIn(page, 'employee');
  await page.goto('/#/officialbusiness/requests');
  await page.getByRole('button', { name: 'New official business' }).click();
  const itinerary = page.getByRole('dialog', { name: 'New official business' });
  await itinerary.getByLabel(/^From/).fill(manilaDay(10));
  await itinerary.getByLabel(/^To/).fill(manilaDay(10));
  await itinerary.getByLabel(/^Reason/).fill('Supplier audit, Pasig');
  await itinerary.getByRole('button', { name: 'File official business' }).click();
  await expect(page.getByText(/Official business #\d+ .* filed\./)).toBeVisible();

  // Grace, who approves nothing of her own, sees it for Maria and approves it.
  await logIn(page, 'grace');
  await page.getByRole('navigation').getByText('Official Business').click();
  await page.getByRole('link', { name: 'Itineraries for Approval' }).click();
  const row = page.getByTestId('request-row').filter({ hasText: 'Supplier audit' });
  await expect(row).toContainText('Juan dela Cruz');
  await snap(page, 'admin-delegate-queue-desktop');
  await row.getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 official business approved.')).toBeVisible();

  // The employee sees who acted at level 1, and for whom.
  await logIn(page, 'employee');
  await page.goto('/#/officialbusiness/requests');
  await expect(await rowDetail(page.getByTestId('request-row').filter({ hasText: 'Supplier audit' }))).toContainText('Grace Aquino (for Maria Santos)');
  await snap(page, 'admin-delegated-step-employee-desktop');

  // HR finds the step in the audit log with on_behalf_of.
  await logIn(page, 'hr');
  await page.goto('/#/admin/audit');
  await page.getByLabel('Employee no.').fill('8');
  const step = page.getByTestId('admin-row').filter({ hasText: 'approve' }).filter({ hasText: 'official_business' });
  await expect(step).toContainText('Grace Aquino');
  await step.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByText('"on_behalf_of": "00000003"')).toBeVisible();
  await snap(page, 'admin-delegation-audit-desktop');

  // HR changes the Operations department's leave route in the routes screen.
  await page.goto('/#/admin/routes');
  await expect(page.getByRole('heading', { name: 'Approval Routes' })).toBeVisible();
  // Other journeys may have added people: find Juan by name rather than by page.
  await page.getByLabel('Search Approval Routes').fill('dela Cruz');
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Juan dela Cruz' })).toContainText('Maria Santos › Jose Reyes');
  await snap(page, 'admin-routes-employees-desktop');
  await page.getByLabel('Search Approval Routes').fill('');
  await page.getByRole('tab', { name: 'By department' }).click();
  await page.getByRole('button', { name: 'Edit the routes of Operations' }).click();
  const routeDialog = page.getByRole('dialog', { name: /Approval route of the Operations department/ });
  for (const type of ['Attendance adjustment', 'Official business', 'Overtime', 'Shift change', 'Certificate of employment']) {
    await routeDialog.getByRole('checkbox', { name: type }).uncheck();
  }
  // Leaves of the department now also go to HR, at a third level.
  await expect(routeDialog.getByRole('combobox', { name: /Level 1 approver/ })).toHaveValue('Maria Santos (00000003)');
  await pickPerson(page, /Level 3 approver/, 'Ana Garcia');
  await snap(page, 'admin-route-dialog-desktop');
  await routeDialog.getByRole('button', { name: 'Save route' }).click();
  await expect(page.getByText("The Operations department's route set: Leave. Requests already filed keep their approvers.")).toBeVisible();
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Operations' })).toContainText('Maria Santos › Jose Reyes › Ana Garcia');
  await snap(page, 'admin-routes-departments-desktop');

  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'By employee' }).click();
  await page.getByLabel('Search Approval Routes').fill('dela Cruz');
  const juan = page.getByTestId('admin-row').filter({ hasText: 'Juan dela Cruz' });
  await juan.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByText('Maria Santos > Jose Reyes > Ana Garcia')).toBeVisible();
  await snap(page, 'admin-routes-phone');
  await page.goto('/#/admin/delegations');
  await expect(page.getByTestId('admin-row').first()).toBeVisible();
  await snap(page, 'admin-delegations-phone');
});
