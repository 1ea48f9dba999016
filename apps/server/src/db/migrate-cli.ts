import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { migrateToLatest } from './migrate';
import { openPortalDatabase } from './open-database';

// npm run db:migrate: brings the portal's database (DATABASE_URL, or the embedded
// one in DATA_DIR) to the latest schema without starting the server, e.g. before a
// rolling deploy of several API nodes.
const database = await openPortalDatabase(loadConfig());
try {
  await migrateToLatest(database.db as Kysely<unknown>);
  console.log(`${database.description} is at the latest schema.`);
} finally {
  await database.close();
}
