import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';

export function findMyself(db: Kysely<DB>, empId: string) {
  return db
    .selectFrom('employees as e')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .leftJoin('employees as lead', 'lead.emp_id', 'e.team_lead')
    .leftJoin('shifts as s', 's.shift', 'e.default_shift')
    .select([
      'e.emp_id',
      sql<string>`e.firstname || ' ' || e.lastname`.as('name'),
      'e.designation',
      'e.department',
      'e.employment_status',
      'e.hire_date',
      'e.email',
      'o.name as office',
      sql<string | null>`lead.firstname || ' ' || lead.lastname`.as('team_lead'),
      's.shiftdesc as default_shift',
      sql<'en' | 'fil' | null>`e.language`.as('language'),
      sql<'en' | 'fil'>`(select default_language from company limit 1)`.as('default_language'),
    ])
    .where('e.emp_id', '=', empId)
    .executeTakeFirstOrThrow();
}

/** Names of employees by number. */
export async function namesOf(db: Kysely<DB>, empIds: readonly string[]): Promise<Map<string, string>> {
  if (empIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['emp_id', sql<string>`firstname || ' ' || lastname`.as('name')])
    .where('emp_id', '=', sql<string>`any(${[...empIds]}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.emp_id, row.name]));
}

/** The holidays of the range that apply to the employee's office (national ones included). */
export function listHolidaysFor(db: Kysely<DB>, empId: string, from: string, to: string) {
  return db
    .selectFrom('holidays as h')
    .select(['h.holiday_date', 'h.name', 'h.type', 'h.office_id'])
    .where('h.holiday_date', '>=', from)
    .where('h.holiday_date', '<=', to)
    .where((eb) => eb.or([eb('h.office_id', 'is', null), eb('h.office_id', '=', eb.selectFrom('employees').select('office_id').where('emp_id', '=', empId))]))
    .execute();
}

/** The live sessions of an account, newest first: by the same rules as the session lookup, idle and absolute timeouts included. */
export function listLiveSessions(db: Kysely<DB>, empId: string, timeouts: { idleMinutes: number; absoluteHours: number }) {
  return db
    .selectFrom('sessions')
    .select(['token_hash', sql<Date>`created_at`.as('created_at'), sql<Date>`last_seen_at`.as('last_seen_at'), sql<string | null>`host(ip)`.as('ip'), 'user_agent'])
    .where('emp_id', '=', empId)
    .where('revoked_at', 'is', null)
    .where(sql<boolean>`least(expires_at, created_at + make_interval(hours => ${timeouts.absoluteHours})) > now()`)
    .where(sql<boolean>`last_seen_at > now() - make_interval(mins => ${timeouts.idleMinutes})`)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Sets the person's language (null: the company's default); answers the language they now read. */
export async function setLanguage(db: Kysely<DB>, empId: string, language: 'en' | 'fil' | null): Promise<'en' | 'fil'> {
  const { rows } = await sql<{ language: 'en' | 'fil' }>`
    update employees set language = ${language} where emp_id = ${empId}
    returning coalesce(language, (select default_language from company limit 1)) as language
  `.execute(db);
  return rows[0]!.language;
}
