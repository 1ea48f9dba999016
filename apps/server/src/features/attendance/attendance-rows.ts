import type { AttendanceRow } from '@portal/contracts/attendance';
import type { DaySchedule } from '../../schedule/effective-schedule';
import type { AttendancePolicy } from './attendance-policy';
import { computeDailyAttendance, type DayFacts } from './compute-daily-attendance';
import type { WorkedPair } from './punch-pairs';
import type { PunchRow } from './attendance.repository';

const PAIR_COLUMNS = 4;

/** HH:mm:ss of minutes from the day's midnight (a next-day time shows its clock time). */
function clock(minutes: number): string {
  const seconds = Math.round(minutes * 60) % (24 * 3600);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function pairColumns(pairs: WorkedPair[]) {
  const columns: Record<string, string | null> = {};
  for (let index = 1; index <= PAIR_COLUMNS; index++) {
    const pair = pairs[index - 1];
    columns[`timein${index}`] = pair ? clock(pair.in) : null;
    columns[`timeout${index}`] = pair && pair.out !== null ? clock(pair.out) : null;
  }
  const otherentries = pairs.slice(PAIR_COLUMNS).flatMap((pair) => [`in ${clock(pair.in)}`, ...(pair.out !== null ? [`out ${clock(pair.out)}`] : [])]);
  return { columns: columns as Pick<AttendanceRow, `timein${1 | 2 | 3 | 4}` | `timeout${1 | 2 | 3 | 4}`>, otherentries };
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
  holidays: Map<string, { name: string; type: 'LH' | 'SH'; officeId: number | null }[]>;
  leave: Map<string, { chargedTo: string; hours: number }>;
  officialBusiness: Set<string>;
  overtime: Map<string, number>;
}

const key = (empid: string, date: string) => `${empid}|${date}`;
export const factKey = key;

/** One row per calendar day of one person, computed from the day's facts. */
export function buildAttendanceRows(person: PersonDays, range: RangeFacts, policy: AttendancePolicy): AttendanceRow[] {
  const punchesByDay = new Map<string, PunchRow[]>();
  for (const punch of person.punches) {
    const list = punchesByDay.get(punch.trdate) ?? [];
    list.push(punch);
    punchesByDay.set(punch.trdate, list);
  }
  return person.schedule.map((day) => {
    const dayPunches = punchesByDay.get(day.date) ?? [];
    const holiday = (range.holidays.get(day.date) ?? []).find((h) => h.officeId === null || h.officeId === person.officeId) ?? null;
    // Working from home: the day's punches carry positions, and none was at an office.
    const located = dayPunches.filter((p) => p.address_source !== null);
    const facts: DayFacts = {
      date: day.date,
      shift: day.shift
        ? { shift: day.shift.shift, shiftdesc: day.shift.shiftdesc, timein: day.shift.timein, timeout: day.shift.timeout, breakStart: day.shift.break_start, breakMinutes: day.shift.break_minutes }
        : null,
      restDay: day.restDay,
      holiday: holiday?.type ?? null,
      punches: dayPunches.map((p) => ({ direction: p.direction, at: p.at })),
      leave: range.leave.get(key(person.empid, day.date)) ?? null,
      officialBusiness: range.officialBusiness.has(key(person.empid, day.date)),
      approvedOvertimeHours: range.overtime.get(key(person.empid, day.date)) ?? 0,
      wfh: located.length > 0 && located.every((p) => p.address_source !== 'office'),
    };
    const figures = computeDailyAttendance(facts, policy);
    const { columns, otherentries } = pairColumns(figures.pairs);
    return {
      empid: person.empid,
      fullname: person.fullname,
      trdate: day.date,
      daycd: figures.daycd,
      holiday: holiday?.name ?? null,
      shift: figures.shift,
      shiftdesc: figures.shiftdesc,
      wfh: figures.wfh,
      ...columns,
      otherentries,
      tlhours: figures.tlhours,
      reghrs: figures.reghrs,
      nphrs: figures.nphrs,
      tardy: figures.tardy,
      undertime: figures.undertime,
      charged_to: figures.charged_to,
      hrday1: figures.hrday1,
      othrs: figures.othrs,
      othrsapv: figures.othrsapv,
      nsa: figures.nsa,
      officialbusiness: facts.officialBusiness,
      absent: figures.absent && day.date < range.today,
      incomplete: figures.incomplete,
    };
  });
}
