import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry, TeamCalendar } from '@portal/contracts/team-calendar';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
// A month far from any real date: the calendar does not depend on today.
const FROM = '2030-03-01';
const TO = '2030-03-31';
const calendar = (cookie: string | undefined, query = `from=${FROM}&to=${TO}`) => call(ctx.app, { method: 'GET', url: `/api/v1/calendar?${query}`, cookie });
const entriesOf = async (username: string, query?: string) => ((await calendar(await logInAs(ctx.app, username), query)).json() as TeamCalendar).entries;
const byId = (entries: CalendarEntry[], id: string) => entries.find((entry) => entry.id === id);

const ids: Record<string, number> = {};

async function leave(name: string, empId: string, payitem: string, frdate: string, todate: string, status: string) {
  const row = await ctx.db
    .insertInto('leaves')
    .values({ emp_id: empId, filed_by: empId, payitem, frdate, todate, noofhours: 8, reason: `${name}'s reason`, overall_status: status } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  ids[name] = row.recid;
}

beforeAll(async () => {
  await leave('pedro', '00000005', 'VL', '2030-03-11', '2030-03-12', 'A');
  await leave('juan', '00000004', 'SL', '2030-03-14', '2030-03-14', '');
  await leave('ana', '00000001', 'VL', '2030-03-18', '2030-03-18', 'A');
  await leave('rejected', '00000006', 'VL', '2030-03-20', '2030-03-20', 'D');
  const trip = await ctx.db
    .insertInto('official_business')
    .values({ emp_id: '00000008', filed_by: '00000008', frdate: '2030-03-05', todate: '2030-03-06', noofdays: 2, reason: 'Client visit in Cebu', overall_status: 'A' } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  ids.trip = trip.recid;
  await ctx.db.insertInto('holidays').values({ holiday_date: '2030-03-25', name: 'Test national holiday', type: 'SH', office_id: null }).execute();
  const elsewhere = await ctx.db.insertInto('offices').values({ name: 'Davao office', address: 'Davao', lat: 7.07, lng: 125.6, radius_m: 200 }).returning('id').executeTakeFirstOrThrow();
  await ctx.db.insertInto('holidays').values({ holiday_date: '2030-03-26', name: 'Davao day', type: 'SH', office_id: elsewhere.id }).execute();
});

describe('the team calendar', () => {
  it("shows an employee their team's leave without its type or reason, and their own with both", async () => {
    const entries = await entriesOf('employee');
    expect(byId(entries, `leave-${ids.pedro}`)).toMatchObject({ title: 'Bautista, Pedro: On leave', leave_type: null, request: null, pending: false, start: '2030-03-11', end: '2030-03-12' });
    expect(byId(entries, `leave-${ids.juan}`)).toMatchObject({
      title: 'dela Cruz, Juan: Sick Leave (pending)',
      pending: true,
      leave_type: 'Sick Leave',
      request: { type: 'leave', recid: ids.juan, status: '', reason: "juan's reason", link: '/leaves/requests' },
    });
    expect(byId(entries, `ob-${ids.trip}`)).toMatchObject({ title: 'Aquino, Grace: Official business', request: null });
    // Outside the team: HR's leave; never: a rejected leave.
    expect(byId(entries, `leave-${ids.ana}`)).toBeUndefined();
    expect(byId(entries, `leave-${ids.rejected}`)).toBeUndefined();
  });

  it('shows a team lead their team with types and a link to the approval list, and nothing of other teams', async () => {
    const answer = (await calendar(await logInAs(ctx.app, 'teamlead'))).json() as TeamCalendar;
    expect(answer).toMatchObject({ scope: 'team', show_leave_types: true, departments: [], offices: [] });
    expect(byId(answer.entries, `leave-${ids.pedro}`)).toMatchObject({ title: 'Bautista, Pedro: Vacation Leave', leave_type: 'Vacation Leave', request: { link: '/leaves/approval', hours: 8 } });
    expect(byId(answer.entries, `ob-${ids.trip}`)?.request).toMatchObject({ type: 'official_business', reason: 'Client visit in Cebu' });
    expect(byId(answer.entries, `leave-${ids.ana}`)).toBeUndefined();
    expect(answer.entries.some((entry) => entry.empid === '00000001')).toBe(false);
  });

  it('shows each person their rest days as runs, and the holidays of their offices only', async () => {
    const entries = await entriesOf('employee');
    // Juan rests on Saturdays and Sundays: 2030-03-02 is a Saturday.
    expect(byId(entries, 'rest-00000004-2030-03-02')).toMatchObject({ kind: 'rest_day', start: '2030-03-02', end: '2030-03-03' });
    expect(entries.find((entry) => entry.kind === 'holiday' && entry.title === 'Test national holiday')).toMatchObject({ start: '2030-03-25', empid: null });
    expect(entries.some((entry) => entry.title.startsWith('Davao day'))).toBe(false);
  });

  it('shows HR everyone, and one department or office when asked', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const everyone = (await calendar(hr)).json() as TeamCalendar;
    expect(everyone.scope).toBe('company');
    expect(byId(everyone.entries, `leave-${ids.ana}`)).toMatchObject({ leave_type: 'Vacation Leave' });
    expect(byId(everyone.entries, `leave-${ids.pedro}`)).toBeDefined();
    expect(everyone.departments).toEqual(expect.arrayContaining(['Human Resources', 'Operations']));
    expect(everyone.offices.some((office) => office.name === 'Davao office')).toBe(true);
    const hrOnly = (await calendar(hr, `from=${FROM}&to=${TO}&department=Human%20Resources`)).json() as TeamCalendar;
    expect(new Set(hrOnly.entries.filter((entry) => entry.empid !== null).map((entry) => entry.empid))).toEqual(new Set(['00000001']));
    const davao = everyone.offices.find((office) => office.name === 'Davao office')!;
    const nobody = (await calendar(hr, `from=${FROM}&to=${TO}&office_id=${davao.id}`)).json() as TeamCalendar;
    expect(nobody.entries.filter((entry) => entry.empid !== null)).toEqual([]);
  });

  it('keeps a team lead and an employee to their team whatever filter they send', async () => {
    const entries = await entriesOf('teamlead', `from=${FROM}&to=${TO}&department=Human%20Resources`);
    expect(byId(entries, `leave-${ids.pedro}`)).toBeDefined();
    expect(byId(entries, `leave-${ids.ana}`)).toBeUndefined();
  });

  it('refuses bad ranges and filters with a message, and strangers', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const backwards = await calendar(hr, 'from=2030-03-10&to=2030-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/from must not be after to/);
    const tooLong = await calendar(hr, 'from=2030-01-01&to=2030-03-31');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Ask for at most 62 days at a time (2030-01-01 to 2030-03-31 is longer).');
    expect((await calendar(hr, 'from=2030-03-01')).statusCode).toBe(400);
    expect((await calendar(hr, `from=${FROM}&to=${TO}&office_id=davao`)).json().message).toMatch(/office_id must be an office number/);
    expect((await calendar(undefined)).statusCode).toBe(401);
  });
});
