import { sql, type Kysely } from 'kysely';

// Whether a leave type is paid: the payroll hand-off reports hours of paid types by
// type, and those of unpaid types as leave without pay. Every existing type is paid.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leave_types add column with_pay boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leave_types drop column with_pay`.execute(db);
}
