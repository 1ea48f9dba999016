import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import type { DB } from '../../db/database';
import { countedFailure } from '../../lib/failure-lock';
import { settingsCache } from '../../lib/settings-cache';

type Db = Kysely<DB> | Transaction<DB>;

/** Who the account belongs to and what they may do: read at login and on every session. */
const employeeFlags = ['e.firstname', 'e.lastname', 'e.approver', 'e.coeapprover', 'e.payslip', 'e.teamlead', 'e.hradmin', 'e.payroll'] as const;

export function findAccountByUsername(db: Db, username: string) {
  return accountsWithEmployee(db).where('a.username', '=', username.toLowerCase()).executeTakeFirst();
}

/**
 * The accounts of the people an identity provider's claim names: by work e-mail (any
 * case) or by employee number. More than one person with the e-mail is no match.
 */
export function findAccountsByIdentity(db: Db, match: { email: string } | { empId: string }) {
  const query = accountsWithEmployee(db);
  return ('email' in match ? query.where(sql<boolean>`lower(e.email) = lower(${match.email})`) : query.where('a.emp_id', '=', match.empId))
    .orderBy('a.username')
    .execute();
}

function accountsWithEmployee(db: Db) {
  return db
    .selectFrom('user_accounts as a')
    .innerJoin('employees as e', 'e.emp_id', 'a.emp_id')
    .select([
      'a.username',
      'a.emp_id',
      'a.password_hash',
      'a.failed_attempts',
      'a.locked_until',
      'a.must_change_password',
      ...employeeFlags,
      'e.active',
      sql<'en' | 'fil'>`coalesce(e.language, (select default_language from company limit 1), 'en')`.as('language'),
    ]);
}

/**
 * Locks the account's row until the transaction ends, so one login attempt at a
 * time is checked and counted per account, however the guesses are timed.
 */
export async function lockAccount(db: Transaction<DB>, username: string): Promise<void> {
  await db.selectFrom('user_accounts').select('username').where('username', '=', username.toLowerCase()).forUpdate().execute();
}

export type AccountWithEmployee = NonNullable<Awaited<ReturnType<typeof findAccountByUsername>>>;

/** Counts a failed attempt and locks the account once it reaches the threshold; returns the lock end, if any. */
export async function recordFailedLogin(
  db: Db,
  username: string,
  threshold: number,
  lockoutMinutes: number,
): Promise<Date | null> {
  const row = await db
    .updateTable('user_accounts')
    .set(countedFailure(threshold, lockoutMinutes))
    .where('username', '=', username)
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until && row.locked_until > new Date() ? row.locked_until : null;
}

export async function clearFailedLogins(db: Db, username: string): Promise<void> {
  await db.updateTable('user_accounts').set({ failed_attempts: 0, locked_until: null }).where('username', '=', username).execute();
}

export interface NewSession {
  tokenHash: string;
  username: string;
  empId: string;
  absoluteHours: number;
  ip: string;
  userAgent: string | null;
  /** The account has a second factor: the session owes it before anything else. */
  secondFactorPending: boolean;
  signInMethod: 'password' | 'sso' | 'passkey';
  idToken?: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      username: session.username,
      emp_id: session.empId,
      second_factor_pending: session.secondFactorPending,
      sign_in_method: session.signInMethod,
      id_token: session.idToken ?? null,
      expires_at: sql<Date>`now() + make_interval(hours => ${companySessionTimeout('absoluteHours', session.absoluteHours)})`,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/**
 * A session timeout as HR set it in the company settings (`settings.sessions`),
 * else the configured default; read in the session query itself, so a change
 * applies to the next call on every API node without another round trip.
 */
function companySessionTimeout(key: 'idleMinutes' | 'absoluteHours', fallback: number) {
  return sql<number>`coalesce((select case when c.settings -> 'sessions' ->> ${key} ~ '^[0-9]{1,5}$'
    then (c.settings -> 'sessions' ->> ${key})::int end from company c limit 1), ${fallback}::int)`;
}

/** A timeout as the session queries have always read it: whole, up to five digits, else not set. */
const WHOLE_TIMEOUT = /^[0-9]{1,5}$/;

function readTimeout(value: unknown): number | null {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  return WHOLE_TIMEOUT.test(text) ? Number(text) : null;
}

export interface CompanySessionTimeouts {
  /** HR's idle timeout in minutes (`settings.sessions.idleMinutes`); null: the configured one. */
  idleMinutes: number | null;
  /** HR's absolute timeout in hours; null: the configured one. */
  absoluteHours: number | null;
}

/**
 * The company's session timeouts, kept per node at the settings version its callers
 * saw (see settingsCache): every call checks its session against them.
 */
export const getCompanySessionTimeouts = settingsCache(async (db: Db): Promise<CompanySessionTimeouts> => {
  const row = await db.selectFrom('company').select(sql<Record<string, unknown> | null>`settings -> 'sessions'`.as('sessions')).executeTakeFirst();
  const sessions = row?.sessions ?? {};
  return { idleMinutes: readTimeout(sessions.idleMinutes), absoluteHours: readTimeout(sessions.absoluteHours) };
});

/** The timeouts in force: HR's (Company Settings), else the configured ones. */
export async function sessionTimeoutsInForce(db: Db, configured: { sessionIdleMinutes: number; sessionAbsoluteHours: number }) {
  const company = await getCompanySessionTimeouts(db);
  return { idleMinutes: company.idleMinutes ?? configured.sessionIdleMinutes, absoluteHours: company.absoluteHours ?? configured.sessionAbsoluteHours };
}

/**
 * Sessions by their keys, each with its account's state and its employee's roles as
 * they are now, the employee's records version and the company's settings version
 * (see session-lookups.ts). Revoked, inactive and timed-out sessions come too: the
 * caller tells them apart. Fixed SQL: it runs for every call. The keys come as a
 * table (unnest) rather than `= any($1)`: PostgreSQL then keeps one generic plan for
 * the prepared statement, where `any` had it plan every call afresh, which cost more
 * than the lookup itself (2.5 times the rate, measured).
 */
const SESSIONS_SQL = `select s.token_hash, s.emp_id, s.username, a.must_change_password, s.second_factor_pending,
    (exists (select 1 from totp_factors f where f.username = s.username and f.confirmed_at is not null)
      or exists (select 1 from passkeys p where p.username = s.username)) as second_factor_enrolled,
    e.firstname, e.lastname, e.approver, e.coeapprover, e.payslip, e.teamlead, e.hradmin, e.payroll,
    s.revoked_at is null and e.active as live,
    extract(epoch from s.created_at)::float8 * 1000 as created_ms, extract(epoch from s.expires_at)::float8 * 1000 as expires_ms,
    extract(epoch from s.last_seen_at)::float8 * 1000 as last_seen_ms, extract(epoch from now())::float8 * 1000 as checked_ms,
    coalesce(v.records, 0)::float8 as records_version,
    (select c.version from cache_versions c where c.scope = 'settings')::float8 as settings_version
  from unnest($1::text[]) as k(token_hash)
  join sessions s on s.token_hash = k.token_hash
  join user_accounts a on a.username = s.username
  join employees e on e.emp_id = s.emp_id
  left join employee_versions v on v.emp_id = s.emp_id`;

export interface SessionRow {
  token_hash: string;
  emp_id: string;
  username: string;
  must_change_password: boolean;
  /** The second factor is still owed for this session. */
  second_factor_pending: boolean;
  /** The account has a confirmed authenticator app or a passkey. */
  second_factor_enrolled: boolean;
  firstname: string;
  lastname: string;
  approver: boolean;
  coeapprover: boolean;
  payslip: boolean;
  teamlead: boolean;
  hradmin: boolean;
  payroll: boolean;
  /** Neither revoked nor ended with its employee. */
  live: boolean;
  /** When the session began, in milliseconds since the epoch (plain numbers: no date parsing on every call). */
  created_ms: number;
  /** The end set at login. */
  expires_ms: number;
  last_seen_ms: number;
  /** The database's clock as it read the row: the timeouts are measured by it. */
  checked_ms: number;
  /** Bumped by every change to the employee's punches (0: none yet). */
  records_version: number;
  /** Bumped by every change to the company's cached settings. */
  settings_version: number;
}

/**
 * The sessions behind these token hashes, in one statement; none for an unknown hash.
 * It never writes. On the pool itself rather than through Kysely: it runs for every
 * call, and Kysely's connection handling per statement measured a tenth of the rate.
 */
export async function findSessions(pool: pg.Pool, tokenHashes: readonly string[]): Promise<SessionRow[]> {
  // Named, so each connection prepares it once (pool.query bypasses PreparingClient's naming).
  const { rows } = await pool.query<SessionRow>({ name: 'session-lookup', text: SESSIONS_SQL, values: [tokenHashes] });
  return rows;
}

/** Marks sessions as seen now, in one statement for a whole batch. */
export async function touchSessions(db: Db, tokenHashes: readonly string[]): Promise<void> {
  await db.executeQuery(CompiledQuery.raw('update sessions set last_seen_at = now() where token_hash = any($1::text[])', [tokenHashes]));
}

/** Revokes a session; answers its provider's ID token if it was signed in through the provider. */
export async function revokeSession(db: Db, tokenHash: string): Promise<{ idToken: string | null } | null> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returning(['sign_in_method', 'id_token'])
    .executeTakeFirst();
  return revoked ? { idToken: revoked.sign_in_method === 'sso' ? revoked.id_token : null } : null;
}

/** Revokes every session of a user except, optionally, the one making the call. */
export async function revokeOtherSessions(db: Db, username: string, keepTokenHash: string | null): Promise<string[]> {
  let query = db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('username', '=', username).where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  const revoked = await query.returning('token_hash').execute();
  return revoked.map((row) => row.token_hash);
}

export async function updatePasswordHash(db: Db, username: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('user_accounts')
    .set({ password_hash: passwordHash, must_change_password: false, password_changed_at: sql`now()`, failed_attempts: 0, locked_until: null })
    .where('username', '=', username)
    .execute();
}

/** Revokes every live session (after a restore: no cookie from before it may work); answers how many. */
export async function revokeAllSessions(db: Db): Promise<number> {
  const result = await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes every live session of an employee (the trigger tells every API node); answers their hashes to evict here at once. */
export async function revokeSessionsOfEmployee(db: Db, empId: string): Promise<string[]> {
  const revoked = await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('emp_id', '=', empId).where('revoked_at', 'is', null).returning('token_hash').execute();
  return revoked.map((row) => row.token_hash);
}
