import { MAX_OPEN_HOURS } from '@portal/contracts/rules';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { TodayPerson, TodayStatus } from '@portal/contracts/today-board';
import type { PunchRow } from '../attendance/attendance.repository';
import { attendanceRowsOf, type AttendanceFacts } from '../attendance/attendance-facts';

const MINUTES_A_DAY = 24 * 60;
const pad = (value: number) => (value < 10 ? `0${value}` : String(value));

/** HH:mm:ss of minutes from a day's midnight (past 1440 on the next day: its clock time). */
function clock(minutes: number): string {
  const seconds = Math.round(minutes * 60) % (MINUTES_A_DAY * 60);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 60 + minutes + seconds / 60;
}

/** The moment the board describes: today and yesterday in the company zone, and the minutes since today's midnight. */
export interface BoardClock {
  today: string;
  yesterday: string;
  nowMinutes: number;
}

/** Minutes from today's midnight to a punch of today's or yesterday's record. */
function sinceTodaysMidnight(punch: PunchRow, moment: BoardClock): number {
  return punch.trdate === moment.yesterday ? punch.at - MINUTES_A_DAY : punch.at;
}

/** The latest punch of the two days, when it is a time-in still open (the time clock's own limit). */
function openTimeIn(punches: readonly PunchRow[], moment: BoardClock): PunchRow | null {
  let latest: PunchRow | null = null;
  for (const punch of punches) {
    if (!latest || sinceTodaysMidnight(punch, moment) >= sinceTodaysMidnight(latest, moment)) latest = punch;
  }
  if (!latest || latest.direction !== 'in') return null;
  return moment.nowMinutes - sinceTodaysMidnight(latest, moment) < MAX_OPEN_HOURS * 60 ? latest : null;
}

/** Where today's shift ends, in minutes from today's midnight (past 1440 when it ends tomorrow). */
function shiftEndOf(shift: { timein: string; timeout: string }): number {
  const start = minutesOf(shift.timein);
  const end = minutesOf(shift.timeout);
  return end > start ? end : end + MINUTES_A_DAY;
}

function statusOf(row: AttendanceRow, open: PunchRow | null, workedToday: boolean, shift: { timein: string; timeout: string } | null, moment: BoardClock): TodayStatus {
  if (open) return 'in';
  if (workedToday) return 'out';
  if (row.charged_to !== null) return 'on_leave';
  if (row.officialbusiness) return 'official_business';
  if (row.daycd === 'RD' || row.daycd === 'LHRD' || row.daycd === 'SHRD') return 'rest_day';
  if (row.daycd === 'LH' || row.daycd === 'SH') return 'holiday';
  if (shift && moment.nowMinutes >= shiftEndOf(shift)) return 'absent';
  if (shift && moment.nowMinutes >= minutesOf(shift.timein)) return 'not_in';
  return 'expected';
}

/**
 * Where one person stands at the moment, from the same facts and rules as their
 * attendance: lateness is today's figure as it would stand were the open time-in
 * closed now (so the grace period and a morning's leave count exactly as they will),
 * and yesterday's missing time-out is its record left incomplete, unless that time-in
 * is still open (a night shift not over yet).
 */
export function standingOf(
  facts: AttendanceFacts,
  person: AttendanceFacts['people'][number] & { department: string },
  moment: BoardClock,
): TodayPerson {
  const punches = facts.punchesOf.get(person.emp_id) ?? [];
  const open = openTimeIn(punches, moment);
  // Closing the open pair at the moment lets the day's figures be computed as they stand.
  const asIfClosedNow: PunchRow[] =
    open && open.trdate === moment.today
      ? [...punches, { emp_id: person.emp_id, trdate: moment.today, direction: 'out', at: moment.nowMinutes, address_source: null, flags: '' }]
      : punches;
  const rows = attendanceRowsOf(facts, person, asIfClosedNow);
  const todayRow = rows.find((row) => row.trdate === moment.today);
  const yesterdayRow = rows.find((row) => row.trdate === moment.yesterday);
  const schedule = facts.schedules.get(person.emp_id)?.find((day) => day.date === moment.today);
  const shift = schedule && !schedule.restDay ? (schedule.shift ?? null) : null;
  const shiftStart = shift?.timein ?? null;
  const todays = punches.filter((punch) => punch.trdate === moment.today);
  const lastOut = todays.filter((punch) => punch.direction === 'out').at(-1);
  const base = {
    empid: person.emp_id,
    fullname: person.fullname,
    department: person.department,
    in_since: open ? clock(open.at) : null,
    first_in: todays.find((punch) => punch.direction === 'in') ? clock(todays.find((punch) => punch.direction === 'in')!.at) : null,
    last_out: !open && lastOut ? clock(lastOut.at) : null,
    shift: schedule?.shift && !schedule.restDay ? schedule.shift.shiftdesc : null,
    shift_start: shiftStart,
    missing_timeout_yesterday: (yesterdayRow?.incomplete ?? false) && open?.trdate !== moment.yesterday,
  };
  if (!todayRow) {
    return { ...base, status: open ? 'in' : 'expected', late_minutes: 0, leave_type: null };
  }
  const status = statusOf(todayRow, open, todays.length > 0, shift, moment);
  return {
    ...base,
    status,
    // Someone who never came is absent, not late by the whole day.
    late_minutes: status === 'absent' ? 0 : todayRow.tardy,
    leave_type: todayRow.charged_to,
  };
}
