import type { Kysely, Transaction } from 'kysely';
import QRCode from 'qrcode';
import type { SecondFactorSetup, SecondFactorStatus } from '@portal/contracts/second-factor';
import type { UserSession } from '@portal/contracts/session';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { say } from '../../lib/messages';
import { revokeOtherSessions, revokeSessionsOfEmployee } from '../session/session.repository';
import { confirmPassword, currentSessionUser, lockedMessage } from '../session/session.service';
import { companyRequiresOf } from './second-factor-policy';
import * as factors from './second-factor.repository';
import { hashRecoveryCode, newRecoveryCodes, normalRecoveryCode } from './recovery-codes';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

type CodeCheck =
  | { outcome: 'accepted'; by: 'app' | 'recovery code' }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; until: Date }
  | { outcome: 'none' };

/**
 * Checks a code against the person's factor, in its own transaction with the factor's
 * row locked, so parallel guesses queue and each counts. An app code is accepted once
 * (its step is kept); a recovery code once (it is marked used). A failure is committed
 * before it is answered, so it always counts towards the lock.
 */
async function checkCode(
  db: Kysely<DB>,
  config: AppConfig,
  username: string,
  code: string,
  accept: { recoveryCodes: boolean; unconfirmed?: boolean },
): Promise<'app' | 'recovery code'> {
  const check = await db.transaction().execute(async (trx): Promise<CodeCheck> => {
    const factor = await factors.lockFactor(trx, username);
    if (!factor || (factor.confirmed_at === null) !== Boolean(accept.unconfirmed)) return { outcome: 'none' };
    if (factor.locked_until && factor.locked_until > new Date())
      return { outcome: 'locked', until: factor.locked_until };
    const typed = code.replace(/\s/g, '');
    const step = totpStepOf(factor.secret, typed);
    if (step !== null && step > Number(factor.last_step ?? -1)) {
      await (accept.unconfirmed ? factors.confirmFactor(trx, username, step) : factors.acceptStep(trx, username, step));
      return { outcome: 'accepted', by: 'app' };
    }
    if (
      accept.recoveryCodes &&
      normalRecoveryCode(typed) &&
      (await factors.useRecoveryCode(trx, username, hashRecoveryCode(typed)))
    ) {
      return { outcome: 'accepted', by: 'recovery code' };
    }
    const lockedUntil = await factors.recordWrongCode(trx, username, config.lockoutThreshold, config.lockoutMinutes);
    return lockedUntil ? { outcome: 'locked', until: lockedUntil } : { outcome: 'wrong' };
  });
  if (check.outcome === 'none') {
    throw conflict(say(accept.unconfirmed ? 'second_factor.no_setup_waiting' : 'second_factor.none'));
  }
  if (check.outcome === 'locked') throw new AppError('TOO_MANY_REQUESTS', lockedMessage(check.until));
  if (check.outcome === 'wrong') throw badRequest(say('second_factor.wrong_code'), 'code');
  return check.by;
}

async function issueRecoveryCodes(trx: Transaction<DB>, username: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await factors.replaceRecoveryCodes(trx, username, codes.map(hashRecoveryCode));
  return codes;
}

export async function secondFactorStatus(db: Kysely<DB>, user: CurrentUser): Promise<SecondFactorStatus> {
  const factor = await factors.findFactor(db, user.username);
  const enrolled = Boolean(factor?.confirmed_at);
  return {
    enrolled,
    enrolled_at: factor?.confirmed_at ? factor.confirmed_at.toISOString() : null,
    recovery_codes_left: enrolled ? await factors.countRecoveryCodesLeft(db, user.username) : 0,
    required: await companyRequiresOf(db, user),
  };
}

/** A new secret, unconfirmed until a code from it is typed; the QR code an app scans. */
export async function beginSetup(db: Kysely<DB>, user: CurrentUser): Promise<SecondFactorSetup> {
  const secret = newTotpSecret();
  const company = await db.selectFrom('company').select('name').executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const existing = await factors.lockFactor(trx, user.username);
    if (existing?.confirmed_at)
      throw conflict(say('second_factor.already_set_up'));
    await factors.saveUnconfirmedSecret(trx, user.username, secret);
  });
  const uri = totpUri(secret, user.username, company?.name ?? 'HR Portal');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The first code from the app confirms it. This session has then given its second
 * factor; every other session of the account, which never did, is ended.
 */
export async function confirmSetup(
  db: Kysely<DB>,
  config: AppConfig,
  user: CurrentUser,
  code: string,
  requestId: string,
): Promise<string[]> {
  await checkCode(db, config, user.username, code, { recoveryCodes: false, unconfirmed: true });
  return db.transaction().execute(async (trx) => {
    const codes = await issueRecoveryCodes(trx, user.username);
    await factors.markSecondFactorGiven(trx, user.sessionTokenHash);
    await revokeOtherSessions(trx, user.username, user.sessionTokenHash);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'second_factor.enrol',
      entity: 'user_account',
      entityId: user.username,
      requestId,
    });
    return codes;
  });
}

/** The code a session owes after the password: from the app, or a recovery code. */
export async function giveSecondFactor(
  db: Kysely<DB>,
  config: AppConfig,
  user: CurrentUser,
  code: string,
  requestId: string,
): Promise<UserSession> {
  const by = await checkCode(db, config, user.username, code, { recoveryCodes: true });
  await db.transaction().execute(async (trx) => {
    await factors.markSecondFactorGiven(trx, user.sessionTokenHash);
    if (by === 'recovery code') {
      await writeAudit(trx, {
        actorEmpId: user.empId,
        action: 'second_factor.recovery_code',
        entity: 'user_account',
        entityId: user.username,
        requestId,
      });
    }
  });
  return currentSessionUser(db, { ...user, secondFactor: null });
}

export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  config: AppConfig,
  user: CurrentUser,
  code: string,
  requestId: string,
): Promise<string[]> {
  await checkCode(db, config, user.username, code, { recoveryCodes: false });
  return db.transaction().execute(async (trx) => {
    const codes = await issueRecoveryCodes(trx, user.username);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'second_factor.recovery_codes',
      entity: 'user_account',
      entityId: user.username,
      requestId,
    });
    return codes;
  });
}

export async function removeOwnSecondFactor(
  db: Kysely<DB>,
  config: AppConfig,
  user: CurrentUser,
  password: string,
  requestId: string,
): Promise<void> {
  // Required of the role: another factor (a passkey) must remain.
  const passkeyLeft = (await db.selectFrom('passkeys').select('id').where('username', '=', user.username).executeTakeFirst()) !== undefined;
  if ((await companyRequiresOf(db, user)) && !passkeyLeft) {
    throw conflict(say('second_factor.required'));
  }
  await confirmPassword(db, config, user.username, password);
  await db.transaction().execute(async (trx) => {
    if (!(await factors.deleteFactor(trx, user.username))) throw conflict(say('second_factor.none'));
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'second_factor.remove',
      entity: 'user_account',
      entityId: user.username,
      requestId,
    });
  });
}

/**
 * HR removes someone's factor after a lost phone with no recovery code left. Their
 * sessions end; where the company requires a factor they set up a new one at sign-in.
 */
export async function resetSecondFactor(
  db: Kysely<DB>,
  hr: CurrentUser,
  empId: string,
  requestId: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const accounts = await trx.selectFrom('user_accounts').select('username').where('emp_id', '=', empId).execute();
    let removed = 0;
    for (const account of accounts) if (await factors.deleteFactor(trx, account.username)) removed += 1;
    if (removed === 0) throw notFound(say('second_factor.employee_has_none', { empId }));
    await revokeSessionsOfEmployee(trx, empId);
    await writeAudit(trx, {
      actorEmpId: hr.empId,
      action: 'second_factor.reset',
      entity: 'employee',
      entityId: empId,
      requestId,
    });
  });
}
