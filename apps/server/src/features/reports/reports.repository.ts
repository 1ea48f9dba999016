import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RequestReportRow } from '@portal/contracts/reports';
import type { DB } from '../../db/database';

/** Whose figures a report shows: a team lead's team or everyone, narrowed by department and a name or number. */
export interface ReportPeopleFilter {
  teamLead: string | null;
  department: string | undefined;
  search: string | undefined;
}

/** `%text%` for LIKE, the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The filter over employees as `e`, as SQL conditions joined by `and` (one parameter each, never one per person). */
function peopleConditions(filter: ReportPeopleFilter): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filter.teamLead !== null) conditions.push(sql`e.team_lead = ${filter.teamLead}`);
  if (filter.department) conditions.push(sql`e.department = ${filter.department}`);
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(sql`(e.lastname || ', ' || e.firstname ilike ${pattern} or e.firstname || ' ' || e.lastname ilike ${pattern} or e.emp_id like ${pattern})`);
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

export interface ReportPerson {
  emp_id: string;
  fullname: string;
  department: string;
}

/** The people of the filter employed at some time in the range (hired by its end, not separated before its start), by name. */
export async function listReportPeople(db: Kysely<DB>, filter: ReportPeopleFilter, from: string, to: string): Promise<ReportPerson[]> {
  const { rows } = await sql<ReportPerson>`
    select e.emp_id, e.lastname || ', ' || e.firstname as fullname, e.department
    from employees e
    where ${peopleConditions(filter)}
      and e.hire_date <= ${to}::date
      and (e.separation_date is null or e.separation_date >= ${from}::date)
      and (e.active or e.separation_date is not null)
    order by lower(e.lastname), lower(e.firstname), e.emp_id
  `.execute(db);
  return rows;
}

/**
 * Every request of the six types, one row per person's request (group requests by
 * their members' rows; a team lead's managed shift changes are schedules, not
 * requests), filed in the range by the filter's people, newest first. Days open run
 * from filing to the last decision, or to today while the request waits.
 */
export async function listRequestRows(db: Kysely<DB>, filter: ReportPeopleFilter, from: string, to: string, timeZone: string): Promise<RequestReportRow[]> {
  const { rows } = await sql<RequestReportRow>`
    with requests as (
      select 'attendance_adjustment' as request_type, recid, emp_id, datefiled, trdate as from_date, trdate as to_date,
        overall_status, greatest(acted_at1, acted_at2, acted_at3) as decided_at, current_approver from attendance_adjustments
      union all
      select 'official_business', recid, emp_id, datefiled, frdate, todate, overall_status, greatest(acted_at1, acted_at2, acted_at3), current_approver from official_business
      union all
      select 'leave', recid, emp_id, datefiled, frdate, todate, overall_status, greatest(acted_at1, acted_at2, acted_at3), current_approver from leaves
      union all
      select 'overtime', recid, emp_id, datefiled, otdate, otdate, overall_status, greatest(acted_at1, acted_at2, acted_at3), current_approver from overtimes
      union all
      select 'shift', recid, emp_id, datefiled, frdate, todate, overall_status, greatest(acted_at1, acted_at2, acted_at3), current_approver from shift_changes where not managed
      union all
      select 'coe', recid, emp_id, datefiled, reqdate, reqdate, overall_status, greatest(acted_at1, acted_at2, acted_at3), current_approver from coe_requests
    )
    select r.request_type, r.recid, r.emp_id as empid, e.lastname || ', ' || e.firstname as fullname, e.department,
      to_char(r.datefiled at time zone ${timeZone}, 'YYYY-MM-DD') as datefiled,
      r.from_date::text as from_date, r.to_date::text as to_date, r.overall_status,
      ((case when r.overall_status in ('', 'B') or r.decided_at is null then now() else r.decided_at end) at time zone ${timeZone})::date
        - (r.datefiled at time zone ${timeZone})::date as days_open,
      case when r.overall_status in ('', 'B') then a.lastname || ', ' || a.firstname end as waiting_for
    from requests r
      join employees e on e.emp_id = r.emp_id
      left join employees a on a.emp_id = r.current_approver
    where ${peopleConditions(filter)}
      and r.datefiled >= (${from}::date)::timestamp at time zone ${timeZone}
      and r.datefiled < (${to}::date + 1)::timestamp at time zone ${timeZone}
    order by r.datefiled desc, r.request_type, r.recid desc
  `.execute(db);
  return rows;
}
