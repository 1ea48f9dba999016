import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { readableDateInEach, readableTime } from '../../lib/local-time';
import { say, type PortalMessage } from '../../lib/messages';
import { getFeatureSwitches } from '../../company/feature-switches';
import { listWorkingDays } from '../../schedule/working-days';
import { overlaps, windowOf, type MinuteWindow } from './overtime-window';
import { findOvertimeType, listOvertimesOn } from './overtime.repository';

type Db = Kysely<DB> | Transaction<DB>;

export interface OvertimeAsk {
  otDate: string;
  fromTime: string;
  toTime: string;
  ottype?: string | null | undefined;
}

/** The OT type to store: none while the company does not use types; a known one when it does. */
export async function resolveOvertimeType(db: Db, ottype: string | null | undefined): Promise<string | null> {
  const features = await getFeatureSwitches(db);
  if (!features.overtimeTypes || !ottype) return null;
  if (!(await findOvertimeType(db, ottype))) throw badRequest(say('overtime.not_a_type', { ottype }));
  return ottype;
}

/**
 * Why this person cannot have this overtime (it overlaps their shift on a working
 * day, or overtime they already filed), or null. Rest days and holidays have no
 * shift to overlap: every hour worked there is overtime.
 */
export async function overtimeRefusal(
  db: Db,
  empId: string,
  ask: OvertimeAsk,
  window: MinuteWindow,
  exceptRecid = 0,
  timeFormat: '12H' | '24H' = '12H',
): Promise<PortalMessage | null> {
  const time = (value: string) => readableTime(value, timeFormat);
  const [workday] = await listWorkingDays(db, empId, ask.otDate, ask.otDate);
  if (workday?.shift && overlaps(window, windowOf(workday.shift.timein, workday.shift.timeout))) {
    return say('overtime.overlaps_shift', { date: readableDateInEach(ask.otDate), from: time(workday.shift.timein), to: time(workday.shift.timeout) });
  }
  for (const filed of await listOvertimesOn(db, empId, ask.otDate, exceptRecid)) {
    if (overlaps(window, windowOf(filed.frtime, filed.totime))) {
      return say('overtime.overlaps_filed', { recid: filed.recid, from: time(filed.frtime), to: time(filed.totime) });
    }
  }
  return null;
}
