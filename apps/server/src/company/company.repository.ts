import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import { shortLivedCache } from '../lib/short-lived-cache';

type Db = Kysely<DB> | Transaction<DB>;

export function findCompany(db: Db) {
  return db.selectFrom('company').selectAll().executeTakeFirst();
}

/** Read on every punch and list; see shortLivedCache for why a few seconds is safe. */
export const getCompanyTimeZone = shortLivedCache(5_000, async (db: Db): Promise<string> => {
  const row = await db.selectFrom('company').select('time_zone').executeTakeFirst();
  return row?.time_zone ?? 'Asia/Manila';
});
