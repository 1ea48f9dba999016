import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DelegationBody, DelegationRow } from '@portal/contracts/admin-routes';
import type { DB } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { addDays, readableDateInEach } from '../../lib/local-time';
import { codedFields, say, type PortalMessage } from '../../lib/messages';
import { oneRefusal } from './problem-lines';
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
  if (!row) throw notFound(say('routes.delegation_missing', { id }));
  return row;
}

/** Who, whom and which days: the checks that need the people and today. */
async function assertValidDelegation(db: Kysely<DB>, body: z.output<typeof DelegationBody>, today: string): Promise<void> {
  const people = await findApproverFacts(db, [body.approver, body.delegate]);
  const approver = people.get(body.approver);
  const delegate = people.get(body.delegate);
  const problems: PortalMessage[] = [];
  if (!approver) problems.push(say('routes.approver_not_employee', { empId: body.approver }));
  else if (!approver.approver && !approver.coeapprover) problems.push(say('routes.approver_without_role', { name: approver.name }));
  if (!delegate) problems.push(say('routes.delegate_not_employee', { empId: body.delegate }));
  else if (!delegate.active) problems.push(say('routes.delegate_inactive', { name: delegate.name }));
  if (body.approver === body.delegate) problems.push(say('routes.delegate_is_approver'));
  if (body.toDate < today) problems.push(say('routes.delegation_ended_past', { to: readableDateInEach(body.toDate) }));
  else if (body.fromDate < today) problems.push(say('routes.delegation_starts_past', { from: readableDateInEach(body.fromDate), today: readableDateInEach(today) }));
  if (addDays(body.fromDate, MAX_DELEGATION_DAYS - 1) < body.toDate) problems.push(say('routes.delegation_too_long', { max: MAX_DELEGATION_DAYS }));
  if (problems.length > 0) throw badRequest(oneRefusal(problems));
}

function noticeFacts(row: DelegationRow) {
  return { approver: row.approver, approverName: row.approver_name, delegate: row.delegate, delegateName: row.delegate_name, from: readableDateInEach(row.from_date), to: readableDateInEach(row.to_date) };
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
      throw conflict(say('routes.delegation_overlap', { id: overlap.id, delegate: overlap.delegate_name, from: overlap.from_date, to: overlap.to_date }));
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
  return { ...row, ...codedFields(say('routes.delegation_created', { delegate: row.delegate_name, approver: row.approver_name, from: readableDateInEach(row.from_date), to: readableDateInEach(row.to_date) })) };
}

/** Ends an active delegation at once (the approver is back early); it stays listed as ended. */
export async function endDelegation(db: Kysely<DB>, id: number, context: ChangeContext) {
  await db.transaction().execute(async (trx) => {
    if (!(await delegations.lockDelegation(trx, id))) throw notFound(say('routes.delegation_missing', { id }));
    const [before] = await delegations.listDelegations(trx, id);
    if (before!.state === 'ended') throw conflict(say('routes.delegation_already_ended', { id }));
    if (before!.state === 'past') throw conflict(say('routes.delegation_over', { id, to: before!.to_date }));
    if (before!.state === 'upcoming') throw conflict(say('routes.delegation_not_begun', { id }));
    await delegations.endDelegation(trx, id, context.actorEmpId);
    const [after] = await delegations.listDelegations(trx, id);
    await writeAudit(trx, { actorEmpId: context.actorEmpId, action: 'end', entity: 'approval_delegation', entityId: String(id), before: audited(before!), after: audited(after!), requestId: context.requestId });
    await notifyInTransaction(trx, delegationStoppedNotices(noticeFacts(before!), 'ended'));
  });
  const row = await readDelegation(db, id);
  return { ...row, ...codedFields(say('routes.delegation_ended', { delegate: row.delegate_name, approver: row.approver_name })) };
}

/** Deletes a delegation that has not begun; one that has begun is ended instead, so what the delegate did stays explained. */
export async function deleteDelegation(db: Kysely<DB>, id: number, context: ChangeContext) {
  return db.transaction().execute(async (trx) => {
    if (!(await delegations.lockDelegation(trx, id))) throw notFound(say('routes.delegation_missing', { id }));
    const [before] = await delegations.listDelegations(trx, id);
    const begun = before!.from_date <= (await delegations.findCompanyToday(trx));
    if (begun) throw conflict(say('routes.delegation_begun', { id }));
    await delegations.deleteDelegation(trx, id);
    await writeAudit(trx, { actorEmpId: context.actorEmpId, action: 'delete', entity: 'approval_delegation', entityId: String(id), before: audited(before!), requestId: context.requestId });
    await notifyInTransaction(trx, delegationStoppedNotices(noticeFacts(before!), 'cancelled'));
    return codedFields(say('routes.delegation_deleted', { id, delegate: before!.delegate_name, approver: before!.approver_name }));
  });
}
