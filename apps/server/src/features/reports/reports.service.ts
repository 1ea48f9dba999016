import type { Kysely } from 'kysely';
import type { AbsencesReport, LeaveBalancesReport, OvertimeReport, RequestsReport, TardinessReport } from '@portal/contracts/reports';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { listDepartments } from '../../people/departments';
import { daySumsOf } from '../attendance/day-sums';
import type { SummedFigure } from '../attendance/stored-days.repository';
import { readBalancesOf } from '../leave/leave.repository';
import { absencesFold, overtimeFold, tardinessFold, type AttendanceFold } from './attendance-folds';
import * as repository from './reports.repository';
import { summariseRequests } from './request-summary';

interface ScopeQuery {
  department?: string | undefined;
  search?: string | undefined;
}
interface RangeQuery extends ScopeQuery {
  from: string;
  to: string;
}

/**
 * Reports are for team leads (their team) and HR (everyone); checked before the
 * query is read, so anyone else learns nothing from it.
 */
export function allowReports(user: CurrentUser): void {
  if (!user.hradmin && !user.teamlead) throw forbidden(say('reports.leads_and_hr'));
}

/** Whose figures the caller may see, narrowed as asked: a team lead never sees past their team, whatever the department. */
async function scopeOf(db: Kysely<DB>, user: CurrentUser, query: ScopeQuery): Promise<{ filter: repository.ReportPeopleFilter; departments: string[] }> {
  allowReports(user);
  const teamLead = user.hradmin ? null : user.empId;
  const filter = { teamLead, department: query.department || undefined, search: query.search || undefined };
  return { filter, departments: teamLead === null ? await listDepartments(db) : [] };
}

/**
 * Folds each person's days, summed by day type, into a report row; people with nothing
 * to report are left out. The sums come from the stored days where they are current
 * (the database adds them up) and are computed for the rest (see daySumsOf).
 */
async function foldAttendance<Row, Figure extends SummedFigure>(
  db: Kysely<DB>,
  people: readonly repository.ReportPerson[],
  range: { from: string; to: string },
  fold: AttendanceFold<Row, Figure>,
): Promise<Row[]> {
  const sumsOf = await daySumsOf(db, people.map((person) => person.emp_id), range, fold.figures);
  const rows: Row[] = [];
  for (const person of people) {
    const row = fold.rowOf(person, sumsOf.get(person.emp_id) ?? []);
    if (row !== null) rows.push(row);
  }
  return rows;
}

async function attendanceReport<Row, Figure extends SummedFigure>(db: Kysely<DB>, user: CurrentUser, query: RangeQuery, fold: AttendanceFold<Row, Figure>) {
  const { filter, departments } = await scopeOf(db, user, query);
  const people = await repository.listReportPeople(db, filter, query.from, query.to);
  const rows = await foldAttendance(db, people, query, fold);
  return { from: query.from, to: query.to, departments, people: people.length, rows };
}

export function getOvertimeReport(db: Kysely<DB>, user: CurrentUser, query: RangeQuery): Promise<OvertimeReport> {
  return attendanceReport(db, user, query, overtimeFold);
}

export function getTardinessReport(db: Kysely<DB>, user: CurrentUser, query: RangeQuery): Promise<TardinessReport> {
  return attendanceReport(db, user, query, tardinessFold);
}

export function getAbsencesReport(db: Kysely<DB>, user: CurrentUser, query: RangeQuery): Promise<AbsencesReport> {
  return attendanceReport(db, user, query, absencesFold);
}

/** A year's balances per employee and leave type, by the leave module's own computation, for everyone employed in the year. */
export async function getLeaveBalancesReport(db: Kysely<DB>, user: CurrentUser, query: ScopeQuery & { year: number }): Promise<LeaveBalancesReport> {
  const { filter, departments } = await scopeOf(db, user, query);
  const people = await repository.listReportPeople(db, filter, `${query.year}-01-01`, `${query.year}-12-31`);
  const personById = new Map(people.map((person) => [person.emp_id, person]));
  const balances = await readBalancesOf(db, [...personById.keys()], query.year);
  const rows = balances.map(({ emp_id, payitem, leave_desc, entitled, used, pending, balance }) => {
    const person = personById.get(emp_id)!;
    return { empid: emp_id, fullname: person.fullname, department: person.department, payitem, leave_desc, entitled, used, pending, balance };
  });
  // By name, as every report lists people; then the leave types in HR's order.
  const order = new Map(people.map((person, index) => [person.emp_id, index]));
  rows.sort((left, right) => order.get(left.empid)! - order.get(right.empid)!);
  return { year: query.year, departments, rows };
}

export async function getRequestsReport(db: Kysely<DB>, user: CurrentUser, query: RangeQuery): Promise<RequestsReport> {
  const { filter, departments } = await scopeOf(db, user, query);
  const rows = await repository.listRequestRows(db, filter, query.from, query.to, await getCompanyTimeZone(db));
  return { from: query.from, to: query.to, departments, summary: summariseRequests(rows), rows };
}
