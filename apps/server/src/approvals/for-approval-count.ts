import type { Kysely } from 'kysely';
import { forApprovalCountKeys, type ForApprovalCount } from '@portal/contracts/approvals';
import type { DB } from '../db/database';
import { countWaitingFor } from './approval.repository';
import { registeredRequestTypes } from './request-types';

/** Counts per request type of what waits for this approver; 0 for types not yet registered. */
export async function countAwaitingApproval(db: Kysely<DB>, approverEmpId: string): Promise<ForApprovalCount> {
  const counts = Object.fromEntries(forApprovalCountKeys.map((key) => [key, 0])) as ForApprovalCount;
  const found = await Promise.all(
    registeredRequestTypes().map(async (type) => [type.countKey, await countWaitingFor(db, type, approverEmpId)] as const),
  );
  for (const [key, count] of found) counts[key] += count;
  return counts;
}
