import type { Kysely } from 'kysely';
import type { EmployeeSummary } from '@portal/contracts/team';
import type { DB } from '../../db/database';
import { forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { say } from '../../lib/messages';
import * as team from './team.repository';

export async function listMyTeam(db: Kysely<DB>, user: CurrentUser): Promise<EmployeeSummary[]> {
  if (!user.teamlead) throw forbidden(say('team.leads_only'));
  return team.listTeam(db, user.empId);
}

/** A team lead searches their own team; HR administrators search everyone. */
export async function searchActableEmployees(db: Kysely<DB>, user: CurrentUser, searchKey: string): Promise<EmployeeSummary[]> {
  if (user.hradmin) return team.searchEmployees(db, searchKey, null);
  if (!user.teamlead) throw forbidden(say('team.search_leads_only'));
  return team.searchEmployees(db, searchKey, user.empId);
}
