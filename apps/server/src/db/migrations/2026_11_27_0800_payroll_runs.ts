import { sql, type Kysely } from 'kysely';

// A payroll run per cut-off: each person's lines as computed (features/payroll),
// kept so that what HR reviewed is what is locked and released.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payroll_runs (
      id bigserial primary key,
      year int not null,
      month int not null check (month between 1 and 12),
      cutoff int not null check (cutoff in (1, 2)),
      from_date date not null,
      to_date date not null,
      status text not null default 'draft' check (status in ('draft', 'reviewed', 'locked', 'released')),
      computed_at timestamptz not null default now(),
      computed_by text not null references employees (emp_id),
      unique (year, month, cutoff)
    );
    create table payroll_lines (
      run_id bigint not null references payroll_runs (id) on delete cascade,
      emp_id text not null references employees (emp_id),
      fullname text not null,
      -- The person's pay as computed: every line with how it was computed; null when
      -- it could not be (no rate in force).
      pay jsonb,
      gross_centavos bigint not null default 0,
      net_centavos bigint not null default 0,
      problems jsonb not null default '[]',
      primary key (run_id, emp_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payroll_lines, payroll_runs`.execute(db);
}
