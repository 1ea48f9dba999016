import { sql, type Kysely } from 'kysely';

// The language each person reads the portal in: English or Filipino. A person's own
// choice (employees.language), or the company's default where they made none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table company add column default_language text not null default 'en' check (default_language in ('en', 'fil'));
    alter table employees add column language text check (language in ('en', 'fil'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table employees drop column language;
    alter table company drop column default_language;
  `.execute(db);
}
