import { expect, test } from '@playwright/test';
import { runSql } from './support/global-setup';
import { logIn, snap } from './support/journey';

test('the guard sends a visitor without a session to the login page', async ({ page }) => {
  await page.goto('/#/timeinout');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await snap(page, 'login-desktop');
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('Username').fill('employee');
  await page.getByLabel(/^Password/).fill('not-my-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('log in, land on time in/out, see the footer, then log out', async ({ page }) => {
  await logIn(page, 'employee');
  await expect(page.getByText('Juan dela Cruz').first()).toBeVisible();
  await expect(page.getByText(/1\.1\.18/)).toBeVisible();
  await page.getByRole('button', { name: /account|user menu|juan/i }).first().click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await expect(page).toHaveURL(/#\/login$/);
  // The stored user is gone: the guard now applies.
  await page.goto('/#/timeinout');
  await expect(page).toHaveURL(/#\/login$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await logIn(page, 'employee');
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByText(/not found|404/i).first()).toBeVisible();
  await snap(page, 'not-found');
});

test('a session deleted on the server ends in "Unauthorized! Session Expired!" and the login page', async ({ page }) => {
  await logIn(page, 'grace');
  await expect(page.getByRole('button', { name: 'Time In' })).toBeVisible();
  await runSql("delete from sessions where username = 'grace'");
  await page.getByRole('button', { name: /refresh/i }).click();
  await expect(page.getByText('Unauthorized! Session Expired!')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
  await snap(page, 'session-expired');
});

test('a session past its idle timeout ends in "Token has expired" and the login page', async ({ page }) => {
  await logIn(page, 'grace');
  await expect(page.getByRole('button', { name: 'Time In' })).toBeVisible();
  // Two hours idle is past the default timeout; the notification drops the node's cached copy.
  await runSql("update sessions set last_seen_at = now() - interval '1 day' where username = 'grace' and revoked_at is null");
  await runSql("select pg_notify('session_revoked', token_hash) from sessions where username = 'grace'");
  await page.getByRole('button', { name: /refresh/i }).click();
  await expect(page.getByText('Token has expired', { exact: true })).toBeVisible();
  await expect(page.getByText('Unauthorized! Session Expired!')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login$/);
  await snap(page, 'token-expired');
});

test('change password returns to login with the green message', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: /change password/i }).click();
  await expect(page).toHaveURL(/#\/changepassword$/);
  // The page arrives as its own chunk: wait for it before typing.
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Username').fill('carlo');
  await page.getByLabel(/^Current password/).fill('demo1234');
  await page.getByLabel(/^New password/).fill('carlo-new-pass');
  await page.getByLabel(/^Confirm new password/).fill('carlo-new-pass');
  await snap(page, 'change-password');
  await page.getByRole('button', { name: /change password|save|submit/i }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByText('Password change successfully.')).toBeVisible();
  await logIn(page, 'carlo', 'carlo-new-pass');
});
