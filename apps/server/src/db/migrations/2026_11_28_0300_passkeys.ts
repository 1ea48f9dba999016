import { sql, type Kysely } from 'kysely';

// Passkeys (WebAuthn): a second factor, or sign-in in place of a password (the
// authenticator verifies the person, so it is both factors at once).
// - passkeys: each person's credentials: its id, public key (COSE), signature counter.
// - webauthn_challenges: each challenge the portal sent, for one purpose and (but for
//   a passwordless sign-in) one account; taken once, so a replayed answer finds none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table passkeys (
      id text primary key,
      username text not null references user_accounts (username) on update cascade on delete cascade,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    );
    create index passkeys_username_idx on passkeys (username);
    alter table sessions drop constraint sessions_sign_in_method_check;
    alter table sessions add constraint sessions_sign_in_method_check check (sign_in_method in ('password', 'sso', 'passkey'));
    create table webauthn_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('register', 'sign_in', 'second_factor')),
      username text references user_accounts (username) on update cascade on delete cascade,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table webauthn_challenges;
    drop table passkeys;
    alter table sessions drop constraint sessions_sign_in_method_check;
    alter table sessions add constraint sessions_sign_in_method_check check (sign_in_method in ('password', 'sso'));
  `.execute(db);
}
