import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Spec §7's static footer image, drawn at the foot of every certificate page,
    -- kept beside the logo and checked the same way (PNG or JPEG, at most 2 MB).
    alter table company
      add column footer_image bytea,
      add column footer_image_content_type text check (footer_image_content_type in ('image/png', 'image/jpeg'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company drop column footer_image, drop column footer_image_content_type`.execute(db);
}
