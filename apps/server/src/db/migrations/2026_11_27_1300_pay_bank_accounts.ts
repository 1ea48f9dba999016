import { sql, type Kysely } from 'kysely';

// Where each person's pay is credited: the bank and account number the bank credit
// file lists. Pay data, so under the payroll permission like the rates; one account a
// person, replaced when it changes (the audit keeps the one before).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pay_bank_accounts (
      emp_id text primary key references employees (emp_id),
      bank text not null check (length(bank) between 2 and 60),
      account_number text not null check (account_number ~ '^[0-9][0-9 -]{4,28}[0-9]$'),
      recorded_by text not null references employees (emp_id),
      recorded_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pay_bank_accounts`.execute(db);
}
