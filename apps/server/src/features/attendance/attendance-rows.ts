import type { AttendanceRow, PunchFlag } from '@portal/contracts/attendance';
import type { DaySchedule } from '../../schedule/effective-schedule';
import { holidayForOffice, type CalendarHoliday } from '../../schedule/holiday-for-office';
import type { AttendancePolicy } from './attendance-policy';
import { computeDailyAttendance, type DayFacts } from './compute-daily-attendance';
import type { WorkedPair } from './punch-pairs';
import type { PunchRow } from './attendance.repository';

const PAIR_COLUMNS = 4;
const pad = (value: number) => (value < 10 ? `0${value}` : String(value));
// A month of a thousand people formats the same few hundred clock times over and over.
const clockCache: string[] = [];

/** HH:mm:ss of minutes from the day's midnight (a next-day time shows its clock time). */
function clock(minutes: number): string {
  const seconds = Math.round(minutes * 60) % (24 * 3600);
  let text = clockCache[seconds];
  if (text === undefined) {
    text = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
    clockCache[seconds] = text;
  }
  return text;
}

const inOf = (pair: WorkedPair | undefined) => (pair ? clock(pair.in) : null);
const outOf = (pair: WorkedPair | undefined) => (pair && pair.out !== null ? clock(pair.out) : null);

function otherEntries(pairs: WorkedPair[]): string[] {
  const entries: string[] = [];
  for (let index = PAIR_COLUMNS; index < pairs.length; index++) {
    const pair = pairs[index]!;
    entries.push(`in ${clock(pair.in)}`);
    if (pair.out !== null) entries.push(`out ${clock(pair.out)}`);
  }
  return entries;
}

/** The schedule's shift in the computation's terms, made once per shift rather than per day. */
const scheduled = new WeakMap<NonNullable<DaySchedule['shift']>, DayFacts['shift']>();
function scheduledShift(shift: DaySchedule['shift']): DayFacts['shift'] {
  if (!shift) return null;
  let converted = scheduled.get(shift);
  if (!converted) {
    converted = { shift: shift.shift, shiftdesc: shift.shiftdesc, timein: shift.timein, timeout: shift.timeout, breakStart: shift.break_start, breakMinutes: shift.break_minutes };
    scheduled.set(shift, converted);
  }
  return converted;
}

export interface PersonDays {
  empid: string;
  fullname: string;
  officeId: number | null;
  schedule: DaySchedule[];
  punches: PunchRow[];
}

export interface RangeFacts {
  /** Today in the company zone: a day not yet over is never an absence. */
  today: string;
  /** Every calendar entry by date, special working days and other offices' included (see holidayForOffice). */
  holidays: Map<string, CalendarHoliday[]>;
  leave: Map<string, { chargedTo: string; hours: number }>;
  officialBusiness: Set<string>;
  overtime: Map<string, number>;
}

const key = (empid: string, date: string) => `${empid}|${date}`;
export const factKey = key;

/** Working from home: the day's punches carry positions, and none was at an office. */
function workedFromHome(punches: readonly PunchRow[]): boolean {
  let located = false;
  for (const punch of punches) {
    if (punch.address_source === 'office') return false;
    if (punch.address_source !== null) located = true;
  }
  return located;
}

const NO_PUNCHES: PunchRow[] = [];

const FLAG_LETTERS: readonly [string, PunchFlag][] = [
  ['o', 'outside'],
  ['u', 'no_location'],
  ['f', 'offline'],
  ['d', 'clock_drift'],
  ['t', 'terminal'],
];

/** The marks of a day's punches, each once, in a fixed order. */
function punchFlagsOf(punches: readonly PunchRow[]): PunchFlag[] {
  if (punches.every((punch) => punch.flags === '')) return [];
  return FLAG_LETTERS.filter(([letter]) => punches.some((punch) => punch.flags.includes(letter))).map(([, flag]) => flag);
}

/** One row per calendar day of one person, computed from the day's facts (a hot loop: no closures, literal keys). */
export function buildAttendanceRows(person: PersonDays, range: RangeFacts, policy: AttendancePolicy): AttendanceRow[] {
  const punchesByDay = new Map<string, PunchRow[]>();
  for (const punch of person.punches) {
    const list = punchesByDay.get(punch.trdate);
    if (list) list.push(punch);
    else punchesByDay.set(punch.trdate, [punch]);
  }
  const rows: AttendanceRow[] = [];
  for (const day of person.schedule) {
    const dayPunches = punchesByDay.get(day.date) ?? NO_PUNCHES;
    const holiday = holidayForOffice(range.holidays.get(day.date), person.officeId);
    const key = factKey(person.empid, day.date);
    const officialBusiness = range.officialBusiness.has(key);
    const figures = computeDailyAttendance(
      {
        date: day.date,
        shift: scheduledShift(day.shift),
        restDay: day.restDay,
        holiday: holiday?.type ?? null,
        punches: dayPunches,
        leave: range.leave.get(key) ?? null,
        officialBusiness,
        approvedOvertimeHours: range.overtime.get(key) ?? 0,
        wfh: workedFromHome(dayPunches),
      },
      policy,
    );
    const pairs = figures.pairs;
    rows.push({
      empid: person.empid,
      fullname: person.fullname,
      trdate: day.date,
      daycd: figures.daycd,
      holiday: holiday?.name ?? null,
      shift: figures.shift,
      shiftdesc: figures.shiftdesc,
      wfh: figures.wfh,
      timein1: inOf(pairs[0]),
      timeout1: outOf(pairs[0]),
      timein2: inOf(pairs[1]),
      timeout2: outOf(pairs[1]),
      timein3: inOf(pairs[2]),
      timeout3: outOf(pairs[2]),
      timein4: inOf(pairs[3]),
      timeout4: outOf(pairs[3]),
      otherentries: pairs.length > PAIR_COLUMNS ? otherEntries(pairs) : [],
      tlhours: figures.tlhours,
      reghrs: figures.reghrs,
      nphrs: figures.nphrs,
      tardy: figures.tardy,
      undertime: figures.undertime,
      charged_to: figures.charged_to,
      hrday1: figures.hrday1,
      othrs: figures.othrs,
      othrsapv: figures.othrsapv,
      otnphrs: figures.otnphrs,
      nphrs_first8: figures.nphrs_first8,
      nsa: figures.nsa,
      officialbusiness: officialBusiness,
      absent: figures.absent && day.date < range.today,
      incomplete: figures.incomplete,
      punch_flags: punchFlagsOf(dayPunches),
    });
  }
  return rows;
}
