import type { Kysely } from 'kysely';
import { MAX_ACCESS_LOG_ROWS, type AdminAccessLog, type MyAccessLog } from '@portal/contracts/access-log';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import type { CurrentUser } from '../../lib/current-user';
import { addDays, instantOfLocal } from '../../lib/local-time';
import * as repository from './access-log.repository';

/** Who saw my data: reads of it by anyone else (never by me), newest first. Where they read from stays HR's. */
export async function getMyAccessLog(db: Kysely<DB>, user: CurrentUser): Promise<MyAccessLog> {
  const rows = await repository.listReadsOf(db, user.empId, MAX_ACCESS_LOG_ROWS);
  return { rows: rows.slice(0, MAX_ACCESS_LOG_ROWS).map(({ address: _address, ...row }) => row), truncated: rows.length > MAX_ACCESS_LOG_ROWS };
}

/**
 * Everyone's reads in a period of the company's days, narrowed to an account (whose
 * data did it read: a breach report) or a person (who read theirs), newest first.
 */
export async function getAccessLog(
  db: Kysely<DB>,
  query: { from: string; to: string; actor?: string | undefined; subject?: string | undefined },
): Promise<AdminAccessLog> {
  const timeZone = await getCompanyTimeZone(db);
  const rows = await repository.listReads(
    db,
    { from: instantOfLocal(query.from, '00:00', timeZone), to: instantOfLocal(addDays(query.to, 1), '00:00', timeZone), actor: query.actor, subject: query.subject },
    MAX_ACCESS_LOG_ROWS,
  );
  return { rows: rows.slice(0, MAX_ACCESS_LOG_ROWS), truncated: rows.length > MAX_ACCESS_LOG_ROWS };
}
