import type { Kysely } from 'kysely';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { DB } from '../../db/database';
import { addDays, toLocalDateTime } from '../../lib/local-time';
import type { DaySchedule } from '../../schedule/effective-schedule';
import { holidayForOffice } from '../../schedule/holiday-for-office';
import { attendanceRowsOf, computeFreshAttendance, loadAttendanceFacts, type AttendanceFacts } from './attendance-facts';
import { factKey } from './attendance-rows';
import { listPeople } from './attendance.repository';
import { listStoredDays, readStoredDaysMoment, storeDays, type DayToStore, type StoredDaysMoment } from './stored-days.repository';

/**
 * A day is stored once it is this many days before today in the company's zone.
 * Nearer days still change by the clock (a night shift's open time-in, an absence
 * that becomes one when the day is over) and are computed on every read.
 */
export const STORED_DAYS_LAG = 3;

/** The last day that may be stored, for the company's today. */
export function lastStorableDay(today: string): string {
  return addDays(today, -STORED_DAYS_LAG);
}

type StoredFigures = Omit<AttendanceRow, 'empid' | 'fullname'>;

/** What one day was computed from, kept beside it: its schedule, holiday, punches, requests. */
function inputsOf(facts: AttendanceFacts, person: AttendanceFacts['people'][number], row: AttendanceRow, day: DaySchedule | undefined, punchCount: number) {
  const key = factKey(person.emp_id, row.trdate);
  const holiday = holidayForOffice(facts.range.holidays.get(row.trdate), person.office_id);
  return {
    shift: day?.shift?.shift ?? null,
    rest_day: day?.restDay ?? false,
    holiday: holiday ? { name: holiday.name, type: holiday.type } : null,
    punches: punchCount,
    leave: facts.range.leave.get(key) ?? null,
    official_business: facts.range.officialBusiness.has(key),
    approved_overtime_hours: facts.range.overtime.get(key) ?? 0,
    office_id: person.office_id,
    policy: facts.policy,
    time_zone: facts.timeZone,
  };
}

/**
 * Computes the days of the people missing some, stores those days, and answers all
 * their rows. The facts are read after the moment's snapshot, so what is stored is
 * never older than a change that moment saw (see storeDays).
 */
async function computeAndStore(db: Kysely<DB>, moment: StoredDaysMoment, empIds: readonly string[], from: string, to: string, stored: ReadonlySet<string>) {
  const facts = await loadAttendanceFacts(db, empIds, from, to);
  const rows: AttendanceRow[] = [];
  const toStore: DayToStore[] = [];
  for (const person of facts.people) {
    const punchCounts = new Map<string, number>();
    for (const punch of facts.punchesOf.get(person.emp_id) ?? []) punchCounts.set(punch.trdate, (punchCounts.get(punch.trdate) ?? 0) + 1);
    const schedule = new Map((facts.schedules.get(person.emp_id) ?? []).map((day) => [day.date, day]));
    for (const row of attendanceRowsOf(facts, person)) {
      rows.push(row);
      if (stored.has(factKey(row.empid, row.trdate))) continue;
      const { empid: _empid, fullname: _fullname, ...computed } = row;
      toStore.push({ emp_id: row.empid, trdate: row.trdate, computed, inputs: inputsOf(facts, person, row, schedule.get(row.trdate), punchCounts.get(row.trdate) ?? 0) });
    }
  }
  await storeDays(db, moment, toStore);
  return rows;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The figures of several employees over a range, one row per person and day, people
 * in name order. Days three or more days past are read as stored (daily_attendance);
 * a person missing any, or holding a stale one, has them computed and stored on the
 * spot, so an answer is never stale, only sometimes slower. Nearer days are computed.
 */
export async function computeAttendance(db: Kysely<DB>, empIds: readonly string[], from: string, to: string): Promise<AttendanceRow[]> {
  if (empIds.length === 0) return [];
  const moment = await readStoredDaysMoment(db);
  const lastStored = lastStorableDay(toLocalDateTime(new Date(), moment.timeZone).date);
  if (from > lastStored) return computeFreshAttendance(db, empIds, from, to);
  const storedTo = to < lastStored ? to : lastStored;
  const [people, storedDays] = await Promise.all([listPeople(db, empIds), listStoredDays(db, empIds, from, storedTo, moment.version)]);
  const storedOf = new Map<string, StoredFigures[]>();
  for (const day of storedDays) {
    const list = storedOf.get(day.emp_id);
    if (list) list.push(day.computed as StoredFigures);
    else storedOf.set(day.emp_id, [day.computed as StoredFigures]);
  }
  const wanted = daysBetween(from, storedTo);
  const incomplete = people.filter((person) => (storedOf.get(person.emp_id)?.length ?? 0) < wanted).map((person) => person.emp_id);
  const storedKeys = new Set(storedDays.map((day) => factKey(day.emp_id, day.trdate)));
  const [computed, nearer] = await Promise.all([
    incomplete.length > 0 ? computeAndStore(db, moment, incomplete, from, storedTo, storedKeys) : Promise.resolve([]),
    to > storedTo ? computeFreshAttendance(db, empIds, addDays(storedTo, 1), to) : Promise.resolve([]),
  ]);
  const computedOf = groupByPerson(computed);
  const nearerOf = groupByPerson(nearer);
  const rows: AttendanceRow[] = [];
  for (const person of people) {
    const own = computedOf.get(person.emp_id);
    if (own) rows.push(...own);
    else for (const figures of storedOf.get(person.emp_id) ?? []) rows.push({ empid: person.emp_id, fullname: person.fullname, ...figures });
    const later = nearerOf.get(person.emp_id);
    if (later) rows.push(...later);
  }
  return rows;
}

function groupByPerson(rows: readonly AttendanceRow[]): Map<string, AttendanceRow[]> {
  const byPerson = new Map<string, AttendanceRow[]>();
  for (const row of rows) {
    const list = byPerson.get(row.empid);
    if (list) list.push(row);
    else byPerson.set(row.empid, [row]);
  }
  return byPerson;
}
