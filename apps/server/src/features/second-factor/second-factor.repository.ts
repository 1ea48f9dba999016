import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { countedFailure } from '../../lib/failure-lock';

type Db = Kysely<DB> | Transaction<DB>;

/** A second factor the account can give: a confirmed authenticator app, or a passkey. */
export async function hasConfirmedSecondFactor(db: Db, username: string): Promise<boolean> {
  const { rows } = await sql<{ has: boolean }>`select
    exists (select 1 from totp_factors where username = ${username} and confirmed_at is not null)
    or exists (select 1 from passkeys where username = ${username}) as has`.execute(db);
  return rows[0]?.has ?? false;
}

export function findFactor(db: Db, username: string) {
  return db.selectFrom('totp_factors').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The factor's row locked until the transaction ends: one code is checked and counted at a time. */
export function lockFactor(trx: Transaction<DB>, username: string) {
  return trx.selectFrom('totp_factors').selectAll().where('username', '=', username).forUpdate().executeTakeFirst();
}

export async function countRecoveryCodesLeft(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('username', '=', username)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** A new, unconfirmed secret; replaces an unconfirmed one (a setup begun again). */
export async function saveUnconfirmedSecret(trx: Transaction<DB>, username: string, secret: string): Promise<void> {
  await trx
    .insertInto('totp_factors')
    .values({ username, secret })
    .onConflict((oc) =>
      oc
        .column('username')
        .doUpdateSet({
          secret,
          confirmed_at: null,
          last_step: null,
          failed_attempts: 0,
          locked_until: null,
          created_at: sql`now()`,
        }),
    )
    .execute();
}

export async function confirmFactor(trx: Transaction<DB>, username: string, step: number): Promise<void> {
  await trx
    .updateTable('totp_factors')
    .set({ confirmed_at: sql`now()`, last_step: step, failed_attempts: 0, locked_until: null })
    .where('username', '=', username)
    .execute();
}

/** A code accepted: its step can never be used again, and the failures start over. */
export async function acceptStep(trx: Transaction<DB>, username: string, step: number): Promise<void> {
  await trx
    .updateTable('totp_factors')
    .set({ last_step: step, failed_attempts: 0, locked_until: null })
    .where('username', '=', username)
    .execute();
}

/** Counts a wrong code; at the threshold the factor locks for a while. Answers the lock's end, if any. */
export async function recordWrongCode(
  trx: Transaction<DB>,
  username: string,
  threshold: number,
  lockoutMinutes: number,
): Promise<Date | null> {
  const row = await trx
    .updateTable('totp_factors')
    .set(countedFailure(threshold, lockoutMinutes))
    .where('username', '=', username)
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until && row.locked_until > new Date() ? row.locked_until : null;
}

export async function replaceRecoveryCodes(
  trx: Transaction<DB>,
  username: string,
  codeHashes: readonly string[],
): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('username', '=', username).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ username, code_hash })))
    .execute();
}

/** Uses a recovery code if it is one of the person's and unused; answers whether it was. */
export async function useRecoveryCode(trx: Transaction<DB>, username: string, codeHash: string): Promise<boolean> {
  const used = await trx
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('username', '=', username)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return used !== undefined;
}

export async function deleteFactor(trx: Transaction<DB>, username: string): Promise<boolean> {
  await trx.deleteFrom('recovery_codes').where('username', '=', username).execute();
  const deleted = await trx.deleteFrom('totp_factors').where('username', '=', username).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function markSecondFactorGiven(db: Db, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ second_factor_pending: false }).where('token_hash', '=', tokenHash).execute();
}
