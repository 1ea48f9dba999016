import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';

/** The active people on the board: a team lead's team or everyone, optionally one department, by name. */
export function listBoardPeople(db: Kysely<DB>, scope: { teamLead: string | null; department: string | undefined }) {
  let query = db
    .selectFrom('employees')
    .select(['emp_id', 'office_id', 'department', sql<string>`lastname || ', ' || firstname`.as('fullname')])
    .where('active', '=', true)
    .orderBy(sql`lower(lastname)`)
    .orderBy(sql`lower(firstname)`);
  if (scope.teamLead !== null) query = query.where('team_lead', '=', scope.teamLead);
  if (scope.department !== undefined) query = query.where('department', '=', scope.department);
  return query.execute();
}

/** Every department with an active employee, by name. */
