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
