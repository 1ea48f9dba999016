import type { Kysely, Transaction } from 'kysely';
import type { SetSchedulesBody } from '@portal/contracts/admin-shifts';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say } from '../../lib/messages';
import * as schedules from './schedules.repository';

export const SCHEDULE_ENTITY = 'schedules';
const LISTED_UNKNOWN = 10;

function sameDays(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((day, index) => day === b[index]);
}

export function sameSchedule(a: schedules.StoredSchedule, b: { default_shift: string | null; rest_days: number[] }): boolean {
  return a.default_shift === b.default_shift && sameDays(a.rest_days, b.rest_days);
}

/** One audit row per employee whose schedule changed, with the schedule before and after. */
export async function auditScheduleChange(
  trx: Transaction<DB>,
  entry: { actorEmpId: string; requestId: string; before: schedules.StoredSchedule; after: schedules.StoredSchedule },
): Promise<void> {
  await writeAudit(trx, { actorEmpId: entry.actorEmpId, action: 'update', entity: SCHEDULE_ENTITY, entityId: entry.before.emp_id, before: entry.before, after: entry.after, requestId: entry.requestId });
}

/**
 * Sets the default shift and/or rest days of many employees at once, all or none.
 * Attendance and leave-day counting read the schedule on every call (nothing is
 * cached), so new computations follow at once; approved shift changes still
 * override it on their dates, and decided requests keep what they stored.
 */
export async function setSchedules(db: Kysely<DB>, user: CurrentUser, body: SetSchedulesBody, requestId: string) {
  const empIds = [...new Set(body.empIds)];
  return db.transaction().execute(async (trx) => {
    if (body.default_shift !== undefined && !(await schedules.existingShiftCodes(trx, [body.default_shift])).has(body.default_shift)) {
      throw badRequest(say('calendar.no_shift_for_schedule', { shift: body.default_shift }));
    }
    const stored = await schedules.lockSchedules(trx, empIds);
    const unknown = empIds.filter((empId) => !stored.has(empId));
    if (unknown.length > 0) {
      const more = Math.max(0, unknown.length - LISTED_UNKNOWN);
      throw badRequest(say('calendar.unknown_employees', { empIds: unknown.slice(0, LISTED_UNKNOWN).join(', '), more }));
    }
    // Group by resulting schedule, so each group is one statement whatever its size.
    const groups = new Map<string, { schedule: { default_shift: string | null; rest_days: number[] }; empIds: string[] }>();
    let unchanged = 0;
    for (const before of stored.values()) {
      const after = { emp_id: before.emp_id, default_shift: body.default_shift ?? before.default_shift, rest_days: body.rest_days ?? before.rest_days };
      if (sameSchedule(before, after)) {
        unchanged += 1;
        continue;
      }
      const key = `${after.default_shift}|${after.rest_days.join(',')}`;
      const group = groups.get(key) ?? { schedule: { default_shift: after.default_shift, rest_days: after.rest_days }, empIds: [] };
      group.empIds.push(before.emp_id);
      groups.set(key, group);
      await auditScheduleChange(trx, { actorEmpId: user.empId, requestId, before, after });
    }
    for (const group of groups.values()) await schedules.updateSchedules(trx, group.empIds, group.schedule);
    const changed = stored.size - unchanged;
    const message = changed === 0 ? say('calendar.schedule_unchanged', { unchanged }) : say('calendar.schedule_set', { changed, unchanged });
    return { ...codedFields(message), changed, unchanged };
  });
}
