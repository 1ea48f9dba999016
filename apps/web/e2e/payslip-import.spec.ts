import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, logIn, openAdminPage, PHONE, snap } from './support/journey';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ),
  ).toEqual([]);
}

async function downloadedText(download: Download): Promise<string> {
  const chunks = await (await download.createReadStream()).toArray();
  return Buffer.concat(chunks).toString('utf8');
}

test('HR checks a payroll file, sees its problems by row, imports the fixed file with a progress bar, and the employee reads the payslip', async ({
  page,
}) => {
  // Seven axe scans on a shared machine.
  test.setTimeout(240_000);
  // Administration sits in the menu of a computer; the screen itself also fits a phone.
  await logIn(page, 'hr');
  await openAdminPage(page, 'Payslip Import');
  await expect(page).toHaveURL(/#\/admin\/payslips$/);
  await expect(page.getByRole('heading', { name: 'Payslip Import', level: 1 })).toBeVisible();
  await expect(page.getByText('Required:')).toBeVisible();
  await expect(page.locator('main')).toContainText('ytd_withholding_tax');

  // The sample file is where payroll starts from; here it is the good file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download sample file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('payslips-sample.csv');
  const sample = await downloadedText(download);
  const [header, juanFirst, pedroFirst] = sample.split('\n') as [string, string, string];
  expect(header).toMatch(/^emp_id,year,month,period,pay_date,basic,/);
  await expectAxeClean(page, 'desktop');
  await snap(page, 'admin-payslip-import-desktop');

  // A file with two bad rows, picked with the keyboard alone.
  const bad = [
    header,
    juanFirst,
    pedroFirst.replace('00000005', '00000099'),
    juanFirst
      .replace(',2025,6,1,', ',2025,7,1,')
      .replace('2025-06-13', '2025-07-15')
      // Continental separators: not a peso amount (1,250.00 and 1250.00 both are).
      .replace(',700.00,', ',"1.250,00",'),
  ].join('\n');
  await page.getByRole('button', { name: 'Import payslips' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import payslips' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose CSV, Excel or JSON file' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'june-payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(dialog.getByRole('button', { name: 'june-payroll.csv' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Check file' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('The file has 2 problems; fix them and check again.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Problems by row' }).getByRole('listitem')).toHaveText([
    'Row 3: there is no employee 00000099',
    'Row 4: sss must be an amount like 14,000.00 (got "1.250,00")',
  ]);
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectAxeClean(page, 'dialog with problems');
  await snap(page, 'admin-payslip-import-problems');

  // The fixed file: the check counts what the import will do, per pay period.
  await dialog
    .getByLabel('CSV, Excel or JSON file')
    .setInputFiles({ name: 'june-payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(sample) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(
    dialog.getByText('The file is ready to import: 4 payslips (4 added, 0 replaced, 0 unchanged).'),
  ).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'What the import will do, by pay period' });
  await expect(preview.getByTestId('import-period')).toHaveText([
    /^June 2025, 1st cut-off\s*2\s*2\s*0\s*0$/,
    /^June 2025, 2nd cut-off\s*2\s*2\s*0\s*0$/,
  ]);
  await expectAxeClean(page, 'dialog checked');
  await snap(page, 'admin-payslip-import-checked');

  // The bar follows the upload: the share sent, then the server's part. A file this
  // small goes up at once here, so the upload is held a moment to look at the bar.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
      const label = bar ? `${bar.getAttribute('aria-label')} ${bar.getAttribute('aria-valuenow') ?? ''}`.trim() : null;
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/payslip\/import\?dryRun=false$/, async (route) => {
    await released;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(dialog.getByText('Uploading june-payroll.csv: 0%')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 4 rows' })).toBeDisabled();
  await snap(page, 'admin-payslip-import-uploading');
  release();
  await expect(page.getByText('4 payslips imported: 4 added, 0 replaced, 0 unchanged.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unrouteAll();
  // Sent in full, the bar turned to the server's part: the browser's own upload events moved it.
  expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).toEqual([
    'Upload progress 0',
    'Importing june-payroll.csv...',
  ]);

  // The result stays on the page, per pay period.
  const result = page.getByRole('region', { name: 'Imported', exact: true });
  await expect(result).toContainText('4 payslips imported: 4 added, 0 replaced, 0 unchanged.');
  await expect(result.getByTestId('import-period')).toHaveText([
    /^June 2025, 1st cut-off\s*2\s*2\s*0\s*0$/,
    /^June 2025, 2nd cut-off\s*2\s*2\s*0\s*0$/,
  ]);
  await expect(result.getByRole('row', { name: /^All periods/ })).toContainText(/All periods\s*4\s*4\s*0\s*0/);
  await expectAxeClean(page, 'desktop with the result');
  await snap(page, 'admin-payslip-import-result-desktop');

  // On a phone each period's counts read as a line under it.
  await page.setViewportSize(PHONE);
  await expect(
    result.getByRole('list', { name: 'Payslips imported by pay period' }).getByTestId('import-period'),
  ).toHaveText([
    'June 2025, 1st cut-off2 payslips: 2 added, 0 replaced, 0 unchanged',
    'June 2025, 2nd cut-off2 payslips: 2 added, 0 replaced, 0 unchanged',
  ]);
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'phone with the result');
  await snap(page, 'admin-payslip-import-result-phone');
  // The same file again changes nothing, and says so (on the phone's full-screen dialog).
  await page.getByRole('button', { name: 'Import payslips' }).click();
  await dialog
    .getByLabel('CSV, Excel or JSON file')
    .setInputFiles({ name: 'june-payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(sample) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(
    dialog.getByText('The file is ready to import: 4 payslips (0 added, 0 replaced, 4 unchanged).'),
  ).toBeVisible();
  await expect(dialog.getByTestId('import-period').first()).toContainText(
    '2 payslips: 0 added, 0 replaced, 2 unchanged',
  );
  await expectNoSidewaysScroll(page);
  await snap(page, 'admin-payslip-import-checked-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Juan finds the imported payslip.
  await logIn(page, 'employee');
  await page.goto('/#/payslip?year=2025&month=6&period=2');
  const payslip = page.getByRole('article', { name: /^Payslip for .*2nd cut-off$/ });
  await expect(payslip).toContainText('Juan dela Cruz');
  await expect(payslip.getByTestId('line-overtime')).toContainText('Php 402.30');
  await expect(payslip.getByTestId('net-pay')).toContainText('Php 13,827.00');
  await snap(page, 'admin-payslip-import-employee-phone');
});
