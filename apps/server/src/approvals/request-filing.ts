import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import { conflict, forbidden, notFound } from '../lib/app-error';
import type { CurrentUser } from '../lib/current-user';
import { getFeatureSwitches } from '../company/feature-switches';
import { isTeamMemberOf } from '../people/team-membership';
import { assertUntouched, routeApprovers } from './approval-transition';
import type { LockedRequest } from './approval.repository';
import { lockRequestInOrder, lockRequesters } from './lock-order';
import { findApprovalRoute } from './route.repository';
import { labelOf, refOf, type RequestTypeDescriptor } from './request-types';
import { requestRef } from '@portal/contracts/approvals';
import { say } from '../lib/messages';

type Db = Kysely<DB> | Transaction<DB>;

/** Filing on behalf of others at all: the company's switch for the type, and a team lead. A route's `allow`, before its input. */
export async function assertMayFileOnBehalf(db: Db, type: RequestTypeDescriptor, user: CurrentUser): Promise<void> {
  const features = await getFeatureSwitches(db);
  if (!type.onBehalfSwitch || !features[type.onBehalfSwitch]) {
    throw forbidden(say('request.on_behalf_off', { label: labelOf(type) }));
  }
  if (!user.teamlead) throw forbidden(say('request.on_behalf_leads_only', { label: labelOf(type) }));
}

/**
 * Who a request is filed for: oneself, or, where the type allows it and its switch
 * is on, a member of the caller's own team. The employee id never comes from the
 * client unchecked.
 */
export async function resolveRequester(db: Db, type: RequestTypeDescriptor, user: CurrentUser, onBehalfOf?: string): Promise<string> {
  if (onBehalfOf === undefined) return user.empId;
  await assertMayFileOnBehalf(db, type, user);
  if (onBehalfOf === user.empId) return user.empId;
  if (!(await isTeamMemberOf(db, user, onBehalfOf, { activeOnly: true }))) throw forbidden(say('request.not_in_team', { empId: onBehalfOf }));
  return onBehalfOf;
}

/**
 * Serialises one employee's filings: checks such as "no overlap" and "one pending
 * per day" then hold against a simultaneous second filing. Step 1 of the lock order
 * (approvals/lock-order.ts).
 */
export async function lockRequester(trx: Transaction<DB>, empId: string): Promise<void> {
  await lockRequesters(trx, [empId]);
}

/**
 * The approval columns of a new request, copied from the route it takes now (the
 * employee's own for its type, else their department's). Copied, so a later route
 * change never moves a request already filed.
 */
export async function routeNewRequest(db: Db, type: RequestTypeDescriptor, empId: string, filedBy: string) {
  const route = await findApprovalRoute(db, empId, type.routeType);
  const [approver1, approver2, approver3] = routeApprovers(
    [route?.approver1 ?? null, route?.approver2 ?? null, route?.approver3 ?? null],
    empId,
    filedBy,
  );
  if (!approver1) {
    throw conflict(empId === filedBy ? say('request.no_approver_own', { label: labelOf(type) }) : say('request.no_approver_other', { label: labelOf(type), empId }));
  }
  const [level1, level2, level3] = type.levelColumns;
  return {
    approver1,
    approver2,
    approver3,
    [level1]: '',
    [level2]: approver2 ? '' : null,
    [level3]: approver3 ? '' : null,
    overall_status: '',
    current_level: 1,
    current_approver: approver1,
  };
}

/**
 * Locks a request its requester (or the team lead who filed it) is about to edit
 * or delete, and refuses once any level has acted on it, or when it is one member's
 * part of a group request (the group is changed as a whole).
 */
export async function lockOwnUntouchedRequest(
  trx: Transaction<DB>,
  type: RequestTypeDescriptor,
  recid: number,
  user: CurrentUser,
): Promise<LockedRequest> {
  const request = await lockRequestInOrder(trx, type, recid);
  if (!request || (request.empId !== user.empId && request.filedBy !== user.empId)) {
    throw notFound(say('request.not_yours', { label: labelOf(type), ref: refOf(type, recid) }));
  }
  if (request.groupRecid !== null) {
    const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    const label = labelOf(type);
    throw conflict(say('request.part_of_group', { Label: { en: capitalised(label.en), fil: capitalised(label.fil) }, label, recid, group: requestRef(request.groupRecid, true) }));
  }
  assertUntouched(request, labelOf(type));
  return request;
}
