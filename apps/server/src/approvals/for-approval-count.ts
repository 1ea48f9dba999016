import type { Kysely } from 'kysely';
import { forApprovalCountKeys, type ForApprovalCount } from '@portal/contracts/for-approval-count';
import type { DB } from '../db/database';
import type { CurrentUser } from '../lib/current-user';
import { countWaitingFor } from './approval.repository';
import { registeredRequestTypes } from './request-types';

/**
 * Counts per request type of what waits for this approver; 0 for types not yet
 * registered, and for types whose approvers need a role the caller lacks.
 */
export async function countAwaitingApproval(db: Kysely<DB>, approver: CurrentUser): Promise<ForApprovalCount> {
  const counts = Object.fromEntries(forApprovalCountKeys.map((key) => [key, 0])) as ForApprovalCount;
  const types = registeredRequestTypes().filter((type) => !type.approverRole || approver[type.approverRole.flag]);
  const found = await Promise.all(types.map(async (type) => [type.countKey, await countWaitingFor(db, type, approver.empId)] as const));
  for (const [key, count] of found) counts[key] += count;
  return counts;
}
