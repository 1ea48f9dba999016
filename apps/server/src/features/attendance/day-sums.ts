import type { Kysely } from 'kysely';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { DB } from '../../db/database';
import { addDays, daysInRange } from '../../lib/local-time';
import { computeAttendance } from './attendance-facts';
import { storedDaysNow } from './stored-days';
import { sumStoredDays, type StoredDaySum, type StoredSumRow, type SummedFigure } from './stored-days.repository';

/** A person's days of one day type and leave charged, summed: what the reports and the payroll hand-off add up. */
export type DaySum = Omit<StoredDaySum, 'emp_id'>;

/** Person-days computed at a time: memory holds one batch's rows, whatever the company's size. */
const PERSON_DAYS_PER_BATCH = 15_000;

/**
 * People computed together over a range: a batch is about the same number of
 * person-days however long the range, so a few recent days of a whole company are a
 * few large batches (each batch's reads cost about the same whatever its size), and a
 * long range is many small ones.
 */
export function peoplePerBatch(from: string, to: string): number {
  return Math.max(100, Math.floor(PERSON_DAYS_PER_BATCH / daysInRange(from, to)));
}

/** Computed days summed by day type, as the database sums stored ones. */
export function sumDays(days: readonly AttendanceRow[]): DaySum[] {
  const byType = new Map<string, DaySum>();
  for (const day of days) {
    const key = `${day.daycd}|${day.charged_to ?? ''}`;
    let sum = byType.get(key);
    if (!sum) {
      sum = {
        daycd: day.daycd,
        charged_to: day.charged_to,
        days: 0,
        late_days: 0,
        tardy: 0,
        undertime_days: 0,
        undertime: 0,
        othrs: 0,
        othrsapv: 0,
        reghrs: 0,
        nphrs: 0,
        otnphrs: 0,
        overtime_night: 0,
        leave_hours: 0,
        premium_first8: 0,
        premium_beyond8: 0,
        premium_night_first8: 0,
        premium_night_beyond8: 0,
        absent_dates: [],
        incomplete_dates: [],
      };
      byType.set(key, sum);
    }
    sum.days += 1;
    if (day.tardy > 0) sum.late_days += 1;
    if (day.undertime > 0) sum.undertime_days += 1;
    sum.tardy += day.tardy;
    sum.undertime += day.undertime;
    sum.othrs += day.othrs;
    sum.othrsapv += day.othrsapv;
    sum.reghrs += day.reghrs;
    sum.nphrs += day.nphrs;
    sum.otnphrs += day.otnphrs;
    sum.overtime_night += Math.min(day.otnphrs, day.othrsapv);
    if (day.charged_to !== null && day.hrday1 > 0) sum.leave_hours += day.hrday1;
    if (day.daycd !== 'REG') {
      const first8 = Math.min(day.othrsapv, 8);
      sum.premium_first8 += first8;
      sum.premium_beyond8 += day.othrsapv - first8;
      sum.premium_night_first8 += Math.min(day.nphrs_first8, first8);
      sum.premium_night_beyond8 += Math.min(Math.max(day.otnphrs - day.nphrs_first8, 0), day.othrsapv - first8);
    }
    if (day.absent) sum.absent_dates.push(day.trdate);
    if (day.incomplete) sum.incomplete_dates.push(day.trdate);
  }
  return [...byType.values()];
}

/**
 * A stored row's sum, its emp_id left out, field by field (an object rest, `{ emp_id,
 * ...sum }`, is the slow, generic copy), and a figure not asked for as 0 or no dates:
 * the reader's type does not hold it (see daySumsOf).
 */
function sumOfRow(row: StoredSumRow): DaySum {
  return {
    daycd: row.daycd,
    charged_to: row.charged_to,
    days: row.days,
    late_days: row.late_days ?? 0,
    tardy: row.tardy ?? 0,
    undertime_days: row.undertime_days ?? 0,
    undertime: row.undertime ?? 0,
    othrs: row.othrs ?? 0,
    othrsapv: row.othrsapv ?? 0,
    reghrs: row.reghrs ?? 0,
    nphrs: row.nphrs ?? 0,
    otnphrs: row.otnphrs ?? 0,
    overtime_night: row.overtime_night ?? 0,
    leave_hours: row.leave_hours ?? 0,
    premium_first8: row.premium_first8 ?? 0,
    premium_beyond8: row.premium_beyond8 ?? 0,
    premium_night_first8: row.premium_night_first8 ?? 0,
    premium_night_beyond8: row.premium_night_beyond8 ?? 0,
    absent_dates: row.absent_dates ?? [],
    incomplete_dates: row.incomplete_dates ?? [],
  };
}

/**
 * Adds sums to a person's, by day type. The sums are taken, not copied (a company's
 * are some 30,000 objects): each is a fresh object of this read, which nothing else holds.
 */
function addSums(into: DaySum[], more: readonly DaySum[]): void {
  for (const sum of more) {
    const same = into.find((held) => held.daycd === sum.daycd && held.charged_to === sum.charged_to);
    if (!same) {
      into.push(sum);
      continue;
    }
    same.days += sum.days;
    same.late_days += sum.late_days;
    same.tardy += sum.tardy;
    same.undertime_days += sum.undertime_days;
    same.undertime += sum.undertime;
    same.othrs += sum.othrs;
    same.othrsapv += sum.othrsapv;
    same.reghrs += sum.reghrs;
    same.nphrs += sum.nphrs;
    same.otnphrs += sum.otnphrs;
    same.overtime_night += sum.overtime_night;
    same.leave_hours += sum.leave_hours;
    same.premium_first8 += sum.premium_first8;
    same.premium_beyond8 += sum.premium_beyond8;
    same.premium_night_first8 += sum.premium_night_first8;
    same.premium_night_beyond8 += sum.premium_night_beyond8;
    same.absent_dates.push(...sum.absent_dates);
    same.incomplete_dates.push(...sum.incomplete_dates);
  }
}

/** Computes the people's days of the range a batch at a time and adds their sums to each person's. */
async function addComputedSums(db: Kysely<DB>, into: Map<string, DaySum[]>, empIds: readonly string[], from: string, to: string): Promise<void> {
  const perBatch = peoplePerBatch(from, to);
  for (let start = 0; start < empIds.length; start += perBatch) {
    const byPerson = new Map<string, AttendanceRow[]>();
    for (const day of await computeAttendance(db, empIds.slice(start, start + perBatch), from, to)) {
      const list = byPerson.get(day.empid);
      if (list) list.push(day);
      else byPerson.set(day.empid, [day]);
    }
    for (const [empId, days] of byPerson) {
      const held = into.get(empId) ?? [];
      addSums(held, sumDays(days));
      into.set(empId, held);
    }
  }
}

/** A sum holding the figures a reader asked for (and its day type and count of days). */
export type DaySumOf<Figure extends SummedFigure> = Pick<DaySum, 'daycd' | 'charged_to' | 'days' | Figure>;

/**
 * Each person's days of the range summed by day type. Stored days are summed by the
 * database where all of a person's are stored and current; a person with a stale or
 * missing day has the range computed, as does everyone's nearer days (too recent to
 * be stored), computed while the database sums. The sums are the same either way:
 * the stored days are those figures. The database sums only the `figures` asked for;
 * the answer's type holds only those, so a reader cannot fold one it did not ask for.
 */
export async function daySumsOf<Figure extends SummedFigure>(
  db: Kysely<DB>,
  empIds: readonly string[],
  range: { from: string; to: string },
  figures: readonly Figure[],
): Promise<Map<string, DaySumOf<Figure>[]>> {
  const { from, to } = range;
  const sums = new Map<string, DaySum[]>();
  if (empIds.length === 0) return sums;
  const moment = await storedDaysNow(db);
  const storedTo = to < moment.lastStored ? to : moment.lastStored;
  const nearFrom = from > storedTo ? from : addDays(storedTo, 1);
  const [storedSums] = await Promise.all([
    from <= storedTo ? sumStoredDays(db, { empIds, from, to: storedTo, version: moment.version }, figures) : Promise.resolve([]),
    nearFrom <= to ? addComputedSums(db, sums, empIds, nearFrom, to) : Promise.resolve(),
  ]);
  if (from <= storedTo) {
    const stored = new Map<string, DaySum[]>();
    for (const row of storedSums) {
      const sum = sumOfRow(row);
      const list = stored.get(row.emp_id);
      if (list) list.push(sum);
      else stored.set(row.emp_id, [sum]);
    }
    const wanted = daysInRange(from, storedTo);
    const incomplete: string[] = [];
    for (const empId of empIds) {
      const list = stored.get(empId);
      if (!list || list.reduce((count, sum) => count + sum.days, 0) !== wanted) {
        incomplete.push(empId);
        continue;
      }
      const held = sums.get(empId) ?? [];
      addSums(held, list);
      sums.set(empId, held);
    }
    await addComputedSums(db, sums, incomplete, from, storedTo);
  }
  for (const list of sums.values()) {
    for (const sum of list) {
      sum.absent_dates.sort();
      sum.incomplete_dates.sort();
    }
  }
  return sums;
}
