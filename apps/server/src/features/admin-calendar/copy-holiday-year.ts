import type { Kysely } from 'kysely';
import type { CopyHolidaysResult, HolidayRow } from '@portal/contracts/admin-holidays';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { codedFields, renderMessage, say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import * as holidays from './holidays.repository';
import { HOLIDAY_ENTITY, auditValues, scopeInEach } from './holidays.service';

/** Why a holiday was left alone, in English (as always written) and in Filipino. */
function skipReason(code: Parameters<typeof say>[0], params: Parameters<typeof say>[1]) {
  return { reason: renderMessage(code, params, 'en'), reason_fil: renderMessage(code, params, 'fil') };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Copies a year's holidays to another year on the same month and day, names and
 * scopes kept, in one transaction. A date already taken in the target year keeps
 * its holiday, and so does a name already there on another date (a movable feast
 * like Maundy Thursday): both are reported, for HR to check against the year's
 * proclamation.
 */
export async function copyHolidayYear(db: Kysely<DB>, user: CurrentUser, body: { fromYear: number; toYear: number }, requestId: string): Promise<CopyHolidaysResult> {
  const { fromYear, toYear } = body;
  return db.transaction().execute(async (trx) => {
    await holidays.lockCalendar(trx);
    const source = await holidays.listHolidaysBetween(trx, `${fromYear}-01-01`, `${fromYear}-12-31`);
    if (source.length === 0) throw badRequest(say('calendar.copy_no_source', { from: String(fromYear) }));
    const target = await holidays.listHolidaysBetween(trx, `${toYear}-01-01`, `${toYear}-12-31`);
    const scope = (officeId: number | null) => officeId ?? 0;
    const byDate = new Map(target.map((h) => [`${h.holiday_date}|${scope(h.office_id)}`, h]));
    const byName = new Map(target.map((h) => [`${h.name.toLowerCase()}|${scope(h.office_id)}`, h]));
    const copied: HolidayRow[] = [];
    const skipped: CopyHolidaysResult['skipped'] = [];
    for (const holiday of source) {
      const monthDay = holiday.holiday_date.slice(5);
      const date = `${toYear}-${monthDay}`;
      if (monthDay === '02-29' && !isLeapYear(toYear)) {
        skipped.push({ holiday_date: holiday.holiday_date, name: holiday.name, ...skipReason('calendar.copy_skip_no_feb29', { to: String(toYear) }) });
        continue;
      }
      const sameDate = byDate.get(`${date}|${scope(holiday.office_id)}`);
      if (sameDate) {
        skipped.push({
          holiday_date: date,
          name: holiday.name,
          ...(sameDate.name === holiday.name
            ? skipReason('calendar.copy_skip_already_there', {})
            : skipReason('calendar.copy_skip_date_taken', { holiday: sameDate.name, scope: scopeInEach(sameDate) })),
        });
        continue;
      }
      const sameName = byName.get(`${holiday.name.toLowerCase()}|${scope(holiday.office_id)}`);
      if (sameName) {
        skipped.push({ holiday_date: date, name: holiday.name, ...skipReason('calendar.copy_skip_name_taken', { to: String(toYear), date: sameName.holiday_date }) });
        continue;
      }
      const id = await holidays.insertHoliday(trx, { holiday_date: date, name: holiday.name, type: holiday.type, office_id: holiday.office_id });
      const row = { ...holiday, id, holiday_date: date };
      byDate.set(`${date}|${scope(holiday.office_id)}`, row);
      await writeAudit(trx, { actorEmpId: user.empId, action: 'copy', entity: HOLIDAY_ENTITY, entityId: String(id), before: null, after: { ...auditValues(row), copied_from: holiday.holiday_date }, requestId });
      copied.push(row);
    }
    const message = say('calendar.holidays_copied', { copied: copied.length, from: String(fromYear), to: String(toYear), skipped: skipped.length });
    return { ...codedFields(message), copied, skipped };
  });
}
