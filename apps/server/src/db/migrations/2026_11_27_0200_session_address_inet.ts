import { sql, type Kysely } from 'kysely';

// A session's address is stored as an address (inet), so nothing but an address can
// be there: a forwarded header once put markup in it. Values that are not addresses
// (from before the server checked them) become null.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function pg_temp.address_or_null(value text) returns inet language plpgsql immutable as $$
    begin
      return value::inet;
    exception when others then
      return null;
    end $$;
    alter table sessions alter column ip type inet using pg_temp.address_or_null(ip);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions alter column ip type text using host(ip)`.execute(db);
}
