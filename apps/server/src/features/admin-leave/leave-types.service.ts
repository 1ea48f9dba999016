import type { Kysely } from 'kysely';
import type { AdminLeaveType, LeaveTypeBody } from '@portal/contracts/admin-leave';
import type { DB } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import * as types from './leave-types.repository';

export interface Actor {
  empId: string;
  requestId: string;
}

export const listLeaveTypes = (db: Kysely<DB>): Promise<AdminLeaveType[]> => types.listLeaveTypesWithUse(db);

async function readType(db: Kysely<DB>, payitem: string): Promise<AdminLeaveType> {
  const [row] = await types.listLeaveTypesWithUse(db, payitem);
  if (!row) throw notFound(say('admin_leave.type_missing', { payitem }));
  return row;
}

export async function createLeaveType(
  db: Kysely<DB>,
  actor: Actor,
  body: LeaveTypeBody,
): Promise<AdminLeaveType & CodedAnswer> {
  await db.transaction().execute(async (trx) => {
    if (await types.lockLeaveType(trx, body.payitem)) {
      throw conflict(say('admin_leave.type_exists', { payitem: body.payitem }));
    }
    await types.insertLeaveType(trx, body);
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'create',
      entity: 'leave_type',
      entityId: body.payitem,
      after: body,
      requestId: actor.requestId,
    });
  });
  return { ...(await readType(db, body.payitem)), ...codedFields(say('admin_leave.type_added', { leave: body.leave_desc, payitem: body.payitem })) };
}

/** Changes a type; existing entitlements keep their hours (the next year start uses the new ones). */
export async function updateLeaveType(
  db: Kysely<DB>,
  actor: Actor,
  body: LeaveTypeBody,
): Promise<AdminLeaveType & CodedAnswer> {
  const changed = await db.transaction().execute(async (trx) => {
    const before = await types.lockLeaveType(trx, body.payitem);
    if (!before) throw notFound(say('admin_leave.type_missing_add', { payitem: body.payitem }));
    const same = (Object.keys(body) as (keyof LeaveTypeBody)[]).every((key) => body[key] === before[key]);
    if (same) return false;
    await types.updateLeaveType(trx, body);
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'update',
      entity: 'leave_type',
      entityId: body.payitem,
      before,
      after: body,
      requestId: actor.requestId,
    });
    return true;
  });
  const message = say(changed ? 'admin_leave.type_saved' : 'admin_leave.type_unchanged', { leave: body.leave_desc, payitem: body.payitem });
  return { ...(await readType(db, body.payitem)), ...codedFields(message) };
}

/** Deletes a type nobody is entitled to and no leave names; else 409, so no history is lost. */
export async function deleteLeaveType(db: Kysely<DB>, actor: Actor, payitem: string): Promise<CodedAnswer> {
  return db.transaction().execute(async (trx) => {
    const before = await types.lockLeaveType(trx, payitem);
    if (!before) throw notFound(say('admin_leave.type_missing', { payitem }));
    // The lock above keeps new entitlements and leaves from naming it until we are done.
    const [use] = await types.listLeaveTypesWithUse(trx, payitem);
    if (use && (use.entitlements > 0 || use.leaves > 0)) {
      throw conflict(say('admin_leave.type_in_use', { leave: before.leave_desc, payitem, entitlements: use.entitlements, leaves: use.leaves }));
    }
    await types.deleteLeaveType(trx, payitem);
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'delete',
      entity: 'leave_type',
      entityId: payitem,
      before,
      requestId: actor.requestId,
    });
    return codedFields(say('admin_leave.type_deleted', { leave: before.leave_desc, payitem }));
  });
}
