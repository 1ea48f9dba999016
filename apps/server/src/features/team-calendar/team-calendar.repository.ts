import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { anyOfTexts } from '../../db/any-of';

/** Statuses still in the calendar: approved, waiting, and approved at a level but not yet overall. */
const STANDING = ['', 'A', 'B'];

export interface CalendarPerson {
  emp_id: string;
  fullname: string;
  office_id: number | null;
}

/** Active people by name: a team (those under a lead, with or without the lead), or the company filtered by department or office. */
export function listCalendarPeople(
  db: Kysely<DB>,
  scope: { teamLead: string | null; alsoEmpId: string | null; department?: string | undefined; officeId?: number | undefined },
): Promise<CalendarPerson[]> {
  let query = db
    .selectFrom('employees')
    .select(['emp_id', 'office_id', sql<string>`lastname || ', ' || firstname`.as('fullname')])
    .where('active', '=', true)
    .orderBy(sql`lower(lastname)`)
    .orderBy(sql`lower(firstname)`);
  const { teamLead, alsoEmpId } = scope;
  if (teamLead !== null) {
    query = query.where((eb) => (alsoEmpId === null ? eb('team_lead', '=', teamLead) : eb.or([eb('team_lead', '=', teamLead), eb('emp_id', '=', alsoEmpId)])));
  } else if (alsoEmpId !== null) {
    query = query.where('emp_id', '=', alsoEmpId);
  }
  if (scope.department !== undefined) query = query.where('department', '=', scope.department);
  if (scope.officeId !== undefined) query = query.where('office_id', '=', scope.officeId);
  return query.execute();
}

export function findTeamLeadOf(db: Kysely<DB>, empId: string) {
  return db.selectFrom('employees').select('team_lead').where('emp_id', '=', empId).executeTakeFirst();
}

export function listLeaves(db: Kysely<DB>, empIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('leaves as l')
    .leftJoin('leave_types as t', 't.payitem', 'l.payitem')
    .select([
      'l.recid',
      'l.emp_id',
      'l.payitem',
      't.leave_desc',
      'l.frdate',
      'l.todate',
      sql<number>`l.noofhours::float8`.as('hours'),
      'l.reason',
      'l.overall_status',
      sql<string>`to_char(l.datefiled, 'YYYY-MM-DD')`.as('datefiled'),
    ])
    .where('l.emp_id', '=', anyOfTexts(empIds))
    .where('l.overall_status', 'in', STANDING)
    .where('l.frdate', '<=', to)
    .where('l.todate', '>=', from)
    .orderBy('l.frdate')
    .execute();
}

export function listOfficialBusiness(db: Kysely<DB>, empIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('official_business')
    .select(['recid', 'emp_id', 'frdate', 'todate', 'reason', 'overall_status', sql<string>`to_char(datefiled, 'YYYY-MM-DD')`.as('datefiled')])
    .where('emp_id', '=', anyOfTexts(empIds))
    .where('overall_status', 'in', STANDING)
    .where('frdate', '<=', to)
    .where('todate', '>=', from)
    .orderBy('frdate')
    .execute();
}

/** Approved shift changes only: a pending one changes nobody's day yet. */
export function listApprovedShiftChanges(db: Kysely<DB>, empIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('shift_changes as c')
    .innerJoin('shifts as s', 's.shift', 'c.shift')
    .select(['c.recid', 'c.emp_id', 'c.frdate', 'c.todate', 'c.reason', 'c.overall_status', 's.shiftdesc', sql<string>`to_char(c.datefiled, 'YYYY-MM-DD')`.as('datefiled')])
    .where('c.emp_id', '=', anyOfTexts(empIds))
    .where('c.overall_status', '=', 'A')
    .where('c.frdate', '<=', to)
    .where('c.todate', '>=', from)
    .orderBy('c.frdate')
    .execute();
}

/** Holidays in the range (special working days are not days away), national or of one of the offices. */
export function listHolidays(db: Kysely<DB>, from: string, to: string, officeIds: readonly number[]) {
  return db
    .selectFrom('holidays as h')
    .leftJoin('offices as o', 'o.id', 'h.office_id')
    .select(['h.id', 'h.holiday_date', 'h.name', 'h.type', 'o.name as office_name'])
    .where('h.holiday_date', '>=', from)
    .where('h.holiday_date', '<=', to)
    .where('h.type', '<>', 'SW')
    .where((eb) => eb.or([eb('h.office_id', 'is', null), eb('h.office_id', '=', sql<number>`any(${[...officeIds]}::int[])`)]))
    .orderBy('h.holiday_date')
    .execute();
}

export function listOffices(db: Kysely<DB>) {
  return db.selectFrom('offices').select(['id', 'name']).orderBy('name').execute();
}
