import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../lib/local-time';
import { renderMessage } from '../../lib/messages';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { expectHrAdminOnly, importCsv, readSample } from './admin-calendar.test-support';

// Many logins in one file: every role is tried against every endpoint.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const url = '/api/v1/admin/holidays';
const thisYear = Number(manilaDay(0).slice(0, 4));
type Row = { id: number; holiday_date: string; name: string; type: string; office_id: number | null; office_name: string | null };
const list = async (cookie: string, year: number) => (await call(ctx.app, { method: 'GET', url: `${url}?year=${year}`, cookie })).json() as Row[];

/** A past weekday of the day-shift employees that is no holiday yet. */
async function pastWorkingDay(daysBack: number): Promise<string> {
  const taken = new Set((await ctx.db.selectFrom('holidays').select('holiday_date').execute()).map((h) => h.holiday_date));
  let day = manilaDay(-daysBack);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || taken.has(day)) day = addDays(day, -1);
  return day;
}
const dayCodeOf = async (username: string, date: string) => {
  const cookie = await logInAs(ctx.app, username);
  const [row] = (await call(ctx.app, { method: 'GET', url: `/api/v1/attendance?from=${date}&to=${date}`, cookie })).json();
  return row as { daycd: string; holiday: string | null; absent: boolean };
};

describe('holiday calendar', () => {
  it("lists a year's holidays in date order with their scope", async () => {
    const rows = await list(await logInAs(ctx.app, 'hr'), thisYear);
    expect(rows[0]).toMatchObject({ holiday_date: `${thisYear}-01-01`, name: "New Year's Day", type: 'LH', office_id: null, office_name: null });
    expect(rows.map((row) => row.holiday_date)).toEqual(rows.map((row) => row.holiday_date).sort());
  });

  it('adds a holiday that shows in the attendance of that day at once, then edits and deletes it, audited', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const day = await pastWorkingDay(3);
    expect((await dayCodeOf('employee', day)).daycd).toBe('REG');
    const added = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { holiday_date: day, name: 'Typhoon suspension', type: 'SH' } });
    expect(added.statusCode, added.body).toBe(200);
    const { id, message } = added.json();
    expect(message).toBe(`Typhoon suspension on ${day} saved as a special non-working day for the whole company.`);
    expect(await dayCodeOf('employee', day)).toMatchObject({ daycd: 'SH', holiday: 'Typhoon suspension' });

    const edited = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { id, holiday_date: day, name: 'Typhoon suspension', type: 'LH' } });
    expect(edited.json()).toMatchObject({ id, type: 'LH' });
    expect((await dayCodeOf('employee', day)).daycd).toBe('LH');
    const working = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { id, holiday_date: day, name: 'Make-up work day', type: 'SW' } });
    expect(working.statusCode).toBe(200);
    expect((await dayCodeOf('employee', day)).daycd).toBe('REG');

    expect((await call(ctx.app, { method: 'DELETE', url: `${url}?id=${id}`, cookie: hr })).json().message).toBe(`Make-up work day on ${day} deleted.`);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'holidays').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ actor_emp_id: '00000001', before: { type: 'SH', name: 'Typhoon suspension' }, after: { type: 'LH' } });
    expect(audit[3]).toMatchObject({ before: { holiday_date: day, type: 'SW' }, after: null });
  });

  it("applies an office's own holiday only to that office's employees", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const cebu = await call(ctx.app, { method: 'POST', url: '/api/v1/admin/offices', cookie: hr, payload: { name: 'Cebu Branch', address: 'Cebu IT Park, Cebu City', lat: 10.3302, lng: 123.9064, radius_m: 200 } });
    await ctx.db.updateTable('employees').set({ office_id: cebu.json().id }).where('emp_id', '=', '00000005').execute();
    const day = await pastWorkingDay(4);
    const saved = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { holiday_date: day, name: 'Cebu Charter Day', type: 'SH', office_id: cebu.json().id } });
    expect(saved.json()).toMatchObject({ office_name: 'Cebu Branch', message: expect.stringMatching(/for Cebu Branch\.$/) });
    expect((await dayCodeOf('pedro', day)).daycd).toBe('SH');
    expect((await dayCodeOf('employee', day)).daycd).toBe('REG');
    // The same date may hold a company-wide entry too; the office's own one wins for its people.
    await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { holiday_date: day, name: 'National Day of Mourning', type: 'LH' } });
    expect((await dayCodeOf('employee', day)).daycd).toBe('LH');
    expect((await dayCodeOf('pedro', day)).daycd).toBe('SH');
  });

  it('refuses a second holiday on the same date and scope, unknown offices and bad input', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const clash = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { holiday_date: `${thisYear}-12-25`, name: 'Christmas', type: 'LH' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`${thisYear}-12-25 is already Christmas Day for the whole company; edit that holiday instead.`);
    const office = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { holiday_date: `${thisYear}-12-26`, name: 'Local', type: 'SH', office_id: 999 } });
    expect(office.statusCode).toBe(400);
    expect(office.json().message).toMatch(/There is no office 999/);
    const bad = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { holiday_date: '2026-02-30', name: '', type: 'XX' } });
    expect(bad.json().message.split('\n')).toEqual(['holiday_date must be a date as YYYY-MM-DD', 'name is required', 'type must be LH (regular holiday), SH (special non-working day) or SW (special working day)']);
    expect((await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { id: 99999, holiday_date: `${thisYear}-12-26`, name: 'X', type: 'SH' } })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: `${url}?id=99999`, cookie: hr })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: `${url}?year=1999`, cookie: hr })).json().message).toMatch(/year must be between 2000 and 2100/);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'GET', url: `${url}?year=${thisYear}` });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url, payload: { holiday_date: `${thisYear}-12-26`, name: 'Extra', type: 'SH' } });
    await expectHrAdminOnly(ctx.app, { method: 'DELETE', url: `${url}?id=1` });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: `${url}/copy`, payload: { fromYear: thisYear, toYear: thisYear + 2 } });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: `${url}/import`, csv: readSample('holidays.csv') });
    expect(await list(await logInAs(ctx.app, 'hr'), thisYear + 2)).toEqual([]);
  });
});

describe('POST /api/v1/admin/holidays/copy', () => {
  it('copies a year on the same month and day, leaving dates and names already there alone', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const source = await list(hr, thisYear);
    const copied = await call(ctx.app, { method: 'POST', url: `${url}/copy`, cookie: hr, payload: { fromYear: thisYear, toYear: thisYear + 3 } });
    expect(copied.json().copied).toHaveLength(source.length);
    expect(copied.json().copied[0]).toMatchObject({ holiday_date: `${thisYear + 3}-01-01`, name: "New Year's Day", type: 'LH' });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'holidays').where('action', '=', 'copy').execute();
    expect(audit).toHaveLength(source.length);
    expect(audit[0]).toMatchObject({ after: { copied_from: `${thisYear}-01-01` } });

    // Next year is seeded: same dates are there, and movable feasts are there by name on other dates.
    const next = await call(ctx.app, { method: 'POST', url: `${url}/copy`, cookie: hr, payload: { fromYear: thisYear, toYear: thisYear + 1 } });
    const { skipped } = next.json();
    expect(skipped).toContainEqual({ holiday_date: `${thisYear + 1}-01-01`, name: "New Year's Day", reason: 'already there', reason_fil: 'nandoon na' });
    const maundy = skipped.find((s: { name: string }) => s.name === 'Maundy Thursday');
    expect(maundy.reason).toMatch(new RegExp(`^already in ${thisYear + 1} on ${thisYear + 1}-\\d\\d-\\d\\d$`));
    // The reason's Filipino rides beside the English, from the same coded message.
    expect(maundy.reason_fil).toMatch(new RegExp(`^nasa ${thisYear + 1} na, sa ${thisYear + 1}-\\d\\d-\\d\\d$`));
    expect(maundy.reason_fil).toBe(renderMessage('calendar.copy_skip_name_taken', { to: String(thisYear + 1), date: maundy.reason.slice(-10) }, 'fil'));
    expect(next.json().message).toMatch(/left alone/);
  });

  it('refuses the same year and an empty source year', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const same = await call(ctx.app, { method: 'POST', url: `${url}/copy`, cookie: hr, payload: { fromYear: thisYear, toYear: thisYear } });
    expect(same.json().message).toMatch(/toYear must differ from fromYear/);
    const empty = await call(ctx.app, { method: 'POST', url: `${url}/copy`, cookie: hr, payload: { fromYear: 2001, toYear: 2002 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('2001 has no holidays to copy; choose a year that has.');
  });
});

describe('POST /api/v1/admin/holidays/import', () => {
  it('imports the sample file and changes nothing the second time', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const sample = readSample('holidays.csv');
    // The sample's first row as the calendar already holds it, and none of the others,
    // whichever years the demo calendar covers today.
    await ctx.db.deleteFrom('holidays').where('holiday_date', 'in', ['2027-04-09', '2027-06-15', '2027-11-02', '2027-12-27']).execute();
    await ctx.db.insertInto('holidays').values({ holiday_date: '2027-04-09', name: 'Araw ng Kagitingan', type: 'LH', office_id: null }).execute();
    expect((await importCsv(ctx.app, hr, `${url}/import`, sample, true)).json()).toMatchObject({ rows: 4, added: 3, changed: 0, unchanged: 1, errors: [] });
    expect((await importCsv(ctx.app, hr, `${url}/import`, sample)).json().message).toBe('4 holidays imported: 3 added, 0 changed, 1 unchanged.');
    const rows = await list(hr, 2027);
    expect(rows.find((row) => row.holiday_date === '2027-06-15')).toMatchObject({ type: 'SH', office_name: 'Makati Head Office' });
    expect(rows.find((row) => row.holiday_date === '2027-11-02')).toMatchObject({ type: 'SW', office_id: null });
    expect((await importCsv(ctx.app, hr, `${url}/import`, sample)).json()).toMatchObject({ added: 0, changed: 0, unchanged: 4 });
  });

  it('lists row-numbered problems, and a commit with problems writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = 'date,name,type,office\n2030-01-02,Extra day,SH,\n2030-13-01,Bad date,LH,\n2030-01-03,Bad type,XX,\n2030-01-04,Nowhere,SH,Atlantis\n2030-01-02,Twice,LH,\n';
    const check = (await importCsv(ctx.app, hr, `${url}/import`, csv, true)).json();
    // Every problem in one pass: the shape of each cell and what the database says.
    expect(check.errors).toEqual([
      'Row 3: date must be a date as YYYY-MM-DD',
      'Row 4: type must be LH (regular holiday), SH (special non-working day) or SW (special working day)',
      'Row 5: there is no office "Atlantis"; use an office\'s name or number from Offices, or leave office empty for the whole company',
      'Row 6: 2030-01-02 is also on row 2; keep one of them',
    ]);
    const second = 'date,name,type,office\n2030-01-02,Extra day,sh,\n2030-01-04,Nowhere,SH,Atlantis\n2030-01-02,Twice,LH,\n';
    expect((await importCsv(ctx.app, hr, `${url}/import`, second, true)).json().errors).toEqual([
      'Row 3: there is no office "Atlantis"; use an office\'s name or number from Offices, or leave office empty for the whole company',
      'Row 4: 2030-01-02 is also on row 2; keep one of them',
    ]);
    const audits = (await ctx.db.selectFrom('audit_log').select('id').execute()).length;
    // The demo seed holds holidays for the years around today, 2030 among them from 2027 on.
    const holidaysBefore = await list(hr, 2030);
    expect((await importCsv(ctx.app, hr, `${url}/import`, second)).statusCode).toBe(400);
    expect(await list(hr, 2030)).toEqual(holidaysBefore);
    expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });
});
