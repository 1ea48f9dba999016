import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

function approvalColumns(level1: string, level2: string, level3: string) {
  return sql.raw(`
    approver1 text references employees (emp_id),
    approver2 text references employees (emp_id),
    approver3 text references employees (emp_id),
    ${level1} text,
    ${level2} text,
    ${level3} text,
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
    create table leave_types (
      payitem text primary key,
      leave_desc text not null,
      annual_hours numeric(7, 2) not null check (annual_hours >= 0),
      sort_order integer not null default 0
    );

    create table leave_entitlements (
      emp_id text not null references employees (emp_id),
      payitem text not null references leave_types (payitem),
      year integer not null,
      entitled_hours numeric(7, 2) not null check (entitled_hours >= 0),
      primary key (emp_id, payitem, year)
    );

    -- A team lead's group leave: the header is what gets approved; its details are
    -- the employees' leaves and follow it.
    create table leave_groups (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      payitem text not null references leave_types (payitem),
      frdate date not null,
      todate date not null,
      noofhours numeric(7, 2) not null check (noofhours > 0),
      reason text not null,
      ${approvalColumns('status', 'status2', 'status3')},
      check (frdate <= todate)
    );
    create index leave_groups_filer_idx on leave_groups (filed_by, frdate);
    create index leave_groups_turn_idx on leave_groups (current_approver, recid) where current_approver is not null;

    create table leaves (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      payitem text not null references leave_types (payitem),
      frdate date not null,
      todate date not null,
      noofhours numeric(7, 2) not null check (noofhours > 0),
      noofhoursa numeric(7, 2),
      reason text not null,
      group_recid integer references leave_groups (recid) on delete cascade,
      ${approvalColumns('status', 'status2', 'status3')},
      check (frdate <= todate)
    );
    create index leaves_emp_idx on leaves (emp_id, frdate);
    create index leaves_group_idx on leaves (group_recid) where group_recid is not null;
    create index leaves_turn_idx on leaves (current_approver, recid) where current_approver is not null;

    create table overtime_types (
      ottype text primary key,
      description text not null,
      sort_order integer not null default 0
    );

    create table overtime_groups (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      otdate date not null,
      frtime time not null,
      totime time not null,
      noofhours numeric(5, 2) not null check (noofhours > 0 and noofhours <= 16),
      ottype text references overtime_types (ottype),
      reason text not null,
      ${approvalColumns('stats', 'stats2', 'stats3')}
    );
    create index overtime_groups_filer_idx on overtime_groups (filed_by, otdate);
    create index overtime_groups_turn_idx on overtime_groups (current_approver, recid) where current_approver is not null;

    create table overtimes (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      otdate date not null,
      frtime time not null,
      totime time not null,
      noofhours numeric(5, 2) not null check (noofhours > 0 and noofhours <= 16),
      -- Set when the request is finally approved: the approved OT hours of otdate.
      approved_hours numeric(5, 2),
      ottype text references overtime_types (ottype),
      reason text not null,
      group_recid integer references overtime_groups (recid) on delete cascade,
      ${approvalColumns('stats', 'stats2', 'stats3')}
    );
    create index overtimes_emp_idx on overtimes (emp_id, otdate);
    create index overtimes_group_idx on overtimes (group_recid) where group_recid is not null;
    create index overtimes_turn_idx on overtimes (current_approver, recid) where current_approver is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table overtimes, overtime_groups, overtime_types, leaves, leave_groups, leave_entitlements, leave_types;`.execute(db);
}
