import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';
import { readSample } from '../admin-calendar/admin-calendar.test-support';

// The import screen's two steps: ?dryRun=true checks the file and counts what the
// import would do, writing nothing; then the import itself.

const ctx = useTestApp();
const sample = readSample('payslips.csv');

async function upload(content: string, options: { dryRun?: string; as?: string; name?: string } = {}) {
  const cookie = options.as === '' ? undefined : await logInAs(ctx.app, options.as ?? 'hr');
  const body = multipartBody([
    { field: 'file', name: options.name ?? 'june.csv', content: Buffer.from(content), type: 'text/csv' },
  ]);
  const query = options.dryRun === undefined ? '' : `?dryRun=${options.dryRun}`;
  return call(ctx.app, {
    method: 'POST',
    url: `/api/v1/payslip/import${query}`,
    cookie,
    payload: body.payload,
    headers: body.headers,
  });
}

const storedJune2025 = () =>
  ctx.db
    .selectFrom('payslips')
    .selectAll()
    .where('year', '=', 2025)
    .where('month', '=', 6)
    .orderBy('period')
    .orderBy('emp_id')
    .execute();
const importAudits = () =>
  ctx.db
    .selectFrom('audit_log')
    .select('after')
    .where('entity', '=', 'payslips')
    .where('action', '=', 'import')
    .execute();

const junePeriods = (counts: { added: number; replaced: number; unchanged: number }[]) =>
  counts.map((count, index) => ({ year: 2025, month: 6, period: index + 1, rows: 2, ...count }));

describe('POST /api/v1/payslip/import?dryRun=true', () => {
  it('checks the sample file and counts it per pay period, writing nothing; the import then does what the check said', async () => {
    const auditsBefore = (await importAudits()).length;
    const check = await upload(sample, { dryRun: 'true' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      message: 'The file is ready to import: 4 payslips (4 added, 0 replaced, 0 unchanged).',
      message_code: 'payslip.import_ready',
      params: { rows: 4, added: 4, replaced: 0, unchanged: 0 },
      dryRun: true,
      rows: 4,
      added: 4,
      replaced: 0,
      unchanged: 0,
      periods: junePeriods([
        { added: 2, replaced: 0, unchanged: 0 },
        { added: 2, replaced: 0, unchanged: 0 },
      ]),
      errors: [],
    });
    expect(await storedJune2025()).toEqual([]);
    expect(await importAudits()).toHaveLength(auditsBefore);

    const imported = await upload(sample, { dryRun: 'false' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      ...check.json(),
      message: '4 payslips imported: 4 added, 0 replaced, 0 unchanged.',
      message_code: 'payslip.import_done',
      dryRun: false,
    });
    expect((await storedJune2025()).map((payslip) => [payslip.emp_id, payslip.period, payslip.net_pay])).toEqual([
      ['00000004', 1, '13485.05'],
      ['00000005', 1, '13091.92'],
      ['00000004', 2, '13827.00'],
      ['00000005', 2, '13091.92'],
    ]);
    expect(await importAudits()).toHaveLength(auditsBefore + 1);

    // The employee reads what was imported.
    const juan = await logInAs(ctx.app, 'employee');
    const payslip = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/payslip',
      cookie: juan,
      payload: { year: 2025, month: 6, period: 2 },
    });
    expect(payslip.statusCode).toBe(200);
    expect(payslip.json()).toMatchObject({
      emp_id: '00000004',
      pay_date: '2025-06-30',
      gross: 15402.3,
      net_pay: 13827,
    });
  });

  it('after the import, counts unchanged and replaced payslips per period', async () => {
    const again = await upload(sample, { dryRun: 'true' });
    expect(again.json()).toMatchObject({
      rows: 4,
      added: 0,
      replaced: 0,
      unchanged: 4,
      periods: junePeriods([
        { added: 0, replaced: 0, unchanged: 2 },
        { added: 0, replaced: 0, unchanged: 2 },
      ]),
    });
    // Payroll corrects Juan's second cut-off: 100 more overtime, so 15 more tax.
    const corrected = sample.replace(
      '00000004,2025,6,2,2025-06-30,14000.00,402.30,0.00,0.00,1000.00,0.00,700.00,350.00,100.00,425.30,0.00,15402.30,1575.30,13827.00,180402.30,13800.00,4439.75,162162.55',
      '00000004,2025,6,2,2025-06-30,14000.00,502.30,0.00,0.00,1000.00,0.00,700.00,350.00,100.00,440.30,0.00,15502.30,1590.30,13912.00,180502.30,13800.00,4454.75,162247.55',
    );
    expect(corrected).not.toBe(sample);
    const check = await upload(corrected, { dryRun: 'true' });
    expect(check.json()).toMatchObject({
      message: 'The file is ready to import: 4 payslips (0 added, 1 replaced, 3 unchanged).',
      periods: junePeriods([
        { added: 0, replaced: 0, unchanged: 2 },
        { added: 0, replaced: 1, unchanged: 1 },
      ]),
    });
    // Checked, not written.
    expect(
      (await storedJune2025()).find((payslip) => payslip.emp_id === '00000004' && payslip.period === 2)?.net_pay,
    ).toBe('13827.00');
  });

  it('answers a bad file with its problems by row (200), where the import refuses it (400); nothing is written either way', async () => {
    const [header, juan, pedro] = sample.split('\n') as [string, string, string];
    const lines = [
      header,
      juan.replace('2025,6,1', '2024,6,1').replace('2025-06-13', '2024-06-14'),
      pedro.replace('00000005', '00000099').replace(',2025,6,1,', ',2024,6,1,').replace('2025-06-13', '2024-06-14'),
      // Continental separators are not a peso amount (14,000.00 and 1250.00 both are).
      juan.replace(',700.00,', ',"1.250,00",'),
    ];
    const bad = `${lines.join('\n')}\n`;
    const check = await upload(bad, { dryRun: 'true' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      message: 'The file has 2 problems; fix them and check again.',
      message_code: 'import.has_problems',
      params: { count: 2 },
      dryRun: true,
      rows: 3,
      added: 0,
      replaced: 0,
      unchanged: 0,
      periods: [],
      errors: ['Row 3: there is no employee 00000099', 'Row 4: sss must be an amount like 14,000.00 (got "1.250,00")'],
      // A coded line (row 3) and a row check's line (row 4) both read in Filipino.
      errors_fil: ['Row 3: walang empleyadong 00000099', 'Row 4: Dapat halaga ang sss, gaya ng 14,000.00 (ang nakuha: "1.250,00")'],
    });
    const refused = await upload(bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'Nothing was imported: the file has 2 problems.\nRow 3: there is no employee 00000099\nRow 4: sss must be an amount like 14,000.00 (got "1.250,00")',
      code: 'BAD_REQUEST',
      message_code: 'import.refused',
      params: { count: 2, problems: { en: '\nRow 3: there is no employee 00000099\nRow 4: sss must be an amount like 14,000.00 (got "1.250,00")', fil: '\nRow 3: walang empleyadong 00000099\nRow 4: Dapat halaga ang sss, gaya ng 14,000.00 (ang nakuha: "1.250,00")' }, more: 0 },
    });
    expect(
      await ctx.db.selectFrom('payslips').select('id').where('year', '=', 2024).where('month', '=', 6).execute(),
    ).toEqual([]);

    // JSON items are numbered from 1; a file that is no payslip file says so.
    const json = await upload(JSON.stringify([{ emp_id: '4', year: 2024, month: 13 }]), {
      dryRun: 'true',
      name: 'june.json',
    });
    expect(json.json().errors).toContain('Row 1: month must be 1 to 12 (got "13")');
    const notPayslips = await upload('name,salary\nJuan,1\n', { dryRun: 'true' });
    expect(notPayslips.statusCode).toBe(200);
    expect(notPayslips.json()).toMatchObject({ dryRun: true, rows: 0, added: 0 });
    expect(notPayslips.json().errors[0]).toMatch(/^Row 1: "name", "salary" are not payslip columns/);
  });

  it('lists the first 50 problems of a dry run and counts them all', async () => {
    const header = sample.split('\n')[0]!;
    const rows = Array.from({ length: 60 }, () => '4,2024,1,1,2024-01-15,abc,0,0,0,0,0,0,0,0,0,0,,,,1,1,1,1');
    const check = await upload(`${header}\n${rows.join('\n')}\n`, { dryRun: 'true' });
    expect(check.json().message).toBe('The file has 60 problems; fix them and check again.');
    expect(check.json().errors).toHaveLength(50);
    expect(check.json().errors[0]).toBe('Row 2: basic must be an amount like 14,000.00 (got "abc")');
  });

  it('refuses a dryRun that is neither true nor false (400)', async () => {
    const response = await upload(sample, { dryRun: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/dryRun must be true or false/);
  });

  it('is for HR administrators only (403, before the query is read), and needs a session (401)', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      for (const dryRun of ['true', 'maybe']) {
        const refused = await upload(sample, { dryRun, as: username });
        expect(refused.statusCode, `${username} ?dryRun=${dryRun}`).toBe(403);
        expect(refused.json()).toEqual({ message: 'Only HR administrators can import payslips.', code: 'FORBIDDEN', message_code: 'payslip.import_hr_only', params: {} });
      }
    }
    const anonymous = await upload(sample, { dryRun: 'true', as: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedJune2025()).toHaveLength(4);
  });
});
