import type { Kysely } from 'kysely';
import { MAX_CALENDAR_DAYS, type CalendarEntry, type TeamCalendar } from '@portal/contracts/team-calendar';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { say } from '../../lib/messages';
import { addDays } from '../../lib/local-time';
import { getEffectiveSchedules, type DaySchedule } from '../../schedule/effective-schedule';
import { listDepartments } from '../../people/departments';
import * as repository from './team-calendar.repository';

type RequestType = NonNullable<CalendarEntry['request']>['type'];

const OWN_LIST: Record<RequestType, string> = { leave: '/leaves/requests', official_business: '/officialbusiness/requests', shift: '/shift/requests' };
const APPROVAL_LIST: Record<RequestType, string> = { leave: '/leaves/approval', official_business: '/officialbusiness/approval', shift: '/shift/approval' };

/**
 * Whose days the caller sees and how: HR everyone (by department or office), with
 * leave types; a team lead their team and themselves, with types; anyone else their
 * own team (those under the same lead), without types.
 */
async function viewOf(db: Kysely<DB>, user: CurrentUser, query: { department?: string | undefined; office_id?: number | undefined }) {
  if (user.hradmin) {
    const people = await repository.listCalendarPeople(db, { teamLead: null, alsoEmpId: null, department: query.department || undefined, officeId: query.office_id });
    return { scope: 'company' as const, showTypes: true, people };
  }
  if (user.teamlead) return { scope: 'team' as const, showTypes: true, people: await repository.listCalendarPeople(db, { teamLead: user.empId, alsoEmpId: user.empId }) };
  const lead = (await repository.findTeamLeadOf(db, user.empId))?.team_lead ?? null;
  return { scope: 'team' as const, showTypes: false, people: await repository.listCalendarPeople(db, { teamLead: lead, alsoEmpId: user.empId }) };
}

/** Consecutive rest days of one person as one entry each run (a weekend is one bar, not two). */
function restDayRuns(days: readonly DaySchedule[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const day of days) {
    if (!day.restDay) continue;
    const last = runs.at(-1);
    if (last && addDays(last.end, 1) === day.date) last.end = day.date;
    else runs.push({ start: day.date, end: day.date });
  }
  return runs;
}

/**
 * The calendar's entries from one date to another. What an entry says follows the
 * caller's view: a teammate's leave is "On leave" without its type or reason, and
 * only one's own requests, or those one approves, link to a list.
 */
export async function getTeamCalendar(
  db: Kysely<DB>,
  user: CurrentUser,
  query: { from: string; to: string; department?: string | undefined; office_id?: number | undefined },
): Promise<TeamCalendar> {
  if (addDays(query.from, MAX_CALENDAR_DAYS - 1) < query.to) throw badRequest(say('team_calendar.too_many_days', { max: MAX_CALENDAR_DAYS, from: query.from, to: query.to }), 'to');
  const view = await viewOf(db, user, query);
  const empIds = view.people.map((person) => person.emp_id);
  const nameOf = new Map(view.people.map((person) => [person.emp_id, person.fullname]));
  const officeIds = [...new Set(view.people.map((person) => person.office_id).filter((id): id is number => id !== null))];
  const [leaves, trips, shiftChanges, holidays, schedules, departments, offices] = await Promise.all([
    repository.listLeaves(db, empIds, query.from, query.to),
    repository.listOfficialBusiness(db, empIds, query.from, query.to),
    repository.listApprovedShiftChanges(db, empIds, query.from, query.to),
    repository.listHolidays(db, query.from, query.to, officeIds),
    getEffectiveSchedules(db, empIds, query.from, query.to),
    view.scope === 'company' ? listDepartments(db) : Promise.resolve([]),
    view.scope === 'company' ? repository.listOffices(db) : Promise.resolve([]),
  ]);

  const mayOpen = (empId: string) => empId === user.empId || view.showTypes;
  const linkTo = (type: RequestType, empId: string) => (empId === user.empId ? OWN_LIST[type] : user.approver ? APPROVAL_LIST[type] : null);
  const request = (type: RequestType, row: { recid: number; emp_id: string; overall_status: string; datefiled: string; reason: string | null }, hours: number | null) =>
    mayOpen(row.emp_id) ? { type, recid: row.recid, status: row.overall_status, datefiled: row.datefiled, hours, reason: row.reason, link: linkTo(type, row.emp_id) } : null;

  const entries: CalendarEntry[] = [];
  for (const leave of leaves) {
    const type = view.showTypes || leave.emp_id === user.empId ? (leave.leave_desc ?? leave.payitem) : null;
    const name = nameOf.get(leave.emp_id) ?? leave.emp_id;
    entries.push({
      id: `leave-${leave.recid}`,
      kind: 'leave',
      pending: leave.overall_status !== 'A',
      empid: leave.emp_id,
      fullname: name,
      start: leave.frdate,
      end: leave.todate,
      title: `${name}: ${type ?? 'On leave'}${leave.overall_status !== 'A' ? ' (pending)' : ''}`,
      leave_type: type,
      request: request('leave', leave, leave.hours),
    });
  }
  for (const trip of trips) {
    const name = nameOf.get(trip.emp_id) ?? trip.emp_id;
    entries.push({
      id: `ob-${trip.recid}`,
      kind: 'official_business',
      pending: trip.overall_status !== 'A',
      empid: trip.emp_id,
      fullname: name,
      start: trip.frdate,
      end: trip.todate,
      title: `${name}: Official business${trip.overall_status !== 'A' ? ' (pending)' : ''}`,
      leave_type: null,
      request: request('official_business', trip, null),
    });
  }
  for (const change of shiftChanges) {
    const name = nameOf.get(change.emp_id) ?? change.emp_id;
    entries.push({
      id: `shift-${change.recid}`,
      kind: 'shift_change',
      pending: false,
      empid: change.emp_id,
      fullname: name,
      start: change.frdate,
      end: change.todate,
      title: `${name}: ${change.shiftdesc}`,
      leave_type: null,
      request: request('shift', change, null),
    });
  }
  for (const person of view.people) {
    for (const run of restDayRuns(schedules.get(person.emp_id) ?? [])) {
      entries.push({ id: `rest-${person.emp_id}-${run.start}`, kind: 'rest_day', pending: false, empid: person.emp_id, fullname: person.fullname, start: run.start, end: run.end, title: `${person.fullname}: Rest day`, leave_type: null, request: null });
    }
  }
  for (const holiday of holidays) {
    const where = holiday.office_name ? ` (${holiday.office_name})` : '';
    entries.push({ id: `holiday-${holiday.id}`, kind: 'holiday', pending: false, empid: null, fullname: null, start: holiday.holiday_date, end: holiday.holiday_date, title: `${holiday.name}${where}`, leave_type: null, request: null });
  }
  return { scope: view.scope, show_leave_types: view.showTypes, departments, offices, entries };
}
