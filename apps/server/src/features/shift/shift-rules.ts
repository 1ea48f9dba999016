import type { Kysely, Transaction } from 'kysely';
import { MAX_SHIFT_CHANGE_DAYS } from '@portal/contracts/shift';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { addDays, readableDaysInEach } from '../../lib/local-time';
import { say, type PortalMessage } from '../../lib/messages';
import { getFeatureSwitches } from '../../company/feature-switches';
import { findOverlappingChange, findShift, type ShiftChangeFields } from './shift.repository';

type Db = Kysely<DB> | Transaction<DB>;

export interface ShiftAsk {
  fromDate: string;
  toDate: string;
  shift: string;
  reason?: string | null | undefined;
}

/** The shift exists, the range is not too long, and the reason follows its switch (off: optional). */
export async function checkShiftChange(db: Db, ask: ShiftAsk): Promise<ShiftChangeFields> {
  if (!(await findShift(db, ask.shift))) throw badRequest(say('shift.not_a_shift', { shift: ask.shift }));
  if (addDays(ask.fromDate, MAX_SHIFT_CHANGE_DAYS - 1) < ask.toDate) {
    throw badRequest(say('shift.too_long', { max: MAX_SHIFT_CHANGE_DAYS }));
  }
  const reason = ask.reason?.trim() || null;
  if (!reason && (await getFeatureSwitches(db)).shiftRequestReason) throw badRequest(say('shift.reason_required'));
  return { frdate: ask.fromDate, todate: ask.toDate, shift: ask.shift, reason };
}

/** Why this employee cannot have this change (another pending or approved one on those days), or null. */
export async function shiftChangeRefusal(db: Db, empId: string, ask: ShiftAsk, exceptRecid = 0): Promise<PortalMessage | null> {
  const overlap = await findOverlappingChange(db, empId, ask.fromDate, ask.toDate, exceptRecid);
  return overlap ? say('shift.overlap', { recid: overlap.recid, days: readableDaysInEach(overlap.frdate, overlap.todate) }) : null;
}
