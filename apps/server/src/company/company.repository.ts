import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export function findCompany(db: Db) {
  return db.selectFrom('company').selectAll().executeTakeFirst();
}

// The time zone is read on every punch and list; it changes perhaps once in a
// company's life, so a few seconds of caching per process is safe.
const TIME_ZONE_CACHE_MS = 5_000;
let cachedTimeZone: { value: string; at: number; db: Db } | null = null;

export async function getCompanyTimeZone(db: Db): Promise<string> {
  const now = Date.now();
  if (cachedTimeZone && cachedTimeZone.db === db && now - cachedTimeZone.at < TIME_ZONE_CACHE_MS) return cachedTimeZone.value;
  const row = await db.selectFrom('company').select('time_zone').executeTakeFirst();
  const value = row?.time_zone ?? 'Asia/Manila';
  cachedTimeZone = { value, at: now, db };
  return value;
}
