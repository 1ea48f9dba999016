import { sql, type Kysely } from 'kysely';

// The 13th-month pay a payslip pays (PD 851): a line of its own, as the December
// payroll (or a separated person's last) pays it; 0 on every other payslip.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payslips add column thirteenth_month numeric(12, 2) not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payslips drop column thirteenth_month`.execute(db);
}
