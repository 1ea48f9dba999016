import { sql, type Kysely } from 'kysely';

// The language a certificate of employment is written in, chosen per request: English
// (a bank or an embassy may want it) or Filipino. Requests filed before keep English.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table coe_requests add column language text not null default 'en' check (language in ('en', 'fil'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table coe_requests drop column language;
  `.execute(db);
}
