import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { readableDate, readableTime } from '../../lib/local-time';
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
  if (!(await findOvertimeType(db, ottype))) throw badRequest(`ottype ${ottype} is not an overtime type; choose one from the list.`);
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
): Promise<string | null> {
  const time = (value: string) => readableTime(value, timeFormat);
  const [workday] = await listWorkingDays(db, empId, ask.otDate, ask.otDate);
  if (workday?.shift && overlaps(window, windowOf(workday.shift.timein, workday.shift.timeout))) {
    return `The overtime overlaps the shift on ${readableDate(ask.otDate)} (${time(workday.shift.timein)} to ${time(workday.shift.timeout)}); overtime is the time before or after it.`;
  }
  for (const filed of await listOvertimesOn(db, empId, ask.otDate, exceptRecid)) {
    if (overlaps(window, windowOf(filed.frtime, filed.totime))) {
      return `Overtime #${filed.recid} (${time(filed.frtime)} to ${time(filed.totime)}) already covers part of that time.`;
    }
  }
  return null;
}
