import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { CurrentUser } from '../lib/current-user';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * True when the caller is a team lead and the employee is in their team (an active
 * member only, when filing for them). Every "for your own team" rule asks this.
 */
export async function isTeamMemberOf(db: Db, lead: CurrentUser, empId: string, options: { activeOnly?: boolean } = {}): Promise<boolean> {
  if (!lead.teamlead) return false;
  let query = db.selectFrom('employees').select('emp_id').where('emp_id', '=', empId).where('team_lead', '=', lead.empId);
  if (options.activeOnly) query = query.where('active', '=', true);
  return (await query.executeTakeFirst()) !== undefined;
}
