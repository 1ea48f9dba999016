import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

/** Every table that carries the approval columns, as of this migration. */
const requestTables = [
  'attendance_adjustments',
  'official_business',
  'leaves',
  'leave_groups',
  'overtimes',
  'overtime_groups',
  'shift_changes',
  'shift_change_groups',
  'coe_requests',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A department's route for a request type; an employee's own approval_routes row
    -- for the same type overrides it. Levels fill from 1 without gaps.
    create table department_routes (
      department text not null check (department <> ''),
      request_type text not null,
      approver1 text not null references employees (emp_id),
      approver2 text references employees (emp_id),
      approver3 text references employees (emp_id),
      primary key (department, request_type),
      check (approver3 is null or approver2 is not null)
    );

    -- While an approver is away, a named delegate acts in their place. Dates are
    -- days in the company time zone, both included; ending one early keeps it on record.
    create table approval_delegations (
      id serial primary key,
      approver text not null references employees (emp_id),
      delegate text not null references employees (emp_id),
      from_date date not null,
      to_date date not null,
      reason text not null default '',
      created_by text not null references employees (emp_id),
      created_at timestamptz not null default now(),
      ended_at timestamptz,
      ended_by text references employees (emp_id),
      check (from_date <= to_date),
      check (approver <> delegate)
    );
    create index approval_delegations_delegate_idx on approval_delegations (delegate, from_date, to_date) where ended_at is null;
    create index approval_delegations_approver_idx on approval_delegations (approver, from_date);
  `.execute(db);
  // Beside acted_by (who pressed the button): the approver of the level they acted for.
  for (const table of requestTables) {
    await sql`
      alter table ${sql.table(table)}
        add column acted_for1 text references employees (emp_id),
        add column acted_for2 text references employees (emp_id),
        add column acted_for3 text references employees (emp_id)
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of requestTables) {
    await sql`alter table ${sql.table(table)} drop column acted_for1, drop column acted_for2, drop column acted_for3`.execute(db);
  }
  await sql`drop table approval_delegations, department_routes`.execute(db);
}
