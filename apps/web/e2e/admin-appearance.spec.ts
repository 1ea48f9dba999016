import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, PHONE, snap } from './support/journey';

const FOOTER_PNG = path.resolve(import.meta.dirname, '../../server/src/db/seed/assets/demo-logo.png');

test('HR sets the default colour, the side menu width and the certificate footer image; everyone sees them on reload', async ({ page }) => {
  // Three logins and two reloads: longer than one request journey.
  test.setTimeout(90_000);
  await logIn(page, 'hr');
  await page.goto('/#/admin/company');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
  await expect(page.getByText('No footer image yet')).toBeVisible();

  await page.getByLabel('Footer image image').setInputFiles(FOOTER_PNG);
  await expect(page.getByText('Footer image saved; certificates carry it at the foot of every page from now on.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Footer image preview' })).toBeVisible();

  const width = page.getByLabel('Side menu width (pixels)');
  await width.fill('120');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Side menu width must be at least 200 pixels')).toBeVisible();
  await width.fill('320');
  await page.getByLabel('Default theme colour').click();
  await page.getByRole('option', { name: 'Teal' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/^Company settings saved \(theme default, drawer width\)/)).toBeVisible();
  await snap(page, 'admin-appearance-desktop');

  // Someone who never picked a colour gets the company's on their next visit.
  await logIn(page, 'employee');
  await page.reload();
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(0, 121, 107)');
  expect((await page.locator('.MuiDrawer-paper').boundingBox())?.width).toBe(320);
  await snap(page, 'appearance-employee-desktop');

  // HR on a phone: no Administration in the menu (a desk job), the rest is there.
  await logIn(page, 'hr');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Leaves' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await snap(page, 'menu-hr-phone');
  await page.keyboard.press('Escape');

  // Back to the server's defaults, so later journeys see the spec's red and 260.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/admin/company');
  await page.getByLabel('Default theme colour').click();
  await page.getByRole('option', { name: /Server default/ }).click();
  await page.getByLabel('Side menu width (pixels)').fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/^Company settings saved/)).toBeVisible();
  await page.reload();
  expect((await page.locator('.MuiDrawer-paper').boundingBox())?.width).toBe(260);
});
