import type { Kysely } from 'kysely';
import type { EntitlementBody, EntitlementRow } from '@portal/contracts/admin-leave';
import type { DB } from '../../db/database';
import type { AppError } from '../../lib/app-error';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as entitlements from './entitlements.repository';
import { applyEntitlements, findEntitlementProblems, type EntitlementProblemKind } from './entitlement-rules';
import type { Actor } from './leave-types.service';

export const listEntitlements = (db: Kysely<DB>, year: number): Promise<EntitlementRow[]> =>
  entitlements.findEntitlementRows(db, year);

const errorOf: Record<EntitlementProblemKind, (message: string) => AppError> = {
  employee: notFound,
  type: badRequest,
  duplicate: conflict,
  spent: conflict,
};

/** A row problem as a sentence; those that begin with a field name keep it as written. */
const sentence = (message: string) => `${message.startsWith('there ') ? `T${message.slice(1)}` : message}.`;

/** Sets one person's entitlement to one type in one year, through the same rules as the import. */
export async function setEntitlement(
  db: Kysely<DB>,
  actor: Actor,
  body: EntitlementBody,
): Promise<EntitlementRow & { message: string }> {
  const rows = [{ row: 1, value: body }];
  const counts = await db.transaction().execute(async (trx) => {
    const [problem] = await findEntitlementProblems(trx, rows);
    if (problem) throw errorOf[problem.kind](sentence(problem.message));
    return applyEntitlements(trx, rows, actor, 'set');
  });
  const [row] = await entitlements.findEntitlementRows(db, body.year, { empId: body.emp_id, payitem: body.payitem });
  if (!row) throw notFound(`There is no ${body.payitem} entitlement of ${body.emp_id} for ${body.year}.`);
  const what = `${row.leave_desc} of ${row.fullname} for ${body.year}`;
  const message = counts.unchanged
    ? `${what} is already ${body.hours} hours.`
    : `${what} set to ${body.hours} hours (balance ${row.balance}).`;
  return { ...row, message };
}
