import type { Transaction, Kysely } from 'kysely';
import { HOURS_PER_LEAVE_DAY } from '@portal/contracts/leave';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { readableDays } from '../../lib/local-time';
import { listWorkingDays } from '../../schedule/working-days';
import { describeEligibility } from '@portal/contracts/admin-leave';
import { findLeaveEligibility, findLeaveType, findOverlappingLeave, readBalances } from './leave.repository';

type Db = Kysely<DB> | Transaction<DB>;

export interface LeaveAsk {
  payItem: string;
  fromDate: string;
  toDate: string;
  noOfHours?: number | null | undefined;
}

/** The type exists and the range stays in one year; the answer is the type's name. */
export async function checkLeaveShape(db: Db, ask: LeaveAsk): Promise<string> {
  const type = await findLeaveType(db, ask.payItem);
  if (!type) throw badRequest(`payItem ${ask.payItem} is not a leave type; choose one from the list.`);
  if (ask.fromDate.slice(0, 4) !== ask.toDate.slice(0, 4)) {
    throw badRequest('A leave cannot cross into the next year; file one leave per year.');
  }
  return type.leave_desc;
}

/** Spec §9 "leave duration", off by default: then a leave is whole working days and no one picks its hours. */
export const WHOLE_DAYS_ONLY = 'noOfHours: leaves are taken in whole working days here (the leave duration switch is off); leave it blank';

/**
 * The hours this leave charges the employee: as asked, or 8 for each of their
 * working days in the range; never more than those days hold. Throws when the
 * range holds no working day, and, with `wholeDaysOnly`, when other hours are asked.
 */
export async function hoursToCharge(db: Db, empId: string, ask: LeaveAsk, wholeDaysOnly = false): Promise<number> {
  const working = await listWorkingDays(db, empId, ask.fromDate, ask.toDate);
  if (working.length === 0) {
    throw badRequest(`There is no working day in ${readableDays(ask.fromDate, ask.toDate)}: rest days and holidays are not charged.`);
  }
  const most = working.length * HOURS_PER_LEAVE_DAY;
  if (wholeDaysOnly && ask.noOfHours !== null && ask.noOfHours !== undefined && ask.noOfHours !== most) {
    throw badRequest(`${WHOLE_DAYS_ONLY}, or send ${most} for the ${working.length} working day(s) in ${readableDays(ask.fromDate, ask.toDate)}.`);
  }
  const hours = ask.noOfHours ?? most;
  if (hours > most) {
    throw badRequest(`noOfHours ${hours} is more than the ${working.length} working day(s) in ${readableDays(ask.fromDate, ask.toDate)} hold (${most} hours).`);
  }
  return hours;
}

/** Why a leave is refused, and the request field it is about. */
export interface LeaveRefusal {
  message: string;
  field: 'fromDate' | 'payItem' | 'noOfHours';
}

/**
 * Why this leave cannot be filed now (an overlap, or not enough balance), or null.
 * Call it under the employee's row lock, so a concurrent filing cannot slip past.
 */
export async function leaveRefusal(trx: Transaction<DB>, empId: string, ask: LeaveAsk, hours: number, leaveDesc: string, exceptRecid = 0): Promise<LeaveRefusal | null> {
  // Checked before the balance: an entitlement granted before the record changed
  // (a civil status corrected, a solo-parent ID lapsed) does not make one eligible.
  const eligibility = await findLeaveEligibility(trx, empId, ask.payItem);
  if (eligibility && !eligibility.eligible) {
    return { message: `${leaveDesc} is for ${describeEligibility(eligibility)}, as HR's records stand. If your record is wrong, ask HR to correct it.`, field: 'payItem' };
  }
  const overlap = await findOverlappingLeave(trx, empId, ask.fromDate, ask.toDate, exceptRecid);
  if (overlap) {
    return { message: `These dates overlap leave #${overlap.recid} (${readableDays(overlap.frdate, overlap.todate)}).`, field: 'fromDate' };
  }
  const year = Number(ask.fromDate.slice(0, 4));
  const balance = (await readBalances(trx, empId, year)).find((row) => row.payitem === ask.payItem);
  if (!balance) return { message: `There is no ${leaveDesc} entitlement for ${year}.`, field: 'payItem' };
  // An edit gives back the hours its own earlier version held.
  const own = exceptRecid ? Number((await trx.selectFrom('leaves').select('noofhours').where('recid', '=', exceptRecid).executeTakeFirst())?.noofhours ?? 0) : 0;
  const available = balance.balance + own;
  if (hours > available) {
    return {
      message: `Not enough ${leaveDesc}: ${hours} hours asked, ${available} left for ${year} (${balance.entitled} entitled, ${balance.used} used, ${balance.pending - own} pending).`,
      field: 'noOfHours',
    };
  }
  return null;
}
