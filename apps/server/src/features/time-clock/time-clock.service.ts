import type { Kysely } from 'kysely';
import { DEFAULT_TIME_RECORD_DAYS, type Geotag, type TimeRecord } from '@portal/contracts/time-clock';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { addDays, readableDate, readableTime, toLocalDateTime } from '../../lib/local-time';
import { getEffectiveSchedule } from '../../schedule/effective-schedule';
import { findClosestAddress } from './closest-address';
import { judgePosition, refusalMessage } from './geofence';
import { dayOfTimeIn, openTimeIn } from './punch-day';
import * as punches from './time-clock.repository';
import { buildTimeRecords } from './time-records';

const MAX_RANGE_DAYS = 93;

export async function listTimeRecords(
  db: Kysely<DB>,
  empId: string,
  range: { fromDate?: string | undefined; toDate?: string | undefined },
): Promise<TimeRecord[]> {
  const timeZone = await getCompanyTimeZone(db);
  const today = toLocalDateTime(new Date(), timeZone).date;
  const toDate = range.toDate ?? today;
  const fromDate = range.fromDate ?? addDays(toDate, -(DEFAULT_TIME_RECORD_DAYS - 1));
  if (fromDate > toDate) throw badRequest('fromDate must be on or before toDate.');
  if (addDays(fromDate, MAX_RANGE_DAYS) < toDate) throw badRequest(`Choose a range of at most ${MAX_RANGE_DAYS} days.`);
  return buildTimeRecords(await punches.listDayPunches(db, empId, fromDate, toDate, timeZone));
}

function describeTime(instant: Date, timeZone: string, timeFormat: '12H' | '24H'): string {
  const local = toLocalDateTime(instant, timeZone);
  return `${readableTime(local.time, timeFormat)} on ${readableDate(local.date)}`;
}

/**
 * Holds a punch to the employee's office fence: outside it (or without a location,
 * which cannot be shown to be inside) an office that refuses such punches turns it
 * away, and one that only flags them stores it flagged. No office, no fence.
 */
async function checkGeofence(db: Kysely<DB>, empId: string, direction: 'in' | 'out', geotag: Geotag | null): Promise<boolean> {
  const fence = await punches.findOfficeFence(db, empId);
  if (!fence) return false;
  const verdict = judgePosition(fence, geotag);
  if (verdict.inside) return false;
  if (fence.refuse_outside) throw forbidden(refusalMessage(fence, direction, verdict));
  return true;
}

/**
 * Records a time-in or time-out at the server's clock. The employee's row lock
 * orders simultaneous punches, so a double tap cannot record two time-ins.
 */
export async function recordPunch(
  db: Kysely<DB>,
  config: AppConfig,
  input: { empId: string; direction: 'in' | 'out'; geotag: Geotag | null | undefined; timeFormat?: '12H' | '24H' },
): Promise<TimeRecord[]> {
  const geotag = input.geotag ?? null;
  const outsideGeofence = await checkGeofence(db, input.empId, input.direction, geotag);
  // Resolved before the transaction: the gazetteer or a geocoder must not hold the lock.
  const address = geotag ? await findClosestAddress(db, geotag, config.geocoderUrl) : null;
  const timeZone = await getCompanyTimeZone(db);
  await db.transaction().execute(async (trx) => {
    const now = await punches.lockEmployeeForPunch(trx, input.empId);
    const open = openTimeIn(await punches.findLatestPunch(trx, input.empId), now);
    let trdate: string;
    if (input.direction === 'in') {
      if (open) throw conflict(`You are already timed in since ${describeTime(open.punchedAt, timeZone, input.timeFormat ?? '12H')}. Time out first.`);
      const local = toLocalDateTime(now, timeZone);
      const [yesterday] = await getEffectiveSchedule(trx, input.empId, addDays(local.date, -1), addDays(local.date, -1));
      trdate = dayOfTimeIn(local, yesterday && !yesterday.restDay ? yesterday.shift : null);
    } else {
      if (!open) throw conflict('You have no open time-in to close. Time in first.');
      trdate = open.trdate;
    }
    await punches.insertPunch(trx, { empId: input.empId, trdate, direction: input.direction, punchedAt: now, geotag, address, outsideGeofence });
  });
  return listTimeRecords(db, input.empId, {});
}
