import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AttendanceRow } from '@portal/contracts/attendance';
import { addDays } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { SerialisedAnswer } from '../../lib/serialised-answer';
import { renderMessage } from '../../lib/messages';
import { listStaffAttendance } from './attendance.service';
import { computeAttendance } from './attendance-facts';
import { refreshStoredDays } from './stored-days-refresh';

const ctx = useTestApp();

const get = async (cookie: string, url: string) => call(ctx.app, { method: 'GET', url, cookie });
const post = (cookie: string, url: string, payload: object) => call(ctx.app, { method: 'POST', url, payload, cookie });

/** Takes a request of the employee through both levels (team lead, then approver). */
async function approveBothLevels(path: string, recid: number) {
  for (const approver of ['teamlead', 'approver']) {
    const response = await post(await logInAs(ctx.app, approver), path, { recids: [recid] });
    expect(response.json().done).toEqual([recid]);
  }
}

/** A past weekday that is not a holiday, so the employee's day shift applies. */
async function pastWorkingDay(daysBack: number): Promise<string> {
  const holidays = new Set(
    (await ctx.db.selectFrom('holidays').select('holiday_date').execute()).map((h) => h.holiday_date),
  );
  for (let day = manilaDay(-daysBack); ; day = addDays(day, -1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) return day;
  }
}

describe('GET /api/v1/attendance', () => {
  it('answers one row per calendar day, with rest days and the demo punches computed', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const from = manilaDay(-13);
    const rows = (await get(cookie, `/api/v1/attendance?from=${from}&to=${manilaDay(-1)}`)).json();
    expect(rows).toHaveLength(13);
    // The route skips the response check for speed; the shape is held here instead.
    expect(AttendanceRow.array().safeParse(rows).success).toBe(true);
    expect(rows.map((r: { trdate: string }) => r.trdate)).toEqual(
      Array.from({ length: 13 }, (_, i) => addDays(from, i)),
    );
    expect(rows.every((r: { fullname: string }) => r.fullname === 'dela Cruz, Juan')).toBe(true);
    expect(rows.some((r: { daycd: string }) => r.daycd === 'RD')).toBe(true);
    const worked = rows.filter((r: { reghrs: number }) => r.reghrs > 0);
    expect(worked.length).toBeGreaterThan(3);
    expect(worked[0]).toMatchObject({ shift: 'DAY', timein1: expect.stringMatching(/^\d\d:\d\d:\d\d$/) });
  });

  it('refuses bad ranges with 400', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    expect((await get(cookie, '/api/v1/attendance')).json().message.split('\n')).toEqual([
      'from: Required',
      'to: Required',
    ]);
    expect((await get(cookie, `/api/v1/attendance?from=${manilaDay(0)}&to=${manilaDay(-1)}`)).json().message).toMatch(
      /from must not be after to/,
    );
    const long = await get(cookie, `/api/v1/attendance?from=${manilaDay(-100)}&to=${manilaDay(0)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 93 days/);
  });
});

describe('staff and staff attendance', () => {
  it('lists a team lead their team, HR everyone, and refuses an employee', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const team = (await get(teamlead, '/api/v1/staff')).json();
    expect(team).toHaveLength(6);
    expect(team[0]).toMatchObject({ fullname: 'Aquino, Grace' });
    expect((await get(await logInAs(ctx.app, 'hr'), '/api/v1/staff')).json().length).toBeGreaterThanOrEqual(9);
    const refused = await get(await logInAs(ctx.app, 'employee'), '/api/v1/staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Staff attendance is for team leads and HR.', code: 'FORBIDDEN', message_code: 'attendance.staff_only', params: {} });
    expect(renderMessage(refused.json().message_code, refused.json().params, 'fil')).toBe('Para lang sa mga team lead at HR ang attendance ng staff.');
  });

  it("answers one member's or the whole team's days; never someone outside it", async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const range = `from=${manilaDay(-6)}&to=${manilaDay(0)}`;
    const all = (await get(teamlead, `/api/v2/staffattendance?${range}`)).json();
    expect(all).toHaveLength(6 * 7);
    expect(AttendanceRow.array().safeParse(all).success).toBe(true);
    const one = (await get(teamlead, `/api/v2/staffattendance?${range}&empid=5`)).json();
    expect(one).toHaveLength(7);
    expect(one.every((r: { empid: string }) => r.empid === '00000005')).toBe(true);
    expect((await get(teamlead, `/api/v2/staffattendance?${range}&empid=00000001`)).statusCode).toBe(403);
    expect(
      (await get(await logInAs(ctx.app, 'employee'), `/api/v2/staffattendance?${range}&empid=00000004`)).statusCode,
    ).toBe(403);
  });
});

describe('a day changed by each kind of approved request', () => {
  it("an approved adjustment replaces the day's punches in the figures", async () => {
    const day = await pastWorkingDay(4);
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await post(employee, '/api/v3/attendance/adjustment', {
      recid: 0,
      trDate: day,
      timeIn1: '07:00',
      timeOut1: '19:00',
      reason: 'Audit day',
    });
    await approveBothLevels('/api/v3/attendance/adjustment/approve', filed.json().recid);
    const [row] = (await get(employee, `/api/v1/attendance?from=${day}&to=${day}`)).json();
    expect(row).toMatchObject({
      timein1: '07:00:00',
      timeout1: '19:00:00',
      timein2: null,
      reghrs: 8,
      othrs: 3,
      tardy: 0,
      tlhours: 12,
    });
  });

  it('an approved leave charges the day, an approved official business counts it as worked', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const leaveDay = await pastWorkingDay(20);
    await ctx.db.deleteFrom('punches').where('emp_id', '=', '00000004').where('trdate', '=', leaveDay).execute();
    const leave = await post(employee, '/api/v3/leave', {
      recid: 0,
      payItem: 'SL',
      fromDate: leaveDay,
      toDate: leaveDay,
      reason: 'Flu',
    });
    await approveBothLevels('/api/v3/leaves/approve', leave.json().recid);
    const [onLeave] = (await get(employee, `/api/v1/attendance?from=${leaveDay}&to=${leaveDay}`)).json();
    expect(onLeave).toMatchObject({ charged_to: 'SL', hrday1: 8, absent: false });

    const obDay = await pastWorkingDay(25);
    await ctx.db.deleteFrom('punches').where('emp_id', '=', '00000004').where('trdate', '=', obDay).execute();
    const [before] = (await get(employee, `/api/v1/attendance?from=${obDay}&to=${obDay}`)).json();
    expect(before.absent).toBe(true);
    const ob = await post(employee, '/api/v1/officialbusiness', {
      recid: 0,
      fromDate: obDay,
      toDate: obDay,
      reason: 'Client site',
    });
    await approveBothLevels('/api/v3/officialbusiness/approve', ob.json().recid);
    const [after] = (await get(employee, `/api/v1/attendance?from=${obDay}&to=${obDay}`)).json();
    expect(after).toMatchObject({ officialbusiness: true, absent: false, reghrs: 8 });
  });

  it('approved overtime becomes othrsapv, and an approved shift change changes the shift of the day', async () => {
    const day = await pastWorkingDay(8);
    const pedro = await logInAs(ctx.app, 'pedro');
    const adjusted = await post(pedro, '/api/v3/attendance/adjustment', {
      recid: 0,
      trDate: day,
      timeIn1: '08:00',
      timeOut1: '20:00',
      reason: 'Stayed late',
    });
    await approveBothLevels('/api/v3/attendance/adjustment/approve', adjusted.json().recid);
    const overtime = await post(pedro, '/api/v2/overtime', {
      recid: 0,
      otDate: day,
      fromTime: '17:00',
      toTime: '19:00',
      noOfHours: 2,
      reason: 'Inventory',
    });
    await approveBothLevels('/api/v3/overtime/approve', overtime.json().recid);
    const [row] = (await get(pedro, `/api/v1/attendance?from=${day}&to=${day}`)).json();
    expect(row).toMatchObject({ othrs: 3, othrsapv: 2 });

    const change = await post(pedro, '/api/v1/shift', {
      recid: 0,
      empid: '5',
      fromDate: day,
      toDate: day,
      shift: 'MID',
    });
    await approveBothLevels('/api/v3/shift/approve', change.json().recid);
    const [changed] = (await get(pedro, `/api/v1/attendance?from=${day}&to=${day}`)).json();
    // On the mid shift (13:00-22:00) the same 08:00-20:00 is 5 hours before it and 2 short of its end.
    expect(changed).toMatchObject({ shift: 'MID', tardy: 0, undertime: 120, reghrs: 6, othrs: 5 });
  });
});

describe('staff attendance of a whole company, a batch of people at a time', () => {
  it('answers the same rows in the same order whatever the batch size, streaming when there is more than one batch', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const from = manilaDay(-30);
    const to = manilaDay(-1);
    const whole = (await get(hr, `/api/v2/staffattendance?from=${from}&to=${to}`)).json() as AttendanceRow[];
    expect(whole.length).toBeGreaterThan(9 * 29);
    const hrUser = {
      empId: '00000001',
      username: 'hr',
      firstname: 'Ana',
      lastname: 'Garcia',
      approver: true,
      coeapprover: true,
      payslip: true,
      teamlead: false,
      hradmin: true,
      payroll: true,
      mustChangePassword: false,
      secondFactor: null,
      sessionTokenHash: '',
      recordsVersion: 0,
    };
    for (const batchSize of [1, 2, 4, 500]) {
      const answer = await listStaffAttendance(ctx.db, hrUser, { from, to }, batchSize);
      expect(answer).toBeInstanceOf(SerialisedAnswer);
      const { json } = answer as SerialisedAnswer;
      // More than one batch is sent in pieces as they are made.
      expect(typeof json === 'string').toBe(batchSize >= 9);
      let text = '';
      for await (const piece of Readable.from(typeof json === 'string' ? [json] : json)) text += String(piece);
      expect(JSON.parse(text), `batches of ${batchSize}`).toEqual(whole);
    }
  });

  it('answers the same once days are stored, and a stored day changed since as it is now', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const from = manilaDay(-30);
    const to = manilaDay(-1);
    const url = `/api/v2/staffattendance?from=${from}&to=${to}`;
    const computed = (await get(hr, url)).json() as AttendanceRow[];
    while ((await refreshStoredDays(ctx.db)) > 0);
    const stored = await ctx.db
      .selectFrom('daily_attendance')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('computed', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeGreaterThan(9 * 20);
    expect((await get(hr, url)).json()).toEqual(computed);

    // Juan's last time-out of a stored day goes (whichever weekday the calendar makes it):
    // the day is stale, and the answer shows it as it is now.
    const lastOut = await ctx.db
      .selectFrom('punches')
      .select('trdate')
      .where('emp_id', '=', '00000004')
      .where('direction', '=', 'out')
      .where('trdate', '>=', from)
      .where('trdate', '<=', manilaDay(-4))
      .orderBy('trdate', 'desc')
      .executeTakeFirstOrThrow();
    await ctx.db
      .deleteFrom('punches')
      .where('emp_id', '=', '00000004')
      .where('trdate', '=', lastOut.trdate)
      .where('direction', '=', 'out')
      .execute();
    const after = (await get(hr, url)).json() as AttendanceRow[];
    const staff = [...new Set(computed.map((row) => row.empid))];
    expect(after).toEqual(await computeAttendance(ctx.db, staff, from, to));
    expect(after).not.toEqual(computed);
  });
});
