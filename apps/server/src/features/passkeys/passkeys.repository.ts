import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

/** How long the browser has to answer a challenge. */
const CHALLENGE_MINUTES = 5;

export function listPasskeys(db: Db, username: string) {
  return db
    .selectFrom('passkeys')
    .select([
      'id',
      'name',
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created_at'),
      sql<string | null>`to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('last_used_at'),
    ])
    .where('username', '=', username)
    .orderBy('created_at')
    .execute();
}

/** The account's passkeys as the browser names them in a challenge's options. */
export function listCredentials(db: Db, username: string) {
  return db.selectFrom('passkeys').select(['id', 'transports']).where('username', '=', username).execute();
}

export function findPasskey(db: Db, id: string) {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPasskey(
  db: Db,
  passkey: { id: string; username: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string },
): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      username: passkey.username,
      public_key: Buffer.from(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
      name: passkey.name,
    })
    .execute();
}

/** The counter only moves forward: a cloned authenticator shows itself by going back. */
export async function recordPasskeyUse(db: Db, id: string, counter: number): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deletePasskey(db: Db, username: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('passkeys')
    .where('username', '=', username)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function hasConfirmedTotp(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('totp_factors')
    .select('username')
    .where('username', '=', username)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveChallenge(
  db: Db,
  challenge: { challenge: string; purpose: 'register' | 'sign_in' | 'second_factor'; username: string | null },
): Promise<void> {
  // Unanswered challenges go as new ones come: the table stays small without a job.
  await db
    .deleteFrom('webauthn_challenges')
    .where(sql<boolean>`created_at < now() - make_interval(mins => ${CHALLENGE_MINUTES})`)
    .execute();
  await db.insertInto('webauthn_challenges').values(challenge).execute();
}

/**
 * Takes a challenge back once, for its purpose and account (none for a passwordless
 * sign-in): deleted as it is read, so a replayed answer finds nothing on any node.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign_in' | 'second_factor',
  username: string | null,
): Promise<boolean> {
  const taken = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where(username === null ? sql<boolean>`username is null` : sql<boolean>`username = ${username}`)
    .where(sql<boolean>`created_at >= now() - make_interval(mins => ${CHALLENGE_MINUTES})`)
    .returning('challenge')
    .executeTakeFirst();
  return taken !== undefined;
}
