import type { Kysely } from 'kysely';
import type { ShiftBody, ShiftRow } from '@portal/contracts/admin-shifts';
import type { DB } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer, type PortalMessage } from '../../lib/messages';
import * as shifts from './shifts.repository';

const ENTITY = 'shifts';

/** "Shift DAY (08:00 to 17:00)": the parameters a message names a shift by. */
function describe(shift: { shift: string; timein: string; timeout: string }) {
  return { shift: shift.shift, from: shift.timein, to: shift.timeout };
}

async function answer(db: Kysely<DB>, code: string, message: PortalMessage): Promise<ShiftRow & CodedAnswer> {
  const row = (await shifts.listShifts(db)).find((shift) => shift.shift === code);
  if (!row) throw notFound(say('calendar.shift_missing', { shift: code }));
  return { ...codedFields(message), ...row };
}

export async function createShift(db: Kysely<DB>, user: CurrentUser, body: ShiftBody, requestId: string) {
  await db.transaction().execute(async (trx) => {
    if (await shifts.findShift(trx, body.shift)) throw conflict(say('calendar.shift_exists', { shift: body.shift }));
    await shifts.insertShift(trx, body);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'create', entity: ENTITY, entityId: body.shift, before: null, after: body, requestId });
  });
  return answer(db, body.shift, say('calendar.shift_added', describe(body)));
}

/**
 * Changes a shift's times or description. New computations (attendance, leave
 * days) read the shift table directly, so they use it at once; approved requests
 * keep what they stored when they were decided.
 */
export async function updateShift(db: Kysely<DB>, user: CurrentUser, body: ShiftBody, requestId: string) {
  await db.transaction().execute(async (trx) => {
    if (!(await shifts.lockShift(trx, body.shift))) throw notFound(say('calendar.shift_missing_add', { shift: body.shift }));
    const before = await shifts.findShift(trx, body.shift);
    await shifts.updateShift(trx, body);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'update', entity: ENTITY, entityId: body.shift, before, after: body, requestId });
  });
  return answer(db, body.shift, say('calendar.shift_saved', describe(body)));
}

/** A shift in use stays: employees' schedules and requests (even decided ones) name it. */
export async function deleteShift(db: Kysely<DB>, user: CurrentUser, code: string, requestId: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await shifts.lockShift(trx, code))) throw notFound(say('calendar.shift_missing', { shift: code }));
    const uses = await shifts.countShiftUses(trx, code);
    if (uses.employees > 0) throw conflict(say('calendar.shift_is_default', { shift: code, employees: uses.employees }));
    if (uses.requests > 0) throw conflict(say('calendar.shift_in_requests', { shift: code, requests: uses.requests }));
    const before = await shifts.findShift(trx, code);
    await shifts.deleteShift(trx, code);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'delete', entity: ENTITY, entityId: code, before, after: null, requestId });
    return codedFields(say('calendar.shift_deleted', { shift: code }));
  });
}
