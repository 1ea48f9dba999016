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

interface DaysRead<Stored> {
  people: { emp_id: string; fullname: string }[];
  storedOf: Map<string, Stored[]>;
  computedOf: Map<string, AttendanceRow[]>;
  nearerOf: Map<string, AttendanceRow[]>;
}

/**
 * Reads the range's days: stored ones as they are, and the days of anyone missing any
 * (or holding a stale one) computed and stored on the spot; nearer days computed.
 * Answers null when the whole range is too near to be stored.
 */
async function readDays<Stored>(db: Kysely<DB>, empIds: readonly string[], from: string, to: string, asText: boolean): Promise<DaysRead<Stored> | null> {
  const moment = await readStoredDaysMoment(db);
  const lastStored = lastStorableDay(toLocalDateTime(new Date(), moment.timeZone).date);
  if (from > lastStored) return null;
  const storedTo = to < lastStored ? to : lastStored;
  const [people, storedDays] = await Promise.all([listPeople(db, empIds), listStoredDays<Stored>(db, empIds, from, storedTo, moment.version, asText)]);
  const storedOf = new Map<string, Stored[]>();
  for (const day of storedDays) {
    const list = storedOf.get(day.emp_id);
    if (list) list.push(day.computed);
    else storedOf.set(day.emp_id, [day.computed]);
  }
  const wanted = daysBetween(from, storedTo);
  const incomplete = people.filter((person) => (storedOf.get(person.emp_id)?.length ?? 0) < wanted).map((person) => person.emp_id);
  const storedKeys = new Set(storedDays.map((day) => factKey(day.emp_id, day.trdate)));
  const [computed, nearer] = await Promise.all([
    incomplete.length > 0 ? computeAndStore(db, moment, incomplete, from, storedTo, storedKeys) : Promise.resolve([]),
    to > storedTo ? computeFreshAttendance(db, empIds, addDays(storedTo, 1), to) : Promise.resolve([]),
  ]);
  return { people, storedOf, computedOf: groupByPerson(computed), nearerOf: groupByPerson(nearer) };
}

/** Each person's rows in name order: computed where their stored days were incomplete, else stored, then the nearer days. */
function assemble<Stored, Row>(read: DaysRead<Stored>, fromStored: (person: { emp_id: string; fullname: string }, stored: Stored) => Row, fromComputed: (row: AttendanceRow) => Row): Row[] {
  const rows: Row[] = [];
  for (const person of read.people) {
    const own = read.computedOf.get(person.emp_id);
    if (own) for (const row of own) rows.push(fromComputed(row));
    else for (const stored of read.storedOf.get(person.emp_id) ?? []) rows.push(fromStored(person, stored));
    for (const row of read.nearerOf.get(person.emp_id) ?? []) rows.push(fromComputed(row));
  }
  return rows;
}

/**
 * The figures of several employees over a range, one row per person and day, people
 * in name order. Days three or more days past are read as stored (daily_attendance);
 * a person missing any, or holding a stale one, has them computed and stored on the
 * spot, so an answer is never stale, only sometimes slower. Nearer days are computed.
 */
export async function computeAttendance(db: Kysely<DB>, empIds: readonly string[], from: string, to: string): Promise<AttendanceRow[]> {
  if (empIds.length === 0) return [];
  const read = await readDays<StoredFigures>(db, empIds, from, to, false);
  if (!read) return computeFreshAttendance(db, empIds, from, to);
  return assemble<StoredFigures, AttendanceRow>(read, (person, figures) => ({ empid: person.emp_id, fullname: person.fullname, ...figures }), (row) => row);
}

/**
 * The same rows as JSON texts, one per row, for an answer sent as it is: a stored day's
 * JSON is not parsed and written again, only given the person's number and name.
 */
export async function attendanceJsonRows(db: Kysely<DB>, empIds: readonly string[], from: string, to: string): Promise<string[]> {
  if (empIds.length === 0) return [];
  const read = await readDays<string>(db, empIds, from, to, true);
  if (!read) return (await computeFreshAttendance(db, empIds, from, to)).map((row) => JSON.stringify(row));
  return assemble<string, string>(
    read,
    (person, json) => `{"empid":${JSON.stringify(person.emp_id)},"fullname":${JSON.stringify(person.fullname)},${json.slice(1)}`,
    (row) => JSON.stringify(row),
  );
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
