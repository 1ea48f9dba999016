import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

const SEARCH_LIMIT = 50;

function summaries(db: Db) {
  return db
    .selectFrom('employees')
    .select(['emp_id as empid', 'firstname', 'lastname', sql<string>`firstname || ' ' || lastname`.as('fullname')])
    .where('active', '=', true)
    .orderBy(sql`lower(lastname)`)
    .orderBy(sql`lower(firstname)`);
}

export function listTeam(db: Db, teamLeadEmpId: string) {
  return summaries(db).where('team_lead', '=', teamLeadEmpId).execute();
}

/** Name or id search; limited to one team unless teamLeadEmpId is null (HR). */
export function searchEmployees(db: Db, searchKey: string, teamLeadEmpId: string | null) {
  const pattern = `%${searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = summaries(db)
    .where((eb) =>
      eb.or([
        eb('emp_id', 'like', pattern),
        eb(sql`firstname || ' ' || lastname`, 'ilike', pattern),
        eb(sql`lastname || ', ' || firstname`, 'ilike', pattern),
      ]),
    )
    .limit(SEARCH_LIMIT);
  if (teamLeadEmpId) query = query.where('team_lead', '=', teamLeadEmpId);
  return query.execute();
}

