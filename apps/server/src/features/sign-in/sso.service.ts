import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { SsoError } from '@portal/contracts/sign-in';
import type { UserSession } from '@portal/contracts/session';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { findAccountsByIdentity } from '../session/session.repository';
import { openSession, type SignInContext } from '../session/session.service';
import { providerConfiguration, type ProviderSettings } from './oidc-client';
import { getSignInSettings, type SignInSettings } from './sign-in-settings.repository';
import { saveSsoLogin, takeSsoLogin } from './sso.repository';

/** A sign-in through the provider that came back refused, with the login page's reason. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoError,
    detail: string,
  ) {
    super(detail);
  }
}

function providerOf(settings: SignInSettings): ProviderSettings {
  const { enabled, issuer, clientId, clientSecret } = settings.sso;
  if (!enabled || !issuer || !clientId || !clientSecret)
    throw new SsoRefusal('disabled', 'sign-in through a provider is off');
  return { issuer, clientId, clientSecret };
}

/**
 * Sends the person to the provider: the authorization code flow with PKCE, a state
 * and a nonce kept in the database (any node may receive the callback).
 */
export async function startSsoSignIn(db: Kysely<DB>, redirectUri: string): Promise<URL> {
  const configuration = await providerConfiguration(providerOf(await getSignInSettings(db)));
  const login = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
  await saveSsoLogin(db, login);
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
    code_challenge_method: 'S256',
    state: login.state,
    nonce: login.nonce,
  });
}

/** The claim that names the person, as HR chose to match accounts. */
function identityOf(
  claims: oidc.IDToken,
  matchBy: SignInSettings['sso']['matchBy'],
): { email: string } | { empId: string } | null {
  if (matchBy === 'email') {
    // An address the provider has not verified names no one.
    return typeof claims.email === 'string' && claims.email_verified !== false ? { email: claims.email } : null;
  }
  const number = claims.employee_number ?? claims.employeeid;
  return typeof number === 'string' && /^\d{1,8}$/.test(number) ? { empId: number.padStart(8, '0') } : null;
}

/**
 * The provider's answer: the state is taken once, the code exchanged with its PKCE
 * verifier, and the ID token checked (signature, issuer, audience, expiry, nonce) by
 * openid-client. The person is matched to an existing account, never created.
 */
export async function finishSsoSignIn(
  db: Kysely<DB>,
  config: AppConfig,
  callbackUrl: URL,
  context: SignInContext,
): Promise<{ token: string; user: UserSession }> {
  const settings = await getSignInSettings(db);
  const configuration = await providerConfiguration(providerOf(settings));
  const state = callbackUrl.searchParams.get('state');
  const login = state ? await takeSsoLogin(db, state) : undefined;
  if (!state || !login) throw new SsoRefusal('refused', 'unknown, expired or replayed state');
  const tokens = await oidc
    .authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: login.code_verifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    })
    .catch((error: unknown) => {
      throw new SsoRefusal('refused', error instanceof Error ? error.message : String(error));
    });
  const claims = tokens.claims();
  const identity = claims ? identityOf(claims, settings.sso.matchBy) : null;
  const accounts = identity ? await findAccountsByIdentity(db, identity) : [];
  if (accounts.length !== 1)
    throw new SsoRefusal('unknown_account', `no single account matches ${JSON.stringify(identity)}`);
  const account = accounts[0]!;
  if (!account.active) throw new SsoRefusal('inactive', `${account.username} is inactive`);
  return openSession(db, config, account, { ...context, signInMethod: 'sso', idToken: tokens.id_token ?? null });
}

/**
 * Where to end the provider's session too, for a session signed in through it, when
 * the provider offers RP-initiated logout; null otherwise.
 */
export async function providerLogoutUrl(db: Kysely<DB>, idToken: string, afterLogout: string): Promise<string | null> {
  try {
    const configuration = await providerConfiguration(providerOf(await getSignInSettings(db)));
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: afterLogout })
      .href;
  } catch {
    // The provider turned off or unreachable: the portal's own session has ended all the same.
    return null;
  }
}
