import type { Kysely, Transaction } from 'kysely';
import { holidayTypeLabels, type HolidayBody, type HolidayRow } from '@portal/contracts/admin-holidays';
import type { DB } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import * as holidays from './holidays.repository';

export const HOLIDAY_ENTITY = 'holidays';

export function listHolidaysOfYear(db: Kysely<DB>, year: number): Promise<HolidayRow[]> {
  return holidays.listHolidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
}

export function scopeOf(holiday: { office_name: string | null }): string {
  return holiday.office_name ? `for ${holiday.office_name}` : 'for the whole company';
}

/** scopeOf in each language, for a coded message's {scope}. */
export function scopeInEach(holiday: { office_name: string | null }): { en: string; fil: string } {
  return { en: scopeOf(holiday), fil: holiday.office_name ? `para sa ${holiday.office_name}` : 'para sa buong kumpanya' };
}

/** What the audit log keeps of a holiday: its values and the office by name. */
export function auditValues(holiday: HolidayRow): Omit<HolidayRow, 'id'> {
  const { id: _id, ...values } = holiday;
  return values;
}

export async function checkOffice(trx: Transaction<DB>, officeId: number | null): Promise<void> {
  if (officeId === null) return;
  const offices = await holidays.listOfficeNames(trx);
  if (!offices.some((office) => office.id === officeId)) throw badRequest(say('calendar.no_office_for_holiday', { id: officeId }));
}

/**
 * Adds (id 0) or changes a holiday. Attendance and leave-day counting read the
 * calendar on every call, so the change shows at once; leave already approved
 * keeps the hours it was approved for.
 */
export async function saveHoliday(db: Kysely<DB>, user: CurrentUser, body: HolidayBody, requestId: string): Promise<HolidayRow & CodedAnswer> {
  const saved = await db.transaction().execute(async (trx) => {
    await holidays.lockCalendar(trx);
    await checkOffice(trx, body.office_id);
    const before = body.id ? await holidays.findHoliday(trx, body.id) : undefined;
    if (body.id && !before) throw notFound(say('calendar.holiday_gone', { id: body.id }));
    const clash = await holidays.findHolidayOn(trx, body.holiday_date, body.office_id);
    if (clash && clash.id !== body.id) throw conflict(say('calendar.holiday_date_taken', { date: body.holiday_date, holiday: clash.name, scope: scopeInEach(clash) }));
    const values = { holiday_date: body.holiday_date, name: body.name, type: body.type, office_id: body.office_id };
    const id = before ? before.id : await holidays.insertHoliday(trx, values);
    if (before) await holidays.updateHoliday(trx, id, values);
    const after = (await holidays.findHoliday(trx, id))!;
    await writeAudit(trx, { actorEmpId: user.empId, action: before ? 'update' : 'create', entity: HOLIDAY_ENTITY, entityId: String(id), before: before ? auditValues(before) : null, after: auditValues(after), requestId });
    return after;
  });
  return { ...codedFields(say('calendar.holiday_saved', { holiday: saved.name, date: saved.holiday_date, type: holidayTypeLabels[saved.type].toLowerCase(), scope: scopeInEach(saved) })), ...saved };
}

export async function deleteHoliday(db: Kysely<DB>, user: CurrentUser, id: number, requestId: string) {
  return db.transaction().execute(async (trx) => {
    await holidays.lockCalendar(trx);
    const before = await holidays.findHoliday(trx, id);
    if (!before) throw notFound(say('calendar.holiday_gone_already', { id }));
    await holidays.deleteHoliday(trx, id);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'delete', entity: HOLIDAY_ENTITY, entityId: String(id), before: auditValues(before), after: null, requestId });
    return codedFields(say('calendar.holiday_deleted', { holiday: before.name, date: before.holiday_date }));
  });
}
