import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import { conflict } from '../lib/app-error';
import { say } from '../lib/messages';

/**
 * Holds the one import of a kind ("employees", "payslips") for the rest of the
 * transaction, across every API node: two imports of the same file at once would
 * each find the rows missing and both insert them. The second is told at once
 * rather than left waiting behind a long import.
 */
export async function holdImportLock(trx: Transaction<DB>, kind: string): Promise<void> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtextextended(${`import:${kind}`}, 0)) as locked`.execute(trx);
  if (!rows[0]?.locked) throw conflict(say('import.already_running', { kind }));
}
