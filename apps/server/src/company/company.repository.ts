import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export function findCompany(db: Db) {
  return db.selectFrom('company').selectAll().executeTakeFirst();
}

export async function getCompanyTimeZone(db: Db): Promise<string> {
  const row = await db.selectFrom('company').select('time_zone').executeTakeFirst();
  return row?.time_zone ?? 'Asia/Manila';
}
