import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { settingsCache } from '../../lib/settings-cache';

type Db = Kysely<DB> | Transaction<DB>;

export interface SignInSettings {
  requireSecondFactor: boolean;
  passwordSignIn: 'everyone' | 'break_glass';
  breakGlassUsername: string | null;
  sso: {
    enabled: boolean;
    label: string;
    issuer: string | null;
    clientId: string | null;
    clientSecret: string | null;
    matchBy: 'email' | 'employee_number';
  };
}

async function readSignInSettings(db: Db): Promise<SignInSettings> {
  const row = await db.selectFrom('sign_in_settings').selectAll().executeTakeFirstOrThrow();
  return {
    requireSecondFactor: row.require_second_factor,
    passwordSignIn: row.password_sign_in,
    breakGlassUsername: row.break_glass_username,
    sso: {
      enabled: row.sso_enabled,
      label: row.sso_label,
      issuer: row.sso_issuer,
      clientId: row.sso_client_id,
      clientSecret: row.sso_client_secret,
      matchBy: row.sso_match_by,
    },
  };
}

/**
 * How people sign in, read on every call (the second factor's hold) and kept per node
 * at the settings version the caller saw: a change applies from the next call on
 * every node (its table bumps the settings version).
 */
export const getSignInSettings = settingsCache(readSignInSettings);

/** Read fresh, inside a change. */
export function lockSignInSettings(trx: Transaction<DB>) {
  return trx.selectFrom('sign_in_settings').selectAll().forUpdate().executeTakeFirstOrThrow();
}

export interface SignInSettingsChange {
  require_second_factor?: boolean;
  password_sign_in?: 'everyone' | 'break_glass';
  break_glass_username?: string | null;
  sso_enabled?: boolean;
  sso_label?: string;
  sso_issuer?: string | null;
  sso_client_id?: string | null;
  sso_client_secret?: string | null;
  sso_match_by?: 'email' | 'employee_number';
}

export async function updateSignInSettings(trx: Transaction<DB>, change: SignInSettingsChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await trx.updateTable('sign_in_settings').set(change).execute();
}
