import type { Kysely } from 'kysely';
import type { ShiftBody, ShiftRow } from '@portal/contracts/admin-shifts';
import type { DB } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import * as shifts from './shifts.repository';

const ENTITY = 'shifts';

function describe(shift: { shift: string; timein: string; timeout: string }): string {
  return `Shift ${shift.shift} (${shift.timein} to ${shift.timeout})`;
}

async function answer(db: Kysely<DB>, code: string, message: string): Promise<ShiftRow & { message: string }> {
  const row = (await shifts.listShifts(db)).find((shift) => shift.shift === code);
  if (!row) throw notFound(`There is no shift ${code}.`);
  return { message, ...row };
}

export async function createShift(db: Kysely<DB>, user: CurrentUser, body: ShiftBody, requestId: string) {
  await db.transaction().execute(async (trx) => {
    if (await shifts.findShift(trx, body.shift)) throw conflict(`Shift ${body.shift} already exists; edit it instead, or choose another code.`);
    await shifts.insertShift(trx, body);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'create', entity: ENTITY, entityId: body.shift, before: null, after: body, requestId });
  });
  return answer(db, body.shift, `${describe(body)} added.`);
}

/**
 * Changes a shift's times or description. New computations (attendance, leave
 * days) read the shift table directly, so they use it at once; approved requests
 * keep what they stored when they were decided.
 */
export async function updateShift(db: Kysely<DB>, user: CurrentUser, body: ShiftBody, requestId: string) {
  await db.transaction().execute(async (trx) => {
    if (!(await shifts.lockShift(trx, body.shift))) throw notFound(`There is no shift ${body.shift}; add it first.`);
    const before = await shifts.findShift(trx, body.shift);
    await shifts.updateShift(trx, body);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'update', entity: ENTITY, entityId: body.shift, before, after: body, requestId });
  });
  return answer(db, body.shift, `${describe(body)} saved.`);
}

/** A shift in use stays: employees' schedules and requests (even decided ones) name it. */
export async function deleteShift(db: Kysely<DB>, user: CurrentUser, code: string, requestId: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await shifts.lockShift(trx, code))) throw notFound(`There is no shift ${code}.`);
    const uses = await shifts.countShiftUses(trx, code);
    if (uses.employees > 0) throw conflict(`Shift ${code} is the default shift of ${uses.employees} employee${uses.employees === 1 ? '' : 's'}; give them another shift in Schedules first.`);
    if (uses.requests > 0) throw conflict(`Shift ${code} is named by ${uses.requests} shift-change request${uses.requests === 1 ? '' : 's'}, so it stays; you can rename its description instead.`);
    const before = await shifts.findShift(trx, code);
    await shifts.deleteShift(trx, code);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'delete', entity: ENTITY, entityId: code, before, after: null, requestId });
    return { message: `Shift ${code} deleted.` };
  });
}
