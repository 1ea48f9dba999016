import type { Kysely } from 'kysely';
import type { SignInOptions, SignInSettings, SignInSettingsBody } from '@portal/contracts/sign-in';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { discoverProvider } from './oidc-client';
import {
  getSignInSettings,
  lockSignInSettings,
  updateSignInSettings,
  type SignInSettingsChange,
} from './sign-in-settings.repository';

type StoredSettings = Awaited<ReturnType<typeof lockSignInSettings>>;

function toAnswer(row: StoredSettings, redirectUri: string): SignInSettings {
  return {
    require_second_factor: row.require_second_factor,
    password_sign_in: row.password_sign_in,
    break_glass_username: row.break_glass_username,
    sso: {
      enabled: row.sso_enabled,
      label: row.sso_label,
      issuer: row.sso_issuer,
      client_id: row.sso_client_id,
      client_secret_set: row.sso_client_secret !== null,
      match_by: row.sso_match_by,
      redirect_uri: redirectUri,
    },
  };
}

/** The audit's view of the settings: whether a secret is kept, never the secret. */
function audited(row: StoredSettings) {
  const { sso_client_secret: secret, ...rest } = row;
  return { ...rest, sso_client_secret: secret === null ? null : 'set' };
}

export async function readSignInSettings(db: Kysely<DB>, redirectUri: string): Promise<SignInSettings> {
  const row = await db.selectFrom('sign_in_settings').selectAll().executeTakeFirstOrThrow();
  return toAnswer(row, redirectUri);
}

export async function signInOptions(db: Kysely<DB>): Promise<SignInOptions> {
  const settings = await getSignInSettings(db);
  return {
    password: settings.passwordSignIn === 'everyone',
    sso: settings.sso.enabled ? { label: settings.sso.label } : null,
  };
}

async function assertBreakGlassAccount(db: Kysely<DB>, username: string): Promise<void> {
  const account = await db
    .selectFrom('user_accounts as a')
    .innerJoin('employees as e', 'e.emp_id', 'a.emp_id')
    .select('a.username')
    .where('a.username', '=', username)
    .where('e.active', '=', true)
    .where('e.hradmin', '=', true)
    .executeTakeFirst();
  if (!account)
    throw badRequest(say('sign_in.break_glass_not_hr'), 'break_glass_username');
}

/**
 * Changes how people sign in. A provider is checked before it is saved: its discovery
 * document must answer for the issuer, so a typo is caught here rather than at 8:00.
 * Passwords can be turned off only with the provider on and a break-glass HR account
 * named, so the company is never locked out.
 */
export async function changeSignInSettings(
  db: Kysely<DB>,
  hr: CurrentUser,
  body: SignInSettingsBody,
  redirectUri: string,
  requestId: string,
): Promise<SignInSettings> {
  const current = await db.selectFrom('sign_in_settings').selectAll().executeTakeFirstOrThrow();
  const next = { ...current, ...body } as StoredSettings;
  const providerChanged = ['sso_enabled', 'sso_issuer', 'sso_client_id', 'sso_client_secret'].some(
    (key) => key in body,
  );
  if (next.sso_enabled && (!next.sso_issuer || !next.sso_client_id || !next.sso_client_secret)) {
    throw badRequest(say('sign_in.provider_incomplete'), 'sso_issuer');
  }
  if (next.password_sign_in === 'break_glass') {
    if (!next.sso_enabled)
      throw badRequest(say('sign_in.provider_first'), 'password_sign_in');
    if (!next.break_glass_username)
      throw badRequest(say('sign_in.break_glass_missing'), 'break_glass_username');
    await assertBreakGlassAccount(db, next.break_glass_username);
  }
  if (next.sso_enabled && providerChanged) {
    await discoverProvider({
      issuer: next.sso_issuer!,
      clientId: next.sso_client_id!,
      clientSecret: next.sso_client_secret!,
    }).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw badRequest(say('sign_in.provider_unreachable', { issuer: String(next.sso_issuer), reason }), 'sso_issuer');
    });
  }
  const saved = await db.transaction().execute(async (trx) => {
    const before = await lockSignInSettings(trx);
    await updateSignInSettings(trx, body as SignInSettingsChange);
    const after = await lockSignInSettings(trx);
    await writeAudit(trx, {
      actorEmpId: hr.empId,
      action: 'sign_in.settings',
      entity: 'sign_in_settings',
      entityId: 'company',
      before: audited(before),
      after: audited(after),
      requestId,
    });
    return after;
  });
  return toAnswer(saved, redirectUri);
}
