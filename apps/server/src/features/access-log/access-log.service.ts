import type { Kysely } from 'kysely';
import {
  MAX_ACCESS_LOG_ROWS,
  MAX_BREACH_WINDOW_DAYS,
  type AdminAccessLog,
  type BreachReport,
  type MyAccessLog,
} from '@portal/contracts/access-log';
import { badRequest } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import type { CurrentUser } from '../../lib/current-user';
import { addDays, instantOfLocal } from '../../lib/local-time';
import * as repository from './access-log.repository';

/** Who saw my data: reads of it by anyone else (never by me), newest first. Where they read from stays HR's. */
export async function getMyAccessLog(db: Kysely<DB>, user: CurrentUser): Promise<MyAccessLog> {
  const rows = await repository.listReadsOf(db, user.empId, MAX_ACCESS_LOG_ROWS);
  return {
    rows: rows.slice(0, MAX_ACCESS_LOG_ROWS).map(({ address: _address, ...row }) => row),
    truncated: rows.length > MAX_ACCESS_LOG_ROWS,
  };
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
    {
      from: instantOfLocal(query.from, '00:00', timeZone),
      to: instantOfLocal(addDays(query.to, 1), '00:00', timeZone),
      actor: query.actor,
      subject: query.subject,
    },
    MAX_ACCESS_LOG_ROWS,
  );
  return { rows: rows.slice(0, MAX_ACCESS_LOG_ROWS), truncated: rows.length > MAX_ACCESS_LOG_ROWS };
}

/**
 * The people a breach notification names (Data Privacy Act; NPC Circular 16-03, 72
 * hours): whose data was read or exported in a window of the company's clock,
 * optionally by the one account that was compromised.
 */
export async function getBreachReport(
  db: Kysely<DB>,
  query: { from: string; to: string; actor?: string | undefined },
): Promise<BreachReport> {
  const timeZone = await getCompanyTimeZone(db);
  const [fromDay, fromTime] = query.from.split('T') as [string, string];
  const [toDay, toTime] = query.to.split('T') as [string, string];
  const from = instantOfLocal(fromDay, fromTime, timeZone);
  const to = instantOfLocal(toDay, toTime, timeZone);
  if (to.getTime() - from.getTime() > MAX_BREACH_WINDOW_DAYS * 86_400_000) {
    throw badRequest(say('access_log.breach_window', { days: MAX_BREACH_WINDOW_DAYS }), 'to');
  }
  const { people, reads } = await repository.listAffectedPeople(db, { from, to, actor: query.actor, timeZone });
  return { rows: people, reads };
}
