import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

function approvalColumns() {
  return sql.raw(`
    approver1 text references employees (emp_id),
    approver2 text references employees (emp_id),
    approver3 text references employees (emp_id),
    stats text,
    stats2 text,
    stats3 text,
    remarks text,
    remarks2 text,
    remarks3 text,
    acted_by1 text references employees (emp_id),
    acted_by2 text references employees (emp_id),
    acted_by3 text references employees (emp_id),
    acted_at1 timestamptz,
    acted_at2 timestamptz,
    acted_at3 timestamptz,
    overall_status text not null default '' check (overall_status in ('', 'A', 'B', 'D', 'E')),
    current_level smallint check (current_level between 1 and 3),
    current_approver text references employees (emp_id)
  `);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shift_change_groups (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      frdate date not null,
      todate date not null,
      shift text not null references shifts (shift),
      reason text,
      ${approvalColumns()},
      check (frdate <= todate)
    );
    create index shift_change_groups_filer_idx on shift_change_groups (filed_by, frdate);
    create index shift_change_groups_turn_idx on shift_change_groups (current_approver, recid) where current_approver is not null;

    -- A change of one employee's shift for a range of days. Approved ones overlay the
    -- default shift in the effective schedule; a team lead's managed change is
    -- approved when made.
    create table shift_changes (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      frdate date not null,
      todate date not null,
      shift text not null references shifts (shift),
      reason text,
      managed boolean not null default false,
      group_recid integer references shift_change_groups (recid) on delete cascade,
      ${approvalColumns()},
      check (frdate <= todate)
    );
    create index shift_changes_emp_idx on shift_changes (emp_id, frdate, todate);
    create index shift_changes_group_idx on shift_changes (group_recid) where group_recid is not null;
    create index shift_changes_turn_idx on shift_changes (current_approver, recid) where current_approver is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table shift_changes, shift_change_groups;`.execute(db);
}
