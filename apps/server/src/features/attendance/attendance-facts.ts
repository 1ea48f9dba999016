import type { Kysely } from 'kysely';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { DB } from '../../db/database';
import { toLocalDateTime } from '../../lib/local-time';
import { findCompany } from '../../company/company.repository';
import { getEffectiveSchedules, type DaySchedule } from '../../schedule/effective-schedule';
import { readAttendancePolicy, type AttendancePolicy } from './attendance-policy';
import { buildAttendanceRows, factKey, type RangeFacts } from './attendance-rows';
import * as attendance from './attendance.repository';

/** Everything the day figures of several people over a range are computed from. */
export interface AttendanceFacts {
  people: { emp_id: string; fullname: string; office_id: number | null }[];
  schedules: Map<string, DaySchedule[]>;
  punchesOf: Map<string, attendance.PunchRow[]>;
  range: RangeFacts;
  policy: AttendancePolicy;
  timeZone: string;
}

/** Reads the facts of several employees over a range in a handful of queries, whatever the number of people. */
export async function loadAttendanceFacts(db: Kysely<DB>, empIds: readonly string[], from: string, to: string): Promise<AttendanceFacts> {
  const company = await findCompany(db);
  const timeZone = company?.time_zone ?? 'Asia/Manila';
  const [people, schedules, punches, holidays, marks, overtime] = await Promise.all([
    attendance.listPeople(db, empIds),
    getEffectiveSchedules(db, empIds, from, to),
    attendance.listPunches(db, empIds, from, to, timeZone),
    attendance.listHolidays(db, from, to),
    attendance.listDayMarks(db, empIds, from, to),
    attendance.listApprovedOvertime(db, empIds, from, to),
  ]);
  const today = toLocalDateTime(new Date(), timeZone).date;
  const range: RangeFacts = { today, holidays: new Map(), leave: new Map(), officialBusiness: new Set(), overtime: new Map() };
  for (const holiday of holidays) {
    const list = range.holidays.get(holiday.holiday_date) ?? [];
    list.push({ name: holiday.name, type: holiday.type, officeId: holiday.office_id });
    range.holidays.set(holiday.holiday_date, list);
  }
  for (const mark of marks) {
    const key = factKey(mark.emp_id, mark.trdate);
    if (mark.kind === 'official_business') range.officialBusiness.add(key);
    else {
      const before = range.leave.get(key);
      range.leave.set(key, { chargedTo: mark.charged_to ?? before?.chargedTo ?? '', hours: (before?.hours ?? 0) + Number(mark.hours ?? 0) });
    }
  }
  for (const row of overtime) range.overtime.set(factKey(row.emp_id, row.otdate), Number(row.hours));
  const policy = readAttendancePolicy(company?.settings as Record<string, unknown> | undefined);
  const punchesOf = new Map<string, attendance.PunchRow[]>();
  for (const punch of punches) {
    const list = punchesOf.get(punch.emp_id) ?? [];
    list.push(punch);
    punchesOf.set(punch.emp_id, list);
  }
  return { people, schedules, punchesOf, range, policy, timeZone };
}

/** One person's days from the facts; `punches` replaces the stored ones where given. */
export function attendanceRowsOf(facts: AttendanceFacts, person: AttendanceFacts['people'][number], punches?: attendance.PunchRow[]): AttendanceRow[] {
  return buildAttendanceRows(
    {
      empid: person.emp_id,
      fullname: person.fullname,
      officeId: person.office_id,
      schedule: facts.schedules.get(person.emp_id) ?? [],
      punches: punches ?? facts.punchesOf.get(person.emp_id) ?? [],
    },
    facts.range,
    facts.policy,
  );
}

/**
 * The figures of several employees over a range, computed on the fly from indexed
 * data (a handful of queries whatever the number of people), so a figure is never
 * stale after an approval. Sums over many people read stored days where they can
 * (stored-days.ts), which this same computation wrote.
 */
export async function computeAttendance(db: Kysely<DB>, empIds: readonly string[], from: string, to: string): Promise<AttendanceRow[]> {
  if (empIds.length === 0) return [];
  const facts = await loadAttendanceFacts(db, empIds, from, to);
  return facts.people.flatMap((person) => attendanceRowsOf(facts, person));
}
