import type { Kysely } from 'kysely';
import { MAX_ATTENDANCE_DAYS, type AttendanceRow, type StaffMember } from '@portal/contracts/attendance';
import type { DB } from '../../db/database';
import { badRequest, forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { say } from '../../lib/messages';
import { addDays } from '../../lib/local-time';
import { computeAttendance } from './attendance-facts';
import * as attendance from './attendance.repository';
import { SerialisedAnswer } from '../../lib/serialised-answer';

function checkRange(from: string, to: string): void {
  if (addDays(from, MAX_ATTENDANCE_DAYS - 1) < to) throw badRequest(say('attendance.too_many_days', { max: MAX_ATTENDANCE_DAYS, from, to }));
}

export async function listMyAttendance(db: Kysely<DB>, user: CurrentUser, query: { from: string; to: string }) {
  checkRange(query.from, query.to);
  return computeAttendance(db, [user.empId], query.from, query.to);
}

/** A team lead sees their team; HR sees everyone; anyone else has no staff. */
export async function listVisibleStaff(db: Kysely<DB>, user: CurrentUser): Promise<StaffMember[]> {
  if (user.hradmin) return attendance.listStaff(db, null);
  if (user.teamlead) return attendance.listStaff(db, user.empId);
  throw forbidden(say('attendance.staff_only'));
}

/**
 * People per batch of a company-wide report. The server holds one batch's days at a
 * time (100 people by 31 days is about 1.5 MB of JSON), whatever the company's size.
 * Small batches die young, in V8's new space, and cost no time: 10,000 people answer
 * as fast in batches of 100 as of 500, with less than half the peak memory.
 */
export const STAFF_ATTENDANCE_BATCH = 100;

/**
 * The days of many people as one JSON array, computed and sent a batch of people at
 * a time: memory stays bounded and the first rows leave before the last are read.
 * The first batch is computed before anything is sent, so a fault at the start (the
 * database down) is still answered with its status; a fault later cuts the answer,
 * which the client cannot parse and reports as failed.
 */
async function staffAttendanceAnswer(db: Kysely<DB>, empIds: readonly string[], from: string, to: string, batchSize: number): Promise<SerialisedAnswer> {
  const batches = Math.ceil(empIds.length / batchSize);
  const rowsOf = (index: number) => computeAttendance(db, empIds.slice(index * batchSize, (index + 1) * batchSize), from, to);
  if (batches <= 1) return new SerialisedAnswer(JSON.stringify(await rowsOf(0)));
  const first = await rowsOf(0);
  async function* pieces(): AsyncGenerator<string> {
    let opened = false;
    yield '[';
    for (let index = 0; index < batches; index++) {
      const rows = index === 0 ? first : await rowsOf(index);
      if (rows.length === 0) continue;
      const json = JSON.stringify(rows);
      yield `${opened ? ',' : ''}${json.slice(1, -1)}`;
      opened = true;
    }
    yield ']';
  }
  return new SerialisedAnswer(pieces());
}

export async function listStaffAttendance(
  db: Kysely<DB>,
  user: CurrentUser,
  query: { from: string; to: string; empid?: string | undefined },
  batchSize = STAFF_ATTENDANCE_BATCH,
): Promise<AttendanceRow[] | SerialisedAnswer> {
  checkRange(query.from, query.to);
  const staff = await listVisibleStaff(db, user);
  if (query.empid !== undefined) {
    if (!staff.some((member) => member.empid === query.empid)) throw forbidden(say('attendance.not_your_staff', { empId: query.empid }));
    return computeAttendance(db, [query.empid], query.from, query.to);
  }
  return staffAttendanceAnswer(db, staff.map((member) => member.empid), query.from, query.to, batchSize);
}
