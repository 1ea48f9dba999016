import { expect, test } from '@playwright/test';
import { logIn, PHONE, SAMPLE_PDF, snap } from './support/journey';

test("the COE approver replaces a certificate with a signed PDF: upload, preview, confirm; the requester gets that PDF", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'employee');
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()));
  // The request is set up through the API; the journey is the replacement.
  const filed = await page.request.post('/api/v2/coe', { headers: { 'x-request-id': crypto.randomUUID() }, data: { recid: 0, reqDate: today, coeType: 4, reason: 'BPI housing loan form' } });
  expect(filed.ok()).toBe(true);
  const { recid } = (await filed.json()) as { recid: number };

  await logIn(page, 'approver');
  await page.goto('/#/coe/formyapproval');
  const row = page.getByTestId('request-row').filter({ hasText: 'BPI housing loan form' });
  await row.getByRole('button', { name: `View certificate #${recid}` }).click();
  const viewer = page.getByRole('dialog', { name: new RegExp(`Certificate #${recid}`) });
  // The approver reads the generated certificate before replacing it.
  await expect(viewer.locator(`iframe[title="Certificate #${recid}"]`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Replace with a PDF' }).click();
  const dialog = page.getByRole('dialog', { name: `Replace certificate #${recid} with a PDF` });
  await expect(dialog.getByRole('button', { name: 'Replace certificate' })).toBeDisabled();
  // A file that is not a PDF is caught before anything is sent.
  await dialog.getByLabel('Certificate PDF').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(dialog.getByText('photo.png is not a PDF')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Replace certificate' })).toBeDisabled();
  await dialog.getByLabel('Certificate PDF').setInputFiles({ name: 'bpi-coe-signed.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(dialog.locator('iframe[title="Preview of the chosen PDF"]')).toBeVisible();
  await snap(page, 'coe-replace-desktop');
  await dialog.getByRole('button', { name: 'Replace certificate' }).click();
  await expect(page.getByText(`Certificate #${recid} now uses the PDF you uploaded.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.setViewportSize(PHONE);
  await page.getByTestId('request-row').filter({ hasText: 'BPI housing loan form' }).getByRole('button', { name: `View certificate #${recid}` }).click();
  await expect(page.getByText('The PDF is ready.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Replace with a PDF' }).click();
  await expect(page.getByRole('dialog', { name: `Replace certificate #${recid} with a PDF` })).toContainText('The PDF uploaded before stays');
  await snap(page, 'coe-replace-phone');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The requester now reads the uploaded PDF, byte for byte; then withdraws the request.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'employee');
  const pdf = await page.request.get(`/api/v1/coe/${recid}`, { headers: { 'x-request-id': crypto.randomUUID() } });
  expect(Buffer.from(await pdf.body()).equals(SAMPLE_PDF)).toBe(true);
  expect((await page.request.delete(`/api/v1/coe?recid=${recid}`, { headers: { 'x-request-id': crypto.randomUUID() } })).ok()).toBe(true);
});
