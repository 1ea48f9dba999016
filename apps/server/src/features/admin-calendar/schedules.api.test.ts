import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../lib/local-time';
import { renderMessage } from '../../lib/messages';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { expectHrAdminOnly, importCsv, readSample } from './admin-calendar.test-support';

// Many logins in one file: every role is tried against every endpoint.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const url = '/api/v1/admin/schedules';
type Row = { emp_id: string; default_shift: string | null; rest_days: number[]; schedule: string | null };
const scheduleOf = async (cookie: string, empId: string) => ((await call(ctx.app, { method: 'GET', url, cookie })).json() as Row[]).find((row) => row.emp_id === empId);

describe('employee schedules', () => {
  it("lists every employee's shift and rest days", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const rows = (await call(ctx.app, { method: 'GET', url, cookie: hr })).json() as Row[];
    expect(rows.find((row) => row.emp_id === '00000007')).toEqual({
      emp_id: '00000007', fullname: 'Villanueva, Ramon', department: 'Operations', default_shift: 'NIGHT', schedule: 'NIGHT - Night shift(22:00 - 07:00)', rest_days: [5, 6], active: true,
    });
  });

  it('sets the shift and rest days of several employees at once, audited per person, and attendance follows at once', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    // A past Wednesday becomes a rest day of employee and pedro.
    let wednesday = manilaDay(-7);
    while (weekdayOf(wednesday) !== 3) wednesday = addDays(wednesday, -1);
    const set = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { empIds: ['4', '00000005'], default_shift: 'mid', rest_days: [3, 0, 3] } });
    expect(set.json()).toEqual({ message: 'Schedule set for 2 employees.', message_code: 'calendar.schedule_set', params: { changed: 2, unchanged: 0 }, changed: 2, unchanged: 0 });
    expect(await scheduleOf(hr, '00000004')).toMatchObject({ default_shift: 'MID', rest_days: [0, 3] });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'schedules').where('entity_id', '=', '00000005').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_emp_id: '00000001', action: 'update', before: { default_shift: 'DAY', rest_days: [0, 6] }, after: { default_shift: 'MID', rest_days: [0, 3] } });

    const employee = await logInAs(ctx.app, 'employee');
    const [day] = (await call(ctx.app, { method: 'GET', url: `/api/v1/attendance?from=${wednesday}&to=${wednesday}`, cookie: employee })).json();
    expect(day).toMatchObject({ trdate: wednesday, daycd: 'RD', shift: 'MID' });

    const onlyShift = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { empIds: ['4', '3'], default_shift: 'MID' } });
    expect(onlyShift.json()).toEqual({ message: 'Schedule set for 1 employee (1 already had it).', message_code: 'calendar.schedule_set', params: { changed: 1, unchanged: 1 }, changed: 1, unchanged: 1 });
    expect(renderMessage('calendar.schedule_set', onlyShift.json().params, 'fil')).toBe('Na-set ang iskedyul ng 1 empleyado (mayroon na nito ang 1).');
    expect(await scheduleOf(hr, '00000003')).toMatchObject({ default_shift: 'MID', rest_days: [0, 6] });
  });

  it('refuses unknown shifts and employees, and an empty change, writing nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const noShift = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { empIds: ['9'], default_shift: 'NOPE' } });
    expect(noShift.statusCode).toBe(400);
    expect(noShift.json().message).toBe('There is no shift NOPE; add it in Shifts first.');
    const noPerson = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { empIds: ['9', '999'], rest_days: [1] } });
    expect(noPerson.json()).toEqual({
      message: 'There is no employee 00000999; choose employees from the list.',
      code: 'BAD_REQUEST',
      message_code: 'calendar.unknown_employees',
      params: { empIds: '00000999', more: 0 },
    });
    expect(renderMessage('calendar.unknown_employees', noPerson.json().params, 'fil')).toBe('Walang empleyadong 00000999; pumili ng mga empleyado mula sa listahan.');
    expect(await scheduleOf(hr, '00000009')).toMatchObject({ rest_days: [0, 6] });
    const nothing = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { empIds: ['9'] } });
    expect(nothing.json().message).toBe('Choose a default_shift, rest_days or both to set');
    const badDays = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { empIds: ['9'], rest_days: [7] } });
    expect(badDays.json().message).toMatch(/rest_days must be weekday numbers 0 \(Sunday\) to 6 \(Saturday\)/);
    const none = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { empIds: [], rest_days: [1] } });
    expect(none.json().message).toBe('empIds: Choose at least one employee');
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'GET', url });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url, payload: { empIds: ['4'], rest_days: [1] } });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: `${url}/import`, csv: readSample('schedules.csv') });
    const hr = await logInAs(ctx.app, 'hr');
    expect(await scheduleOf(hr, '00000009')).toMatchObject({ default_shift: 'DAY' });
  });
});

describe('POST /api/v1/admin/schedules/import', () => {
  it('imports the sample file and changes nothing the second time', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const sample = readSample('schedules.csv');
    expect((await importCsv(ctx.app, hr, `${url}/import`, sample, true)).json()).toMatchObject({ rows: 4, added: 0, changed: 2, unchanged: 2, errors: [] });
    const imported = (await importCsv(ctx.app, hr, `${url}/import`, sample)).json();
    expect(imported.message).toBe('4 schedules imported: 0 added, 2 changed, 2 unchanged.');
    expect(await scheduleOf(hr, '00000009')).toMatchObject({ default_shift: 'NIGHT', rest_days: [5, 6] });
    expect((await importCsv(ctx.app, hr, `${url}/import`, sample)).json()).toMatchObject({ changed: 0, unchanged: 4 });
  });

  it('lists row-numbered problems, and a commit with problems writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = 'emp_id,default_shift,rest_days\n00000002,MID,0;6\nabc,DAY,0\n00000003,NOPE,0\n00000099,DAY,Sunday;Funday\n00000002,DAY,0\n';
    const check = (await importCsv(ctx.app, hr, `${url}/import`, csv, true)).json();
    // Every problem in one pass: the shape of each cell and what the database says.
    expect(check.errors).toEqual([
      'Row 3: emp_id must be an employee number of up to 8 digits',
      'Row 4: there is no shift NOPE; add it in Shifts (or its import) first',
      'Row 5: rest_days must be weekdays, each once, like Sat,Sun or 0;6 (0 is Sunday, 6 Saturday) (got "Sunday;Funday")',
      'Row 6: employee 00000002 is also on row 2; keep one of them',
    ]);
    const fixed = 'emp_id,default_shift,rest_days\n00000002,MID,0;6\n00000003,NOPE,0\n00000099,DAY,0\n00000002,DAY,0\n';
    const fixedCheck = (await importCsv(ctx.app, hr, `${url}/import`, fixed, true)).json();
    expect(fixedCheck.errors).toEqual([
      'Row 5: employee 00000002 is also on row 2; keep one of them',
      'Row 3: there is no shift NOPE; add it in Shifts (or its import) first',
      'Row 4: there is no employee 00000099',
    ]);
    // The same problems, coded, in Filipino.
    expect(fixedCheck.errors_fil).toEqual([
      'Row 5: nasa row 2 din ang empleyadong 00000002; isa lang ang itira',
      'Row 3: walang shift na NOPE; idagdag muna ito sa Shifts (o sa import nito)',
      'Row 4: walang empleyadong 00000099',
    ]);
    const audits = (await ctx.db.selectFrom('audit_log').select('id').execute()).length;
    expect((await importCsv(ctx.app, hr, `${url}/import`, fixed)).statusCode).toBe(400);
    expect(await scheduleOf(hr, '00000002')).toMatchObject({ default_shift: 'DAY' });
    expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });
});
