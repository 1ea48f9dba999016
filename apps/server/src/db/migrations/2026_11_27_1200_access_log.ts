import { sql, type Kysely } from 'kysely';

// Who read whose personal data (Data Privacy Act, RA 10173): one row per read of
// another person's pay, with who, whose, what, when and from where. Append-only: a
// trigger refuses to change or delete a row, whoever asks, so the log holds what was
// read even against someone holding the data's own permission.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table access_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor_emp_id text not null,
      subject_emp_id text,
      what text not null,
      detail text not null,
      address text,
      request_id text
    );
    create index access_log_subject_idx on access_log (subject_emp_id, at);
    create index access_log_actor_idx on access_log (actor_emp_id, at);
    create function refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the access log is append-only';
    end
    $$;
    create trigger access_log_append_only before update or delete on access_log
      for each row execute function refuse_access_log_change();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table access_log; drop function refuse_access_log_change();`.execute(db);
}
