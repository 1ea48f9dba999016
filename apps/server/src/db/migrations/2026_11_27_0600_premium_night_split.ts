import { sql, type Kysely } from 'kysely';

// The stored day's night hours within the first 8 hours worked on a rest day or
// holiday (payroll's premiums change rate there), as a column to sum like the others.
// Days stored before it lack the figure: the company version is raised, so every
// stored day is stale until computed again, and no sum reads a day without it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table daily_attendance
      add column nphrs_first8 numeric generated always as ((computed ->> 'nphrs_first8')::numeric) stored;
    update attendance_marks set version = next_cache_version(version), changed_xid = pg_current_xact_id() where scope = '*';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table daily_attendance drop column nphrs_first8;
    update attendance_marks set version = next_cache_version(version), changed_xid = pg_current_xact_id() where scope = '*';
  `.execute(db);
}
