import { sql, type Kysely } from 'kysely';
import { rewriteFunction } from './rewrite-function';

// Retention (Data Privacy Act, RA 10173, sec. 11(e): kept no longer than needed).
// - retention_policies: per kind of personal data, how many years it is kept after
//   the person's separation (the access log: after each entry), as HR set it; the
//   defaults and their reasons are in the README.
// - The retention job alone may delete a separated person's approved requests in a
//   locked payroll, and old access log entries: both refusals step aside when its
//   transaction says so (portal.disposal = on, set locally), and for nothing else.

/** The retention job's transaction passes the payroll lock when it deletes; nothing else does. */
const DISPOSAL_PASSES_LOCK: [string, string] = [
  `begin
      if tg_op = 'UPDATE' and new.overall_status`,
  `begin
      -- The retention job disposes of a separated person's old requests, locked or not.
      if tg_op = 'DELETE' and current_setting('portal.disposal', true) = 'on' then
        return old;
      end if;
      if tg_op = 'UPDATE' and new.overall_status`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteFunction(db, 'refuse_locked_cutoff()', [DISPOSAL_PASSES_LOCK]);
  await sql`
    create table retention_policies (
      kind text primary key check (kind in ('attendance', 'supporting_documents', 'certificates', 'payroll', 'government_ids', 'account', 'access_log')),
      years int not null check (years between 1 and 100)
    );
    insert into retention_policies (kind, years) values
      ('attendance', 3), ('supporting_documents', 3), ('certificates', 3), ('payroll', 10), ('government_ids', 10), ('account', 1), ('access_log', 5);



    create or replace function refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('portal.disposal', true) = 'on' then
        return old;
      end if;
      raise exception 'the access log is append-only';
    end
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteFunction(db, 'refuse_locked_cutoff()', [[DISPOSAL_PASSES_LOCK[1], DISPOSAL_PASSES_LOCK[0]]]);
  await sql`
    drop table retention_policies;

    create or replace function refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the access log is append-only';
    end
    $$;
  `.execute(db);
}
