import { sql, type Kysely } from 'kysely';
import type { RequestDayType, RequestDays } from '@portal/contracts/request-days';
import type { DB } from '../db/database';
import { forbidden, notFound } from '../lib/app-error';
import { say } from '../lib/messages';
import type { CurrentUser } from '../lib/current-user';
import { addDays } from '../lib/local-time';
import { computeAttendance } from '../features/attendance/attendance-facts';
import { labelOf, registeredRequestTypes } from './request-types';
import { isRoutedTo } from './routed-to';

/** The most days one answer covers: a month of shift changes. */
const MAX_DAYS = 31;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What an approver reads beside an overtime, adjustment, official business or shift
 * change: the requester's days it covers, computed as their attendance is (shift,
 * day type, punches, hours). Only for someone the request is routed to.
 */
export async function readRequestDays(db: Kysely<DB>, user: CurrentUser, type: RequestDayType, recid: number): Promise<RequestDays> {
  const descriptor = registeredRequestTypes().find((candidate) => candidate.name === type);
  if (!descriptor) throw notFound(say('approval.no_such_type', { type }));
  const { rows } = await sql<{ emp_id: string; approver1: string | null; approver2: string | null; approver3: string | null; from: string; to: string }>`
    select emp_id, approver1, approver2, approver3,
      ${sql.ref(descriptor.dateColumns.from)}::text as "from", ${sql.ref(descriptor.dateColumns.to)}::text as "to"
    from ${sql.table(descriptor.table)} where recid = ${recid}`.execute(db);
  const request = rows[0];
  const label = labelOf(descriptor);
  if (!request) throw notFound(say('approval.no_such_request', { label, ref: `#${recid}` }));
  if (!(await isRoutedTo(db, request, user.empId))) {
    throw forbidden(say('approval.not_routed', { Label: { en: capitalise(label.en), fil: capitalise(label.fil) }, ref: `#${recid}` }));
  }
  const last = addDays(request.from, MAX_DAYS - 1);
  const days = await computeAttendance(db, [request.emp_id], request.from, request.to < last ? request.to : last);
  return { recid, days };
}
