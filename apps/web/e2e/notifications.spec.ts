import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';
import { nextWorkingDay } from './support/working-day';
import { runSql } from './support/global-setup';

test.use({ viewport: PHONE });

async function fileLeave(page: Page, body: object): Promise<number> {
  const filed = await page.request.post('/api/v3/leave', { data: { recid: 0, ...body }, headers: { 'X-Request-Id': randomUUID() } });
  expect(filed.ok(), await filed.text()).toBe(true);
  return ((await filed.json()) as { recid: number }).recid;
}

test('on a phone the employee sees in the bell that the team lead approved their leave, and opens it', async ({ page }) => {
  test.setTimeout(90_000);
  const day = await nextWorkingDay(45);
  await logIn(page, 'employee');
  const recid = await fileLeave(page, { payItem: 'VL', fromDate: day, toDate: day, reason: 'Notarising papers at the city hall' });

  // The team lead's bell says the leave waits for them, and takes them to the queue.
  await logIn(page, 'teamlead');
  // The badge counts what waits for approval, each request once; unread notifications are a dot.
  const approverBell = page.getByRole('button', { name: /^[1-9]\d* for approval, [1-9]\d* unread notifications$/ });
  const waitingCount = Number((await approverBell.getAttribute('aria-label'))!.split(' ')[0]);
  await expect(approverBell.getByTestId('approval-badge').locator(':scope > .MuiBadge-badge')).toHaveText(String(waitingCount));
  await approverBell.click();
  await expect(page.getByText(`You have ${waitingCount} for approval(s)`)).toBeVisible();
  const waiting = page.getByRole('menuitem', { name: new RegExp(`Juan dela Cruz's leave #${recid} waits for your approval`) });
  await expect(waiting).toBeVisible();
  await expect(page.getByText(/^You have \d+ for approval\(s\)$/)).toBeVisible();
  await snap(page, 'phone-bell-approver');
  await waiting.click();
  await expect(page).toHaveURL(/#\/leaves\/approval$/);
  const card = page.getByTestId('request-row').filter({ hasText: 'Notarising papers' });
  await card.getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page, 'Go ahead');
  await expect(page.getByText('1 leave approved.')).toBeVisible();

  await logIn(page, 'employee');
  const bell = page.getByRole('button', { name: /^[1-9]\d* unread notifications$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const approved = page.getByRole('menuitem', { name: new RegExp(`Unread: Your leave #${recid} was approved at level 1`) });
  await expect(approved).toBeVisible();
  await expect(approved).toContainText('Approved by Maria Santos at level 1. Remarks: "Go ahead" It now waits for level 2.');
  await expectNoSidewaysScroll(page);
  await snap(page, 'phone-bell-employee');
  await approved.click();
  await expect(page).toHaveURL(/#\/leaves\/requests$/);
  await expect(page.getByTestId('request-row').filter({ hasText: 'Notarising papers' })).toContainText('Partially Approved');

  // Read now: the dot and the hidden "Unread:" are gone, and "Mark all read" empties the count.
  await page.getByRole('button', { name: /notifications/ }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(`^Your leave #${recid} was approved at level 1`) })).toBeVisible();
  await page.keyboard.press('Escape');

  // E-mail settings: a choice per kind, saved.
  await page.getByRole('button', { name: /notifications/ }).click();
  await page.getByRole('menuitem', { name: 'E-mail settings…' }).click();
  const settings = page.getByRole('dialog', { name: 'E-mail settings' });
  await settings.getByRole('radiogroup', { name: 'Requests a team lead filed for me' }).getByLabel('Only in the portal').check();
  await snap(page, 'phone-email-settings');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your e-mail settings are saved.')).toBeVisible();
});

test('HR sees notification e-mails that could not be sent, with the mail server’s answer', async ({ page }) => {
  // The e2e portal runs without SMTP_URL; a notification whose e-mail failed stands in
  // for a mail server that refused it for hours.
  const title = `Delivery check ${randomUUID().slice(0, 8)}`;
  await runSql(
    `insert into notifications (recipient, category, title, link, email_state, email_attempts, email_error)
     values ('00000005', 'decisions', $1, '/leaves/requests', 'failed', 15, '550 5.1.1 <pedro@example.com>: Recipient address rejected')`,
    [title],
  );
  await logIn(page, 'hr');
  await page.goto('/#/admin/company');
  const section = page.getByRole('region', { name: 'Notification e-mail delivery' });
  const problem = section.getByRole('listitem').filter({ hasText: title });
  await expect(problem).toContainText('Failed');
  await expect(problem).toContainText('Pedro Bautista');
  await expect(problem).toContainText('15 attempts');
  await expect(problem).toContainText('Recipient address rejected');
  await problem.scrollIntoViewIfNeeded();
  await snap(page, 'phone-email-delivery');
  await runSql(`delete from notifications where title = $1`, [title]);
});
