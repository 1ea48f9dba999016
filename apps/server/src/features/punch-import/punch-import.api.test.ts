import { describe, expect, it } from 'vitest';
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

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: URL, csv: readSample('terminal-punches.csv') });
  });
});
