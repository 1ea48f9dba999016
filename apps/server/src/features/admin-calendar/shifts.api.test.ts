import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { renderMessage } from '../../lib/messages';
import { expectHrAdminOnly, importCsv, readSample } from './admin-calendar.test-support';

// Many logins in one file: every role is tried against every endpoint.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const url = '/api/v1/admin/shifts';
const early = { shift: 'early', shiftdesc: 'Early shift', timein: '6:00', timeout: '15:00', break_start: '10:00', break_minutes: 60 };
const auditOf = (entityId: string) => ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'shifts').where('entity_id', '=', entityId).orderBy('id').execute();

describe('shift table', () => {
  it('lists the shifts with their times, night shifts and how many work each', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const rows = (await call(ctx.app, { method: 'GET', url, cookie: hr })).json();
    expect(rows.find((row: { shift: string }) => row.shift === 'NIGHT')).toEqual({ shift: 'NIGHT', shiftdesc: 'Night shift', timein: '22:00', timeout: '07:00', break_start: '02:00', break_minutes: 60, night: true, employees: 1 });
    expect(rows.find((row: { shift: string }) => row.shift === 'DAY')).toMatchObject({ night: false, employees: 7 });
  });

  it('adds, edits and deletes a shift, auditing each with the values before and after', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const created = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: early });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ shift: 'EARLY', timein: '06:00', timeout: '15:00', message: 'Shift EARLY (06:00 to 15:00) added.' });
    const again = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: early });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists; edit it instead/);

    const edited = await call(ctx.app, { method: 'PUT', url, cookie: hr, payload: { ...early, timein: '05:30', timeout: '14:30', break_start: '' } });
    expect(edited.json()).toMatchObject({ timein: '05:30', break_start: null, message: 'Shift EARLY (05:30 to 14:30) saved.' });
    const missing = await call(ctx.app, { method: 'PUT', url, cookie: hr, payload: { ...early, shift: 'NOPE' } });
    expect(missing.statusCode).toBe(404);

    const removed = await call(ctx.app, { method: 'DELETE', url: `${url}?shift=early`, cookie: hr });
    expect(removed.json().message).toBe('Shift EARLY deleted.');
    const audit = await auditOf('EARLY');
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ actor_emp_id: '00000001', before: { timein: '06:00', break_start: '10:00' }, after: { timein: '05:30', break_start: null } });
    expect(audit[2]).toMatchObject({ before: { shift: 'EARLY', timein: '05:30' }, after: null });
  });

  it('keeps a shift that employees or requests use (409)', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const inUse = await call(ctx.app, { method: 'DELETE', url: `${url}?shift=DAY`, cookie: hr });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Shift DAY is the default shift of 7 employees; give them another shift in Schedules first.');
    await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { ...early, shift: 'REQ' } });
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v1/shift', cookie: employee, payload: { fromDate: '2026-12-01', toDate: '2026-12-01', shift: 'REQ', reason: 'School run', empid: '4' } });
    expect(filed.statusCode, filed.body).toBe(200);
    const named = await call(ctx.app, { method: 'DELETE', url: `${url}?shift=REQ`, cookie: hr });
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toMatch(/named by 1 shift-change request/);
    expect((await call(ctx.app, { method: 'DELETE', url: `${url}?shift=GONE`, cookie: hr })).statusCode).toBe(404);
  });

  it('refuses bad shifts with a message per field', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bad = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { shift: 'a b', shiftdesc: '', timein: '25:00', timeout: '17:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.split('\n')).toEqual(expect.arrayContaining(['shift must be a shift code of 1 to 10 letters, digits, - or _ (e.g. DAY)', 'shiftdesc is required', 'timein must be a time as HH:mm, e.g. 08:00']));
    const same = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { ...early, timeout: '06:00' } });
    expect(same.json().message).toMatch(/timeout must differ from timein/);
    const breakOut = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { ...early, break_start: '14:30' } });
    expect(breakOut.json().message).toMatch(/break_start must leave the whole break inside the shift/);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'GET', url });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url, payload: { ...early, shift: 'X1' } });
    await expectHrAdminOnly(ctx.app, { method: 'PUT', url, payload: early });
    await expectHrAdminOnly(ctx.app, { method: 'DELETE', url: `${url}?shift=MID` });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: `${url}/import`, csv: readSample('shifts.csv') });
    expect(await ctx.db.selectFrom('shifts').select('shift').where('shift', 'in', ['X1', 'EARLY', 'GRAVE']).execute()).toEqual([]);
  });
});

describe('POST /api/v1/admin/shifts/import', () => {
  it('checks, imports the sample file, and changes nothing the second time', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const sample = readSample('shifts.csv');
    const check = (await importCsv(ctx.app, hr, `${url}/import`, sample, true)).json();
    expect(check).toMatchObject({ dryRun: true, rows: 4, added: 3, changed: 0, unchanged: 1, errors: [] });
    expect(await ctx.db.selectFrom('shifts').select('shift').where('shift', '=', 'GRAVE').execute()).toEqual([]);
    const imported = (await importCsv(ctx.app, hr, `${url}/import`, sample)).json();
    expect(imported).toMatchObject({ dryRun: false, added: 3, unchanged: 1, message: '4 shifts imported: 3 added, 0 changed, 1 unchanged.' });
    const grave = (await call(ctx.app, { method: 'GET', url, cookie: hr })).json().find((row: { shift: string }) => row.shift === 'GRAVE');
    expect(grave).toMatchObject({ timein: '23:00', timeout: '08:00', night: true });
    const audits = await ctx.db.selectFrom('audit_log').select('id').where('entity', '=', 'shifts').execute();
    const twice = (await importCsv(ctx.app, hr, `${url}/import`, sample)).json();
    expect(twice).toMatchObject({ added: 0, changed: 0, unchanged: 4 });
    // Only the import's own summary row is new.
    expect((await ctx.db.selectFrom('audit_log').select('id').where('entity', '=', 'shifts').execute()).length).toBe(audits.length + 1);
  });

  it('lists row-numbered problems on a dry run, and a commit with problems writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = 'shift,shiftdesc,timein,timeout,break_minutes\nLATE,Late shift,10:00,19:00,60\nBAD,Bad,8am,17:00,60\nLATE,Late again,10:00,19:00,x\n';
    const check = (await importCsv(ctx.app, hr, `${url}/import`, csv, true)).json();
    expect(check.errors).toEqual(['Row 3: timein must be a time as HH:mm, e.g. 08:00', 'Row 4: break_minutes must be a whole number of minutes']);
    const before = await ctx.db.selectFrom('audit_log').select('id').execute();
    const commit = await importCsv(ctx.app, hr, `${url}/import`, csv);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().message).toMatch(/^Nothing was imported: the file has 2 problems\.\nRow 3: timein/);
    expect(await ctx.db.selectFrom('shifts').select('shift').where('shift', '=', 'LATE').execute()).toEqual([]);
    expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(before.length);
    const repeated = (await importCsv(ctx.app, hr, `${url}/import`, 'shift,shiftdesc,timein,timeout\nLATE,Late,10:00,19:00\nlate,Late,10:00,19:00\n', true)).json();
    expect(repeated.errors).toEqual(['Row 3: shift LATE is also on row 2; keep one of them']);
  });

  it('answers each problem line in Filipino too, beside the English, and refuses a real import with them in both', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    // Row 2 is a coded line (its width), row 3 a row schema's line (zod).
    const csv = 'shift,shiftdesc,timein,timeout,break_minutes\nLATE,Late shift,10:00\nBAD,Bad,8am,17:00,60\n';
    const english = ['Row 2: has 3 values but the header has 5 columns (line 2)', 'Row 3: timein must be a time as HH:mm, e.g. 08:00'];
    const filipino = ['Row 2: may 3 value pero 5 column ang header (linya 2)', 'Row 3: Dapat oras ang timein, sa anyong HH:mm, halimbawa 08:00'];
    const check = (await importCsv(ctx.app, hr, `${url}/import`, csv, true)).json();
    expect(check).toEqual({
      message: 'The file has 2 problems; fix them and check again.',
      message_code: 'import.has_problems',
      params: { count: 2 },
      dryRun: true,
      rows: 1,
      added: 0,
      changed: 0,
      unchanged: 0,
      errors: english,
      errors_fil: filipino,
    });
    const commit = await importCsv(ctx.app, hr, `${url}/import`, csv);
    expect(commit.statusCode).toBe(400);
    const body = commit.json();
    expect(body.message).toBe(`Nothing was imported: the file has 2 problems.\n${english.join('\n')}`);
    expect(body.message_code).toBe('import.refused');
    expect(body.params).toEqual({ count: 2, more: 0, problems: { en: `\n${english.join('\n')}`, fil: `\n${filipino.join('\n')}` } });
    // In Filipino, the refusal lists the Filipino lines.
    const inFilipino = renderMessage(body.message_code, body.params, 'fil');
    expect(inFilipino).toBe(renderMessage('import.refused', { count: 2, more: 0, problems: `\n${filipino.join('\n')}` }, 'fil'));
    expect(inFilipino).toMatch(/^Walang na-import: .*\nRow 2: may 3 value pero 5 column ang header \(linya 2\)\nRow 3: Dapat oras ang timein, sa anyong HH:mm, halimbawa 08:00$/);
  });
});
