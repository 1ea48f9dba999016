import type { Kysely } from 'kysely';
import type { DB } from '../db/database';

/** Every department with an active employee, by name: what HR filters the company-wide screens by. */
export async function listDepartments(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('employees').select('department').distinct().where('active', '=', true).orderBy('department').execute();
  return rows.map((row) => row.department);
}
