import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';

/** How long a sign-in sent to the provider may take to come back. */
const SIGN_IN_MINUTES = 10;

export async function saveSsoLogin(
  db: Kysely<DB>,
  login: { state: string; codeVerifier: string; nonce: string },
): Promise<void> {
  // Abandoned sign-ins go as new ones come: the table stays small without a job.
  await db
    .deleteFrom('sso_logins')
    .where(sql<boolean>`created_at < now() - make_interval(mins => ${SIGN_IN_MINUTES})`)
    .execute();
  await db
    .insertInto('sso_logins')
    .values({ state: login.state, code_verifier: login.codeVerifier, nonce: login.nonce })
    .execute();
}

/**
 * Takes a sign-in back by its state, once: the row is deleted as it is read, so a
 * replayed callback (the same state again) finds nothing, on any node.
 */
export function takeSsoLogin(db: Kysely<DB>, state: string) {
  return db
    .deleteFrom('sso_logins')
    .where('state', '=', state)
    .where(sql<boolean>`created_at >= now() - make_interval(mins => ${SIGN_IN_MINUTES})`)
    .returning(['code_verifier', 'nonce'])
    .executeTakeFirst();
}
