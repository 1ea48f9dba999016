import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The government numbers payslips and certificates need, kept as the agencies
    -- print them (the contracts read any spacing and write this form), and what the
    -- laws behind some leaves ask of the person: civil status and the solo-parent ID.
    alter table employees
      add column tin text check (tin ~ '^\\d{3}-\\d{3}-\\d{3}(-\\d{3}|-\\d{5})?$'),
      add column sss_no text check (sss_no ~ '^\\d{2}-\\d{7}-\\d$'),
      add column philhealth_no text check (philhealth_no ~ '^\\d{2}-\\d{9}-\\d$'),
      add column pagibig_no text check (pagibig_no ~ '^\\d{4}-\\d{4}-\\d{4}$'),
      add column civil_status text check (civil_status in ('Single', 'Married', 'Widowed', 'Legally Separated', 'Annulled')),
      add column solo_parent boolean not null default false;

    -- Who a leave type is for, beside its sex: some civil statuses only (null: any),
    -- and solo parents only (RA 11861).
    alter table leave_types
      add column eligible_civil_status text[],
      add column solo_parent_only boolean not null default false;

    -- The one statement of who may take a leave type, for every query that offers,
    -- files or grants one.
    create function leave_type_eligible(t leave_types, p employees) returns boolean
    language sql stable as $$
      select (t.eligible_gender is null or t.eligible_gender = p.gender)
        and (t.eligible_civil_status is null or p.civil_status = any (t.eligible_civil_status))
        and (not t.solo_parent_only or p.solo_parent)
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function leave_type_eligible(leave_types, employees);
    alter table leave_types drop column eligible_civil_status, drop column solo_parent_only;
    alter table employees drop column tin, drop column sss_no, drop column philhealth_no, drop column pagibig_no,
      drop column civil_status, drop column solo_parent;
  `.execute(db);
}
