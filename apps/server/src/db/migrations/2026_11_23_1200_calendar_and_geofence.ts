import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A punch taken outside the employee's office geofence, where the office only
    -- flags such punches (an office that refuses them never stores one).
    alter table punches add column outside_geofence boolean not null default false;

    -- HR lists the calendar by year.
    create index holidays_date_idx on holidays (holiday_date);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index holidays_date_idx;
    alter table punches drop column outside_geofence;
  `.execute(db);
}
