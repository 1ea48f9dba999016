import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import { settingsCache } from '../lib/settings-cache';

type Db = Kysely<DB> | Transaction<DB>;

export function findCompany(db: Db) {
  return db.selectFrom('company').selectAll().executeTakeFirst();
}

/** Read on every punch and list: kept per node at the settings version its callers saw (see settingsCache). */
export const getCompanyTimeZone = settingsCache(async (db: Db): Promise<string> => {
  const row = await db.selectFrom('company').select('time_zone').executeTakeFirst();
  return row?.time_zone ?? 'Asia/Manila';
});
