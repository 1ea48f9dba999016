import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const PHONE = { width: 390, height: 844 };
export const MAKATI = { latitude: 14.5547, longitude: 121.0244, accuracy: 15 };

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(screenshotDir, { recursive: true });

/**
 * Full-page screenshots, kept for a person to look at after the run. A screenshot
 * proves nothing by itself, and Chromium's full-page capture has stalled for minutes
 * on a busy machine (the journey then timed out with every assertion met): it gets
 * 20 s, then a second try of the visible part, and a journey never fails on one.
 * Animations are stopped, so a spinner never keeps a frame from settling.
 */
export async function snap(page: Page, name: string): Promise<void> {
  const file = path.join(screenshotDir, `${name}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: 20_000 });
  } catch (fullPageError) {
    await page.screenshot({ path: file, animations: 'disabled', timeout: 10_000 }).catch((error: Error) => {
      console.warn(`screenshot ${name} not taken: ${(fullPageError as Error).message.split('\n')[0]}; then ${error.message.split('\n')[0]}`);
    });
  }
}

/**
 * Messages the page's i18n had to show uncompiled (Lingui warns of each): in the built
 * client every message is compiled ahead (build/precompiled-messages.ts), and one that
 * is not shows its placeholders as written. Collected from now on, as "page: message".
 */
export function watchUncompiledMessages(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Uncompiled message')) found.push(`${page.url()}: ${text.split('\n').find((line) => line.startsWith('>')) ?? text}`);
  });
  return found;
}

/**
 * The page is no wider than the viewport. Measured until the layout settles: a list
 * becomes cards a render after the viewport changes, so a measure taken at once can
 * see the wide layout still. A page that stays wider fails.
 */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message }).toBeLessThanOrEqual(0);
}

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  // Under scripts/test-at-clocks.sh this process and the portal run on a moved clock
  // (libfaketime), which Chromium cannot run under; the page's clock is moved to the
  // same time instead, and runs on from there.
  if (process.env.FAKETIME) await page.clock.install({ time: Date.now() });
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/timeinout$/);
  // The landing page drawn, as a person sees it before choosing where to go: a menu
  // link pressed while its code still loads was once followed by the landing page.
  await expect(page.getByRole('heading', { name: 'Time In/Out', level: 1 })).toBeVisible();
}

/**
 * Opens a page of Administration from the main menu, as HR does on a computer (the
 * group is hidden on a phone). The group is a toggle that stays open, so it is only
 * pressed while closed: a second admin page in one journey would otherwise close it.
 */
export async function openAdminPage(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const administration = menu.getByRole('button', { name: 'Administration' });
  if ((await administration.getAttribute('aria-expanded')) !== 'true') await administration.click();
  await menu.getByRole('link', { name }).click();
}

/** The smallest well-formed PDF, for uploads. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Types a time into the open dialog's time field as a person does: click it, then the digits and AM/PM. */
export async function typeTime(page: Page, label: string, keys: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.keyboard.press('Home');
  await page.keyboard.type(keys);
}

/** Approving asks first: confirms the open approval dialog, optionally with remarks. */
export async function confirmApproval(page: Page, remarks?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Approve / });
  if (remarks) await dialog.getByLabel('Remarks (optional)').fill(remarks);
  await dialog.getByRole('button', { name: /^Approve( \d+)?$/ }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A request row's secondary facts (levels, approvers, remarks, documents): on a
 * laptop they are in the row's detail, opened here; on a wide screen, in the row.
 */
export async function rowDetail(row: Locator): Promise<Locator> {
  // count() does not wait, so the row must be on screen first: a list still
  // loading would look like a layout without an expandable detail.
  await expect(row).toBeVisible();
  const expand = row.getByRole('button', { name: 'Expand', exact: true });
  if ((await expand.count()) === 0) return row;
  await expand.click();
  return row.locator('xpath=following-sibling::tr[1]');
}
