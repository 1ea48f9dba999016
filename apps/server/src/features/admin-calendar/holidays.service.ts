import type { Kysely, Transaction } from 'kysely';
import { holidayTypeLabels, type HolidayBody, type HolidayRow } from '@portal/contracts/admin-holidays';
import type { DB } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import * as holidays from './holidays.repository';

export const HOLIDAY_ENTITY = 'holidays';

export function listHolidaysOfYear(db: Kysely<DB>, year: number): Promise<HolidayRow[]> {
  return holidays.listHolidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
}

export function scopeOf(holiday: { office_name: string | null }): string {
  return holiday.office_name ? `for ${holiday.office_name}` : 'for the whole company';
}

/** What the audit log keeps of a holiday: its values and the office by name. */
export function auditValues(holiday: HolidayRow): Omit<HolidayRow, 'id'> {
  const { id: _id, ...values } = holiday;
  return values;
}

export async function checkOffice(trx: Transaction<DB>, officeId: number | null): Promise<void> {
  if (officeId === null) return;
  const offices = await holidays.listOfficeNames(trx);
  if (!offices.some((office) => office.id === officeId)) throw badRequest(`There is no office ${officeId}; choose one from Offices, or leave the office empty for the whole company.`);
}

/**
 * Adds (id 0) or changes a holiday. Attendance and leave-day counting read the
 * calendar on every call, so the change shows at once; leave already approved
 * keeps the hours it was approved for.
 */
export async function saveHoliday(db: Kysely<DB>, user: CurrentUser, body: HolidayBody, requestId: string): Promise<HolidayRow & { message: string }> {
  const saved = await db.transaction().execute(async (trx) => {
    await holidays.lockCalendar(trx);
    await checkOffice(trx, body.office_id);
    const before = body.id ? await holidays.findHoliday(trx, body.id) : undefined;
    if (body.id && !before) throw notFound(`There is no holiday ${body.id}; it may have been deleted. Refresh the list.`);
    const clash = await holidays.findHolidayOn(trx, body.holiday_date, body.office_id);
    if (clash && clash.id !== body.id) throw conflict(`${body.holiday_date} is already ${clash.name} ${scopeOf(clash)}; edit that holiday instead.`);
    const values = { holiday_date: body.holiday_date, name: body.name, type: body.type, office_id: body.office_id };
    const id = before ? before.id : await holidays.insertHoliday(trx, values);
    if (before) await holidays.updateHoliday(trx, id, values);
    const after = (await holidays.findHoliday(trx, id))!;
    await writeAudit(trx, { actorEmpId: user.empId, action: before ? 'update' : 'create', entity: HOLIDAY_ENTITY, entityId: String(id), before: before ? auditValues(before) : null, after: auditValues(after), requestId });
    return after;
  });
  const label = holidayTypeLabels[saved.type].toLowerCase();
  return { message: `${saved.name} on ${saved.holiday_date} saved as a ${label} ${scopeOf(saved)}.`, ...saved };
}

export async function deleteHoliday(db: Kysely<DB>, user: CurrentUser, id: number, requestId: string) {
  return db.transaction().execute(async (trx) => {
    await holidays.lockCalendar(trx);
    const before = await holidays.findHoliday(trx, id);
    if (!before) throw notFound(`There is no holiday ${id}; it may have been deleted already. Refresh the list.`);
    await holidays.deleteHoliday(trx, id);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'delete', entity: HOLIDAY_ENTITY, entityId: String(id), before: auditValues(before), after: null, requestId });
    return { message: `${before.name} on ${before.holiday_date} deleted.` };
  });
}
