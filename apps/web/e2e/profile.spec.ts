import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

test('an employee opens their profile from the avatar on a phone and logs out their other sessions', async ({
  page,
  browser,
}) => {
  // Earlier journeys logged in as Grace too; start from none of her sessions open, so the two devices below are all of them.
  await runSql("delete from sessions where username = 'grace'");
  // Another device of the same person, logged in first.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await logIn(other, 'grace');

  await page.setViewportSize(PHONE);
  await logIn(page, 'grace');
  await page.getByRole('button', { name: /account of Grace Aquino/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  const information = page.getByRole('region', { name: 'My information' });
  await expect(information).toContainText('Grace Aquino');
  await expect(information).toContainText('00000008');
  await expect(page.getByRole('table', { name: 'My schedule for the next two weeks' }).getByRole('row')).toHaveCount(
    15,
  );
  const balances = page.getByRole('table', { name: 'My leave balances, in hours' });
  await expect(balances).toContainText('Vacation Leave');
  // Every column on the phone's screen, none cut off its side.
  for (const header of await balances.getByRole('columnheader').all()) {
    await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('region', { name: 'Who approves my requests' })).toContainText('1. Maria Santos');
  const sessions = page.getByRole('list', { name: 'Open sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  // Nothing wider than the phone: the page never scrolls sideways.
  await expectNoSidewaysScroll(page);
  await snap(page, 'profile-phone');

  await page.getByRole('button', { name: 'Log out my other sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out your other sessions?' });
  await expect(dialog).toContainText('Your other session will end at once');
  await dialog.getByRole('button', { name: 'Log out others' }).click();
  await expect(page.getByText('Logged out 1 other session.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Log out my other sessions' })).toBeDisabled();

  // The other device is logged out: its next call is refused and it goes to the login page.
  await other.reload();
  await expect(other).toHaveURL(/#\/login/);
  await otherDevice.close();
});

test('an employee downloads everything the portal holds about them from My Profile on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await phone.newPage();
  await logIn(page, 'employee');
  await page.getByRole('button', { name: /account of Juan dela Cruz/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  const section = page.getByRole('region', { name: 'My data', exact: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-00000004-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const data = JSON.parse(await zip.file('my-data.json')!.async('string')) as {
    emp_id: string;
    employees: { firstname: string }[];
    punches: unknown[];
  };
  expect(data.emp_id).toBe('00000004');
  expect(data.employees[0]!.firstname).toBe('Juan');
  expect(data.punches.length).toBeGreaterThan(0);
  expect(Object.keys(zip.files).some((name) => name.startsWith('payslips/') && name.endsWith('.pdf'))).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'my-data-profile-phone');
  await phone.close();
});
