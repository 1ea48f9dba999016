import type { Kysely } from 'kysely';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { DB } from '../../db/database';
import type { DaySchedule } from '../../schedule/effective-schedule';
import { holidayForOffice } from '../../schedule/holiday-for-office';
import { attendanceRowsOf, loadAttendanceFacts, type AttendanceFacts } from './attendance-facts';
import { readStoredDaysMoment, storeDays, type DayToStore, type StoredDaysMoment } from './stored-days.repository';

/**
 * A day is stored once it is over in the company's zone (two hours after its
 * midnight: see readStoredDaysMoment). Only an absence changes with the clock, and it
 * is final then; every later change to the day is an event that stales it. Today is
 * computed on every read.
 */
export function storedDaysNow(db: Kysely<DB>): Promise<StoredDaysMoment> {
  return readStoredDaysMoment(db);
}

/** What one day was computed from, kept beside it: its schedule, holiday, punches and requests. */
function inputsOf(facts: AttendanceFacts, person: AttendanceFacts['people'][number], row: AttendanceRow, day: DaySchedule | undefined, punchCount: number) {
  const key = `${person.emp_id}|${row.trdate}`;
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
  };
}

/**
 * Computes the people's days of the range that may be stored, with the same code every
 * screen computes them with, and stores those not stored or stale. The facts are read
 * after the moment's snapshot, so what is stored is never older than a change that
 * moment saw (see storeDays). Answers how many days were written.
 */
export async function storeComputedDays(db: Kysely<DB>, empIds: readonly string[], from: string, to: string): Promise<number> {
  const moment = await storedDaysNow(db);
  const last = to < moment.lastStored ? to : moment.lastStored;
  if (empIds.length === 0 || from > last) return 0;
  const facts = await loadAttendanceFacts(db, empIds, from, last);
  const toStore: DayToStore[] = [];
  for (const person of facts.people) {
    const punchCounts = new Map<string, number>();
    for (const punch of facts.punchesOf.get(person.emp_id) ?? []) punchCounts.set(punch.trdate, (punchCounts.get(punch.trdate) ?? 0) + 1);
    const schedule = new Map((facts.schedules.get(person.emp_id) ?? []).map((day) => [day.date, day]));
    for (const row of attendanceRowsOf(facts, person)) {
      const { empid: _empid, fullname: _fullname, ...computed } = row;
      toStore.push({ emp_id: row.empid, trdate: row.trdate, computed, inputs: inputsOf(facts, person, row, schedule.get(row.trdate), punchCounts.get(row.trdate) ?? 0) });
    }
  }
  return storeDays(db, moment, toStore);
}
