import type { Transaction, Kysely } from 'kysely';
import { HOURS_PER_LEAVE_DAY } from '@portal/contracts/leave';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { readableDaysInEach } from '../../lib/local-time';
import { listWorkingDays } from '../../schedule/working-days';
import { describeEligibility, type LeaveEligibility } from '@portal/contracts/admin-leave';
import { findLeaveEligibility, findLeaveType, findOverlappingLeave, readBalances } from './leave.repository';
import { say, type PortalMessage } from '../../lib/messages';

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
  if (!type) throw badRequest(say('leave.not_a_type', { payItem: ask.payItem }));
  if (ask.fromDate.slice(0, 4) !== ask.toDate.slice(0, 4)) {
    throw badRequest(say('leave.crosses_year'));
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
    throw badRequest(say('leave.no_working_day', { days: readableDaysInEach(ask.fromDate, ask.toDate) }));
  }
  const most = working.length * HOURS_PER_LEAVE_DAY;
  if (wholeDaysOnly && ask.noOfHours !== null && ask.noOfHours !== undefined && ask.noOfHours !== most) {
    throw badRequest(say('leave.whole_days_only', { most, working: working.length, days: readableDaysInEach(ask.fromDate, ask.toDate) }));
  }
  const hours = ask.noOfHours ?? most;
  if (hours > most) {
    throw badRequest(say('leave.too_many_hours', { hours, working: working.length, days: readableDaysInEach(ask.fromDate, ask.toDate), most }));
  }
  return hours;
}

/** Why a leave is refused, and the request field it is about. */
/** The noun with its linker before a describing word: "lalaking", "solo parent na". */
const linked = (noun: string) => (/[aeiou]$/.test(noun) ? `${noun}ng` : `${noun} na`);

/** describeEligibility (contracts' admin-leave.ts) in Filipino: "mga lalaking married", "mga solo parent", "lahat". */
export function describeEligibilityInFilipino(rule: LeaveEligibility): string {
  if (!rule.eligible_gender && !rule.eligible_civil_status && !rule.solo_parent_only) return 'lahat';
  const statuses = rule.eligible_civil_status?.map((status) => status.toLowerCase()).join(' o ');
  const people = rule.solo_parent_only ? 'solo parent' : rule.eligible_gender === 'F' ? 'babae' : rule.eligible_gender === 'M' ? 'lalaki' : 'empleyado';
  const who = statuses ? `mga ${linked(people)} ${statuses}` : `mga ${people}`;
  return rule.solo_parent_only && rule.eligible_gender ? `${who} (mga ${rule.eligible_gender === 'F' ? 'babae' : 'lalaki'})` : who;
}

export interface LeaveRefusal {
  message: PortalMessage;
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
    return { message: say('leave.not_eligible', { leave: leaveDesc, eligibility: { en: describeEligibility(eligibility), fil: describeEligibilityInFilipino(eligibility) } }), field: 'payItem' };
  }
  const overlap = await findOverlappingLeave(trx, empId, ask.fromDate, ask.toDate, exceptRecid);
  if (overlap) {
    return { message: say('leave.overlap', { recid: overlap.recid, days: readableDaysInEach(overlap.frdate, overlap.todate) }), field: 'fromDate' };
  }
  const year = Number(ask.fromDate.slice(0, 4));
  const balance = (await readBalances(trx, empId, year)).find((row) => row.payitem === ask.payItem);
  if (!balance) return { message: say('leave.no_entitlement', { leave: leaveDesc, year: String(year) }), field: 'payItem' };
  // An edit gives back the hours its own earlier version held.
  const own = exceptRecid ? Number((await trx.selectFrom('leaves').select('noofhours').where('recid', '=', exceptRecid).executeTakeFirst())?.noofhours ?? 0) : 0;
  const available = balance.balance + own;
  if (hours > available) {
    return {
      message: say('leave.not_enough', {
        leave: leaveDesc,
        hours: String(hours),
        available: String(available),
        year: String(year),
        entitled: String(balance.entitled),
        used: String(balance.used),
        pending: String(balance.pending - own),
      }),
      field: 'noOfHours',
    };
  }
  return null;
}
