import pg from 'pg';
import { withDatabase } from './database-urls';

/** Runs one statement on the server's maintenance database (create or drop a test database). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
