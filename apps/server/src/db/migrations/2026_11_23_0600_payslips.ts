import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One payslip per employee and semi-monthly period, as payroll issued it. Money
    -- is numeric(12,2): exact pesos and centavos, never binary floating point.
    create table payslips (
      id serial primary key,
      emp_id text not null references employees (emp_id),
      year smallint not null check (year between 2000 and 2100),
      month smallint not null check (month between 1 and 12),
      period smallint not null check (period in (1, 2)),
      pay_date date not null,
      basic numeric(12, 2) not null default 0,
      overtime numeric(12, 2) not null default 0,
      night_differential numeric(12, 2) not null default 0,
      holiday_pay numeric(12, 2) not null default 0,
      allowances numeric(12, 2) not null default 0,
      tardiness_undertime numeric(12, 2) not null default 0,
      sss numeric(12, 2) not null default 0,
      philhealth numeric(12, 2) not null default 0,
      pagibig numeric(12, 2) not null default 0,
      withholding_tax numeric(12, 2) not null default 0,
      loans numeric(12, 2) not null default 0,
      gross numeric(12, 2) not null,
      total_deductions numeric(12, 2) not null,
      net_pay numeric(12, 2) not null,
      ytd_gross numeric(12, 2) not null,
      ytd_contributions numeric(12, 2) not null,
      ytd_withholding_tax numeric(12, 2) not null,
      ytd_net_pay numeric(12, 2) not null,
      imported_at timestamptz not null default now(),
      imported_by text references employees (emp_id),
      -- A re-import of the same period replaces the row instead of adding one.
      unique (emp_id, year, month, period),
      check (gross = basic + overtime + night_differential + holiday_pay + allowances),
      check (total_deductions = tardiness_undertime + sss + philhealth + pagibig + withholding_tax + loans),
      check (net_pay = gross - total_deductions)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payslips;`.execute(db);
}
