import { expect, test } from '@playwright/test';
import { logIn, PHONE, snap } from './support/journey';
import { nextWorkingDay } from './support/working-day';

test('a team lead edits an untouched group leave and takes one person out of it, asked first', async ({ page }) => {
  test.setTimeout(90_000);
  const day = await nextWorkingDay(45);
  const later = await nextWorkingDay(52);
  await logIn(page, 'teamlead');
  // The group is set up through the API; the journey is the editing.
  const filed = await page.request.post('/api/v1/leaves/groupRequest', {
    headers: { 'x-request-id': crypto.randomUUID() },
    data: { recid: 0, payItem: 'VL', fromDate: day, toDate: day, reason: 'Quarterly planning offsite', empids: ['00000005', '00000009'] },
  });
  expect(filed.ok()).toBe(true);
  const { recid } = (await filed.json()) as { recid: number };

  await page.goto('/#/leaves/grouprequests');
  const row = page.getByTestId('request-row').filter({ hasText: 'Quarterly planning offsite' });
  await row.getByRole('button', { name: `Edit G-${recid}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit group leave G-${recid}` });
  await expect(dialog.getByRole('button', { name: /Pedro Bautista/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Carlo Ramos/ })).toBeVisible();
  await dialog.getByLabel(/^From/).fill(later);
  await dialog.getByLabel(/^To/).fill(later);
  await dialog.getByLabel(/^Reason/).fill('Quarterly planning offsite, moved a week');
  await snap(page, 'group-edit-dialog-desktop');
  await dialog.getByRole('button', { name: 'Save group leave' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByTestId('request-row').filter({ hasText: 'moved a week' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /expand/i }).click();
  const members = page.getByRole('table', { name: `Members of group leave G-${recid}` });
  await expect(members.getByText('Carlo Ramos')).toBeVisible();
  await members.getByRole('button', { name: 'Remove Carlo Ramos' }).click();
  const asking = page.getByRole('dialog', { name: 'Remove Carlo Ramos?' });
  await expect(asking).toContainText('the others stay');
  await snap(page, 'group-remove-member-desktop');
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(members.getByText('Carlo Ramos')).toBeVisible();
  await members.getByRole('button', { name: 'Remove Carlo Ramos' }).click();
  await page.getByRole('dialog', { name: 'Remove Carlo Ramos?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByText('Carlo Ramos')).toHaveCount(0);
  await expect(members.getByText('Pedro Bautista')).toBeVisible();
  await page.setViewportSize(PHONE);
  await snap(page, 'group-members-phone');

  // Withdrawn at the end, so no later journey meets these leaves.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('request-row').filter({ hasText: 'moved a week' }).getByRole('button', { name: `Delete G-${recid}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('request-row').filter({ hasText: 'moved a week' })).toHaveCount(0);
});

test('a team lead edits an untouched group shift change and takes one person out of it, asked first', async ({ page }) => {
  test.setTimeout(90_000);
  const day = await nextWorkingDay(38);
  const later = await nextWorkingDay(41);
  await logIn(page, 'teamlead');
  // The group is set up through the API; the journey is the editing.
  const filed = await page.request.post('/api/v1/shift/groupRequest', {
    headers: { 'x-request-id': crypto.randomUUID() },
    data: { recid: 0, fromDate: day, toDate: day, shift: 'MID', reason: 'Stocktaking', empids: ['00000005', '00000009'] },
  });
  expect(filed.ok()).toBe(true);
  const { recid } = (await filed.json()) as { recid: number };

  await page.goto('/#/shift/grouprequests');
  const row = page.getByTestId('request-row').filter({ has: page.getByRole('button', { name: `Edit G-${recid}` }) });
  await expect(row).toContainText('MID - ');
  await row.getByRole('button', { name: `Edit G-${recid}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit group shift change G-${recid}` });
  await expect(dialog.getByRole('button', { name: /Pedro Bautista/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Carlo Ramos/ })).toBeVisible();
  await expect(dialog.getByLabel(/^Shift/)).toContainText('MID - ');
  await dialog.getByLabel(/^From/).fill(later);
  await dialog.getByLabel(/^To/).fill(later);
  await dialog.getByLabel(/^Shift/).click();
  await page.getByRole('option', { name: /^NIGHT - / }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await snap(page, 'group-shift-edit-dialog-desktop');
  await dialog.getByRole('button', { name: 'Save group change' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('NIGHT - ');

  await row.getByRole('button', { name: /expand/i }).click();
  const members = page.getByRole('table', { name: `Members of group shift change G-${recid}` });
  await expect(members.getByText('Carlo Ramos')).toBeVisible();
  await expect(members).toContainText('NIGHT - ');
  await members.getByRole('button', { name: 'Remove Carlo Ramos' }).click();
  const asking = page.getByRole('dialog', { name: 'Remove Carlo Ramos?' });
  await expect(asking).toContainText(`out of group shift change G-${recid}; the others stay`);
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(members.getByText('Carlo Ramos')).toBeVisible();
  await members.getByRole('button', { name: 'Remove Carlo Ramos' }).click();
  await page.getByRole('dialog', { name: 'Remove Carlo Ramos?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByText('Carlo Ramos')).toHaveCount(0);
  await expect(members.getByText('Pedro Bautista')).toBeVisible();
  // Clicking scrolled the tables sideways; the pictures show them as a person first meets them.
  const unscrolled = () => page.locator('.MuiTableContainer-root').evaluateAll((boxes) => boxes.forEach((box) => box.scrollTo(0, 0)));
  await unscrolled();
  await snap(page, 'group-shift-members-desktop');
  await page.setViewportSize(PHONE);
  // On a phone the members are cards, like every list, with the same Remove action.
  await expect(page.getByRole('button', { name: 'Remove Pedro Bautista' })).toBeVisible();
  await unscrolled();
  await snap(page, 'group-shift-members-phone');

  // Withdrawn at the end, so no later journey meets these changes.
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: `Delete G-${recid}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete G-${recid}` })).toHaveCount(0);
});
