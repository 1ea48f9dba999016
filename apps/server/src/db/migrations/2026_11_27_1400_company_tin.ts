import { sql, type Kysely } from 'kysely';

// The company's TIN, as the BIR prints it: the employer's number on each employee's
// BIR Form 2316 and on the monthly 1601-C.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company add column tin text check (tin ~ '^[0-9]{3}-[0-9]{3}-[0-9]{3}(-[0-9]{3}|-[0-9]{5})?$')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company drop column tin`.execute(db);
}
