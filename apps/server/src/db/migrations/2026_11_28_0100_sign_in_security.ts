import { sql, type Kysely } from 'kysely';

// How people sign in: the company's identity provider (OpenID Connect), a second
// factor (TOTP with recovery codes), and whether passwords still sign in.
//
// - sign_in_settings: one row, apart from the company's other settings so the
//   provider's client secret is never read with them. A change bumps the settings
//   version like any setting, so every node applies it from the next call.
// - totp_factors: a person's authenticator secret; confirmed once they have typed a
//   code from it. last_step is the 30-second step of the last code accepted, so a
//   code seen over someone's shoulder cannot be used again. Failures count towards a
//   lock of their own, apart from the password's.
// - recovery_codes: ten per person, stored as hashes, each used once.
// - sessions.second_factor_pending: a password (or provider) was accepted and the
//   second factor is still owed; the session can do nothing else until it is given.
// - sessions.sign_in_method / id_token: a provider's session, ended with the portal's
//   at logout when the provider can.
// - sso_logins: the state, PKCE verifier and nonce of each sign-in sent to the
//   provider; used once, so a replayed callback is refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_settings (
      id boolean primary key default true check (id),
      require_second_factor boolean not null default false,
      password_sign_in text not null default 'everyone' check (password_sign_in in ('everyone', 'break_glass')),
      break_glass_username text references user_accounts (username) on update cascade on delete set null,
      sso_enabled boolean not null default false,
      sso_label text not null default 'your company account',
      sso_issuer text,
      sso_client_id text,
      sso_client_secret text,
      sso_match_by text not null default 'email' check (sso_match_by in ('email', 'employee_number')),
      check (not sso_enabled or (sso_issuer is not null and sso_client_id is not null and sso_client_secret is not null)),
      check (password_sign_in = 'everyone' or (sso_enabled and break_glass_username is not null))
    );
    insert into sign_in_settings default values;
    create trigger sign_in_settings_changed after insert or update or delete on sign_in_settings
      for each statement execute function settings_changed();

    create table totp_factors (
      username text primary key references user_accounts (username) on update cascade on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_step bigint,
      failed_attempts int not null default 0,
      locked_until timestamptz,
      created_at timestamptz not null default now()
    );
    create table recovery_codes (
      username text not null references user_accounts (username) on update cascade on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      primary key (username, code_hash)
    );

    alter table sessions
      add column second_factor_pending boolean not null default false,
      add column sign_in_method text not null default 'password' check (sign_in_method in ('password', 'sso')),
      add column id_token text;

    create table sso_logins (
      state text primary key,
      code_verifier text not null,
      nonce text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table sso_logins;
    alter table sessions drop column second_factor_pending, drop column sign_in_method, drop column id_token;
    drop table recovery_codes;
    drop table totp_factors;
    drop table sign_in_settings;
  `.execute(db);
}
