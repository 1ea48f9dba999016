import { sql, type Kysely } from 'kysely';

// Days are stored from the day after, not three days after (see
// features/attendance/stored-days.ts): only an absence changes with the clock, and
// it is final once the day is over. So the days a change stales run to yesterday in
// the company's zone, where they ran to two days before today in UTC (three days
// before in any zone). The cut-off is taken at a moment, the statement's by default:
// a writer's trigger marks the days that may be stored as it writes, and a reader
// asks for an earlier moment (see readStoredDaysMoment), so a writer still
// committing when the day turns has marked every day that reader may store.
// Today's punches are never marked, as before: a time-in pays nothing for it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function attendance_store_cutoff();
    create function attendance_store_cutoff(at timestamptz default statement_timestamp()) returns date language sql stable as $$
      select (at at time zone coalesce((select time_zone from company limit 1), 'Asia/Manila'))::date - 1
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function attendance_store_cutoff(timestamptz);
    create function attendance_store_cutoff() returns date language sql stable as $$
      select (now() at time zone 'UTC')::date - 2
    $$;
  `.execute(db);
}
