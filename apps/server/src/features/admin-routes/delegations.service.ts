import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DelegationBody, DelegationRow } from '@portal/contracts/admin-routes';
import type { DB } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { addDays, readableDate } from '../../lib/local-time';
import { delegationCreatedNotices, delegationStoppedNotices } from '../notifications/delegation-notices';
import { notifyInTransaction } from '../notifications/notify';
import type { ChangeContext } from './route-changes';
import * as delegations from './delegations.repository';
import { findApproverFacts } from './routes.repository';

/** The longest a delegation may run: a year's absence is a new route, not a delegation. */
export const MAX_DELEGATION_DAYS = 366;

export function listDelegations(db: Kysely<DB>): Promise<DelegationRow[]> {
  return delegations.listDelegations(db);
}

async function readDelegation(db: Kysely<DB>, id: number): Promise<DelegationRow> {
  const [row] = await delegations.listDelegations(db, id);
  if (!row) throw notFound(`There is no delegation #${id}.`);
  return row;
}

/** Who, whom and which days: the checks that need the people and today. */
async function assertValidDelegation(db: Kysely<DB>, body: z.output<typeof DelegationBody>, today: string): Promise<void> {
  const people = await findApproverFacts(db, [body.approver, body.delegate]);
  const approver = people.get(body.approver);
  const delegate = people.get(body.delegate);
  const problems: string[] = [];
  if (!approver) problems.push(`approver ${body.approver} is not an employee; check the employee number`);
  else if (!approver.approver && !approver.coeapprover) problems.push(`approver ${approver.name} has no approver role, so there is nothing to delegate`);
  if (!delegate) problems.push(`delegate ${body.delegate} is not an employee; check the employee number`);
  else if (!delegate.active) problems.push(`delegate ${delegate.name} is no longer active; choose someone who is`);
  if (body.approver === body.delegate) problems.push('the delegate must be someone other than the approver');
  if (body.toDate < today) problems.push(`toDate ${readableDate(body.toDate)} is already past; a delegation must cover today or later days`);
  else if (body.fromDate < today) problems.push(`fromDate ${readableDate(body.fromDate)} is before today (${readableDate(today)}); a delegation starts today or later`);
  if (addDays(body.fromDate, MAX_DELEGATION_DAYS - 1) < body.toDate) problems.push(`a delegation covers at most ${MAX_DELEGATION_DAYS} days; for a longer absence change the approval routes`);
  if (problems.length > 0) throw badRequest(problems.join('\n'));
}

function noticeFacts(row: DelegationRow) {
  return { approver: row.approver, approverName: row.approver_name, delegate: row.delegate, delegateName: row.delegate_name, from: readableDate(row.from_date), to: readableDate(row.to_date) };
}

function audited(row: DelegationRow) {
  // emp_id names the absent approver, so the audit log's person filter finds it under them.
  return { emp_id: row.approver, delegate: row.delegate, from_date: row.from_date, to_date: row.to_date, reason: row.reason, state: row.state, ended_at: row.ended_at };
}

export async function createDelegation(db: Kysely<DB>, body: z.output<typeof DelegationBody>, context: ChangeContext) {
  const today = await delegations.findCompanyToday(db);
  await assertValidDelegation(db, body, today);
  const id = await db.transaction().execute(async (trx) => {
    await delegations.lockApprover(trx, body.approver);
    const overlap = await delegations.findOverlapping(trx, body.approver, body.fromDate, body.toDate);
    if (overlap) {
      throw conflict(
        `This approver already has delegation #${overlap.id} to ${overlap.delegate_name} from ${overlap.from_date} to ${overlap.to_date}, which shares days with these; end or delete it first, or choose other days.`,
      );
    }
    const created = await delegations.insertDelegation(trx, {
      approver: body.approver,
      delegate: body.delegate,
      from_date: body.fromDate,
      to_date: body.toDate,
      reason: body.reason,
      created_by: context.actorEmpId,
    });
    const [row] = await delegations.listDelegations(trx, created);
    await writeAudit(trx, { actorEmpId: context.actorEmpId, action: 'create', entity: 'approval_delegation', entityId: String(created), after: audited(row!), requestId: context.requestId });
    await notifyInTransaction(trx, delegationCreatedNotices(noticeFacts(row!)));
    return created;
  });
  const row = await readDelegation(db, id);
  return { ...row, message: `${row.delegate_name} acts for ${row.approver_name} from ${readableDate(row.from_date)} to ${readableDate(row.to_date)}.` };
}

/** Ends an active delegation at once (the approver is back early); it stays listed as ended. */
export async function endDelegation(db: Kysely<DB>, id: number, context: ChangeContext) {
  await db.transaction().execute(async (trx) => {
    if (!(await delegations.lockDelegation(trx, id))) throw notFound(`There is no delegation #${id}.`);
    const [before] = await delegations.listDelegations(trx, id);
    if (before!.state === 'ended') throw conflict(`Delegation #${id} was already ended.`);
    if (before!.state === 'past') throw conflict(`Delegation #${id} is already over (it ran to ${before!.to_date}).`);
    if (before!.state === 'upcoming') throw conflict(`Delegation #${id} has not begun; delete it instead.`);
    await delegations.endDelegation(trx, id, context.actorEmpId);
    const [after] = await delegations.listDelegations(trx, id);
    await writeAudit(trx, { actorEmpId: context.actorEmpId, action: 'end', entity: 'approval_delegation', entityId: String(id), before: audited(before!), after: audited(after!), requestId: context.requestId });
    await notifyInTransaction(trx, delegationStoppedNotices(noticeFacts(before!), 'ended'));
  });
  const row = await readDelegation(db, id);
  return { ...row, message: `Delegation ended: ${row.delegate_name} no longer acts for ${row.approver_name}.` };
}

/** Deletes a delegation that has not begun; one that has begun is ended instead, so what the delegate did stays explained. */
export async function deleteDelegation(db: Kysely<DB>, id: number, context: ChangeContext) {
  return db.transaction().execute(async (trx) => {
    if (!(await delegations.lockDelegation(trx, id))) throw notFound(`There is no delegation #${id}.`);
    const [before] = await delegations.listDelegations(trx, id);
    const begun = before!.from_date <= (await delegations.findCompanyToday(trx));
    if (begun) throw conflict(`Delegation #${id} has begun, so it stays on record; end it instead.`);
    await delegations.deleteDelegation(trx, id);
    await writeAudit(trx, { actorEmpId: context.actorEmpId, action: 'delete', entity: 'approval_delegation', entityId: String(id), before: audited(before!), requestId: context.requestId });
    await notifyInTransaction(trx, delegationStoppedNotices(noticeFacts(before!), 'cancelled'));
    return { message: `Delegation #${id} (${before!.delegate_name} for ${before!.approver_name}) deleted.` };
  });
}
