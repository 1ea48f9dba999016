import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { exportXlsx, headerOf } from './support/xlsx-export';
import { expectNoSidewaysScroll, logIn, PHONE, snap } from './support/journey';

/** Chooses a cut-off in the picker, as a person does: year, month, then half. */
async function pickCutoff(page: Page, year: string, month: string, half: 'First half' | 'Second half') {
  await page.getByLabel('Year').click();
  await page.getByRole('option', { name: year }).click();
  await page.getByLabel('Month').click();
  await page.getByRole('option', { name: month }).click();
  await page.getByLabel('Cut-off').click();
  await page.getByRole('option', { name: half }).click();
}

/** This month a year ago, in Manila: a period before any payslip or request of the demo. */
function yearAgoOf(page: Page) {
  return page.evaluate(() => {
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()).split('-').map(Number) as [number, number];
    return { year: String(year - 1), month: new Date(Date.UTC(year - 1, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }), number: month };
  });
}

test("HR computes a cut-off's draft payroll and reads a person's lines with how each was computed, on a laptop and a phone", async ({ page }) => {
  await logIn(page, 'hr');
  // Pedro's rate, as HR records it in Pay data (that screen has its own journey).
  const recorded = await page.request.post('/api/v1/payroll/paydata/rates', {
    headers: { 'x-request-id': crypto.randomUUID() },
    data: { empid: '00000005', effective_from: '2020-01-01', basis: 'monthly', rate: '27000.00' },
  });
  expect(recorded.ok()).toBe(true);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Attendance' }).click();
  await menu.getByRole('link', { name: 'Payroll Run' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll Run' })).toBeVisible();
  // The second half of the month before last: before the demo's weeks of punches, so
  // Pedro was away all of it; nothing is computed for it yet.
  const lastMonth = await page.evaluate(() => {
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()).split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month - 3, 1));
    return { year: String(first.getUTCFullYear()), month: first.toLocaleString('en', { month: 'long', timeZone: 'UTC' }) };
  });
  await page.getByLabel('Year').click();
  await page.getByRole('option', { name: lastMonth.year }).click();
  await page.getByLabel('Month').click();
  await page.getByRole('option', { name: lastMonth.month }).click();
  await page.getByLabel('Cut-off').click();
  await page.getByRole('option', { name: 'Second half' }).click();
  await expect(page.getByText(/No run for this cut-off yet\. Compute the draft/)).toBeVisible();

  await page.getByRole('button', { name: 'Compute the draft' }).click();
  await expect(page.getByText(/^The draft run of the second cut-off of .+ is computed for \d+ people/)).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText(/people need attention before the run is final/)).toBeVisible();
  const pedro = page.getByTestId('payroll-run-row').filter({ hasText: 'Bautista' });
  await expect(pedro).toBeVisible();
  await snap(page, 'payroll-run-desktop');

  await pedro.getByRole('button', { name: 'Lines of 00000005' }).click();
  const lines = page.getByRole('dialog', { name: 'Pay of Bautista, Pedro (00000005)' });
  await expect(lines.getByRole('region', { name: 'Earnings' })).toContainText('Basic pay');
  await expect(lines.getByText('Monthly rate 27,000.00 ÷ 2.')).toBeVisible();
  await expect(lines.getByRole('region', { name: 'Contributions' })).toContainText('PhilHealth');
  await expect(lines.getByText('5% of 27,000.00, shared equally: 675.00 each.').first()).toBeVisible();
  await expect(lines.getByText('Net pay', { exact: true })).toBeVisible();
  // A half month of absences takes at most the basic pay, and says so.
  await expect(lines.getByText(/held to the 13,500\.00 of basic pay left/)).toBeVisible();
  await page.setViewportSize(PHONE);
  await snap(page, 'payroll-run-lines-phone');
  await lines.getByRole('button', { name: 'Close' }).click();
  await expect(lines).toBeHidden();

  // Computed again: the same draft, replaced.
  await page.getByRole('button', { name: 'Compute the draft again' }).click();
  await expect(page.getByText(/^The draft run of the second cut-off of .+ is computed/)).toBeVisible();

  // Reviewed, then locked: the lock is asked about first, and refused while anyone's
  // pay needs attention; the run goes back to draft.
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText(/^The run of the second cut-off of .+ is marked reviewed\.$/)).toBeVisible();
  await expect(page.getByText('Reviewed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Lock this payroll run?' });
  await expect(confirm).toContainText('can no longer be filed, changed or approved');
  await snap(page, 'payroll-run-lock-phone');
  await confirm.getByRole('button', { name: 'Lock the run' }).click();
  await expect(page.getByText(/people need attention first: a run is locked only when everyone's pay is final\./)).toBeVisible();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Back to draft' }).click();
  await expect(page.getByText(/^The run of the second cut-off of .+ is a draft again\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toBeVisible();
});

test('HR reviews, locks and releases a payroll run; the employee opens the payslip from the notice on a phone', async ({ page }) => {
  await logIn(page, 'hr');
  // Everyone's rate, so nobody's pay needs attention (recording them has its own journey).
  const employees = (await (await page.request.get('/api/v1/admin/employees')).json()) as { emp_id: string; active: boolean }[];
  for (const employee of employees.filter((person) => person.active)) {
    const recorded = await page.request.post('/api/v1/payroll/paydata/rates', {
      headers: { 'x-request-id': crypto.randomUUID() },
      data: { empid: employee.emp_id, effective_from: '2019-01-01', basis: 'monthly', rate: '28000.00' },
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);
  }
  // The first half of this month a year ago.
  const yearAgo = await yearAgoOf(page);
  await page.goto('/#/payroll/run');
  await expect(page.getByRole('heading', { name: 'Payroll Run' })).toBeVisible();
  await pickCutoff(page, yearAgo.year, yearAgo.month, 'First half');
  await page.getByRole('button', { name: 'Compute the draft' }).click();
  await expect(page.getByText(/^The draft run of the first cut-off of .+ is computed for \d+ people\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText(/is marked reviewed\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByRole('dialog', { name: 'Lock this payroll run?' }).getByRole('button', { name: 'Lock the run' }).click();
  await expect(page.getByText(/is locked: requests for its dates can no longer be filed, changed or approved\.$/)).toBeVisible();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Release payslips' }).click();
  const release = page.getByRole('dialog', { name: 'Release the payslips?' });
  await expect(release.getByLabel('Pay date')).toHaveValue(new RegExp(`^${yearAgo.year}-\\d{2}-15$`));
  await snap(page, 'payroll-run-release-desktop');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText(/is released: \d+ payslips are published and each person is told\.$/)).toBeVisible();
  await expect(page.getByText(/This run is released: requests for .+ can no longer be filed, changed or approved\./)).toBeVisible();
  const juanNet = (await page.getByTestId('payroll-run-row').filter({ hasText: 'dela Cruz' }).innerText()).match(/Php [\d,-]+\.\d{2}/g)!.at(-1)!;

  await page.setViewportSize(PHONE);
  await logIn(page, 'employee');
  await page.getByRole('button', { name: /unread notifications/ }).click();
  const notice = page.getByRole('menuitem', { name: new RegExp(`Your payslip for the first cut-off of ${yearAgo.month} ${yearAgo.year} is ready`) });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`#/payslip\\?year=${yearAgo.year}&month=${yearAgo.number}&period=1$`));
  const payslip = page.getByRole('article', { name: /1st cut-off$/ });
  await expect(payslip).toContainText('Juan dela Cruz');
  await expect(payslip.getByTestId('net-pay')).toContainText(juanNet);
  await snap(page, 'payslip-released-phone');
});

test("HR reads everyone's 13th-month pay of the year, with how each is computed, on a laptop and a phone", async ({ page }) => {
  await logIn(page, 'hr');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Attendance' }).click();
  await menu.getByRole('link', { name: '13th Month Pay' }).click();
  await expect(page.getByRole('heading', { name: '13th Month Pay' })).toBeVisible();
  // The demo's payslips of this year: Juan's basic pay ÷ 12, due on December 24.
  await expect(page.getByText(/^\d+ people · Php [\d,]+\.\d{2} in all · Php [\d,]+\.\d{2} taxable above the 90,000\.00 exemption$/)).toBeVisible();
  const juan = page.getByTestId('thirteenth-month-row').filter({ hasText: 'dela Cruz' });
  await expect(juan).toContainText(/Basic salary earned this year [\d,]+\.\d{2} ÷ 12 = [\d,]+\.\d{2}\./);
  await expect(juan).toContainText(/Dec 24, \d{4}/);
  await snap(page, 'thirteenth-month-desktop');
  await page.setViewportSize(PHONE);
  await expect(juan).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'thirteenth-month-phone');
});

test("HR reads the released cut-off's register, the month's contributions and its BIR 1601-C totals, on a laptop and a phone", async ({ page }) => {
  await logIn(page, 'hr');
  const yearAgo = await yearAgoOf(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Attendance' }).click();
  await menu.getByRole('link', { name: 'Payroll Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll Reports' })).toBeVisible();
  await pickCutoff(page, yearAgo.year, yearAgo.month, 'First half');
  // The run released in the journey before: everyone's lines, net pay as paid.
  const juan = page.getByTestId('register-row').filter({ hasText: 'dela Cruz' });
  await expect(juan).toContainText(/Php [\d,]+\.\d{2}/);
  await snap(page, 'payroll-register-desktop');
  // Opened in a spreadsheet, the amounts are numbers in pesos: Juan's net pay as the screen shows it.
  const { name, sheet } = await exportXlsx(page);
  expect(name).toMatch(/^payroll-register-\d{4}-\d{2}-1\.xlsx$/);
  const header = headerOf(sheet);
  const juanRow = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(header.indexOf('Employee') + 1).value === 'dela Cruz, Juan')!;
  const net = juanRow.getCell(header.indexOf('Net pay') + 1);
  expect(net.type).toBe(ExcelJS.ValueType.Number);
  const run = (await (await page.request.get(`/api/v1/payroll/runs?year=${yearAgo.year}&month=${yearAgo.number}&cutoff=1`)).json()) as { people: { empid: string; net: number }[] };
  expect(net.value).toBe(run.people.find((person) => person.empid === '00000004')!.net / 100);

  // On paper: every row, Juan's net pay as the screen shows it, and back to the same report.
  await page.getByRole('link', { name: 'Printable view' }).click();
  await expect(page.getByRole('heading', { name: `Demo Company Inc.: Payroll register, first cut-off of ${yearAgo.month} ${yearAgo.year}` })).toBeVisible();
  const printed = page.getByTestId('print-row').filter({ hasText: 'dela Cruz, Juan' });
  await expect(printed).toContainText(Number(net.value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  await snap(page, 'payroll-register-printable-desktop');
  await page.getByRole('link', { name: 'Back to payroll reports' }).click();
  await expect(page.getByTestId('register-row').filter({ hasText: 'dela Cruz' })).toBeVisible();

  // The bank credit file of the same cut-off: Pedro's account (recorded in his pay data), the others to record.
  await page.getByRole('tab', { name: 'Bank file' }).click();
  await expect(page.getByTestId('bank-credit-row').filter({ hasText: 'Bautista' })).toContainText('1234-5678-90');
  await expect(page.getByText(/^\d+ people have no bank account on record: record it in their Pay data, or pay them some other way\.$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Contributions' }).click();
  await expect(page.getByLabel('Cut-off')).toHaveCount(0);
  await expect(page.getByText('These figures leave out the second cut-off: it has no locked run yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'BIR 1601-C' }).click();
  await expect(page.getByTestId('bir-1601c-row').filter({ hasText: 'Total amount of compensation' })).toContainText(/Php [\d,]+\.\d{2}/);
  await expect(page.getByTestId('bir-1601c-row').filter({ hasText: 'Total taxes withheld' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('bir-1601c-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'payroll-1601c-phone');
});
