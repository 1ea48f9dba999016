import { sql, type Kysely, type Transaction } from 'kysely';
import type { EmployeeAdminRow } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import type { EmployeeRecord } from './employee-record';
import { anyOfTexts } from '../../db/any-of';
import { settingsWritten } from '../../lib/request-freshness';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Every employee with the names behind their references, in one query: the list
 * must stay quick for ten thousand people, so nothing is looked up per row.
 */
function selectEmployeeRows(db: Db) {
  return db
    .selectFrom('employees as e')
    .leftJoin('employees as lead', 'lead.emp_id', 'e.team_lead')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .leftJoin('shifts as s', 's.shift', 'e.default_shift')
    .leftJoin('user_accounts as a', 'a.emp_id', 'e.emp_id')
    .select([
      'e.emp_id', 'e.firstname', 'e.lastname', 'e.middlename', 'e.prefix', 'e.gender', 'e.hire_date', 'e.separation_date',
      'e.designation', 'e.department', 'e.employment_status', 'e.default_shift', 's.shiftdesc', 'e.rest_days', 'e.office_id',
      'o.name as office_name', 'e.home_address', 'e.email', 'e.team_lead', 'e.benefits_coverage',
      'e.tin', 'e.sss_no', 'e.philhealth_no', 'e.pagibig_no', 'e.civil_status', 'e.solo_parent',
      'e.approver', 'e.coeapprover', 'e.payslip', 'e.teamlead', 'e.hradmin', 'e.payroll', 'e.active', 'a.username',
    ])
    // Amounts as numbers on the wire; numeric(12,2) fits a double exactly to the centavo.
    .select(sql<number>`e.monthly_salary::float8`.as('monthly_salary'))
    .select(sql<number>`e.monthly_allowances::float8`.as('monthly_allowances'))
    .select(sql<string | null>`lead.lastname || ', ' || lead.firstname`.as('team_lead_name'));
}

export function listEmployeeRows(db: Db): Promise<EmployeeAdminRow[]> {
  return selectEmployeeRows(db).orderBy('e.emp_id').execute();
}

export function findEmployeeRow(db: Db, empId: string): Promise<EmployeeAdminRow | undefined> {
  return selectEmployeeRows(db).where('e.emp_id', '=', empId).executeTakeFirst();
}

const recordColumns = [
  'emp_id', 'firstname', 'lastname', 'middlename', 'prefix', 'gender', 'hire_date', 'separation_date', 'designation', 'department',
  'employment_status', 'default_shift', 'rest_days', 'office_id', 'home_address', 'email', 'team_lead', 'benefits_coverage',
  'tin', 'sss_no', 'philhealth_no', 'pagibig_no', 'civil_status', 'solo_parent',
  'approver', 'coeapprover', 'payslip', 'teamlead', 'hradmin', 'payroll', 'active',
] as const;

/** Stored employees as records, locked for the change about to be written. */
export function findEmployeeRecords(db: Db, empIds: string[]): Promise<EmployeeRecord[]> {
  if (empIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select(recordColumns)
    .select(sql<number>`monthly_salary::float8`.as('monthly_salary'))
    .select(sql<number>`monthly_allowances::float8`.as('monthly_allowances'))
    .where('emp_id', '=', anyOfTexts(empIds))
    .forUpdate()
    // gender is M or F by the table's own check.
    .$castTo<EmployeeRecord>()
    .execute();
}

/** Who reports to whom, and who is active: the whole company, for team-lead checks. */
export function findReportingLines(db: Db) {
  return db.selectFrom('employees').select(['emp_id', 'team_lead', 'active', 'firstname', 'lastname']).execute();
}

export async function findShiftCodes(db: Db): Promise<string[]> {
  return (await db.selectFrom('shifts').select('shift').orderBy('shift').execute()).map((row) => row.shift);
}

export async function findOfficeIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('offices').select('id').orderBy('id').execute()).map((row) => row.id);
}

export function listShiftChoices(db: Db) {
  return db
    .selectFrom('shifts')
    .select(['shift', 'shiftdesc'])
    .select(sql<string>`to_char(timein, 'HH24:MI')`.as('timein'))
    .select(sql<string>`to_char(timeout, 'HH24:MI')`.as('timeout'))
    .orderBy('timein')
    .execute();
}

export function listOfficeChoices(db: Db) {
  return db.selectFrom('offices').select(['id', 'name']).orderBy('name').execute();
}

export async function insertEmployees(db: Db, records: EmployeeRecord[]): Promise<void> {
  settingsWritten();
  // A parameter list per row; PostgreSQL allows 65,535 parameters a statement.
  for (let start = 0; start < records.length; start += 1000) {
    await db.insertInto('employees').values(records.slice(start, start + 1000)).execute();
  }
}

export async function updateEmployee(db: Db, record: EmployeeRecord): Promise<void> {
  const { emp_id: empId, ...fields } = record;
  settingsWritten();
  await db.updateTable('employees').set(fields).where('emp_id', '=', empId).execute();
}

export async function setTeamLead(db: Db, empId: string, teamLead: string | null): Promise<void> {
  await db.updateTable('employees').set({ team_lead: teamLead }).where('emp_id', '=', empId).execute();
}

/** Holds an employee number until the transaction ends, whether or not the employee exists yet. */
export async function lockEmployeeNumber(db: Transaction<DB>, empId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`employee:${empId}`}, 0))`.execute(db);
}

/** Whether this person holds the payroll permission (with the HR administrator role). */
export async function holdsPayrollPermission(db: Kysely<DB> | Transaction<DB>, empId: string): Promise<boolean> {
  const row = await db.selectFrom('employees').select(['payroll', 'hradmin', 'active']).where('emp_id', '=', empId).executeTakeFirst();
  return Boolean(row?.payroll && row.hradmin && row.active);
}

/** Everyone who reads pay now: active HR administrators with the payroll permission. */
export async function listPayrollHolders(db: Kysely<DB> | Transaction<DB>): Promise<string[]> {
  const rows = await db.selectFrom('employees').select('emp_id').where('payroll', '=', true).where('hradmin', '=', true).where('active', '=', true).execute();
  return rows.map((row) => row.emp_id);
}
