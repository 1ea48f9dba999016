import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { logIn, PHONE, snap } from './support/journey';
import { manilaDay } from './support/dates';
import { nextWorkingDay } from './support/working-day';

test.use({ viewport: PHONE });

/** Files a request as the signed-in person, as the portal's client does. */
async function file(page: Page, path: string, body: object): Promise<number> {
  const filed = await page.request.post(`/api/${path}`, { data: { recid: 0, ...body }, headers: { 'X-Request-Id': randomUUID() } });
  expect(filed.ok(), await filed.text()).toBe(true);
  return ((await filed.json()) as { recid: number }).recid;
}

/** Opens the approval dialog of one request on the queue's cards, and answers the dialog. */
async function openApproval(page: Page, queue: string, recid: number) {
  // The last queue stays on screen while the next one's code loads, with a button of
  // the same name: wait until its heading has gone.
  const heading = page.getByRole('heading', { level: 1 });
  const last = (await heading.count()) > 0 ? await heading.textContent() : null;
  await page.goto(`/#${queue}`);
  if (last) await expect(heading).not.toHaveText(last);
  // A group request of the same number reads "G-", so this names the individual one alone.
  await page.getByRole('button', { name: `Approve #${recid}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve / });
  await expect(dialog.getByTestId('approval-context')).toBeVisible();
  return dialog;
}

test('every approval shows what it decides: overtime, adjustment, shift change, official business and certificate, on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  // Carlo files them all: his route is the team lead, then the approver.
  await logIn(page, 'carlo');
  const yesterday = manilaDay(-1);
  const overtime = await file(page, 'v2/overtime', { otDate: yesterday, fromTime: '17:30', toTime: '19:30', noOfHours: 2, reason: 'Closing the month' });
  const adjustment = await file(page, 'v3/attendance/adjustment', { trDate: manilaDay(-5), timeIn1: '07:45', timeOut1: '18:15', reason: 'The terminal missed me' });
  const shiftDay = await nextWorkingDay(12);
  const shift = await file(page, 'v1/shift', { empid: '00000009', fromDate: shiftDay, toDate: shiftDay, shift: 'NIGHT', reason: 'Covering the night queue' });
  const business = await file(page, 'v1/officialbusiness', { fromDate: manilaDay(-2), toDate: manilaDay(-2), reason: 'Client visit in Ortigas' });
  const certificate = await file(page, 'v2/coe', { reqDate: manilaDay(0), coeType: 4, reason: 'Housing loan' });

  await logIn(page, 'teamlead');
  let dialog = await openApproval(page, '/overtimes/approval', overtime);
  await expect(dialog).toContainText('2 h filed');
  await expect(dialog).toContainText(/Worked outside the shift: .+, against 2 h filed\./);
  await expect(dialog).toContainText(/Working day|Rest day|holiday|Special day/);
  await snap(page, 'approval-context-overtime-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await openApproval(page, '/attendanceadjustments/approval', adjustment);
  const punches = dialog.getByRole('table', { name: 'Punches now and as asked' });
  await expect(punches).toContainText('07:45 AM (changed)');
  await expect(punches).toContainText('06:15 PM (changed)');
  await snap(page, 'approval-context-adjustment-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await openApproval(page, '/shift/approval', shift);
  await expect(dialog).toContainText(/now, Night shift asked|now, .*Night.* asked/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await openApproval(page, '/officialbusiness/approval', business);
  await expect(dialog).toContainText(/In .* · Out|No punches/);
  await expect(dialog).toContainText(/covered/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await logIn(page, 'approver');
  dialog = await openApproval(page, '/coe/formyapproval', certificate);
  await expect(dialog).toContainText('with the monthly and annual salary');
  await expect(dialog).toContainText(/a certificate is issued within three days of the request/);
  await snap(page, 'approval-context-certificate-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Carlo withdraws them all: the journeys after this one count the queues and the days.
  await logIn(page, 'carlo');
  for (const [path, recid] of [
    ['v1/overtime', overtime],
    ['v1/attendance/adjustment', adjustment],
    ['v1/shift', shift],
    ['v1/officialbusiness', business],
    ['v1/coe', certificate],
  ] as const) {
    const removed = await page.request.delete(`/api/${path}?recid=${recid}`, { headers: { 'X-Request-Id': randomUUID() } });
    expect(removed.ok(), `${path} ${recid}: ${await removed.text()}`).toBe(true);
  }
});
