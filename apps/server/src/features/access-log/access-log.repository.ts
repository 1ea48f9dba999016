import { sql, type Kysely } from 'kysely';
import type { AccessReadKind } from '@portal/contracts/access-log';
import type { DB } from '../../db/database';

interface LoggedRead {
  id: string;
  at: string;
  actor_empid: string;
  actor_name: string;
  subject_empid: string | null;
  subject_name: string | null;
  what: AccessReadKind;
  detail: string;
  address: string | null;
}

const columns = sql`l.id::text as id, to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, l.actor_emp_id as actor_empid,
  coalesce(a.firstname || ' ' || a.lastname, l.actor_emp_id) as actor_name, l.subject_emp_id as subject_empid,
  s.firstname || ' ' || s.lastname as subject_name, l.what, l.detail, l.address`;

/**
 * Reads of one person's data by others: those naming them, and those of a list of
 * everyone's (which holds theirs), newest first, one more than the limit (so the
 * caller knows there are more).
 */
export async function listReadsOf(db: Kysely<DB>, subject: string, limit: number): Promise<LoggedRead[]> {
  const { rows } = await sql<LoggedRead>`
    select ${columns}
    from access_log l left join employees a on a.emp_id = l.actor_emp_id left join employees s on s.emp_id = l.subject_emp_id
    where (l.subject_emp_id = ${subject} or l.subject_emp_id is null) and l.actor_emp_id <> ${subject}
    order by l.at desc, l.id desc
    limit ${limit + 1}`.execute(db);
  return rows;
}

/** Every read between two instants, by an account and of a person's data when given, newest first, one more than the limit. */
export async function listReads(
  db: Kysely<DB>,
  filter: { from: Date; to: Date; actor?: string | undefined; subject?: string | undefined },
  limit: number,
): Promise<LoggedRead[]> {
  const { rows } = await sql<LoggedRead>`
    select ${columns}
    from access_log l left join employees a on a.emp_id = l.actor_emp_id left join employees s on s.emp_id = l.subject_emp_id
    where l.at >= ${filter.from} and l.at < ${filter.to}
      and (${filter.actor ?? null}::text is null or l.actor_emp_id = ${filter.actor ?? null})
      and (${filter.subject ?? null}::text is null or l.subject_emp_id = ${filter.subject ?? null} or l.subject_emp_id is null)
    order by l.at desc, l.id desc
    limit ${limit + 1}`.execute(db);
  return rows;
}

interface AffectedPerson {
  empid: string;
  name: string;
  email: string | null;
  active: boolean;
  what: AccessReadKind[];
  reads: number;
  first_at: string;
  last_at: string;
  readers: string[];
  only_in_lists: boolean;
}

/**
 * Everyone whose data was read between two instants (by one account, if named), with
 * what, how often, when and by whom. A read of a list of everyone's (a payroll
 * register, the employee records) counts for each person on the employee records
 * hired by its day: a notice reaches too many rather than too few.
 */
export async function listAffectedPeople(
  db: Kysely<DB>,
  filter: { from: Date; to: Date; actor?: string | undefined; timeZone: string },
): Promise<{ people: AffectedPerson[]; reads: number }> {
  const window = sql`l.at >= ${filter.from} and l.at < ${filter.to} and (${filter.actor ?? null}::text is null or l.actor_emp_id = ${filter.actor ?? null})`;
  const { rows } = await sql<AffectedPerson>`
    with affected as (
      select l.subject_emp_id as emp_id, l.what, l.at, l.actor_emp_id, false as in_list
      from access_log l where ${window} and l.subject_emp_id is not null
      union all
      select e.emp_id, l.what, l.at, l.actor_emp_id, true
      from access_log l join employees e on e.hire_date <= (l.at at time zone ${filter.timeZone})::date
      where ${window} and l.subject_emp_id is null and e.emp_id <> l.actor_emp_id
    )
    select p.emp_id as empid, p.firstname || ' ' || p.lastname as name, nullif(p.email, '') as email, p.active,
      array_agg(distinct f.what order by f.what) as what, count(*)::int as reads,
      to_char(min(f.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as first_at,
      to_char(max(f.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_at,
      array_agg(distinct coalesce(r.firstname || ' ' || r.lastname, f.actor_emp_id) || ' (' || f.actor_emp_id || ')') as readers,
      bool_and(f.in_list) as only_in_lists
    from affected f join employees p on p.emp_id = f.emp_id left join employees r on r.emp_id = f.actor_emp_id
    group by p.emp_id, p.firstname, p.lastname, p.email, p.active
    order by p.lastname, p.firstname, p.emp_id`.execute(db);
  const total = await sql<{ reads: number }>`select count(*)::int as reads from access_log l where ${window}`.execute(
    db,
  );
  return { people: rows, reads: total.rows[0]?.reads ?? 0 };
}
