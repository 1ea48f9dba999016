import type { Kysely } from 'kysely';
import type { EntitlementBody, EntitlementRow } from '@portal/contracts/admin-leave';
import type { DB } from '../../db/database';
import type { AppError, Refusal } from '../../lib/app-error';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as entitlements from './entitlements.repository';
import { applyEntitlements, findEntitlementProblems, type EntitlementProblemKind } from './entitlement-rules';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import type { Actor } from './leave-types.service';

export const listEntitlements = (db: Kysely<DB>, year: number): Promise<EntitlementRow[]> =>
  entitlements.findEntitlementRows(db, year);

const errorOf: Record<EntitlementProblemKind, (message: Refusal) => AppError> = {
  employee: notFound,
  type: badRequest,
  duplicate: conflict,
  spent: conflict,
};

/** Sets one person's entitlement to one type in one year, through the same rules as the import. */
export async function setEntitlement(
  db: Kysely<DB>,
  actor: Actor,
  body: EntitlementBody,
): Promise<EntitlementRow & CodedAnswer> {
  const rows = [{ row: 1, value: body }];
  const counts = await db.transaction().execute(async (trx) => {
    const [problem] = await findEntitlementProblems(trx, rows);
    if (problem) throw errorOf[problem.kind](problem.message);
    return applyEntitlements(trx, rows, actor, 'set');
  });
  const [row] = await entitlements.findEntitlementRows(db, body.year, { empId: body.emp_id, payitem: body.payitem });
  if (!row) throw notFound(say('admin_leave.no_entitlement', { payitem: body.payitem, empId: body.emp_id, year: String(body.year) }));
  const what = { leave: row.leave_desc, name: row.fullname, year: String(body.year), hours: String(body.hours) };
  const message = counts.unchanged
    ? say('admin_leave.entitlement_same', what)
    : say('admin_leave.entitlement_set', { ...what, balance: String(row.balance) });
  return { ...row, ...codedFields(message) };
}
