import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logIn, PHONE, snap } from './support/journey';
import { nextWorkingDay } from './support/working-day';

/** Clicks the list's Export CSV and answers the file's name and its lines. */
async function exportCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), lines: text.trim().split('\r\n') };
}

/** The fields of one CSV line (RFC 4180 quoting). */
function fields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) => (match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!));
}

test('the request list, the approval queue and the time records export exactly what they show', async ({ page }) => {
  const day = await nextWorkingDay(20);
  await logIn(page, 'employee');
  // The itinerary is set up through the API; the journey is the export.
  const filed = await page.request.post('/api/v1/officialbusiness', {
    headers: { 'x-request-id': crypto.randomUUID() },
    data: { fromDate: day, toDate: day, reason: 'Client visit, Ortigas' },
  });
  expect(filed.ok()).toBe(true);
  const { recid } = (await filed.json()) as { recid: number };

  await page.goto('/#/officialbusiness/requests');
  const row = page.getByTestId('request-row').filter({ hasText: 'Client visit, Ortigas' });
  await expect(row).toBeVisible();
  const shownRows = await page.getByTestId('request-row').count();
  const mine = await exportCsv(page);
  expect(mine.name).toMatch(/^official-business-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(mine.lines).toHaveLength(shownRows + 1);
  expect(mine.lines[0]).toMatch(/^Ref #,Status,/);
  // Statuses read as the chips do, dates as the cells show them.
  const line = mine.lines.find((candidate) => candidate.startsWith(`${recid},`))!;
  expect(line).toContain('For Approval');
  expect(line).toContain('Client visit');
  const header = fields(mine.lines[0]!);
  const from = fields(line)[header.indexOf('From')]!;
  expect(from).not.toBe(day);
  await expect(row).toContainText(from);
  await snap(page, 'export-my-requests-desktop');

  await page.goto('/#/timeinout');
  await expect(page.getByTestId('time-record-row').first()).toBeVisible();
  const days = await page.getByTestId('time-record-row').count();
  const records = await exportCsv(page);
  expect(records.name).toMatch(/^time-records-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(records.lines[0]).toMatch(/^Date,Time In 1,Time Out 1,Time In 2,Time Out 2/);
  expect(records.lines).toHaveLength(days + 1);
  expect(records.lines[1]).toMatch(/\d{2}:\d{2} (AM|PM)/);

  await logIn(page, 'teamlead');
  await page.goto('/#/officialbusiness/approval');
  await expect(page.getByTestId('request-row').filter({ hasText: 'Client visit, Ortigas' })).toBeVisible();
  const queue = await exportCsv(page);
  expect(queue.name).toMatch(/^official-business-for-approval-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(queue.lines.find((candidate) => candidate.startsWith(`${recid},`))).toContain('Juan dela Cruz');

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await snap(page, 'export-approval-queue-phone');

  // The itinerary goes again, so the official business journey starts from an empty list.
  await logIn(page, 'employee');
  expect((await page.request.delete(`/api/v1/officialbusiness?recid=${recid}`, { headers: { 'x-request-id': crypto.randomUUID() } })).ok()).toBe(true);
});
