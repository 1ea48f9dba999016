import { sql, type Kysely, type Transaction } from 'kysely';
import type { EmployeeSitesRow } from '@portal/contracts/admin-timeclock';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

function selectSites(db: Db) {
  return db
    .selectFrom('employees as e')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .select([
      'e.emp_id',
      sql<string>`e.lastname || ', ' || e.firstname`.as('fullname'),
      'e.office_id',
      'o.name as office_name',
      'e.field_staff',
      sql<number[]>`coalesce((select array_agg(s.office_id order by s.office_id) from employee_sites s where s.emp_id = e.emp_id), '{}')`.as('site_ids'),
    ]);
}

export function listEmployeeSites(db: Db): Promise<EmployeeSitesRow[]> {
  return selectSites(db).where('e.active', '=', true).orderBy(sql`lower(e.lastname)`).orderBy(sql`lower(e.firstname)`).execute();
}

export function findEmployeeSites(db: Db, empId: string): Promise<EmployeeSitesRow | undefined> {
  return selectSites(db).where('e.emp_id', '=', empId).executeTakeFirst();
}

/** Locks the employee row, so two HR people saving one person's sites do not interleave. */
export async function lockEmployee(trx: Transaction<DB>, empId: string): Promise<boolean> {
  return (await trx.selectFrom('employees').select('emp_id').where('emp_id', '=', empId).forUpdate().executeTakeFirst()) !== undefined;
}

export async function existingOfficeIds(trx: Transaction<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await trx.selectFrom('offices').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => row.id));
}

export async function replaceSites(trx: Transaction<DB>, empId: string, fieldStaff: boolean, siteIds: readonly number[]): Promise<void> {
  await trx.updateTable('employees').set({ field_staff: fieldStaff }).where('emp_id', '=', empId).execute();
  await trx.deleteFrom('employee_sites').where('emp_id', '=', empId).execute();
  if (siteIds.length > 0) await trx.insertInto('employee_sites').values(siteIds.map((officeId) => ({ emp_id: empId, office_id: officeId }))).execute();
}
