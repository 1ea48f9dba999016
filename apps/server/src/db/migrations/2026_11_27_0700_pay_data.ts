import { sql, type Kysely } from 'kysely';

// What payroll needs of each person beyond attendance (ph-payroll-rules §1, "From
// HR"), kept with its history: a rate record is in force from its date until the
// next one's, and an allowance, loan or deduction from its start to its end. Only HR
// administrators with the payroll permission read or change them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table employees add column payroll boolean not null default false;

    create table pay_rates (
      id bigserial primary key,
      emp_id text not null references employees (emp_id),
      effective_from date not null,
      basis text not null check (basis in ('monthly', 'daily')),
      rate numeric(12, 2) not null check (rate > 0),
      minimum_wage_earner boolean not null default false,
      recorded_by text not null references employees (emp_id),
      recorded_at timestamptz not null default now(),
      unique (emp_id, effective_from)
    );

    create table pay_items (
      id bigserial primary key,
      emp_id text not null references employees (emp_id),
      kind text not null check (kind in ('allowance', 'sss_loan', 'pagibig_loan', 'company_loan', 'deduction')),
      label text not null check (length(label) between 1 and 60),
      -- A month's amount: a semi-monthly payroll takes half.
      monthly_amount numeric(12, 2) not null check (monthly_amount > 0),
      taxable boolean not null default false,
      starts_on date not null,
      ends_on date check (ends_on is null or ends_on >= starts_on),
      recorded_by text not null references employees (emp_id),
      recorded_at timestamptz not null default now()
    );
    create index pay_items_emp_idx on pay_items (emp_id, starts_on);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table pay_items, pay_rates;
    alter table employees drop column payroll;
  `.execute(db);
}
