import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';

/** The single company row exists from the first start, seeded from configuration. */
export async function ensureCompany(db: Kysely<DB>, defaults: AppConfig['companyDefaults']): Promise<void> {
  await db
    .insertInto('company')
    .values({
      id: 1,
      name: defaults.name,
      market_label: defaults.marketLabel,
      support_email: defaults.supportEmail,
      time_zone: defaults.timeZone,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
