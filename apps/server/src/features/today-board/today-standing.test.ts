import { describe, expect, it } from 'vitest';
import type { Shift } from '../../db/database';
import type { PunchRow } from '../attendance/attendance.repository';
import { defaultAttendancePolicy } from '../attendance/attendance-policy';
import type { AttendanceFacts } from '../attendance/attendance-facts';
import { standingOf, type BoardClock } from './today-standing';

const TODAY = '2026-11-25';
const YESTERDAY = '2026-11-24';
const DAY: Shift = { shift: 'DAY', shiftdesc: '08:00-17:00', timein: '08:00:00', timeout: '17:00:00', break_start: '12:00:00', break_minutes: 60 };
const NIGHT: Shift = { shift: 'NIGHT', shiftdesc: '22:00-07:00', timein: '22:00:00', timeout: '07:00:00', break_start: '02:00:00', break_minutes: 60 };
const person = { emp_id: 'E1', fullname: 'Cruz, Ana', office_id: null, department: 'Operations' };

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const punch = (trdate: string, direction: 'in' | 'out', hhmm: string, nextDay = false): PunchRow => ({
  emp_id: 'E1',
  trdate,
  direction,
  at: at(hhmm) + (nextDay ? 1440 : 0),
  address_source: null,
  flags: '',
});
const moment = (hhmm: string): BoardClock => ({ today: TODAY, yesterday: YESTERDAY, nowMinutes: at(hhmm) });

function facts(options: { shift?: Shift; restToday?: boolean; punches?: PunchRow[]; leave?: { chargedTo: string; hours: number }; graceMinutes?: number; officialBusiness?: boolean }): AttendanceFacts {
  const shift = options.shift ?? DAY;
  return {
    people: [person],
    schedules: new Map([['E1', [{ date: YESTERDAY, shift, restDay: false }, { date: TODAY, shift, restDay: options.restToday ?? false }]]]),
    punchesOf: new Map([['E1', options.punches ?? []]]),
    range: {
      today: TODAY,
      holidays: new Map(),
      leave: new Map(options.leave ? [[`E1|${TODAY}`, options.leave]] : []),
      officialBusiness: new Set(options.officialBusiness ? [`E1|${TODAY}`] : []),
      overtime: new Map(),
    },
    policy: { ...defaultAttendancePolicy, graceMinutes: options.graceMinutes ?? 0 },
    timeZone: 'Asia/Manila',
  };
}

describe('where a person stands today', () => {
  it('is in since the open time-in, late by the minutes after the shift start', () => {
    const standing = standingOf(facts({ punches: [punch(TODAY, 'in', '08:20')] }), person, moment('08:30'));
    expect(standing).toMatchObject({ status: 'in', in_since: '08:20:00', first_in: '08:20:00', late_minutes: 20, shift_start: '08:00:00', last_out: null });
  });

  it('is not late within the grace period', () => {
    const standing = standingOf(facts({ punches: [punch(TODAY, 'in', '08:05')], graceMinutes: 10 }), person, moment('08:30'));
    expect(standing).toMatchObject({ status: 'in', late_minutes: 0 });
  });

  it('is not yet in once the shift has started without a time-in, and expected before', () => {
    expect(standingOf(facts({}), person, moment('08:30')).status).toBe('not_in');
    expect(standingOf(facts({}), person, moment('07:30')).status).toBe('expected');
  });

  it('is absent, not late by the whole day, once the shift has ended without a punch', () => {
    expect(standingOf(facts({}), person, moment('18:40'))).toMatchObject({ status: 'absent', late_minutes: 0 });
    expect(standingOf(facts({}), person, moment('17:00')).status).toBe('absent');
    expect(standingOf(facts({}), person, moment('16:59')).status).toBe('not_in');
    // A night shift that began at 22:00 ends tomorrow: not yet in, not absent, tonight.
    expect(standingOf(facts({ shift: NIGHT }), person, moment('23:30')).status).toBe('not_in');
    // Leave on that day still says leave.
    expect(standingOf(facts({ leave: { chargedTo: 'VL', hours: 8 } }), person, moment('18:40')).status).toBe('on_leave');
  });

  it('has timed out after a closed day, with the last time-out', () => {
    const standing = standingOf(facts({ punches: [punch(TODAY, 'in', '07:55'), punch(TODAY, 'out', '12:00')] }), person, moment('12:30'));
    expect(standing).toMatchObject({ status: 'out', last_out: '12:00:00', in_since: null, late_minutes: 0 });
  });

  it('is on leave (with its type) or on official business instead of absent', () => {
    expect(standingOf(facts({ leave: { chargedTo: 'SL', hours: 8 } }), person, moment('09:00'))).toMatchObject({ status: 'on_leave', leave_type: 'SL' });
    expect(standingOf(facts({ officialBusiness: true }), person, moment('09:00')).status).toBe('official_business');
  });

  it('is not late for the morning a half-day leave covers', () => {
    const standing = standingOf(facts({ punches: [punch(TODAY, 'in', '13:00')], leave: { chargedTo: 'VL', hours: 4 } }), person, moment('13:30'));
    expect(standing).toMatchObject({ status: 'in', late_minutes: 0, leave_type: 'VL' });
  });

  it('rests on a rest day, with no shift shown', () => {
    expect(standingOf(facts({ restToday: true }), person, moment('10:00'))).toMatchObject({ status: 'rest_day', shift: null, shift_start: null });
  });

  it("is still in on last night's shift, which is not a missing time-out until the time-in is no longer open", () => {
    const night = facts({ shift: NIGHT, punches: [punch(YESTERDAY, 'in', '22:00')] });
    expect(standingOf(night, person, moment('05:00'))).toMatchObject({ status: 'in', in_since: '22:00:00', missing_timeout_yesterday: false });
    // Twenty hours on, the time-in is forgotten: yesterday lacks its time-out, and tonight's shift is still to come.
    expect(standingOf(night, person, moment('18:30'))).toMatchObject({ status: 'expected', missing_timeout_yesterday: true, in_since: null });
  });

  it("does not count yesterday's night shift closed this morning as missing its time-out", () => {
    const closed = facts({ shift: NIGHT, punches: [punch(YESTERDAY, 'in', '22:00'), punch(YESTERDAY, 'out', '07:00', true)] });
    expect(standingOf(closed, person, moment('09:00'))).toMatchObject({ status: 'expected', missing_timeout_yesterday: false });
  });
});
