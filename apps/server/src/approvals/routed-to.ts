import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/database';
import { approversDelegatedTo } from './delegation.repository';

/**
 * Whether a request is routed to the caller: one of its approvers, or standing in
 * today for one of them. Nobody else reads what an approver reads beside a request
 * (a balance, the team's leaves, the requester's punches).
 */
export async function isRoutedTo(db: Kysely<DB>, request: { approver1: string | null; approver2: string | null; approver3: string | null }, empId: string): Promise<boolean> {
  const approvers = [request.approver1, request.approver2, request.approver3].filter((id): id is string => id !== null);
  if (approvers.includes(empId)) return true;
  if (approvers.length === 0) return false;
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from (${approversDelegatedTo(empId)}) as a where a.approver in (${sql.join(approvers)})) as found
  `.execute(db);
  return rows[0]?.found ?? false;
}
