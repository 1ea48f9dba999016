import type { Kysely } from 'kysely';
import type { UserSession } from '@portal/contracts/session';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { AppError, forbidden, unauthorized } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { fullName, type CurrentUser } from '../../lib/current-user';
import { countLockout, countLogin } from '../../lib/portal-metrics';
import { hashPassword, verifyDecoy, verifyPassword } from './password';
import { isDelegateToday } from '../../approvals/delegation.repository';
import * as sessions from './session.repository';
import { hashSessionToken, newSessionToken } from './session-token';
import { secondFactorOwed, type SecondFactorOwed } from '../second-factor/second-factor-policy';
import { hasConfirmedSecondFactor } from '../second-factor/second-factor.repository';
import { getSignInSettings } from '../sign-in/sign-in-settings.repository';
import { say, type PortalMessage } from '../../lib/messages';


export function lockedMessage(until: Date): PortalMessage {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return say('session.locked', { minutes });
}

type CredentialCheck =
  | { outcome: 'accepted'; account: sessions.AccountWithEmployee }
  | { outcome: 'locked'; until: Date; justLocked?: boolean }
  | { outcome: 'wrong' }
  | { outcome: 'inactive' };

/**
 * Checks a username and password, counting failures towards a lock-out. The lock
 * check, the verify and the count are one step per account (its row is locked), so
 * parallel guesses queue: after the fifth failure no password logs in until the lock
 * ends. The outcome is committed before it is thrown, so a failure always counts.
 */
async function checkCredentials(db: Kysely<DB>, config: AppConfig, username: string, password: string) {
  const check = await db.transaction().execute(async (trx): Promise<CredentialCheck> => {
    await sessions.lockAccount(trx, username);
    const account = await sessions.findAccountByUsername(trx, username);
    if (!account) {
      await verifyDecoy(password);
      return { outcome: 'wrong' };
    }
    if (account.locked_until && account.locked_until > new Date()) return { outcome: 'locked', until: account.locked_until };
    if (!(await verifyPassword(account.password_hash, password))) {
      const lockedUntil = await sessions.recordFailedLogin(trx, account.username, config.lockoutThreshold, config.lockoutMinutes);
      return lockedUntil ? { outcome: 'locked', until: lockedUntil, justLocked: true } : { outcome: 'wrong' };
    }
    if (!account.active) return { outcome: 'inactive' };
    if (account.failed_attempts > 0) await sessions.clearFailedLogins(trx, account.username);
    return { outcome: 'accepted', account };
  });
  // Counted once committed: the failure that locked the account.
  if (check.outcome === 'locked' && check.justLocked) countLockout();
  if (check.outcome === 'locked') throw new AppError('TOO_MANY_REQUESTS', lockedMessage(check.until));
  if (check.outcome === 'wrong') throw unauthorized(say('session.wrong_credentials'));
  if (check.outcome === 'inactive') throw forbidden(say('session.inactive'));
  return check.account;
}

export function toUserSession(account: sessions.AccountWithEmployee, secondFactor: SecondFactorOwed): UserSession {
  return {
    username: account.username,
    empid: account.emp_id,
    firstname: account.firstname,
    lastname: account.lastname,
    fullname: fullName(account),
    approver: account.approver ? 1 : 0,
    coeapprover: account.coeapprover ? 1 : 0,
    payslip: account.payslip ? 1 : 0,
    teamlead: account.teamlead ? 1 : 0,
    hradmin: account.hradmin ? 1 : 0,
    payroll: account.payroll ? 1 : 0,
    mustChangePassword: account.must_change_password,
    secondFactor,
    language: account.language,
  };
}

/**
 * Where the company has turned passwords off for everyone but its break-glass HR
 * account, any other username is refused before its password is looked at: the
 * answer is the same for every name, so it tells a guesser nothing.
 */
async function assertPasswordSignInAllowed(db: Kysely<DB>, username: string): Promise<void> {
  const settings = await getSignInSettings(db);
  if (settings.passwordSignIn === 'everyone' || username.toLowerCase() === settings.breakGlassUsername) return;
  throw forbidden(say('session.passwords_off', { provider: settings.sso.label }));
}

export interface SignInContext {
  ip: string;
  userAgent: string | null;
}

/**
 * Opens a session for an account whose first factor was accepted (a password, or the
 * company's identity provider). An account with a second factor owes it before the
 * session can do anything else.
 */
export async function openSession(
  db: Kysely<DB>,
  config: AppConfig,
  account: sessions.AccountWithEmployee,
  context: SignInContext & { signInMethod: 'password' | 'sso' | 'passkey'; idToken?: string | null },
): Promise<{ token: string; user: UserSession }> {
  const token = newSessionToken();
  const enrolled = await hasConfirmedSecondFactor(db, account.username);
  // A passkey that verified the person is both factors at once: nothing more is owed.
  const pending = enrolled && context.signInMethod !== 'passkey';
  await sessions.insertSession(db, {
    tokenHash: hashSessionToken(token),
    username: account.username,
    empId: account.emp_id,
    absoluteHours: config.sessionAbsoluteHours,
    ip: context.ip,
    userAgent: context.userAgent,
    secondFactorPending: pending,
    signInMethod: context.signInMethod,
    idToken: context.idToken ?? null,
  });
  countLogin('success');
  const { requireSecondFactor } = await getSignInSettings(db);
  const user = toUserSession(account, secondFactorOwed({ pending, enrolled }, account, requireSecondFactor));
  // Standing in for an absent approver today: the approval screens and the bell appear.
  if (user.approver === 0 && (await isDelegateToday(db, account.emp_id))) user.approver = 1;
  return { token, user };
}

export async function logIn(
  db: Kysely<DB>,
  config: AppConfig,
  input: SignInContext & { username: string; password: string },
): Promise<{ token: string; user: UserSession }> {
  const account = await assertPasswordSignInAllowed(db, input.username)
    .then(() => checkCredentials(db, config, input.username, input.password))
    .catch((error: unknown) => {
      // Refused credentials, whatever the reason; a database fault is no failed login.
      if (error instanceof AppError) countLogin('failure');
      throw error;
    });
  return openSession(db, config, account, { ip: input.ip, userAgent: input.userAgent, signInMethod: 'password' });
}

/** The session's user as the login answered it, with what the session still owes. */
export async function currentSessionUser(db: Kysely<DB>, user: CurrentUser): Promise<UserSession> {
  const account = await sessions.findAccountByUsername(db, user.username);
  if (!account) throw unauthorized(say('session.ended'));
  const answer = toUserSession(account, user.secondFactor);
  if (answer.approver === 0 && (await isDelegateToday(db, account.emp_id))) answer.approver = 1;
  return answer;
}

/** Revokes the session behind a cookie token, if any; answers the provider's ID token of a session signed in through it. */
export async function logOut(db: Kysely<DB>, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  return (await sessions.revokeSession(db, hashSessionToken(token)))?.idToken ?? null;
}

/** Checks a password again before a change to how the account signs in (counted like a login). */
export async function confirmPassword(db: Kysely<DB>, config: AppConfig, username: string, password: string): Promise<void> {
  await checkCredentials(db, config, username, password);
}

/**
 * Changes one's own password. A logged-in caller may change only their own; the old
 * password is always required. Every other session of the account is revoked.
 */
export async function changePassword(
  db: Kysely<DB>,
  config: AppConfig,
  input: { username: string; oldpassword: string; newpassword: string; caller: CurrentUser | null; requestId: string },
): Promise<void> {
  if (input.caller && input.caller.username !== input.username.toLowerCase()) {
    throw forbidden(say('session.own_password_only'));
  }
  const account = await checkCredentials(db, config, input.username, input.oldpassword);
  const passwordHash = await hashPassword(input.newpassword);
  await db.transaction().execute(async (trx) => {
    await sessions.updatePasswordHash(trx, account.username, passwordHash);
    await sessions.revokeOtherSessions(trx, account.username, input.caller?.sessionTokenHash ?? null);
    await writeAudit(trx, {
      actorEmpId: account.emp_id,
      action: 'password.change',
      entity: 'user_account',
      entityId: account.username,
      requestId: input.requestId,
    });
  });
}
