import { sql, type Kysely } from 'kysely';

// Sums read stored days through a covering index: each summed figure is in the index,
// so a month of everyone's days is read from it (an index-only scan) rather than from
// the table's rows, which carry each day's whole JSON (about 0.9 kB a day). By person
// first: the days come out in person order, so they are grouped without sorting.
//
// The dashboard's attendance weeks count a stored day as a working day by the same
// rule as its fold of computed days (attendance-trend.ts): an ordinary day with a
// shift, not excused by leave covering the whole shift. As a column of the stored day,
// so the weeks are summed by the database like the reports' figures.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table daily_attendance
      add column working_day boolean generated always as (
        computed ->> 'daycd' = 'REG'
        and computed ->> 'shift' is not null
        and not (
          (computed ->> 'hrday1')::numeric > 0
          and not (computed ->> 'absent')::boolean
          and not (computed ->> 'officialbusiness')::boolean
          and computed ->> 'timein1' is null
        )
      ) stored;
    create index daily_attendance_sums_idx on daily_attendance (emp_id, trdate)
      include (company_version, daycd, charged_to, tardy, undertime, othrs, othrsapv, reghrs, nphrs, otnphrs, hrday1, nphrs_first8, absent, incomplete, working_day)
      where computed is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index daily_attendance_sums_idx; alter table daily_attendance drop column working_day`.execute(db);
}
