import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { PayrollHandoff, PayrollRow } from '@portal/contracts/payroll-handoff';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, workingDayOnOrAfter } from '../../../test/dates';
import { addDays } from '../../lib/local-time';
import { refreshStoredDays } from '../attendance/stored-days-refresh';

const ctx = useTestApp();
// Last month's second cut-off: wholly past at any clock the suite runs at.
const thisMonth = manilaDay(0).slice(0, 7);
const lastMonthEnd = addDays(`${thisMonth}-01`, -1);
const year = Number(lastMonthEnd.slice(0, 4));
const month = Number(lastMonthEnd.slice(5, 7));
const handoff = (cookie: string | undefined, query = `year=${year}&month=${month}&cutoff=2`) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/payroll/handoff?${query}`, cookie });
const at = (day: string, time: string) => sql<Date>`(${day}::date + ${time}::time) at time zone 'Asia/Manila'`;

let overtimeDay: string;
let leaveDay: string;
let restDay: string;

beforeAll(async () => {
  overtimeDay = await workingDayOnOrAfter(ctx.db, `${lastMonthEnd.slice(0, 8)}16`);
  leaveDay = await workingDayOnOrAfter(ctx.db, addDays(overtimeDay, 1));
  // Pedro worked 08:00 to 23:00 on a working day, 6 hours of overtime of which 4 approved; one hour of it is at night.
  await sql`update punches set superseded_at = now() where emp_id = '00000005' and trdate in (${overtimeDay}::date, ${leaveDay}::date)`.execute(ctx.db);
  await ctx.db
    .insertInto('punches')
    .values([
      { emp_id: '00000005', trdate: overtimeDay, direction: 'in', punched_at: at(overtimeDay, '08:00') },
      { emp_id: '00000005', trdate: overtimeDay, direction: 'out', punched_at: at(overtimeDay, '23:00') },
    ])
    .execute();
  await ctx.db
    .insertInto('overtimes')
    .values({ emp_id: '00000005', filed_by: '00000005', otdate: overtimeDay, frtime: '17:00', totime: '23:00', noofhours: 6, reason: 'Month end', overall_status: 'A', approved_hours: 4 } as never)
    .execute();
  // And worked a Sunday, his rest day, from 20:00 to 06:00, all of it approved.
  const { rows: sundays } = await sql<{ day: string }>`
    select to_char(d, 'YYYY-MM-DD') as day from generate_series(${`${lastMonthEnd.slice(0, 8)}16`}::date, ${lastMonthEnd}::date, interval '1 day') d
    where extract(dow from d) = 0 and not exists (select 1 from holidays h where h.holiday_date = d::date) order by d limit 1`.execute(ctx.db);
  restDay = sundays[0]!.day;
  await sql`update punches set superseded_at = now() where emp_id = '00000005' and trdate = ${restDay}::date`.execute(ctx.db);
  await ctx.db
    .insertInto('punches')
    .values([
      { emp_id: '00000005', trdate: restDay, direction: 'in', punched_at: at(restDay, '20:00') },
      { emp_id: '00000005', trdate: restDay, direction: 'out', punched_at: at(addDays(restDay, 1), '06:00') },
    ])
    .execute();
  await ctx.db
    .insertInto('overtimes')
    .values({ emp_id: '00000005', filed_by: '00000005', otdate: restDay, frtime: '20:00', totime: '06:00', noofhours: 10, reason: 'Inventory', overall_status: 'A', approved_hours: 10 } as never)
    .execute();
  // And took a day of emergency leave, a type this company does not pay.
  await sql`update leave_types set with_pay = false where payitem = 'EL'`.execute(ctx.db);
  await sql`delete from day_marks where emp_id = '00000005' and trdate = ${leaveDay}::date`.execute(ctx.db);
  await ctx.db.insertInto('day_marks').values({ emp_id: '00000005', trdate: leaveDay, kind: 'leave', request_type: 'leave', recid: 1, charged_to: 'EL', hours: '8' }).execute();
});

/** The test's own fold of the daily rows, the obvious way, to hold the hand-off to. */
function summed(days: AttendanceRow[]) {
  const sum = (pick: (day: AttendanceRow) => number) => Math.round(days.reduce((total, day) => total + pick(day), 0) * 100) / 100;
  const byCode = (code: string) => sum((day) => (day.daycd === code ? day.othrsapv : 0));
  return {
    regular_hours: sum((day) => day.reghrs),
    night_hours: sum((day) => day.nphrs - day.otnphrs),
    overtime: { ordinary: byCode('REG'), rest_day: byCode('RD'), special_holiday: byCode('SH'), special_holiday_rest_day: byCode('SHRD'), regular_holiday: byCode('LH'), regular_holiday_rest_day: byCode('LHRD') },
    overtime_night_hours: sum((day) => Math.min(day.otnphrs, day.othrsapv)),
    premium_hours: Object.fromEntries(
      (
        [
          ['rest_day', 'RD'],
          ['special_holiday', 'SH'],
          ['special_holiday_rest_day', 'SHRD'],
          ['regular_holiday', 'LH'],
          ['regular_holiday_rest_day', 'LHRD'],
        ] as const
      ).map(([type, code]) => {
        const of = (pick: (day: AttendanceRow, first8: number) => number) => sum((day) => (day.daycd === code ? pick(day, Math.min(8, day.othrsapv)) : 0));
        return [
          type,
          {
            first8: of((_day, first8) => first8),
            beyond8: of((day, first8) => day.othrsapv - first8),
            night_first8: of((day, first8) => Math.min(day.nphrs_first8, first8)),
            night_beyond8: of((day, first8) => Math.min(Math.max(0, day.otnphrs - day.nphrs_first8), day.othrsapv - first8)),
          },
        ];
      }),
    ),
    tardy_minutes: sum((day) => day.tardy),
    undertime_minutes: sum((day) => day.undertime),
    absences: days.filter((day) => day.absent).length,
    incomplete_days: days.filter((day) => day.incomplete).length,
  };
}

describe('the payroll hand-off', () => {
  it("sums each person's daily attendance rows exactly, for the cut-off's dates", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const response = await handoff(hr);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as PayrollHandoff;
    expect(answer.from).toBe(`${lastMonthEnd.slice(0, 8)}16`);
    expect(answer.to).toBe(lastMonthEnd);
    const days = (await call(ctx.app, { method: 'GET', url: `/api/v2/staffattendance?from=${answer.from}&to=${answer.to}`, cookie: hr })).json() as AttendanceRow[];
    expect(answer.rows.length).toBeGreaterThanOrEqual(9);
    for (const row of answer.rows) {
      const own = days.filter((day) => day.empid === row.empid);
      expect(own.length, row.empid).toBeGreaterThan(0);
      expect(row, row.empid).toMatchObject(summed(own));
    }
  });

  it('puts approved overtime, its night hours and unpaid leave where payroll expects them', async () => {
    const answer = (await handoff(await logInAs(ctx.app, 'hr'))).json() as PayrollHandoff;
    const pedro = answer.rows.find((row) => row.empid === '00000005') as PayrollRow;
    expect(pedro.overtime.ordinary).toBeGreaterThanOrEqual(4);
    expect(pedro.unapproved_overtime_hours).toBeGreaterThanOrEqual(2);
    expect(pedro.overtime_night_hours).toBeGreaterThanOrEqual(1);
    expect(pedro.leave_without_pay_hours).toBe(8);
    expect(pedro.leave_hours.EL).toBeUndefined();
    expect(answer.leave_types.map((type) => type.payitem)).not.toContain('EL');
    expect(answer.leave_types.map((type) => type.payitem)).toContain('VL');
  });

  it("splits a rest day's approved hours at the eighth hour, with the night hours of each part", async () => {
    const answer = (await handoff(await logInAs(ctx.app, 'hr'))).json() as PayrollHandoff;
    const pedro = answer.rows.find((row) => row.empid === '00000005') as PayrollRow;
    // 20:00 to 06:00: the first 8 hours end at 04:00, six of them at night; the two after are night too.
    expect(pedro.premium_hours.rest_day).toEqual({ first8: 8, beyond8: 2, night_first8: 6, night_beyond8: 2 });
    expect(pedro.overtime.rest_day).toBe(10);
  });

  it('marks an unworked regular holiday paid or not by the workday before it', async () => {
    // A regular holiday on the workday after Pedro's day of leave, which he did not work.
    const holidayDay = await workingDayOnOrAfter(ctx.db, addDays(leaveDay, 1));
    await ctx.db.insertInto('holidays').values({ holiday_date: holidayDay, name: 'Test Day of Valor', type: 'LH', office_id: null }).execute();
    await sql`update punches set superseded_at = now() where emp_id = '00000005' and trdate = ${holidayDay}::date`.execute(ctx.db);
    const hr = await logInAs(ctx.app, 'hr');
    const pedroOf = async () => ((await handoff(hr)).json() as PayrollHandoff).rows.find((row) => row.empid === '00000005') as PayrollRow;
    // His leave the day before is of a type without pay: the holiday is not paid. (The
    // cut-off may hold the year's own regular holidays too, Christmas say.)
    const unpaid = (await pedroOf()).unworked_regular_holidays;
    expect(unpaid.not_entitled).toContain(holidayDay);
    expect(unpaid.entitled).not.toContain(holidayDay);
    await sql`update leave_types set with_pay = true where payitem = 'EL'`.execute(ctx.db);
    const paid = (await pedroOf()).unworked_regular_holidays;
    expect(paid.entitled).toContain(holidayDay);
    expect(paid.not_entitled).not.toContain(holidayDay);
    await sql`update leave_types set with_pay = false where payitem = 'EL'`.execute(ctx.db);
    await sql`delete from holidays where holiday_date = ${holidayDay}::date and name = 'Test Day of Valor'`.execute(ctx.db);
  });

  it('answers the same from stored days as from computed ones', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const computed = (await handoff(hr)).json() as PayrollHandoff;
    expect(await refreshStoredDays(ctx.db)).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from daily_attendance where computed is not null and trdate between ${computed.from}::date and ${computed.to}::date`.execute(ctx.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect((await handoff(hr)).json()).toEqual(computed);
  });

  it("follows HR's cut-off day", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    await sql`update company set settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{payroll}', '{"cutoffDay": 10}')`.execute(ctx.db);
    const first = (await handoff(hr, `year=${year}&month=${month}&cutoff=1`)).json() as PayrollHandoff;
    expect([first.from, first.to]).toEqual([`${lastMonthEnd.slice(0, 8)}01`, `${lastMonthEnd.slice(0, 8)}10`]);
    const second = (await handoff(hr, `year=${year}&month=${month}&cutoff=2`)).json() as PayrollHandoff;
    expect([second.from, second.to]).toEqual([`${lastMonthEnd.slice(0, 8)}11`, lastMonthEnd]);
    await sql`update company set settings = settings - 'payroll'`.execute(ctx.db);
  });

  it('is for HR only, and says what is wrong with a period', async () => {
    expect((await handoff(await logInAs(ctx.app, 'teamlead'))).statusCode).toBe(403);
    expect((await handoff(await logInAs(ctx.app, 'employee'))).json().message).toBe('The payroll hand-off is for HR.');
    expect((await handoff(undefined)).statusCode).toBe(401);
    const hr = await logInAs(ctx.app, 'hr');
    const badMonth = await handoff(hr, 'year=2026&month=13&cutoff=1');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toMatch(/month must be 1 to 12/);
    expect((await handoff(hr, 'year=2026&month=11&cutoff=3')).json().message).toMatch(/cutoff must be 1 \(the first half\) or 2 \(the second\)/);
    expect((await handoff(hr, 'month=11&cutoff=1')).statusCode).toBe(400);
  });
});
