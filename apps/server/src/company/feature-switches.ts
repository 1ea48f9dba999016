import type { Kysely, Transaction } from 'kysely';
import type { FeatureSwitches as FeatureSwitchValues } from '@portal/contracts/config';
import { FeatureSwitches } from '@portal/contracts/config-schema';
import type { DB } from '../db/database';

/**
 * The company's feature switches, read fresh: the server enforces the same switches
 * the client follows, and a change by HR applies to the next call.
 */
export async function getFeatureSwitches(db: Kysely<DB> | Transaction<DB>): Promise<FeatureSwitchValues> {
  const row = await db.selectFrom('company').select('settings').executeTakeFirst();
  const parsed = FeatureSwitches.safeParse((row?.settings as Record<string, unknown> | undefined)?.features ?? {});
  return parsed.success ? parsed.data : FeatureSwitches.parse({});
}
