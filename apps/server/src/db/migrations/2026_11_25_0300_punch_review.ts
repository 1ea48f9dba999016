import { sql, type Kysely } from 'kysely';

// A flagged punch's review: who accepted or rejected it, when, and why. A rejected
// punch is also superseded, so that nothing counts it any more (attendance, the time
// records, the time clock's open time-in) while its review stays on record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table punches
      add column review_status text check (review_status in ('accepted', 'rejected')),
      add column reviewed_by text references employees (emp_id),
      add column reviewed_at timestamptz,
      add column review_remarks text;
    create index punches_flagged_idx on punches (punched_at desc)
      where outside_geofence or clock_drift_seconds is not null or source = 'offline';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index punches_flagged_idx;
    alter table punches drop column review_status, drop column reviewed_by, drop column reviewed_at, drop column review_remarks;
  `.execute(db);
}
