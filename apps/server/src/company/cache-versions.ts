import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/database';

/** The company's settings version now (see the cache_versions migration). */
export async function readSettingsVersion(db: Kysely<DB> | Transaction<DB>): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version::float8 as version from cache_versions where scope = 'settings'`.execute(db);
  return rows[0]?.version ?? 0;
}

/**
 * Moves every version past any a node has seen: after a restore has put older
 * versions back, no node may answer from what it cached before. A backup from
 * before the versions has none to move: its first start creates them, past all.
 */
export async function bumpAllCacheVersions(db: Kysely<DB> | Transaction<DB>): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('cache_versions') is not null as present`.execute(db);
  if (!rows[0]?.present) return;
  await sql`update cache_versions set version = next_cache_version(version)`.execute(db);
  await sql`update employee_versions set records = next_cache_version(records)`.execute(db);
  // Stored days are derived data whose marks name transactions of the server the
  // backup came from: they are dropped, and computed again as they are read.
  const stored = await sql<{ present: boolean }>`select to_regclass('daily_attendance') is not null as present`.execute(db);
  if (!stored.rows[0]?.present) return;
  await sql`truncate daily_attendance`.execute(db);
  // Their sums by span with them (a truncate fires no row triggers); a backup from before the spans has none.
  const spans = await sql<{ present: boolean }>`select to_regclass('attendance_spans') is not null as present`.execute(db);
  if (spans.rows[0]?.present) await sql`truncate attendance_spans`.execute(db);
  await sql`delete from attendance_marks where scope <> '*'`.execute(db);
  await sql`update attendance_marks set version = next_cache_version(version), changed_xid = pg_current_xact_id()`.execute(db);
}
