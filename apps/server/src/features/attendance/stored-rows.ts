import type { Kysely } from 'kysely';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { DB } from '../../db/database';
import { addDays, daysInRange } from '../../lib/local-time';
import { computeAttendance } from './attendance-facts';
import { storedDaysNow } from './stored-days';
import { readStoredRowsJson } from './stored-days.repository';

/** Rows of one person as JSON pieces, in the answer's order. */
function rowsJsonOf(rows: readonly AttendanceRow[]): Map<string, string[]> {
  const byPerson = new Map<string, string[]>();
  for (const row of rows) {
    const list = byPerson.get(row.empid);
    const json = JSON.stringify(row);
    if (list) list.push(json);
    else byPerson.set(row.empid, [json]);
  }
  return byPerson;
}

/**
 * Many people's days of a range as the inside of a JSON array (rows joined by
 * commas), in the order of `empIds`, each person's in date order. Stored days come as
 * the database wrote their JSON, and only the days that cannot be stored yet (the
 * nearest, see STORED_DAYS_LAG) are computed here; a person missing a stored day
 * (stale, not yet stored, hired or separated within the range) is computed whole.
 * The figures are the same either way: the stored days were computed by the same
 * code, and a changed input makes them stale in its own transaction.
 */
export async function attendanceJsonOf(db: Kysely<DB>, empIds: readonly string[], from: string, to: string): Promise<string> {
  const { moment, lastStored } = await storedDaysNow(db);
  const storedTo = to < lastStored ? to : lastStored;
  if (empIds.length === 0 || from > storedTo) return rowsJsonInOrder(empIds, rowsJsonOf(await computeAttendance(db, empIds, from, to)));
  const stored = await readStoredRowsJson(db, empIds, from, storedTo, moment.version);
  const wanted = daysInRange(from, storedTo);
  const complete = empIds.filter((empId) => stored.get(empId)?.days === wanted);
  const incomplete = empIds.filter((empId) => stored.get(empId)?.days !== wanted);
  const nearFrom = addDays(storedTo, 1);
  const [near, whole] = await Promise.all([
    nearFrom <= to ? computeAttendance(db, complete, nearFrom, to) : Promise.resolve([]),
    computeAttendance(db, incomplete, from, to),
  ]);
  const nearJson = rowsJsonOf(near);
  const wholeJson = rowsJsonOf(whole);
  const pieces: string[] = [];
  for (const empId of empIds) {
    const own = stored.get(empId);
    if (own?.days === wanted) {
      pieces.push(own.json);
      pieces.push(...(nearJson.get(empId) ?? []));
    } else {
      pieces.push(...(wholeJson.get(empId) ?? []));
    }
  }
  return pieces.join(',');
}

function rowsJsonInOrder(empIds: readonly string[], byPerson: Map<string, string[]>): string {
  return empIds.flatMap((empId) => byPerson.get(empId) ?? []).join(',');
}
