import type { Kysely } from 'kysely';
import type { OfficeBody, OfficeRow } from '@portal/contracts/admin-offices';
import type { DB } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import * as offices from './offices.repository';

const ENTITY = 'offices';

/** What the audit log keeps of an office: its values, not the live head count. */
function auditValues(office: OfficeRow): offices.OfficeValues {
  const { id: _id, employees: _employees, ...values } = office;
  return values;
}

/**
 * Adds (id 0) or changes an office. The time clock reads the employee's office on
 * every punch, so a moved centre, a new radius or the refuse/flag switch applies to
 * the next punch; punches already taken keep their flag.
 */
export async function saveOffice(db: Kysely<DB>, user: CurrentUser, body: OfficeBody, requestId: string): Promise<OfficeRow & CodedAnswer> {
  const { id: requestedId, ...values } = body;
  const saved = await db.transaction().execute(async (trx) => {
    if (requestedId && !(await offices.lockOffice(trx, requestedId))) throw notFound(say('calendar.office_gone', { id: requestedId }));
    const namesake = await offices.findOfficeNamed(trx, values.name);
    if (namesake && namesake.id !== requestedId) throw conflict(say('calendar.office_name_taken', { name: values.name }));
    const before = requestedId ? await offices.findOffice(trx, requestedId) : undefined;
    const id = requestedId || (await offices.insertOffice(trx, values));
    if (requestedId) await offices.updateOffice(trx, id, values);
    const after = (await offices.findOffice(trx, id))!;
    await writeAudit(trx, { actorEmpId: user.empId, action: before ? 'update' : 'create', entity: ENTITY, entityId: String(id), before: before ? auditValues(before) : null, after: auditValues(after), requestId });
    return after;
  });
  return { ...codedFields(say('calendar.office_saved', { name: saved.name })), ...saved };
}

/** An office people belong to, or that has its own holidays, stays. */
export async function deleteOffice(db: Kysely<DB>, user: CurrentUser, id: number, requestId: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await offices.lockOffice(trx, id))) throw notFound(say('calendar.office_gone_already', { id }));
    const before = (await offices.findOffice(trx, id))!;
    if (before.employees > 0) throw conflict(say('calendar.office_has_employees', { employees: before.employees, office: before.name }));
    const holidayCount = await offices.countHolidaysOfOffice(trx, id);
    if (holidayCount > 0) throw conflict(say('calendar.office_has_holidays', { office: before.name, holidays: holidayCount }));
    await offices.deleteOffice(trx, id);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'delete', entity: ENTITY, entityId: String(id), before: auditValues(before), after: null, requestId });
    return codedFields(say('calendar.office_deleted', { name: before.name }));
  });
}
