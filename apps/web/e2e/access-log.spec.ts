import { expect, test } from '@playwright/test';
import { exportXlsx, headerOf } from './support/xlsx-export';
import { expectNoSidewaysScroll, logIn, openAdminPage, PHONE, snap } from './support/journey';

test("an employee sees in My Profile that HR opened their pay data, and HR finds the read in the Access Log", async ({ page, browser }) => {
  // HR opens Grace's pay data.
  await logIn(page, 'hr');
  await openAdminPage(page, 'Employees');
  await page.getByLabel('Search Employees').fill('Aquino');
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Pay data of 00000008' }).click();
  const payData = page.getByRole('dialog', { name: 'Pay data: Grace Aquino (00000008)' });
  await expect(payData).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(payData).toBeHidden();

  // Grace, on her phone, reads who saw her data.
  const phone = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const grace = await phone.newPage();
  await logIn(grace, 'grace');
  await grace.getByRole('button', { name: /account of Grace Aquino/ }).click();
  await grace.getByRole('menuitem', { name: 'My Profile' }).click();
  const section = grace.getByRole('region', { name: 'Who saw my data' });
  const read = section.getByTestId('access-log-row').filter({ hasText: 'pay data' }).first();
  await expect(read).toContainText('Ana Garcia');
  await expect(read).toContainText('Pay data of 00000008: rates and recurring items');
  // HR's list of everyone's records holds hers too, and says so.
  await expect(section.getByTestId('access-log-row').filter({ hasText: "government IDs (everyone's)" }).first()).toBeVisible();
  await expectNoSidewaysScroll(grace);
  await read.scrollIntoViewIfNeeded();
  await snap(grace, 'access-log-profile-phone');
  await phone.close();

  // HR: whose data did HR read today, Grace's narrowed, and the Excel export.
  await openAdminPage(page, 'Access Log');
  await expect(page.getByRole('heading', { name: 'Access Log' })).toBeVisible();
  await page.getByLabel('Whose data (employee no.)').fill('8');
  const row = page.getByTestId('admin-row').filter({ hasText: 'Pay data of 00000008' }).first();
  await expect(row).toContainText('Ana Garcia (00000001)');
  await expect(row).toContainText('Grace Aquino (00000008)');
  await snap(page, 'access-log-admin-desktop');
  const { name, sheet } = await exportXlsx(page);
  expect(name).toMatch(/^access-log-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(headerOf(sheet)).toEqual(['When', 'Who read', 'Whose data', 'What', 'Detail', 'From']);

  // A breach: whose data did HR's account read this week? Grace is on the list to notify, with what and when.
  await openAdminPage(page, 'Breach Report');
  await expect(page.getByRole('heading', { name: 'Breach Report' })).toBeVisible();
  await page.getByLabel('Account (employee no.)').fill('1');
  const notified = page.getByTestId('admin-row').filter({ hasText: 'Grace Aquino (00000008)' });
  await expect(notified).toContainText('grace@example.com');
  await expect(notified).toContainText('pay data');
  await expect(notified).toContainText('Ana Garcia (00000001)');
  await expect(page.getByRole('status').filter({ hasText: /people affected by \d+ reads/ })).toBeVisible();
  await snap(page, 'breach-report-desktop');
  const breach = await exportXlsx(page);
  expect(breach.name).toMatch(/^breach-report-.*\.xlsx$/);
  expect(headerOf(breach.sheet)).toEqual(['Person', 'E-mail', 'What was read', 'Reads', 'First read', 'Last read', 'Read by']);
});
