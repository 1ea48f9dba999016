import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { runSql } from './support/global-setup';
import { DEMO_PASSWORD, expectNoSidewaysScroll, MAKATI, PHONE, snap, watchUncompiledMessages } from './support/journey';
import { nextWorkingDay } from './support/working-day';

// An employee's day in Filipino, on a phone: the browser asks for Filipino, Juan chooses
// it in My Profile, times in, files a leave and reads his payslip and its PDF.
test.use({ locale: 'fil-PH', geolocation: MAKATI, permissions: ['geolocation'], viewport: PHONE });

const REASON = 'Magpapa-check-up sa doktor';

test.afterAll(async () => {
  // The journeys after this one read Juan in English, with his leave balance whole.
  await runSql(`update employees set language = null where emp_id = '00000004'`);
  await runSql(`delete from leaves where emp_id = '00000004' and reason = $1`, [REASON]);
  await runSql(`delete from notifications where recipient = '00000004' and title = 'Naaprubahan ang leave mo #1'`);
});

/** None of these English words of the screen is left on it (as words: "Time In/Out" is the page's name in both). */
async function expectNoEnglish(page: Page, words: string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const word of words) {
    const asWords = new RegExp(`(?<![\\w/])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/])`);
    expect(text, `"${word}" is still in English`).not.toMatch(asWords);
  }
}

/** The page in Filipino is as usable by keyboard and screen reader as in English: no serious axe finding, and its language said. */
async function expectAccessibleInFilipino(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'payslip-fil-')), 'payslip.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test("an employee's day in Filipino on a phone: sign in, choose Filipino, time in, file a leave, read the payslip", async ({ page }) => {
  test.setTimeout(120_000);
  const uncompiled = watchUncompiledMessages(page);
  if (process.env.FAKETIME) await page.clock.install({ time: Date.now() });
  // The morning's unread notice waits in the bell (as an approval of his would leave it).
  await runSql(
    `insert into notifications (recipient, category, title, body, link) values ('00000004', 'decisions', 'Naaprubahan ang leave mo #1', '', '/leaves/requests')`,
  );

  // Before anyone signs in, the browser's language decides.
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Mag-log in' })).toBeVisible();
  await expectNoEnglish(page, ['Log in', 'Forgot', 'Show password']);
  await snap(page, 'filipino-login-phone');
  await expectAccessibleInFilipino(page);
  await page.getByLabel('Username').fill('employee');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Mag-log in', exact: true }).click();

  // Juan has not chosen: the company's default (English) is his until he does.
  await expect(page.getByRole('heading', { name: 'Time In/Out', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Time In' })).toBeVisible();
  await page.goto('/#/profile');
  const language = page.getByRole('region', { name: 'Language' }).or(page.locator('section', { hasText: 'Language' })).first();
  await language.getByRole('radio', { name: 'Filipino' }).check();
  await language.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Filipino na ang wika ng portal para sa iyo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aking Profile', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'filipino-profile-phone');

  // The time clock, at 8:00 in the morning.
  await page.goto('/#/timeinout');
  await expect(page.getByRole('button', { name: 'Mag-time in' })).toBeVisible();
  await expect(page.getByText(/Makati Head Office/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Mag-time in' }).click();
  await expect(page.getByText(/Na-record ang time in mo nang \d{2}:\d{2}/)).toBeVisible();
  // The day's date as Filipino writes it.
  await expect(page.getByText(/(Lunes|Martes|Miyerkules|Huwebes|Biyernes|Sabado|Linggo), /).first()).toBeVisible();
  await expectNoEnglish(page, ['Time In', 'Time Out', 'recorded', 'Today', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  await expectNoSidewaysScroll(page);
  await snap(page, 'filipino-time-clock-phone');
  await expectAccessibleInFilipino(page);
  // A second tap: the server's refusal, in Filipino from its code and parameters.
  await page.getByRole('button', { name: 'Mag-time in' }).click();
  await expect(page.getByText(/Naka-time in ka na mula \d{2}:\d{2} [AP]M, /)).toBeVisible();
  await page.getByRole('button', { name: 'Mag-time out' }).click();
  await expect(page.getByText(/Na-record ang time out mo nang/)).toBeVisible();

  // A sick leave, filed and confirmed in Filipino.
  const day = await nextWorkingDay(45);
  await page.goto('/#/leaves/requests');
  await page.getByRole('button', { name: 'Bagong leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bagong leave' });
  await dialog.getByLabel(/Uri ng Leave/).click();
  await page.getByRole('option', { name: 'Sick Leave' }).click();
  await dialog.getByLabel(/^Mula/).fill(day);
  await dialog.getByLabel(/^Hanggang/).fill(day);
  await dialog.getByLabel(/^Dahilan/).fill(REASON);
  await expectNoEnglish(page, ['Type of Leave', 'Reason', 'Cancel', 'File leave']);
  await snap(page, 'filipino-leave-dialog-phone');
  await expectAccessibleInFilipino(page);
  await dialog.getByRole('button', { name: 'I-file ang leave' }).click();
  await expect(page.getByText(/Na-file ang Sick Leave #\d+ \(8 oras, /)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectNoSidewaysScroll(page);
  await snap(page, 'filipino-leaves-phone');

  // The payslip, on the screen and as a PDF.
  await page.goto('/#/payslip');
  const payslip = page.getByRole('article').first();
  await expect(payslip).toBeVisible();
  await expect(payslip).toContainText('Juan dela Cruz');
  await expect(page.getByText(/Petsa ng sahod/).first()).toBeVisible();
  await expectNoEnglish(page, ['Pay date', 'Show amounts', 'Download PDF', 'Deductions', 'Earnings']);
  await expectNoSidewaysScroll(page);
  await snap(page, 'filipino-payslip-phone');
  await expectAccessibleInFilipino(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'I-download ang PDF' }).click()]);
  const pdf = pdfText(Buffer.concat(await (await download.createReadStream()).toArray()));
  for (const words of ['Empleyado', 'Panahon ng sahod', 'Mga kita', 'Mga kaltas', 'NET PAY (MATATANGGAP)']) expect(pdf).toContain(words);
  for (const words of ['Pay period', 'Earnings', 'Total deductions', 'Issued by payroll']) expect(pdf).not.toContain(words);

  // Back to the company's default: English again, for whoever reads next.
  await page.goto('/#/profile');
  const wika = page.getByRole('region', { name: 'Wika' }).or(page.locator('section', { hasText: 'Wika' })).first();
  await wika.getByRole('radio', { name: /Default ng kompanya/ }).check();
  await wika.getByRole('button', { name: 'I-save' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  expect(uncompiled).toEqual([]);
});
