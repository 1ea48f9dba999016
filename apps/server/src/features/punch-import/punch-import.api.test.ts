import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { expectHrAdminOnly, importCsv, readSample } from '../admin-calendar/admin-calendar.test-support';

const ctx = useTestApp();
const URL = '/api/v1/admin/punches/import';

const importedPunches = (empId: string) =>
  ctx.db.selectFrom('punches').selectAll().where('emp_id', '=', empId).where('source', '=', 'import').orderBy('punched_at').execute();

const manilaTime = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(date);

describe('POST /api/v1/admin/punches/import', () => {
  it('checks the sample CSV first, then imports it; the same file again changes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = readSample('terminal-punches.csv');
    const check = await importCsv(ctx.app, hr, URL, csv, true);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ dryRun: true, rows: 7, added: 7, unchanged: 0, errors: [] });
    expect(await importedPunches('00000005')).toHaveLength(0);

    const imported = await importCsv(ctx.app, hr, URL, csv);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ dryRun: false, rows: 7, added: 7, unchanged: 0 });
    const pedro = await importedPunches('00000005');
    expect(pedro.map((punch) => [punch.direction, punch.trdate, punch.device])).toEqual([
      ['in', '2025-06-02', 'GATE-1'],
      ['out', '2025-06-02', 'GATE-1'],
    ]);
    expect(manilaTime(pedro[0]!.punched_at)).toBe('2025-06-02, 07:55:12');
    // Without directions, the terminal's punches pair up in time order.
    expect((await importedPunches('00000006')).map((punch) => punch.direction)).toEqual(['in', 'out']);
    // A night shift's time-out after midnight belongs to the day it started.
    expect((await importedPunches('00000007')).map((punch) => [punch.direction, punch.trdate])).toEqual([
      ['in', '2025-06-02'],
      ['out', '2025-06-02'],
    ]);

    const again = await importCsv(ctx.app, hr, URL, csv);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: 0, unchanged: 7 });
    expect(again.json().message).toMatch(/7 were already stored \(the same person within a minute\) and are skipped/);
    expect(await importedPunches('00000005')).toHaveLength(2);
  });

  it("imports a terminal's attendance log, reading the direction from its status, and pairing where the status says nothing", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const response = await importCsv(ctx.app, hr, URL, readSample('terminal-attlog.dat'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 5, added: 5 });
    expect((await importedPunches('00000005')).filter((punch) => punch.trdate === '2025-06-09').map((punch) => punch.direction)).toEqual(['in', 'out']);
    expect((await importedPunches('00000006')).filter((punch) => punch.trdate === '2025-06-09').map((punch) => punch.direction)).toEqual(['in', 'out']);
    const [carlo] = await importedPunches('00000009');
    expect(carlo).toMatchObject({ direction: 'in', trdate: '2025-06-09', source: 'import' });
  });

  it('leaves a day with a time-in and no time-out as the incomplete day attendance flags', async () => {
    const grace = await logInAs(ctx.app, 'grace');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/attendance?from=2025-06-03&to=2025-06-03', cookie: grace });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ trdate: '2025-06-03', timein1: expect.stringMatching(/08:02/), timeout1: null, incomplete: true });
  });

  it('skips a punch within a minute of one the time clock stored, and shows the imported ones on the time clock', async () => {
    const liza = await logInAs(ctx.app, 'liza');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: {}, cookie: liza })).statusCode).toBe(200);
    const [stored] = await ctx.db.selectFrom('punches').select('punched_at').where('emp_id', '=', '00000006').where('source', '=', 'clock').orderBy('punched_at', 'desc').execute();
    const sameMoment = manilaTime(new Date(stored!.punched_at.getTime() + 20_000)).replace(', ', ' ');
    const earlier = manilaTime(new Date(stored!.punched_at.getTime() - 2 * 3_600_000)).replace(', ', ' ');
    const hr = await logInAs(ctx.app, 'hr');
    const response = await importCsv(ctx.app, hr, URL, `emp_id,datetime,device\n6,${sameMoment},GATE-9\n6,${earlier},GATE-9\n`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 1, unchanged: 1 });
    const records = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: liza });
    expect(records.json().some((day: { from_terminal: boolean }) => day.from_terminal)).toBe(true);
  });

  it('lists every problem by row in a dry run, and refuses the whole file on import', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const future = manilaDay(2);
    const csv = [
      'emp_id,datetime,direction,device',
      '00000004,2025-06-02 08:00,in,GATE-1',
      '99999999,2025-06-02 08:00,in,GATE-1',
      '00000004,2025-06-31 08:00,in,GATE-1',
      '00000004,2025-06-02 08:00,sideways,GATE-1',
      `00000004,${future} 08:00:00,in,GATE-1`,
      'abc,2025-06-02 08:00,,',
    ].join('\n');
    const check = await importCsv(ctx.app, hr, URL, csv, true);
    expect(check.statusCode).toBe(200);
    const errors = check.json().errors as string[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Row 3: there is no employee 99999999/),
        expect.stringMatching(/^Row 4: datetime must be a date and time on the company clock/),
        expect.stringMatching(/^Row 5: direction must be in, out, or empty/),
        expect.stringMatching(/^Row 6: .+ is still to come; check the terminal's clock/),
        expect.stringMatching(/^Row 7: emp_id must be an employee number/),
      ]),
    );
    const refused = await importCsv(ctx.app, hr, URL, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Nothing was imported: the file has 5 problems\./);
    expect((await importedPunches('00000004')).filter((punch) => punch.trdate === '2025-06-02')).toHaveLength(0);
  });

  it('refuses a terminal log line without a date and time, and a CSV without emp_id', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const log = await importCsv(ctx.app, hr, URL, '5\t2025-06-09 07:51:02\t1\t0\n6\n', true);
    expect(log.json().errors).toEqual([expect.stringMatching(/^Row 2: a terminal log line needs the user id and the date and time/)]);
    const csv = await importCsv(ctx.app, hr, URL, 'datetime\n2025-06-09 07:51:02\n', true);
    expect(csv.json().errors).toEqual([expect.stringMatching(/the column emp_id is missing/)]);
  });

  it('counts every problem of a file with many, lists the first hundred in row order, and names how many more', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const lines = ['emp_id,datetime,direction,device'];
    for (let index = 0; index < 150; index += 1) {
      lines.push(index % 5 === 0 ? `00000004,2025-02-30 08:00,in,GATE-1` : `${90000000 + index},2025-06-02 08:00,in,GATE-1`);
    }
    const csv = lines.join('\n');
    const check = await importCsv(ctx.app, hr, URL, csv, true);
    expect(check.json().message).toBe('The file has 150 problems; fix them and check again.');
    const errors = check.json().errors as string[];
    expect(errors).toHaveLength(100);
    expect(errors.slice(0, 3)).toEqual([
      expect.stringMatching(/^Row 2: datetime must be/),
      'Row 3: there is no employee 90000001',
      'Row 4: there is no employee 90000002',
    ]);
    const refused = await importCsv(ctx.app, hr, URL, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Nothing was imported: the file has 150 problems\.\n/);
    expect(refused.json().message).toMatch(/\.\.\.and 50 more\.$/);
  });

  it('imports a file larger than any other import may be, placing more people than one group at a time', async () => {
    // 700 people over 190 days, in and out: 266,000 rows, 11 MB, past the 200,000
    // rows and 10 MB every other import is held to.
    const people = 700;
    await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift)
      select (70000000 + i)::text, 'Gate' || i, 'Worker', '2024-01-01', 22000, 0, 'DAY' from generate_series(0, ${people - 1}) i`.execute(ctx.db);
    const lines = ['emp_id,datetime,direction,device'];
    const days = Array.from({ length: 190 }, (_, back) => manilaDay(-200 + back));
    for (const day of days) {
      for (let index = 0; index < people; index += 1) {
        lines.push(`${70000000 + index},${day} 07:5${index % 10}:00,,GATE-NORTH-1`, `${70000000 + index},${day} 17:0${index % 10}:00,,GATE-NORTH-1`);
      }
    }
    const csv = `${lines.join('\n')}\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(10 * 1024 * 1024);
    const hr = await logInAs(ctx.app, 'hr');
    const imported = await importCsv(ctx.app, hr, URL, csv);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ rows: 266_000, added: 266_000, unchanged: 0, errors: [] });
    // On either side of the first group's end, each day pairs up in and out.
    for (const empId of ['70000499', '70000500']) {
      const punches = await importedPunches(empId);
      expect(punches).toHaveLength(380);
      expect(punches.slice(0, 2).map((punch) => [punch.direction, punch.trdate])).toEqual([
        ['in', days[0]],
        ['out', days[0]],
      ]);
      expect(punches.filter((punch) => punch.direction === 'in')).toHaveLength(190);
    }
    const audit = await ctx.db.selectFrom('audit_log').select('after').where('entity', '=', 'punches').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ rows: 266_000, added: 266_000 });
  }, 120_000);

  it('takes a workbook, and an attendance log saved with a byte-order mark and Windows line ends; the temporary file is gone after', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Punches');
    sheet.addRow(['emp_id', 'datetime', 'direction', 'device']);
    sheet.addRow([8, '2025-05-05 07:58:00', 'in', 'GATE-2']);
    sheet.addRow([8, '2025-05-05 17:03:00', 'out', 'GATE-2']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = multipartBody([{ field: 'file', name: 'punches.xlsx', content: bytes, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
    const fromSheet = await call(ctx.app, { method: 'POST', url: URL, payload: body.payload, headers: body.headers, cookie: hr });
    expect(fromSheet.statusCode, fromSheet.body).toBe(200);
    expect(fromSheet.json()).toMatchObject({ rows: 2, added: 2 });
    expect((await importedPunches('00000008')).filter((punch) => punch.trdate === '2025-05-05').map((punch) => [punch.direction, punch.trdate, punch.device])).toEqual([
      ['in', '2025-05-05', 'GATE-2'],
      ['out', '2025-05-05', 'GATE-2'],
    ]);

    const log = await importCsv(ctx.app, hr, URL, '\uFEFF8\t2025-05-06 07:57:00\t1\t0\r\n\r\n8\t2025-05-06 17:01:00\t1\t1\r\n');
    expect(log.json()).toMatchObject({ rows: 2, added: 2 });
    expect((await importedPunches('00000008')).filter((punch) => punch.trdate === '2025-05-06').map((punch) => punch.direction)).toEqual(['in', 'out']);
    // Uploads are spooled to a private folder of their own, removed when the import ends.
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('portal-import-'))).toEqual([]);
  });

  it('reports a file that is not valid CSV as that alone, as it did before the file was read as a stream', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = ['emp_id,datetime,direction,device', '99999999,2025-06-02 08:00,in,GATE-1', '00000004,2025-06-02 08:00,in,"GATE-1', '00000004,2025-06-02 17:00,out,GATE-1'].join('\n');
    const check = await importCsv(ctx.app, hr, URL, csv, true);
    expect(check.json()).toMatchObject({ rows: 0, errors: [expect.stringMatching(/^The file is not valid CSV: /)] });
    expect(check.json().errors).toHaveLength(1);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: URL, csv: readSample('terminal-punches.csv') });
  });
});
