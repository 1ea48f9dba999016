import { sql, type Kysely } from 'kysely';

// Punches imported from biometric terminals keep the terminal they came from, and are
// found by person and time when a file is imported again (docs/decisions.md,
// "Terminal punch imports").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table punches add column device text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table punches drop column device`.execute(db);
}
