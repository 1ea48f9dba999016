import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { confirmApproval, expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

test('a travel certificate with salary is requested, approved, downloaded and verified', async ({ page, browser }) => {
  await logIn(page, 'employee');
  await page.getByRole('button', { name: 'Certificate of Employment' }).click();
  await page.getByRole('link', { name: 'My Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Certificates of Employment' })).toBeVisible();
  await expect(page.getByText(/No certificate requests in these dates/)).toBeVisible();

  await page.getByRole('button', { name: 'Request certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a certificate of employment' });
  await dialog.getByRole('combobox', { name: /Type of certificate/ }).click();
  await page.getByRole('option', { name: 'Travel application with salary' }).click();
  await expect(dialog.getByText('Shows your monthly and annual salary and allowances.')).toBeVisible();
  await dialog.getByLabel(/^Purpose/).fill('Schengen visa, holiday in Spain');
  await snap(page, 'coe-dialog-desktop');
  await dialog.getByRole('button', { name: 'Request certificate' }).click();
  await expect(page.getByText(/Certificate request #\d+ \(Travel application with salary\) filed\./)).toBeVisible();
  const row = page.getByTestId('request-row').filter({ hasText: 'Schengen visa' });
  await expect(row).toContainText('For Approval');

  // The draft can be looked at before approval.
  await row.getByRole('button', { name: /^View certificate #/ }).click();
  const viewer = page.getByRole('dialog', { name: /Certificate #\d+/ });
  await expect(viewer.getByText(/A draft until it is approved/)).toBeVisible();
  await expect(viewer.locator('iframe')).toBeVisible();
  await snap(page, 'coe-draft-viewer-desktop');
  await viewer.getByRole('button', { name: 'Close' }).click();

  await logIn(page, 'approver');
  await expect(page.getByRole('button', { name: /notifications/i })).toBeVisible();
  await page.goto('/#/coe/formyapproval');
  const waiting = page.getByTestId('request-row').filter({ hasText: 'Schengen visa' });
  await expect(waiting).toContainText('3 days left');
  await expect(waiting).toContainText('Juan dela Cruz');
  await snap(page, 'coe-approval-desktop');
  await waiting.getByRole('button', { name: /^Approve #/ }).click();
  await confirmApproval(page);
  await expect(page.getByText('1 certificate request approved.')).toBeVisible();

  await logIn(page, 'employee');
  await page.goto('/#/coe/requests');
  const approved = page.getByTestId('request-row').filter({ hasText: 'Schengen visa' });
  await expect(approved).toContainText('Approved');
  await approved.getByRole('button', { name: /^View certificate #/ }).click();
  await expect(viewer.getByText(/Signed, valid until/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  const pdfPath = path.join(screenshotDir, 'coe-travel-with-salary.pdf');
  await download.saveAs(pdfPath);

  const text = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('CERTIFICATE OF EMPLOYMENT');
  expect(text).toMatch(/Monthly salary Php [\d,]+\.\d\d/);
  expect(text.replace(/ /g, '')).not.toContain('DRAFT');
  expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Page size:\s+595.28 x 841.89 pts \(A4\)/);
  // The first page as a picture, to be looked at with the screenshots.
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfPath, path.join(screenshotDir, 'coe-travel-with-salary-page1')]);

  // Anyone holding the paper checks it on the public page, without logging in.
  const code = text.match(/Verification code: ([A-Z0-9]{12})/)?.[1];
  expect(code).toBeTruthy();
  const stranger = await browser.newPage({ viewport: PHONE });
  await stranger.goto(`/#/verify/${code}`);
  await expect(stranger.getByText(/Genuine and valid/)).toBeVisible();
  await expect(stranger.getByRole('cell', { name: 'Juan dela Cruz' })).toBeVisible();
  await expect(stranger.getByText(/salary/i)).toHaveCount(1); // the type's name only, never an amount
  await snap(stranger, 'coe-verify-phone');
  await stranger.close();

  await viewer.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize(PHONE);
  await page.goto('/#/coe/requests');
  await expect(page.getByTestId('request-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'coe-requests-phone');
  await page.getByTestId('request-row').first().getByRole('button', { name: /^View certificate #/ }).click();
  await expect(viewer.getByText(/The PDF is ready/)).toBeVisible();
  await snap(page, 'coe-viewer-phone');
});
