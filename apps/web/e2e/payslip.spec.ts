import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runSql } from './support/global-setup';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

/** What pdfinfo says about PDF bytes. */
function pdfInfo(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'payslip-e2e-')), 'payslip.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
}

test('an employee opens the latest payslip, picks another, downloads the PDF and prints it on A4', async ({ page }) => {
  await logIn(page, 'employee');
  await page.getByRole('link', { name: 'Payslip', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payslip', level: 1 })).toBeVisible();
  const payslip = page.getByRole('article', { name: /^Payslip for / });
  await expect(payslip).toBeVisible();
  await expect(payslip).toContainText('Juan dela Cruz');
  await expect(payslip.getByTestId('line-basic')).toContainText('Php 14,000.00');
  await expect(payslip.getByTestId('line-sss')).toContainText('Php 700.00');
  await expect(payslip.getByTestId('net-pay')).toContainText(/Php \d{1,3}(,\d{3})*\.\d{2}/);
  await expect(payslip).toContainText(/Pay date[A-Z][a-z]+ \d{1,2}, \d{4}/);
  await snap(page, 'payslip-desktop');

  // Another month with the keyboard: the month list, then the first cut-off.
  const latestName = await payslip.getAttribute('aria-label');
  await page.getByRole('combobox', { name: 'Month' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option').nth(1).focus();
  await page.keyboard.press('Enter');
  // The new month is in the link, with its latest cut-off, before the cut-off is picked.
  await expect(page).toHaveURL(/#\/payslip\?year=\d{4}&month=\d{1,2}&period=[12]$/);
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: '1st cut-off' }).focus();
  await page.keyboard.press('Enter');
  await expect(payslip).toHaveAttribute('aria-label', /1st cut-off$/);
  await expect(payslip).not.toHaveAttribute('aria-label', latestName!);
  await expect(page).toHaveURL(/#\/payslip\?year=\d{4}&month=\d{1,2}&period=1$/);
  const chosen = new URL(page.url().replace('#/', '')).searchParams;

  // Amounts hidden are asked for with dwp 0: dots instead of figures.
  await page.getByLabel('Show amounts').uncheck();
  await expect(payslip.getByTestId('line-basic')).toContainText('Php •••••');
  await expect(payslip.getByTestId('net-pay')).not.toContainText(/\d,\d{3}\.\d{2}/);
  await page.getByLabel('Show amounts').check();
  await expect(payslip.getByTestId('line-basic')).toContainText('Php 14,000.00');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`payslip-${chosen.get('year')}-${chosen.get('month')!.padStart(2, '0')}-1.pdf`);
  const downloaded = pdfInfo(Buffer.from(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))));
  expect(downloaded).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)$/m);

  // The year's BIR Form 2316, for a bank or one's tax records.
  const year = chosen.get('year')!;
  const [taxForm] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `BIR Form 2316 (${year})` }).click()]);
  expect(taxForm.suggestedFilename()).toBe(`bir-2316-${year}-00000004.pdf`);
  const taxFormInfo = pdfInfo(Buffer.from(await (await taxForm.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))));
  expect(taxFormInfo).toMatch(/^Title:\s+BIR Form 2316 \d{4} - dela Cruz, Juan$/m);

  await page.getByRole('link', { name: 'Printable view' }).click();
  await expect(page).toHaveURL(new RegExp(`#/printable/payslip\\?year=${chosen.get('year')}&month=${chosen.get('month')}&period=1$`));
  const printable = page.getByRole('article', { name: /1st cut-off$/ });
  await expect(printable).toContainText('Php 14,000.00');
  // No app chrome: no menu, toolbar or footer.
  await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Payslip', exact: true })).toHaveCount(0);
  await expect(page.getByText('1.1.18')).toHaveCount(0);
  await snap(page, 'payslip-printable-desktop');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const printedPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // Kept with the run's results, to look at what paper gets.
  writeFileSync(test.info().outputPath('printed-payslip.pdf'), printedPdf);
  const printed = pdfInfo(printedPdf);
  expect(printed).toMatch(/^Pages:\s+1$/m);
  // Chromium rounds A4 to 594.96 x 841.92 points; poppler still calls it A4.
  expect(printed).toMatch(/^Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)$/m);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to payslips' }).click();
  await expect(page.getByRole('article', { name: /1st cut-off$/ })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('article', { name: /^Payslip for / })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'payslip-phone');
  await page.goto(`/#/printable/payslip?${chosen.toString()}`);
  await expect(page.getByRole('article', { name: /^Payslip for / })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'payslip-printable-phone');
});

test('without payslips the page says so; without payslip access there is no menu entry', async ({ page }) => {
  await runSql(`delete from payslips where emp_id = '00000009'`);
  await logIn(page, 'carlo');
  await page.getByRole('link', { name: 'Payslip', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No payslips yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await snap(page, 'payslip-empty-desktop');

  await runSql(`update employees set payslip = false where emp_id = '00000008'`);
  await logIn(page, 'grace');
  await expect(page.getByRole('link', { name: 'Time In/Out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payslip', exact: true })).toHaveCount(0);
  await page.goto('/#/payslip');
  await expect(page).toHaveURL(/#\/forbidden$/);
  await expect(page.getByText('Your account has no payslip access. Ask HR if you should have it.')).toBeVisible();
});
