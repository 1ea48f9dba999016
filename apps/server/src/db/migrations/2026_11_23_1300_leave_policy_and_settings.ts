import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The year-start reset: how many unused hours of a type move into the next
    -- year (0: none), and who the type is for (maternity for women, paternity for
    -- men; null: everyone).
    alter table leave_types
      add column carry_over_cap_hours numeric(7, 2) not null default 0 check (carry_over_cap_hours >= 0),
      add column eligible_gender text check (eligible_gender in ('F', 'M'));

    -- The administration list of a year's entitlements reads by year first.
    create index leave_entitlements_year_idx on leave_entitlements (year, emp_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index leave_entitlements_year_idx;
    alter table leave_types drop column carry_over_cap_hours, drop column eligible_gender;
  `.execute(db);
}
