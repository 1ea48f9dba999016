import type { Transaction } from 'kysely';
import type { DB } from '../db/database';
import { notifyInTransaction } from '../features/notifications/notify';
import { findNames } from '../features/notifications/notifications.repository';
import { noticesForFiling, noticesForGroupMembers, noticesForStep, type RequestFacts } from '../features/notifications/request-notices';
import type { ApprovalStep } from './approval-transition';
import type { LockedRequest } from './approval.repository';
import { lockRequest } from './approval.repository';
import { findStandIns } from './delegation.repository';
import { listGroupMembers } from './group.repository';
import { labelOf, type RequestTypeDescriptor } from './request-types';

// The engine tells people what concerns them, in the transaction of the change, for
// every request type alike: the words are the notifications feature's.

async function factsOf(trx: Transaction<DB>, type: RequestTypeDescriptor, request: LockedRequest, more: readonly string[] = []) {
  const members = type.details ? await listGroupMembers(trx, type.details, request.recid) : [];
  const names = await findNames(trx, [request.empId, request.filedBy, ...more, ...members.map((member) => member.empId)]);
  const person = (empId: string) => ({ empId, name: names.get(empId) ?? `Employee ${empId}` });
  const facts: RequestFacts = {
    label: labelOf(type),
    typeName: type.name,
    recid: request.recid,
    requester: person(request.empId),
    filedBy: person(request.filedBy),
    screens: type.screens,
    ...(type.details && {
      group: {
        memberScreen: type.details.screens.mine,
        members: members.map((member) => ({ ...person(member.empId), recid: member.recid })),
      },
    }),
  };
  return { facts, names };
}

/** A request just filed (or a group just filed): its first approver has work. */
export async function announceFiled(trx: Transaction<DB>, type: RequestTypeDescriptor, recid: number): Promise<void> {
  const request = await lockRequest(trx, type, recid);
  if (!request) return;
  const { facts } = await factsOf(trx, type, request);
  const standIns = request.currentApprover ? await findStandIns(trx, request.currentApprover) : [];
  await notifyInTransaction(trx, noticesForFiling(facts, request.currentApprover, standIns));
}

/** The members a team lead included in a group request learn of it. */
export async function announceGroupMembers(trx: Transaction<DB>, header: RequestTypeDescriptor, recid: number, members: readonly string[]): Promise<void> {
  const request = await lockRequest(trx, header, recid);
  if (!request) return;
  const { facts } = await factsOf(trx, header, request);
  await notifyInTransaction(trx, noticesForGroupMembers(facts, members));
}

/** One approval step recorded: the requester learns of it, and the next approver has work. */
export async function announceStep(
  trx: Transaction<DB>,
  type: RequestTypeDescriptor,
  request: LockedRequest,
  step: ApprovalStep,
  actorEmpId: string,
  remarks: string | null,
): Promise<void> {
  const { facts, names } = await factsOf(trx, type, request, [actorEmpId]);
  const standIns = step.nextApprover ? await findStandIns(trx, step.nextApprover) : [];
  const stepFacts = {
    level: step.level,
    overall: step.overall,
    nextLevel: step.nextLevel,
    nextApprover: step.nextApprover,
    actorName: names.get(actorEmpId) ?? `Employee ${actorEmpId}`,
    remarks,
  };
  await notifyInTransaction(trx, noticesForStep(facts, stepFacts, standIns));
}
