import { sql, type Kysely } from 'kysely';

// The 13th-month pay a payslip pays (PD 851): a line of its own, as the December
// payroll (or a separated person's last) pays it; 0 on every other payslip. Gross pay
// is the sum of the earnings lines, so its check (the table's first, named by
// PostgreSQL) now counts it too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payslips add column thirteenth_month numeric(12, 2) not null default 0;
    alter table payslips drop constraint payslips_check;
    alter table payslips add constraint payslips_gross_check
      check (gross = basic + overtime + night_differential + holiday_pay + allowances + thirteenth_month);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payslips drop constraint payslips_gross_check;
    alter table payslips drop column thirteenth_month;
    alter table payslips add constraint payslips_check check (gross = basic + overtime + night_differential + holiday_pay + allowances);
  `.execute(db);
}
