import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { PasskeyRow } from '@portal/contracts/passkeys';
import type { UserSession } from '@portal/contracts/session';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { fullName, type CurrentUser } from '../../lib/current-user';
import { say } from '../../lib/messages';
import { markSecondFactorGiven } from '../second-factor/second-factor.repository';
import { companyRequiresOf } from '../second-factor/second-factor-policy';
import { findAccountByUsername, revokeOtherSessions } from '../session/session.repository';
import { currentSessionUser, openSession, type SignInContext } from '../session/session.service';
import * as passkeys from './passkeys.repository';

type Purpose = 'register' | 'sign_in' | 'second_factor';

/** The relying party is the portal as the browser reaches it: its host names the passkeys. */
function relyingParty(origin: string) {
  return { origin, rpID: new URL(origin).hostname };
}

/** The challenge the browser signed, taken back once for its purpose and account; a refusal otherwise. */
async function takeAnsweredChallenge(
  db: Kysely<DB>,
  response: { response?: { clientDataJSON?: unknown } },
  purpose: Purpose,
  username: string | null,
): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(String(response.response?.clientDataJSON)).challenge;
  } catch {
    throw badRequest(say('passkey.refused'), 'response');
  }
  if (!(await passkeys.takeChallenge(db, challenge, purpose, username))) throw badRequest(say('passkey.refused'), 'response');
  return challenge;
}

/** Keeps the options' challenge for its purpose and account, to be taken back once, and sends the options. */
async function offerChallenge(
  db: Kysely<DB>,
  options: { challenge: string },
  purpose: Purpose,
  username: string | null,
): Promise<Record<string, unknown>> {
  await passkeys.saveChallenge(db, { challenge: options.challenge, purpose, username });
  return options as unknown as Record<string, unknown>;
}

export async function listMyPasskeys(db: Kysely<DB>, user: CurrentUser): Promise<PasskeyRow[]> {
  return passkeys.listPasskeys(db, user.username);
}

export async function passkeyRegistrationOptions(db: Kysely<DB>, user: CurrentUser, origin: string) {
  const company = await db.selectFrom('company').select('name').executeTakeFirst();
  const existing = await passkeys.listCredentials(db, user.username);
  const options = await generateRegistrationOptions({
    rpName: company?.name ?? 'HR Portal',
    rpID: relyingParty(origin).rpID,
    userName: user.username,
    userDisplayName: fullName(user),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    // A passkey that can sign in without a username, and that checks who holds it.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return offerChallenge(db, options, 'register', user.username);
}

/**
 * Adds a passkey from the browser's answer to the challenge sent for this account. It
 * is a second factor from now on: the account's other sessions, which never gave one,
 * end, as when an authenticator app is set up.
 */
export async function registerPasskey(
  db: Kysely<DB>,
  user: CurrentUser,
  origin: string,
  name: string,
  response: Record<string, unknown>,
  requestId: string,
) {
  const challenge = await takeAnsweredChallenge(db, response, 'register', user.username);
  const { rpID } = relyingParty(origin);
  const verification = await verifyRegistrationResponse({
    response: response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw badRequest(say('passkey.refused'), 'response');
  const { credential } = verification.registrationInfo;
  await db.transaction().execute(async (trx) => {
    if (await passkeys.findPasskey(trx, credential.id)) throw conflict(say('passkey.already_added'));
    await passkeys.insertPasskey(trx, {
      id: credential.id,
      username: user.username,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    });
    await revokeOtherSessions(trx, user.username, user.sessionTokenHash);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'passkey.add',
      entity: 'user_account',
      entityId: user.username,
      after: { name },
      requestId,
    });
  });
  return passkeys.listPasskeys(db, user.username);
}

/** Removes a passkey; not the last second factor of someone the company requires one of. */
export async function removePasskey(db: Kysely<DB>, user: CurrentUser, id: string, requestId: string) {
  await db.transaction().execute(async (trx) => {
    const own = await passkeys.listPasskeys(trx, user.username);
    if (!own.some((passkey) => passkey.id === id)) throw badRequest(say('passkey.no_such'), 'id');
    if ((await companyRequiresOf(trx, user)) && own.length === 1 && !(await passkeys.hasConfirmedTotp(trx, user.username))) {
      throw conflict(say('passkey.last_required'));
    }
    await passkeys.deletePasskey(trx, user.username, id);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'passkey.remove',
      entity: 'user_account',
      entityId: user.username,
      requestId,
    });
  });
  return passkeys.listPasskeys(db, user.username);
}

/** Verifies an answer for one stored passkey and moves its counter; the passkey's account. */
async function verifyAssertion(
  db: Kysely<DB>,
  origin: string,
  response: Record<string, unknown>,
  challenge: string,
  passkey: NonNullable<Awaited<ReturnType<typeof passkeys.findPasskey>>>,
  requireUserVerification: boolean,
  refusal: () => Error,
) {
  const { rpID } = relyingParty(origin);
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: passkey.transports as never,
    },
    requireUserVerification,
  }).catch(() => null);
  if (!verification?.verified) throw refusal();
  await passkeys.recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter);
}

export async function passkeySignInOptions(db: Kysely<DB>, origin: string) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(origin).rpID,
    userVerification: 'required',
  });
  return offerChallenge(db, options, 'sign_in', null);
}

/**
 * Signs in with a passkey instead of a password: the authenticator verified the
 * person (user verification is required), so the session owes no second factor.
 */
export async function signInWithPasskey(
  db: Kysely<DB>,
  config: AppConfig,
  origin: string,
  response: Record<string, unknown>,
  context: SignInContext,
) {
  const challenge = await takeAnsweredChallenge(db, response, 'sign_in', null);
  const passkey = typeof response.id === 'string' ? await passkeys.findPasskey(db, response.id) : undefined;
  if (!passkey) throw unauthorized(say('passkey.refused'));
  await verifyAssertion(db, origin, response, challenge, passkey, true, () => unauthorized(say('passkey.refused')));
  const account = await findAccountByUsername(db, passkey.username);
  if (!account) throw unauthorized(say('passkey.refused'));
  if (!account.active) throw forbidden(say('session.inactive'));
  return openSession(db, config, account, { ...context, signInMethod: 'passkey' });
}

export async function secondFactorPasskeyOptions(db: Kysely<DB>, user: CurrentUser, origin: string) {
  const own = await passkeys.listCredentials(db, user.username);
  if (own.length === 0) throw conflict(say('passkey.none'));
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(origin).rpID,
    allowCredentials: own.map((passkey) => ({ id: passkey.id, transports: passkey.transports as never })),
    userVerification: 'preferred',
  });
  return offerChallenge(db, options, 'second_factor', user.username);
}

/** The session's second factor, given with one of the person's own passkeys. */
export async function giveSecondFactorByPasskey(
  db: Kysely<DB>,
  user: CurrentUser,
  origin: string,
  response: Record<string, unknown>,
): Promise<UserSession> {
  const challenge = await takeAnsweredChallenge(db, response, 'second_factor', user.username);
  const passkey = typeof response.id === 'string' ? await passkeys.findPasskey(db, response.id) : undefined;
  // A 400, not a 401: a wrong passkey does not end the session that is owing the factor.
  const refused = () => badRequest(say('passkey.refused'), 'response');
  if (!passkey || passkey.username !== user.username) throw refused();
  await verifyAssertion(db, origin, response, challenge, passkey, false, refused);
  await markSecondFactorGiven(db, user.sessionTokenHash);
  return currentSessionUser(db, { ...user, secondFactor: null });
}
