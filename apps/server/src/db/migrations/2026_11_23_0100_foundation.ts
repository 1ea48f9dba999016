import { sql, type Kysely } from 'kysely';

// Frozen in time: this file imports nothing from the app, so later changes to the
// app's types can never change what an old migration does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company (
      id smallint primary key default 1 check (id = 1),
      name text not null,
      address text not null default '',
      market_label text not null,
      support_email text not null,
      time_zone text not null default 'Asia/Manila',
      settings jsonb not null default '{}'::jsonb
    );

    create table offices (
      id serial primary key,
      name text not null,
      address text not null,
      lat double precision not null check (lat between -90 and 90),
      lng double precision not null check (lng between -180 and 180),
      radius_m integer not null check (radius_m > 0),
      refuse_outside boolean not null default false
    );

    create table shifts (
      shift text primary key,
      shiftdesc text not null,
      timein time not null,
      timeout time not null,
      break_start time,
      break_minutes integer not null default 60 check (break_minutes >= 0)
    );

    create table employees (
      emp_id text primary key check (emp_id ~ '^[0-9]{8}$'),
      firstname text not null,
      lastname text not null,
      middlename text not null default '',
      prefix text not null default '',
      gender char(1) not null default 'M',
      hire_date date not null,
      separation_date date,
      designation text not null default '',
      department text not null default '',
      employment_status text not null default 'Regular',
      monthly_salary numeric(12, 2) not null default 0,
      monthly_allowances numeric(12, 2) not null default 0,
      default_shift text references shifts (shift),
      rest_days smallint[] not null default '{0}',
      office_id integer references offices (id),
      home_address text not null default '',
      team_lead text references employees (emp_id),
      approver boolean not null default false,
      coeapprover boolean not null default false,
      payslip boolean not null default true,
      teamlead boolean not null default false,
      hradmin boolean not null default false,
      active boolean not null default true,
      created_at timestamptz not null default now()
    );
    create index employees_team_lead_idx on employees (team_lead);
    create index employees_name_idx on employees (lower(lastname), lower(firstname));

    create table user_accounts (
      username text primary key check (username = lower(username)),
      emp_id text not null unique references employees (emp_id),
      password_hash text not null,
      failed_attempts integer not null default 0,
      locked_until timestamptz,
      must_change_password boolean not null default false,
      password_changed_at timestamptz not null default now()
    );

    create table approval_routes (
      emp_id text not null references employees (emp_id),
      request_type text not null,
      approver1 text references employees (emp_id),
      approver2 text references employees (emp_id),
      approver3 text references employees (emp_id),
      primary key (emp_id, request_type)
    );

    create table holidays (
      id serial primary key,
      holiday_date date not null,
      name text not null,
      type text not null check (type in ('LH', 'SH', 'SW')),
      office_id integer references offices (id)
    );
    create unique index holidays_date_office_idx on holidays (holiday_date, coalesce(office_id, 0));

    create table sessions (
      token_hash text primary key,
      username text not null references user_accounts (username),
      emp_id text not null references employees (emp_id),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    create index sessions_emp_id_idx on sessions (emp_id);

    create table punches (
      id bigserial primary key,
      emp_id text not null references employees (emp_id),
      trdate date not null,
      direction text not null check (direction in ('in', 'out')),
      punched_at timestamptz not null,
      lat double precision,
      lng double precision,
      accuracy double precision,
      address text,
      address_source text,
      source text not null default 'clock' check (source in ('clock', 'adjustment', 'import')),
      superseded_at timestamptz
    );
    create index punches_emp_day_idx on punches (emp_id, trdate, punched_at) where superseded_at is null;
    create index punches_emp_time_idx on punches (emp_id, punched_at desc) where superseded_at is null;

    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor_emp_id text,
      action text not null,
      entity text not null,
      entity_id text not null,
      before jsonb,
      after jsonb,
      request_id text
    );
    create index audit_log_entity_idx on audit_log (entity, entity_id);
    create index audit_log_actor_idx on audit_log (actor_emp_id, at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_log, punches, sessions, holidays, approval_routes, user_accounts,
      employees, shifts, offices, company;
  `.execute(db);
}
