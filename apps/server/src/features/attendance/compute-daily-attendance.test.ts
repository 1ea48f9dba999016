import { describe, expect, it } from 'vitest';
import { defaultAttendancePolicy, type AttendancePolicy } from './attendance-policy';
import { computeDailyAttendance, type DailyFigures, type DayFacts, type ScheduledShift } from './compute-daily-attendance';
import type { DayPunch } from './punch-pairs';

const DAY: ScheduledShift = { shift: 'DAY', shiftdesc: 'Day shift', timein: '08:00:00', timeout: '17:00:00', breakStart: '12:00:00', breakMinutes: 60 };
const MID: ScheduledShift = { shift: 'MID', shiftdesc: 'Mid shift', timein: '13:00:00', timeout: '22:00:00', breakStart: '17:00:00', breakMinutes: 60 };
const NIGHT: ScheduledShift = { shift: 'NIGHT', shiftdesc: 'Night shift', timein: '22:00:00', timeout: '07:00:00', breakStart: '02:00:00', breakMinutes: 60 };
const LATE_NIGHT: ScheduledShift = { shift: 'N21', shiftdesc: '21 to 5', timein: '21:00:00', timeout: '05:00:00', breakStart: null, breakMinutes: 0 };

/** Alternating in/out punches; '+HH:mm' is on the next calendar day. */
function punches(...times: string[]): DayPunch[] {
  return times.map((time, index) => ({ direction: index % 2 === 0 ? 'in' : 'out', at: at(time) }));
}
function at(time: string): number {
  const next = time.startsWith('+');
  const clock = next ? time.slice(1) : time;
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)) + (next ? 24 * 60 : 0);
}

function facts(overrides: Partial<DayFacts>): DayFacts {
  return { date: '2027-03-01', shift: DAY, restDay: false, holiday: null, punches: [], leave: null, officialBusiness: false, approvedOvertimeHours: 0, wfh: false, ...overrides };
}

interface Case {
  rule: string;
  facts: Partial<DayFacts>;
  policy?: Partial<AttendancePolicy>;
  expect: Partial<Omit<DailyFigures, 'pairs'>> & { pairCount?: number };
}

const cases: Case[] = [
  // Day shift, lateness, undertime
  { rule: 'a full day shift is 8 regular hours: 9 between punches less the unpaid hour (Art. 83, 85)', facts: { punches: punches('08:00', '17:00') }, expect: { daycd: 'REG', tlhours: 9, reghrs: 8, tardy: 0, undertime: 0, othrs: 0, nphrs: 0, absent: false } },
  { rule: 'coming in after the shift start is tardiness, in minutes', facts: { punches: punches('08:15', '17:00') }, expect: { tardy: 15, reghrs: 7.75 } },
  { rule: 'within the grace period is not tardiness', facts: { punches: punches('08:05', '17:00') }, policy: { graceMinutes: 10 }, expect: { tardy: 0 } },
  { rule: 'past the grace period, tardiness counts from the shift start', facts: { punches: punches('08:11', '17:00') }, policy: { graceMinutes: 10 }, expect: { tardy: 11 } },
  { rule: 'leaving before the shift end is undertime, in minutes', facts: { punches: punches('08:00', '16:30') }, expect: { undertime: 30, reghrs: 7.5 } },
  { rule: 'tardiness and undertime on the same day both count', facts: { punches: punches('08:20', '16:40') }, expect: { tardy: 20, undertime: 20, reghrs: 7.33 } },
  { rule: 'a lunch out and back in counts the same 8 regular hours', facts: { punches: punches('08:00', '12:00', '13:00', '17:00') }, expect: { tlhours: 8, reghrs: 8, tardy: 0, undertime: 0 } },
  { rule: 'a long lunch is neither tardiness nor undertime, only fewer regular hours', facts: { punches: punches('08:00', '12:00', '14:00', '17:00') }, expect: { reghrs: 7, tardy: 0, undertime: 0 } },
  // Overtime
  { rule: 'hours after the shift end are overtime', facts: { punches: punches('08:00', '19:00') }, expect: { othrs: 2, reghrs: 8 } },
  { rule: 'hours before the shift start are overtime', facts: { punches: punches('06:00', '17:00') }, expect: { othrs: 2, reghrs: 8, tardy: 0 } },
  { rule: 'overtime is counted in whole 30-minute blocks, rounded down', facts: { punches: punches('08:00', '17:40') }, expect: { othrs: 0.5 } },
  { rule: 'the overtime block is a policy value', facts: { punches: punches('08:00', '17:50') }, policy: { overtimeBlockMinutes: 15 }, expect: { othrs: 0.75 } },
  { rule: 'undertime never offsets overtime (Art. 88)', facts: { punches: punches('06:00', '16:00') }, expect: { othrs: 2, undertime: 60, reghrs: 7 } },
  { rule: 'approved overtime is never more than the overtime worked', facts: { punches: punches('08:00', '19:00'), approvedOvertimeHours: 3 }, expect: { othrs: 2, othrsapv: 2 } },
  { rule: 'only approved overtime is othrsapv', facts: { punches: punches('08:00', '19:00'), approvedOvertimeHours: 1 }, expect: { othrs: 2, othrsapv: 1 } },
  { rule: 'overtime without approval stays unapproved', facts: { punches: punches('08:00', '19:00') }, expect: { othrs: 2, othrsapv: 0 } },
  { rule: 'night hours after a day shift are night hours within the overtime', facts: { punches: punches('08:00', '23:00') }, expect: { othrs: 6, nphrs: 1, otnphrs: 1 } },
  { rule: "a night shift's own night hours are not overtime's; those after its end are outside the night window", facts: { shift: NIGHT, punches: punches('21:00', '+07:00') }, expect: { othrs: 1, nphrs: 7, otnphrs: 0 } },
  { rule: 'coming in early for a night shift puts the early night hours in the overtime', facts: { shift: LATE_NIGHT, punches: punches('20:00', '+05:00') }, expect: { othrs: 1, otnphrs: 0, nphrs: 7 } },
  { rule: 'staying past a night shift before 6:00 is night overtime', facts: { shift: LATE_NIGHT, punches: punches('21:00', '+06:00') }, expect: { othrs: 1, otnphrs: 1 } },
  { rule: 'on a rest day every night hour worked is within the overtime', facts: { restDay: true, punches: punches('18:00', '+00:00') }, expect: { daycd: 'RD', nphrs: 2, otnphrs: 2 } },
  { rule: 'on a rest day, the night hours within the first 8 hours worked are told apart from those after', facts: { restDay: true, shift: null, punches: punches('20:00', '+06:00') }, expect: { othrs: 10, nphrs: 8, otnphrs: 8, nphrs_first8: 6 } },
  { rule: 'a holiday worked from the afternoon has its night hours beyond the first 8', facts: { holiday: 'LH', punches: punches('14:00', '+02:00') }, expect: { daycd: 'LH', othrs: 12, otnphrs: 4, nphrs_first8: 0 } },
  { rule: "the first 8 hours of a night shift's holiday leave its unpaid break out", facts: { holiday: 'LH', shift: NIGHT, punches: punches('22:00', '+09:00') }, expect: { othrs: 10, nphrs: 7, otnphrs: 7, nphrs_first8: 7 } },
  { rule: 'an ordinary day has no first-8 night hours: its premiums do not split there', facts: { punches: punches('08:00', '23:00') }, expect: { nphrs_first8: 0 } },
  // Punch oddities
  { rule: 'more than four pairs are all kept (the rest go to otherentries)', facts: { punches: punches('08:00', '09:00', '09:10', '10:00', '10:10', '11:00', '11:10', '12:00', '13:00', '17:00') }, expect: { pairCount: 5, undertime: 0 } },
  { rule: 'punches out of order are put in time order first', facts: { punches: [{ direction: 'out', at: at('17:00') }, { direction: 'in', at: at('08:00') }] }, expect: { reghrs: 8, tardy: 0 } },
  { rule: 'a second time-in while one is open is a double tap; the first stands', facts: { punches: [{ direction: 'in', at: at('08:00') }, { direction: 'in', at: at('08:02') }, { direction: 'out', at: at('17:00') }] }, expect: { tardy: 0, reghrs: 8, pairCount: 1 } },
  { rule: 'a second time-out extends the day; the latest stands', facts: { punches: [{ direction: 'in', at: at('08:00') }, { direction: 'out', at: at('16:00') }, { direction: 'out', at: at('17:00') }] }, expect: { undertime: 0, reghrs: 8 } },
  { rule: 'a time-out before any time-in is dropped', facts: { punches: [{ direction: 'out', at: at('07:00') }, { direction: 'in', at: at('08:00') }, { direction: 'out', at: at('17:00') }] }, expect: { reghrs: 8, tlhours: 9 } },
  { rule: 'a forgotten time-out is flagged incomplete with 0 hours, not guessed', facts: { punches: [{ direction: 'in', at: at('08:00') }] }, expect: { incomplete: true, reghrs: 0, tlhours: 0, tardy: 0, undertime: 0, absent: false } },
  { rule: 'an open pair after closed ones still makes the day incomplete', facts: { punches: [...punches('08:00', '12:00'), { direction: 'in', at: at('13:00') }] }, expect: { incomplete: true, reghrs: 0 } },
  // Absences, rest days, holidays
  { rule: 'a working day with no punches, leave or official business is an absence, not undertime', facts: {}, expect: { absent: true, undertime: 0, tardy: 0, reghrs: 0 } },
  { rule: 'a rest day without punches is no absence', facts: { restDay: true }, expect: { daycd: 'RD', absent: false } },
  { rule: 'every hour worked on a rest day is overtime, less the break (Art. 93)', facts: { restDay: true, punches: punches('08:00', '17:00') }, expect: { daycd: 'RD', reghrs: 0, othrs: 8, tlhours: 9 } },
  { rule: 'a regular holiday not worked is no absence (Art. 94)', facts: { holiday: 'LH' }, expect: { daycd: 'LH', absent: false } },
  { rule: 'hours worked on a regular holiday are overtime for the holiday premium', facts: { holiday: 'LH', punches: punches('08:00', '17:00') }, expect: { daycd: 'LH', reghrs: 0, othrs: 8 } },
  { rule: 'a special non-working day worked is SH, all overtime', facts: { holiday: 'SH', punches: punches('08:00', '12:00') }, expect: { daycd: 'SH', othrs: 4, reghrs: 0 } },
  { rule: 'a regular holiday on a rest day is LHRD', facts: { holiday: 'LH', restDay: true }, expect: { daycd: 'LHRD', absent: false } },
  { rule: 'a special day on a rest day, worked, is SHRD overtime, less the hour of the break it spans', facts: { holiday: 'SH', restDay: true, punches: punches('09:00', '13:00') }, expect: { daycd: 'SHRD', othrs: 3 } },
  { rule: 'no tardiness on a rest day: there is no shift to be late for', facts: { restDay: true, punches: punches('10:00', '15:00') }, expect: { tardy: 0, undertime: 0, othrs: 4 } },
  // Night and mid shifts
  { rule: 'a night shift crossing midnight belongs to the day it started; night hours are 22:00-06:00 less the break (Art. 86)', facts: { shift: NIGHT, punches: punches('22:00', '+07:00') }, expect: { reghrs: 8, tlhours: 9, nphrs: 7, nsa: true, tardy: 0, undertime: 0 } },
  { rule: 'lateness on a night shift counts from 22:00', facts: { shift: NIGHT, punches: punches('22:30', '+07:00') }, expect: { tardy: 30, nphrs: 6.5 } },
  { rule: 'overtime after a night shift ends the next morning', facts: { shift: NIGHT, punches: punches('22:00', '+09:00') }, expect: { othrs: 2, nphrs: 7 } },
  { rule: 'leaving a night shift early is undertime', facts: { shift: NIGHT, punches: punches('22:00', '+06:00') }, expect: { undertime: 60 } },
  { rule: 'coming in before a night shift is overtime, outside the night window', facts: { shift: NIGHT, punches: punches('21:00', '+07:00') }, expect: { othrs: 1, nphrs: 7 } },
  { rule: 'a 21:00-05:00 shift without a break has 7 night hours (Art. 86)', facts: { shift: LATE_NIGHT, punches: punches('21:00', '+05:00') }, expect: { nphrs: 7, reghrs: 8, nsa: true } },
  { rule: 'a mid shift ending at 22:00 has no night hours and no night shift allowance', facts: { shift: MID, punches: punches('13:00', '22:00') }, expect: { nphrs: 0, reghrs: 8, nsa: false } },
  { rule: 'overtime after a mid shift, past 22:00, is also night hours (both reghrs and othrs count)', facts: { shift: MID, punches: punches('13:00', '+00:00') }, expect: { othrs: 2, nphrs: 2 } },
  // Leave and official business
  { rule: 'a half-day leave in the morning: coming in after the break is not tardiness', facts: { leave: { chargedTo: 'VL', hours: 4 }, punches: punches('13:00', '17:00') }, expect: { tardy: 0, undertime: 0, reghrs: 4, charged_to: 'VL', hrday1: 4 } },
  { rule: 'a half-day leave in the afternoon: leaving at the break is not undertime', facts: { leave: { chargedTo: 'SL', hours: 4 }, punches: punches('08:00', '12:00') }, expect: { tardy: 0, undertime: 0, reghrs: 4, charged_to: 'SL' } },
  { rule: 'a half-day leave covers only its half: late for the afternoon is still tardiness', facts: { leave: { chargedTo: 'VL', hours: 4 }, punches: punches('13:30', '17:00') }, expect: { tardy: 30 } },
  { rule: 'a whole-day leave is no absence', facts: { leave: { chargedTo: 'VL', hours: 8 } }, expect: { absent: false, charged_to: 'VL', hrday1: 8 } },
  { rule: 'a half-day leave with no punches leaves the other half absent', facts: { leave: { chargedTo: 'VL', hours: 4 } }, expect: { absent: true, hrday1: 4 } },
  { rule: 'official business counts as worked: the paid shift, no absence', facts: { officialBusiness: true }, expect: { reghrs: 8, absent: false, tardy: 0, undertime: 0 } },
  { rule: 'official business with punches past the shift still counts that overtime', facts: { officialBusiness: true, punches: punches('08:00', '19:00') }, expect: { reghrs: 8, othrs: 2 } },
  { rule: 'an approved adjustment: the adjusted punches are the day (the replaced ones are not passed in)', facts: { punches: punches('07:45', '12:00', '13:00', '18:15') }, expect: { reghrs: 8, othrs: 1.5, tardy: 0, tlhours: 9.5 } },
  { rule: 'work from home is carried onto the row', facts: { wfh: true, punches: punches('08:00', '17:00') }, expect: { wfh: true, reghrs: 8 } },
  { rule: 'the night window is a policy value', facts: { shift: MID, punches: punches('13:00', '22:00') }, policy: { nightStart: 21 * 60, nightEnd: 5 * 60 }, expect: { nphrs: 1 } },
];

describe('computeDailyAttendance', () => {
  it('has at least 40 worked cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('$rule', ({ facts: given, policy, expect: expected }) => {
    const figures = computeDailyAttendance(facts(given), { ...defaultAttendancePolicy, ...policy });
    const { pairCount, ...fields } = expected;
    expect(figures).toMatchObject(fields);
    if (pairCount !== undefined) expect(figures.pairs).toHaveLength(pairCount);
  });
});
