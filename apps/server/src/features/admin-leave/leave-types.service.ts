import type { Kysely } from 'kysely';
import type { AdminLeaveType, LeaveTypeBody } from '@portal/contracts/admin-leave';
import type { DB } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import * as types from './leave-types.repository';

export interface Actor {
  empId: string;
  requestId: string;
}

export const listLeaveTypes = (db: Kysely<DB>): Promise<AdminLeaveType[]> => types.listLeaveTypesWithUse(db);

async function readType(db: Kysely<DB>, payitem: string): Promise<AdminLeaveType> {
  const [row] = await types.listLeaveTypesWithUse(db, payitem);
  if (!row) throw notFound(`There is no leave type ${payitem}.`);
  return row;
}

export async function createLeaveType(
  db: Kysely<DB>,
  actor: Actor,
  body: LeaveTypeBody,
): Promise<AdminLeaveType & { message: string }> {
  await db.transaction().execute(async (trx) => {
    if (await types.lockLeaveType(trx, body.payitem)) {
      throw conflict(`There is already a leave type ${body.payitem}; edit it, or choose another code.`);
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
  return { ...(await readType(db, body.payitem)), message: `${body.leave_desc} (${body.payitem}) added.` };
}

/** Changes a type; existing entitlements keep their hours (the next year start uses the new ones). */
export async function updateLeaveType(
  db: Kysely<DB>,
  actor: Actor,
  body: LeaveTypeBody,
): Promise<AdminLeaveType & { message: string }> {
  const changed = await db.transaction().execute(async (trx) => {
    const before = await types.lockLeaveType(trx, body.payitem);
    if (!before) throw notFound(`There is no leave type ${body.payitem}; add it as a new type.`);
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
  const message = changed
    ? `${body.leave_desc} (${body.payitem}) saved.`
    : `${body.leave_desc} (${body.payitem}) is unchanged.`;
  return { ...(await readType(db, body.payitem)), message };
}

/** Deletes a type nobody is entitled to and no leave names; else 409, so no history is lost. */
export async function deleteLeaveType(db: Kysely<DB>, actor: Actor, payitem: string): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const before = await types.lockLeaveType(trx, payitem);
    if (!before) throw notFound(`There is no leave type ${payitem}.`);
    // The lock above keeps new entitlements and leaves from naming it until we are done.
    const [use] = await types.listLeaveTypesWithUse(trx, payitem);
    if (use && (use.entitlements > 0 || use.leaves > 0)) {
      throw conflict(
        `${before.leave_desc} (${payitem}) is in use by ${use.entitlements} entitlement(s) and ${use.leaves} leave(s), so it cannot be deleted. ` +
          'Set its yearly hours to 0 to stop granting it.',
      );
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
    return { message: `${before.leave_desc} (${payitem}) deleted.` };
  });
}
